/**
 * @packageDocumentation
 * Tic-tac-toe's solver: the generic alpha-beta with a transposition table
 * (the whole game is small enough to solve from any position in a
 * millisecond).
 *
 * - position: nine characters, top row first, `x`, `o` or `.` (X moves first);
 * - `value`: +1, 0 or -1 for the side to move; moves are cells 0..8 in
 *   reading order; `extra.moves` the sign of every free cell by name.
 * - No options.
 * - Reach: everything. The whole game tree from the empty board has 549,946
 *   positions (`search/perft.ts` `treeStats`), and the solve with its table
 *   visits far fewer.
 */

import { sign } from '../core/score.ts';
import { ok } from '../core/result.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { analyzeMoves } from '../search/choose.ts';
import { perft } from '../search/perft.ts';
import { TranspositionTable } from '../search/tt.ts';
import { defineSolver } from './define.ts';

const OPTIONS = {} as const;

export interface TicTacToeSolveExtra {
  /** The game is over: `value` is its result and no move is listed. */
  readonly finished?: true;
  /** The sign of every free cell, by cell name. */
  readonly moves?: Readonly<Record<string, number>>;
}

export const tictactoeSolver = defineSolver<typeof OPTIONS, number, TicTacToeSolveExtra, Record<string, never>>({
  id: 'tictactoe',
  notation: '9 characters, top row first: x, o or . (x moves first), e.g. x...o....',
  options: OPTIONS,
  perftDepths: [0, 9],
  resources: {},
  reach: { maxNodes: 1_000_000, perSecond: 1_000_000, unit: 'positions' },
  perftReach: () => ({ maxNodes: 500_000_000, perSecond: 1_000_000, unit: 'move sequences' }),
  limits: ['every position and every perft depth is in reach (the whole game tree has 549,946 positions)'],
  wants: () => false,
  estimate(_kind, position) {
    const pos = tictactoe.parse(position);
    return pos.ok ? ok({ nodes: 549_946, what: 'a tic-tac-toe position' }) : pos;
  },

  solve(position) {
    const pos = tictactoe.parse(position);
    if (!pos.ok) return pos;
    const game = tictactoe;
    if (game.outcome(pos.value)) {
      return ok({ value: sign(game.evaluate(pos.value)), bestMoves: [], nodes: 1, extra: { finished: true } });
    }
    const a = analyzeMoves(game, pos.value, { tt: new TranspositionTable() });
    return ok({
      value: sign(a.score),
      bestMoves: [...a.best],
      nodes: a.stats.nodes,
      extra: { moves: Object.fromEntries(a.moves.map((mv) => [game.formatMove(mv.move, pos.value), sign(mv.score)])) },
    });
  },

  analyze(position) {
    const pos = tictactoe.parse(position);
    if (!pos.ok) return pos;
    const a = analyzeMoves(tictactoe, pos.value, { tt: new TranspositionTable() });
    return ok({ moves: a.moves.map((mv) => ({ move: mv.move, value: sign(mv.score) })), nodes: a.stats.nodes, extra: {} });
  },

  perft(position, depth) {
    const pos = tictactoe.parse(position);
    return pos.ok ? ok(perft(tictactoe, pos.value, depth)) : pos;
  },
});
