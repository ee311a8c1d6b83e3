/**
 * @packageDocumentation
 * The recursion course's three shortcuts for tic-tac-toe, as hooks that any
 * generic search accepts (`shortcut` and `order` in `SearchOptions`):
 *
 * 1. a move that wins at once: the position is won, no need to look further;
 * 2. the opponent threatens two cells at once: only one can be blocked, the
 *    position is lost (the course's "double threat that cannot be stopped");
 * 3. the opponent threatens one cell: that block is forced, every other move
 *    loses at once, so it is the only move worth searching.
 *
 * Each is exact, so minimax and alpha-beta keep their values; they only skip
 * positions. The lesson counts how many.
 */

import { popcount32 } from '../../core/bits.ts';
import type { Move } from '../../core/game.ts';
import type { Score } from '../../core/score.ts';
import type { MoveOrder, Shortcut } from '../../search/types.ts';
import { MASK9, hasLine, occupied, oStones, turnOf, xStones, type Packed } from './board19.ts';
import { WIN_SCORE } from './tictactoe.ts';

/** The free cells where `stones` would complete a line, as a 9-bit set. */
export function winningCells(stones: number, free: number): number {
  let cells = 0;
  for (let c = 0; c < 9; c++) if (free & (1 << c) && hasLine(stones | (1 << c))) cells |= 1 << c;
  return cells;
}

const mine = (p: Packed) => (turnOf(p) === 0 ? xStones(p) : oStones(p));
const theirs = (p: Packed) => (turnOf(p) === 0 ? oStones(p) : xStones(p));
const freeCells = (p: Packed) => ~occupied(p) & MASK9;

/** Shortcuts 1 and 2: the value when it is known without search. */
export const knownValue: Shortcut<Packed> = (p): Score | undefined => {
  const free = freeCells(p);
  if (winningCells(mine(p), free) !== 0) return WIN_SCORE; // I complete a line now
  if (popcount32(winningCells(theirs(p), free)) >= 2) return -WIN_SCORE; // I can block only one
  return undefined;
};

/** Shortcut 3: when the opponent threatens one cell, only the block is searched. */
export const forcedBlock: MoveOrder<Packed> = (_game, p, moves): readonly Move[] => {
  const threats = winningCells(theirs(p), freeCells(p));
  if (popcount32(threats) !== 1) return moves;
  return [31 - Math.clz32(threats)];
};
