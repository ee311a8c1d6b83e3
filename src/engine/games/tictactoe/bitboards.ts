/**
 * @packageDocumentation
 * Tic-tac-toe as two 9-bit bitboards, the representation of the OCaml course
 * ("cross" and "nought"), with the course's own cell numbering.
 *
 * The course numbers cells from the bottom: its printer writes cells 8 down to
 * 0, three per line, so its board reads
 *
 *     course numbering        our numbering (reading order, `board19.ts`)
 *       8 | 7 | 6                 0 | 1 | 2
 *       5 | 4 | 3                 3 | 4 | 5
 *       2 | 1 | 0                 6 | 7 | 8
 *
 * Course cell k is our cell 8 - k, so converting a bitboard reverses its nine
 * bits. The eight winning masks are the same numbers in both numberings (the
 * set of lines is symmetric under the half-turn k -> 8 - k):
 *
 *     rows 0x1C0 0x038 0x007   columns 0x124 0x092 0x049   diagonals 0x054 0x111
 */

import { bitIndices } from '../../core/bits.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import { MASK9, WIN_MASKS, pack, unpack, type Packed } from './board19.ts';

/** The two sides' stones, in the course's numbering. */
export interface Bitboards {
  readonly cross: number;
  readonly nought: number;
}

export type Cell = 'empty' | 'cross' | 'nought';

/** Cell k (0..8) as a one-bit board. */
export const cellToBit = (k: number): number => 1 << k;

/** The cell of a one-bit board (its only set bit). */
export const bitToCell = (bb: number): number => 31 - Math.clz32(bb);

/** A bitboard from a list of cells (the course's fold over the list). */
export const boardOfCells = (cells: readonly number[]): number => cells.reduce((bb, k) => bb | cellToBit(k), 0);

export function cellAt(b: Bitboards, k: number): Result<Cell> {
  const c = (b.cross >>> k) & 1;
  const n = (b.nought >>> k) & 1;
  if (c && n) return err(engineError('ERR_PIECE_COUNT', `cell ${k} holds both a cross and a nought`));
  return ok(c ? 'cross' : n ? 'nought' : 'empty');
}

/** Free cells as a bitboard. */
export const freeBoard = (b: Bitboards): number => ~(b.cross | b.nought) & MASK9;

/** Free cells as a list, highest first (the course's order: [7; 6; 5; 3; 2; 1] on its example). */
export const freeCells = (b: Bitboards): number[] => bitIndices(freeBoard(b)).reverse();

/** Constant time: eight mask tests, whatever the board. */
export const isWinning = (bb: number): boolean => WIN_MASKS.some((m) => (bb & m) === m);

/** The winner, if any; both sides winning is not a position that play can reach. */
export function winner(b: Bitboards): Result<'cross' | 'nought' | undefined> {
  const c = isWinning(b.cross);
  const n = isWinning(b.nought);
  if (c && n) return err(engineError('ERR_BOTH_WON', 'both sides have three in a row'));
  return ok(c ? 'cross' : n ? 'nought' : undefined);
}

/** Lines still open to a side: lines with none of the opponent's stones. */
export const openLines = (opponent: number): number => WIN_MASKS.filter((m) => (m & opponent) === 0).length;

/**
 * The course's heuristic, from cross's side: lines still open to cross minus
 * lines still open to nought.
 */
export const openLinesEval = (b: Bitboards): number => openLines(b.nought) - openLines(b.cross);

/** Writes the board as the course's printer does: cells 8..0, three per line. */
export function show(b: Bitboards): string {
  const rows: string[] = [];
  for (let top = 8; top >= 0; top -= 3) {
    const row: string[] = [];
    for (let k = top; k > top - 3; k--) row.push(b.cross & (1 << k) ? 'X' : b.nought & (1 << k) ? 'O' : '_');
    rows.push(row.join(' '));
  }
  return rows.join('\n');
}

/** Reverses nine bits: course numbering <-> reading order. */
export function reverse9(bb: number): number {
  let r = 0;
  for (let k = 0; k < 9; k++) if (bb & (1 << k)) r |= 1 << (8 - k);
  return r;
}

/** The course's two bitboards for a packed position (the turn bit is dropped). */
export function toBitboards(p: Packed): Bitboards {
  const { x, o } = unpack(p);
  return { cross: reverse9(x), nought: reverse9(o) };
}

/** A packed position from the course's bitboards; the side to move follows from the counts. */
export function fromBitboards(b: Bitboards): Packed {
  const x = reverse9(b.cross);
  const o = reverse9(b.nought);
  const turn = bitIndices(x).length > bitIndices(o).length ? 1 : 0;
  return pack({ x, o, turn });
}
