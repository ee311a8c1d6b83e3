/**
 * @packageDocumentation
 * Othello's 64 squares and how they sit in two 32-bit words.
 *
 * A set of squares is a 64-bit board kept as two 32-bit halves, `lo` for
 * ranks 1-4 and `hi` for ranks 5-8, because JavaScript's bitwise operators
 * work on 32-bit integers and BigInt allocates on every operation (about 20x
 * slower in a search). Square s = 8 * rank + file, a1 = 0, h1 = 7, a2 = 8,
 * ..., h8 = 63, which is also the reading order of the notation:
 *
 *          a  b  c  d  e  f  g  h
 *      8  56 57 58 59 60 61 62 63   \
 *      7  48 49 50 51 52 53 54 55    | hi: bit (s - 32)
 *      6  40 41 42 43 44 45 46 47    |
 *      5  32 33 34 35 36 37 38 39   /
 *      4  24 25 26 27 28 29 30 31   \
 *      3  16 17 18 19 20 21 22 23    | lo: bit s
 *      2   8  9 10 11 12 13 14 15    |
 *      1   0  1  2  3  4  5  6  7   /
 *
 * Example: the start position has white on d4 (27) and e5 (36), black on e4
 * (28) and d5 (35): white = { lo: 1 << 27, hi: 1 << 4 }, black = { lo: 1 << 28,
 * hi: 1 << 3 }.
 *
 * Each half holds four whole ranks, so a shift along a rank never needs to
 * carry between halves; shifts by a rank (8) or a diagonal (7, 9) move the
 * top rank of `lo` into `hi` or the bottom rank of `hi` into `lo`.
 */

export type Square = number;

/** The pass move: a side with no legal move must pass (not a square). */
export const PASS = 64;

/** Files a and h, used to stop shifts from wrapping around a rank. */
export const FILE_A = 0x01010101;
export const FILE_H = 0x80808080 | 0;
/** Files b to g: a disc there can be flipped along a rank or a diagonal. */
export const INNER_FILES = 0x7e7e7e7e;

export const CORNERS_LO = 0x81; // a1, h1
export const CORNERS_HI = 0x81 << 24; // a8, h8

const FILES = 'abcdefgh';


/** 'a1'..'h8', or 'pass'. */
export function squareName(s: Square): string {
  if (s === PASS) return 'pass';
  return FILES[s & 7] + String((s >>> 3) + 1);
}

/** The square named `text` ('a1'..'h8', any case), 'pass' for PASS, or -1. */
export function parseSquareName(text: string): Square {
  const t = text.trim().toLowerCase();
  if (t === 'pass') return PASS;
  if (!/^[a-h][1-8]$/.test(t)) return -1;
  return (t.charCodeAt(1) - 49) * 8 + (t.charCodeAt(0) - 97);
}

/** Is square s in the set (lo, hi)? */
export const hasSquare = (lo: number, hi: number, s: Square): boolean =>
  s < 32 ? ((lo >>> s) & 1) === 1 : ((hi >>> (s - 32)) & 1) === 1;

/** The squares of a set, in increasing order (not for hot paths). */
export function squaresOf(lo: number, hi: number): Square[] {
  const out: Square[] = [];
  for (let s = 0; s < 64; s++) if (hasSquare(lo, hi, s)) out.push(s);
  return out;
}

/** A set from a list of squares (not for hot paths). */
export function setOf(squares: readonly Square[]): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (const s of squares) {
    if (s < 32) lo |= 1 << s;
    else hi |= 1 << (s - 32);
  }
  return { lo, hi };
}
