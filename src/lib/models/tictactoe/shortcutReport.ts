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
import type { ShortcutWords } from '../../../i18n/messages/courseExamples/en.ts';
import { messages } from '../../../i18n/messages.ts';

const SHORTCUTS = { shortcut: knownValue, order: forcedBlock };
const cells = (set: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((c) => set & (1 << c)).map((c) => cellLabel(c, 'coords'));

/** What the engine's shortcuts say at the root of a position, in `w`'s words (English by default). */
export function shortcutAtRoot(p: number, w: ShortcutWords = messages().courseExamples.shortcuts): string {
  if (tictactoe.legalMoves(p).length === 0) return w.over;
  const mover = turnOf(p) === 0 ? 'X' : 'O';
  const other = mover === 'X' ? 'O' : 'X';
  const free = ~occupied(p) & MASK9;
  const mine = turnOf(p) === 0 ? xStones(p) : oStones(p);
  const theirs = turnOf(p) === 0 ? oStones(p) : xStones(p);
  const known = knownValue(p);
  if (known !== undefined && known > 0) {
    return w.winNow(mover, cells(winningCells(mine, free)));
  }
  if (known !== undefined) {
    return w.doubleThreat(other, cells(winningCells(theirs, free)), mover);
  }
  const threats = winningCells(theirs, free);
  if (popcount32(threats) === 1) {
    return w.forcedBlock(other, cells(threats)[0]);
  }
  return w.none;
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

