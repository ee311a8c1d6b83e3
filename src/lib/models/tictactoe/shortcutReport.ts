/**
 * @packageDocumentation
 * What the recursion course's shortcuts do on a board (lesson 3): which one
 * settles the root, in words, and how many positions minimax and alpha-beta
 * visit with and without them.
 */

import { popcount32 } from '../../../engine/core/bits.ts';
import { unwrap } from '../../../engine/core/result.ts';
import { MASK9, occupied, oStones, turnOf, xStones } from '../../../engine/games/tictactoe/board19.ts';
import { forcedBlock, knownValue, winningCells } from '../../../engine/games/tictactoe/shortcuts.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { alphaBeta } from '../../../engine/search/alphaBeta.ts';
import { minimax } from '../../../engine/search/minimax.ts';
import { cellLabel } from './cells.ts';

const SHORTCUTS = { shortcut: knownValue, order: forcedBlock };
const cells = (set: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((c) => set & (1 << c)).map((c) => cellLabel(c, 'coords'));

/** What the engine's shortcuts say at the root of a position, in words. */
export function shortcutAtRoot(p: number): string {
  if (tictactoe.legalMoves(p).length === 0) return 'The game is over: there is nothing to search.';
  const mover = turnOf(p) === 0 ? 'X' : 'O';
  const other = mover === 'X' ? 'O' : 'X';
  const free = ~occupied(p) & MASK9;
  const mine = turnOf(p) === 0 ? xStones(p) : oStones(p);
  const theirs = turnOf(p) === 0 ? oStones(p) : xStones(p);
  const known = knownValue(p);
  if (known !== undefined && known > 0) {
    return `Shortcut 1, a win at once: ${mover} completes a line on ${cells(winningCells(mine, free)).join(' or ')}. The position is scored without a search.`;
  }
  if (known !== undefined) {
    return `Shortcut 2, a double threat: ${other} threatens ${cells(winningCells(theirs, free)).join(' and ')}, and ${mover} can block only one. Lost, without a search.`;
  }
  const threats = winningCells(theirs, free);
  if (popcount32(threats) === 1) {
    return `Shortcut 3, a forced block: ${other} threatens ${cells(threats)[0]}, so that is the only move searched at the root.`;
  }
  return `No shortcut at the root: every move is searched. The shortcuts start to work deeper in the tree.`;
}

export interface Counts {
  value: number;
  minimax: number;
  minimaxShort: number;
  alphaBeta: number;
  alphaBetaShort: number;
}

export function countsFor(board: string): Counts {
  const p = unwrap(tictactoe.parse(board));
  return {
    value: alphaBeta(tictactoe, p).score,
    minimax: minimax(tictactoe, p).stats.nodes,
    minimaxShort: minimax(tictactoe, p, SHORTCUTS).stats.nodes,
    alphaBeta: alphaBeta(tictactoe, p).stats.nodes,
    alphaBetaShort: alphaBeta(tictactoe, p, SHORTCUTS).stats.nodes,
  };
}

