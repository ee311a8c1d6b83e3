/**
 * @packageDocumentation
 * The board of the course's one-dimensional tic-tac-toe ("morpion à une
 * dimension"): a row of n cells, crosses and noughts as two bit sets, and the
 * test for three in a row.
 *
 * Bit i of a set is cell i + 1 in the course's numbering (cells 1..n, left to
 * right). The row `o...x` (n = 5: a nought on cell 1, a cross on cell 5):
 *
 *     cell       1  2  3  4  5
 *     bit        0  1  2  3  4
 *     row        o  .  .  .  x
 *     x = 0b10000 = 16     o = 0b00001 = 1     free = 0b01110 (cells 2, 3, 4)
 *
 * Why bits for a toy: three in a row is one line of arithmetic. A cell i
 * starts a run when it and the two cells to its right are set, i.e.
 * `s & (s >>> 1) & (s >>> 2)` keeps bit i; the same shifts find a run of any
 * length k. The row holds at most 26 cells so that the key `x + o · 2^n + 2^2n`
 * stays an exact integer (2n + 1 <= 53 bits).
 */

/** Cells in a row, three in a row to win: the course's rule. */
export const LINE_K = 3;
export const MIN_LENGTH = LINE_K;
export const MAX_LENGTH = 26;

/** A row and its stones. Crosses move first, so the counts say whose turn it is. */
export interface Row {
  /** Number of cells, MIN_LENGTH..MAX_LENGTH. */
  readonly length: number;
  /** Bit i: a cross on cell i + 1. */
  readonly x: number;
  /** Bit i: a nought on cell i + 1. */
  readonly o: number;
}

/** Every cell of a row of `length` cells. */
const fullRow = (length: number): number => (1 << length) - 1;

/** Does `stones` hold `k` adjacent cells? */
export function hasRun(stones: number, k: number = LINE_K): boolean {
  let run = stones;
  for (let i = 1; i < k; i++) run &= stones >>> i;
  return run !== 0;
}

/** The free cells, as a bit set. */
export const freeCells = (r: Row): number => fullRow(r.length) & ~(r.x | r.o);
