/**
 * @packageDocumentation
 * Helpers for the tic-tac-toe tests: every reachable position, and the figures
 * of the recursion course's example boards, which the engine's tests and the
 * lessons' facts both pin.
 */

import { tictactoe } from './tictactoe.ts';

/** Every position reachable from the empty board, the empty board included, each once (5,478). */
export function reachablePositions(): number[] {
  const seen = new Set<number>();
  const walk = (p: number) => {
    if (seen.has(p)) return;
    seen.add(p);
    for (const m of tictactoe.legalMoves(p)) walk(tictactoe.play(p, m));
  };
  walk(tictactoe.initial());
  return [...seen];
}

/**
 * The recursion course's boards (`lib/models/tictactoe/recursionExamples.ts`): the value for the
 * side to move, then the positions visited (root included, moves in increasing cell order, full
 * window) by a full-width search and by alpha-beta, each without and with the course's shortcuts.
 * The last four are the course's example boards: a win at once on the bottom left, a forced block
 * on the bottom middle cell, two ways to win, and a double threat against o.
 */
export const SHORTCUT_COUNTS = [
  { id: 'empty', board: '.........', value: 0, minimax: 549946, minimaxShort: 60634, alphaBeta: 18297, alphaBetaShort: 3001 },
  { id: 'walkthrough', board: 'x...o...x', value: 0, minimax: 1053, minimaxShort: 29, alphaBeta: 318, alphaBetaShort: 29 },
  { id: 'winNow', board: 'xo.xo....', value: 10, minimax: 157, minimaxShort: 1, alphaBeta: 60, alphaBetaShort: 1 },
  { id: 'block', board: 'xox.o....', value: 0, minimax: 206, minimaxShort: 34, alphaBeta: 101, alphaBetaShort: 20 },
  { id: 'twoWays', board: 'x.xoo.o.x', value: 10, minimax: 7, minimaxShort: 1, alphaBeta: 6, alphaBetaShort: 1 },
  { id: 'doubleThreat', board: 'x.x.o.o.x', value: -10, minimax: 37, minimaxShort: 1, alphaBeta: 16, alphaBetaShort: 1 },
] as const;
