/**
 * @packageDocumentation
 * Tic-tac-toe in one 19-bit integer, the encoding of the Haskell course.
 *
 *   bit  18 | 17 16 15 14 13 12 11 10  9 |  8  7  6  5  4  3  2  1  0
 *   turn    |  O stones, cells 8 .. 0    |  X stones, cells 8 .. 0
 *
 * Cells are numbered in reading order, top row first:
 *
 *     0 | 1 | 2
 *    ---+---+---
 *     3 | 4 | 5        cell c of X is bit c, cell c of O is bit 9 + c,
 *    ---+---+---       the turn bit is 0 when X (who starts) is to move.
 *     6 | 7 | 8
 *
 * Example: X on 4 and 0, O on 8, O to move:
 *   X = 0b000010001 = 0x011, O = 0b100000000 = 0x100,
 *   packed = 1 << 18 | 0x100 << 9 | 0x011 = 0x60011 = 393233.
 *
 * The whole position is one small integer: it is its own hash key, copying it
 * is free, and a reader can see it in binary in the bit inspector.
 */

import { popcount32 } from '../../core/bits.ts';
import type { Player } from '../../core/game.ts';

export type Packed = number;

/** Nine ones: the stones of one side. */
export const MASK9 = 0x1ff;
export const O_SHIFT = 9;
export const TURN_BIT = 18;
/** The largest packed value whose bits all have a meaning (bits 0..18). */
export const MAX_PACKED = (1 << 19) - 1;

export interface Fields {
  readonly x: number; // 9-bit set of X's cells
  readonly o: number; // 9-bit set of O's cells
  readonly turn: Player; // 0: X to move, 1: O to move
}

export const pack = ({ x, o, turn }: Fields): Packed => (turn << TURN_BIT) | (o << O_SHIFT) | x;

export const unpack = (p: Packed): Fields => ({
  x: p & MASK9,
  o: (p >>> O_SHIFT) & MASK9,
  turn: ((p >>> TURN_BIT) & 1) as Player,
});

export const xStones = (p: Packed): number => p & MASK9;
export const oStones = (p: Packed): number => (p >>> O_SHIFT) & MASK9;
export const turnOf = (p: Packed): Player => ((p >>> TURN_BIT) & 1) as Player;
export const occupied = (p: Packed): number => (p | (p >>> O_SHIFT)) & MASK9;
export const stoneCount = (p: Packed): number => popcount32(occupied(p));

/** The eight winning lines as 9-bit masks: rows, columns, diagonals. */
export const WIN_LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
export const WIN_MASKS: readonly number[] = WIN_LINES.map(([a, b, c]) => (1 << a) | (1 << b) | (1 << c));

/**
 * WINS[s] is 1 when the 9-bit set s holds a full line: one table look-up
 * replaces the loop over the eight masks in the search's hot path.
 */
const WINS = new Uint8Array(512);
for (let s = 0; s < 512; s++) WINS[s] = WIN_MASKS.some((m) => (s & m) === m) ? 1 : 0;

export const hasLine = (stones: number): boolean => WINS[stones & MASK9] === 1;

/**
 * The positions one move after `p`: the side to move puts a stone on each free
 * cell in turn, and the turn bit flips. (The course's `nextPositions`.)
 * Does not look for a finished game: see `TicTacToe.legalMoves` for that.
 */
export function nextPositions(p: Packed): Packed[] {
  const free = ~occupied(p) & MASK9;
  const shift = turnOf(p) === 0 ? 0 : O_SHIFT;
  const out: Packed[] = [];
  for (let c = 0; c < 9; c++) {
    if (free & (1 << c)) out.push((p | (1 << (c + shift))) ^ (1 << TURN_BIT));
  }
  return out;
}

/**
 * The Haskell course's static evaluation, from the computer's side (O):
 * 1 if O has a line, -1 if X has one, 0 otherwise. It tests X first, so on a
 * board where both have a line (possible in the course's tree, which keeps
 * playing after a win) it answers -1.
 */
export function courseStatic(p: Packed): -1 | 0 | 1 {
  if (hasLine(xStones(p))) return -1;
  if (hasLine(oStones(p))) return 1;
  return 0;
}
