/**
 * @packageDocumentation
 * The OCaml course's board ("tableau de jeu", section 30) in its own words:
 * the record `bitboard = {first; second}`, the record `piece = {upper; lower}`,
 * the hand bits `hand_i` .. `hand_t` and the masks `hand_mask = 0x1F00000`,
 * `board_mask = 0x00FFFFF`, so a lesson can show the course's integers bit by
 * bit and the tests can check that the engine reads them the same way.
 *
 *   first  = the side to move's hand | rows 1-4        second = the other hand | rows 5-8
 *
 *   bit     24 23 22 21 20   19 18 17 16 15   14 .. 10   9 .. 5   4 .. 0
 *   first    T  S  O  L  I   a1 b1 c1 d1 e1   a2 .. e2   a3 .. e3  a4 .. e4
 *   second   T  S  O  L  I   a5 b5 c5 d5 e5   a6 .. e6   a7 .. e7  a8 .. e8
 *           '-- hand_mask --''---------------- board_mask -------------------'
 *              0x1F00000                          0x00FFFFF
 *
 * A cell bit is 1 when the cell is taken, a hand bit is 1 while the piece is
 * still in the hand (`hand_i = 0b00001 lsl 20` .. `hand_t = 0b10000 lsl 20`).
 * The course's "first" player is the one who has the move, so `first` always
 * holds the hand of the side to move: a move puts the new cells in, removes
 * the piece from that hand and swaps the two hands (`courseMoves.ts`).
 *
 * Why two integers: the position needs 40 cell bits and 2 x 5 hand bits,
 * 50 bits. An OCaml `int` has 63 bits on a 64-bit machine, which would hold
 * all 50; the course only counts on the 31 bits every platform guarantees
 * (a 32-bit machine), so it cuts the board in two halves of 20 cells and gives
 * each half 5 of its 11 spare bits for a hand: 25 bits per integer. In
 * TypeScript the same cut is needed for another reason: bitwise operators work
 * on 32-bit integers, so a 50-bit number cannot be masked or shifted whole.
 *
 * The engine's position (`board40.ts`) is this very layout with other field
 * names, `top` for `first` and `bottom` for `second`: `toEngine` and
 * `fromEngine` only rename, and the tests check bit for bit that the course's
 * masks, hands, start and cells are the engine's.
 *
 * Example: the start is {first = 0x1F00000; second = 0x1F00000}. The first
 * player puts its O on a1 b1 a2 b2 (the course's piece {upper = 0xC6000;
 * lower = 0}): the second player, now to move, has its full hand in `first`,
 * the first player's hand without the O (bit 22) in `second`:
 *   first  = 0x1F00000 + 0xC6000 = 0x1FC6000
 *   second = 0x1F00000 - 0x0400000 = 0x1B00000
 */

import { COLUMNS, PIECES, ROWS, type Piece, type TetrominoPosition } from './board40.ts';
import { PLACEMENTS } from './placements.ts';

/** The course's `bitboard`: two integers, the side to move's hand and rows 1-4, then the other hand and rows 5-8. */
export interface CourseBitboard {
  readonly first: number;
  readonly second: number;
}

/** The course's `piece`: the cells of one placed tetromino, as a bitboard without hands. */
export interface CoursePiece {
  readonly upper: number;
  readonly lower: number;
}

/** The course's hand bits, one per piece (`hand_i` .. `hand_t`). */
const HAND_I = 0b00001 << 20;
const HAND_L = 0b00010 << 20;
export const HAND_O = 0b00100 << 20;
const HAND_S = 0b01000 << 20;
export const HAND_T = 0b10000 << 20;
/** The hand bits in piece order (I, L, O, S, T: `PIECES`). */
export const COURSE_HANDS: readonly number[] = [HAND_I, HAND_L, HAND_O, HAND_S, HAND_T];

/** The course's `hand_mask` and `board_mask`, written as the course writes them. */
export const COURSE_HAND_MASK = 0x1f00000;
export const COURSE_BOARD_MASK = 0x00fffff;

/** Cells per integer: the board cut between rows 4 and 5. */
export const CELLS_PER_WORD = 20;
/** Bits one integer uses: 20 cells and a hand of 5. */
export const BITS_PER_WORD = CELLS_PER_WORD + PIECES.length;
/** Bits the whole position needs: 40 cells and two hands. */
export const BITS_NEEDED = COLUMNS * ROWS + 2 * PIECES.length;
/** Bits of an OCaml `int`: at least 31 (32-bit platforms), 63 on 64-bit ones. */
export const OCAML_MIN_INT_BITS = 31;
export const OCAML_INT_BITS_64 = 63;
/** Bits of the integers JavaScript's bitwise operators work on. */
export const JS_BITWISE_BITS = 32;

/** Both hands full, no cell taken: `{first = hand_mask; second = hand_mask}`. */
export const COURSE_START: CourseBitboard = { first: COURSE_HAND_MASK, second: COURSE_HAND_MASK };

/** The engine's position for a course bitboard: the same two integers (first = top, second = bottom). */
export const toEngine = (b: CourseBitboard): TetrominoPosition => ({ top: b.first, bottom: b.second });

/** The course bitboard of an engine position. */
export const fromEngine = (p: TetrominoPosition): CourseBitboard => ({ first: p.top, second: p.bottom });

/** Which of the course's two integers. */
export type CourseWord = 'first' | 'second';

/** One bit of the course's board: its integer, its index (0 = least significant) and the cell it stands for. */
export interface CourseBit {
  readonly word: CourseWord;
  readonly bit: number;
  /** 0..39 in reading order (a1 = 0, e1 = 4, a2 = 5, ..., e8 = 39). */
  readonly cell: number;
}

/** Where cell 0..39 lives: rows 1-4 in `first`, rows 5-8 in `second`, the top-left cell of each half at bit 19. */
export function cellBit(cell: number): CourseBit {
  if (!Number.isInteger(cell) || cell < 0 || cell >= 2 * CELLS_PER_WORD) throw new Error(`cellBit: no cell ${cell}`);
  return cell < CELLS_PER_WORD
    ? { word: 'first', bit: CELLS_PER_WORD - 1 - cell, cell }
    : { word: 'second', bit: 2 * CELLS_PER_WORD - 1 - cell, cell };
}

/** The cell that bit `bit` of `word` stands for, or undefined for a hand bit (20..24) or a bit out of use. */
export function cellAt(word: CourseWord, bit: number): number | undefined {
  if (!Number.isInteger(bit) || bit < 0 || bit >= CELLS_PER_WORD) return undefined;
  return (word === 'first' ? 0 : CELLS_PER_WORD) + CELLS_PER_WORD - 1 - bit;
}

/** The piece whose hand bit is `bit` (20..24), or undefined. */
export const pieceOfHandBit = (bit: number): Piece | undefined => {
  const k = bit - CELLS_PER_WORD;
  return k >= 0 && k < PIECES.length ? k : undefined;
};

/** The bits a course piece sets, `first` before `second`, high bits first (that is, in reading order). */
function pieceBits(piece: CoursePiece): CourseBit[] {
  const out: CourseBit[] = [];
  for (const word of ['first', 'second'] as const) {
    const x = word === 'first' ? piece.upper : piece.lower;
    for (let bit = CELLS_PER_WORD - 1; bit >= 0; bit--) if ((x >>> bit) & 1) out.push({ word, bit, cell: cellAt(word, bit)! });
  }
  return out;
}

/** Placement m of the engine (a move, 0..428) as the course's piece: its `upper` and `lower` cells. */
export function coursePiece(m: number): CoursePiece {
  const p = PLACEMENTS[m];
  if (p === undefined) throw new Error(`coursePiece: no placement ${m}`);
  let upper = 0;
  let lower = 0;
  for (const cell of p.cells) {
    const { word, bit } = cellBit(cell);
    if (word === 'first') upper |= 1 << bit;
    else lower |= 1 << bit;
  }
  return { upper, lower };
}

/** The four bits placement m sets in the course's board, for a bit view that highlights them. */
export const placementBits = (m: number): CourseBit[] => pieceBits(coursePiece(m));

/** A course integer in hexadecimal, as the course writes its masks: `0x` and 7 upper-case digits (25 bits). */
export const formatHex = (x: number): string => `0x${(x >>> 0).toString(16).toUpperCase().padStart(7, '0')}`;

/**
 * A course integer in binary, the hand then each row of 5 cells:
 * `formatBits(0x1FC6000)` is `11111 11000 11000 00000 00000` (full hand, O on a1 b1 a2 b2).
 */
export function formatBits(x: number): string {
  const digits = (x >>> 0).toString(2).padStart(BITS_PER_WORD, '0');
  const groups: string[] = [];
  for (let i = 0; i < BITS_PER_WORD; i += COLUMNS) groups.push(digits.slice(i, i + COLUMNS));
  return groups.join(' ');
}
