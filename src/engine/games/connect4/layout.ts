/**
 * @packageDocumentation
 * Where every cell of a W×H Connect Four board lives in 32-bit words.
 *
 * Column-major, H + 1 bits per column ("slot"): H playable cells from the
 * bottom up, then one **sentinel** bit that is always 0. The columns are dealt
 * round-robin to N words (N >= 2): column c lives in word c mod N, slot
 * floor(c / N). The standard 7×6 board uses two words, the odd-numbered
 * columns of the notation (1 3 5 7) in word 0 ("lo"), the even ones (2 4 6)
 * in word 1 ("hi"):
 *
 *                  word 0 (lo)                  word 1 (hi)
 *     column       1   3   5   7                2   4   6     (as in move strings)
 *     sentinel     6  13  20  27                6  13  20
 *     row 5        5  12  19  26                5  12  19
 *     row 4        4  11  18  25                4  11  18
 *     row 3        3  10  17  24                3  10  17
 *     row 2        2   9  16  23                2   9  16
 *     row 1        1   8  15  22                1   8  15
 *     row 0        0   7  14  21                0   7  14
 *
 * Why whole columns per word: the two tricks that make bitboards fast stay
 * inside one word. `mask + bottom` finds the first free cell of every column
 * at once (the carry of a full column stops in its sentinel), and
 * `current + mask` is a unique key of the position (below); neither carries
 * across columns, so neither carries across words.
 *
 * Why deal the columns round-robin rather than filling word 0 first: a line
 * goes from column c to column c + 1, that is from word w to word w + 1 in
 * the same slot, or from the last word back to word 0 one slot higher. With
 * two words, "every stone one column to the right" is
 *
 *     hi' = lo             (columns 1 3 5 7 -> 2 4 6 8, same slots)
 *     lo' = hi << (H + 1)  (columns 2 4 6   -> 3 5 7, one slot up)
 *
 * one shift per word and no bits to carry from word to word, where a
 * "columns 1-4 then 5-7" split needs two shifts and an OR for each word. The
 * diagonals add one row: shift by 1 more or 1 less. The sentinel row keeps a
 * stone from sliding from the top of one column to the bottom of the next.
 *
 * A position is two sets in this layout, as in Pascal Pons' solver:
 * `current` = stones of the side to move, `mask` = all stones. The key
 * `current + mask` names the position exactly: in a column holding h stones,
 * `mask` is 2^h - 1 and `current` a subset of it, so the column's part of the
 * key lies in [2^h - 1, 2^(h+1) - 2]. The range tells h, the offset tells who
 * owns which stone, and the sum never carries out of the column.
 *
 * Worked example, 7×6, moves `4453`: the first player (x) plays columns 4 and 5,
 * the second player (o) columns 4 and 3; x is to move again. Column 4 is slot 1
 * of hi (bits 7..13), column 5 slot 2 of lo (bits 14..20), column 3 slot 1 of
 * lo (bits 7..13).
 *
 *     . . . . . . .        mask     lo = 2^14 (column 5) + 2^7 (column 3)
 *     . . . . . . .                 hi = 2^7 + 2^8 (column 4)
 *     . . . . . . .        current  lo = 2^14 (x in column 5), hi = 2^7 (x in column 4)
 *     . . . . . . .        key = current + mask
 *     . . . o . . .                 lo = 2^15 + 2^7 = 0x8080
 *     . . o x x . .                 hi = 2^7 + 2^7 + 2^8 = 2^9 = 0x200
 *
 * Boards up to 64 bits with their sentinels (7×6, 6×7, 8×7, 9×5, ...) fit in
 * two words and use the fast solver (`bitSolver.ts`); larger ones (9×9 takes
 * 90 bits, three words) use the general word-array solver (`wideSolver.ts`).
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';

export interface Connect4Config {
  /** Number of columns, 1..9 (a move is one digit). */
  readonly width: number;
  /** Number of rows, 1..12. */
  readonly height: number;
  /** Stones in a row needed to win, 2..max(width, height). */
  readonly k: number;
}

export const STANDARD: Connect4Config = Object.freeze({ width: 7, height: 6, k: 4 });

export const MIN_WIDTH = 1;
export const MAX_WIDTH = 9;
export const MIN_HEIGHT = 1;
export const MAX_HEIGHT = 12;
export const MIN_K = 2;
const WORD_BITS = 32;

export interface Layout {
  readonly config: Connect4Config;
  readonly width: number;
  readonly height: number;
  readonly k: number;
  /** W·H, the number of cells. */
  readonly size: number;
  /** H + 1: the bits of one column, sentinel included. */
  readonly columnBits: number;
  readonly columnsPerWord: number;
  /** Number of 32-bit words of one set (at least 2); column c is in word c mod words. */
  readonly words: number;
  /** Bits used by the board in each word, sentinels included (word 0 uses the most). */
  readonly usedBits: readonly number[];
  /** Every playable cell, per word (no sentinel). */
  readonly board: readonly number[];
  /** The bottom cell of every column, per word. */
  readonly bottom: readonly number[];
  /** Word and first bit of column c. */
  readonly columnWord: readonly number[];
  readonly columnShift: readonly number[];
  /** The H cells of column c, in its word. */
  readonly columnMask: readonly number[];
  /** Total bits of a key (`usedBits` summed): 49 for 7×6. */
  readonly keyBits: number;
}

/** Checks a size and precomputes its masks; ERR_SIZE names the problem. */
export function makeLayout(config: Connect4Config): Result<Layout> {
  const { width, height, k } = config;
  const whole = (x: number) => Number.isInteger(x);
  if (!whole(width) || width < MIN_WIDTH || width > MAX_WIDTH) {
    return err(engineError('ERR_SIZE', `width ${width} is not supported: use ${MIN_WIDTH}..${MAX_WIDTH} columns`));
  }
  if (!whole(height) || height < MIN_HEIGHT || height > MAX_HEIGHT) {
    return err(engineError('ERR_SIZE', `height ${height} is not supported: use ${MIN_HEIGHT}..${MAX_HEIGHT} rows`));
  }
  if (!whole(k) || k < MIN_K) return err(engineError('ERR_SIZE', `k = ${k} is not supported: at least ${MIN_K} in a row`));
  if (k > Math.max(width, height)) {
    return err(engineError('ERR_SIZE', `${k} in a row cannot fit on a ${width}x${height} board`));
  }
  const columnBits = height + 1;
  const columnsPerWord = Math.floor(WORD_BITS / columnBits);
  // At least two words, so the fast solver's two-word shifts serve every small board.
  const words = Math.max(2, Math.ceil(width / columnsPerWord));
  const usedBits: number[] = new Array(words).fill(0);
  const board: number[] = new Array(words).fill(0);
  const bottom: number[] = new Array(words).fill(0);
  const columnWord: number[] = [];
  const columnShift: number[] = [];
  const columnMask: number[] = [];
  const columnOnes = (1 << height) - 1;
  for (let c = 0; c < width; c++) {
    const w = c % words;
    const shift = Math.floor(c / words) * columnBits;
    columnWord.push(w);
    columnShift.push(shift);
    columnMask.push((columnOnes << shift) | 0);
    board[w] |= columnOnes << shift;
    bottom[w] |= 1 << shift;
    usedBits[w] = shift + columnBits;
  }
  return ok({
    config: Object.freeze({ width, height, k }),
    width,
    height,
    k,
    size: width * height,
    columnBits,
    columnsPerWord,
    words,
    usedBits,
    board,
    bottom,
    columnWord,
    columnShift,
    columnMask,
    keyBits: usedBits.reduce((a, b) => a + b, 0),
  });
}


/** The centre-first column order: centre, then left of it, right of it, and outwards. */
export function centreFirst(width: number): number[] {
  const order: number[] = [];
  const mid = (width - 1) >> 1;
  for (let i = 0; i < width; i++) {
    // width 7: 3 2 4 1 5 0 6; width 6: 2 3 1 4 0 5
    const c = width % 2 === 1 ? mid + (i % 2 === 1 ? -((i + 1) >> 1) : i >> 1) : mid + (i % 2 === 1 ? (i + 1) >> 1 : -(i >> 1));
    order.push(c);
  }
  return order;
}

/** "7x6k4", the size prefix of the notation. */
export const sizeName = (c: Connect4Config): string => `${c.width}x${c.height}k${c.k}`;

export const isStandard = (c: Connect4Config): boolean =>
  c.width === STANDARD.width && c.height === STANDARD.height && c.k === STANDARD.k;
