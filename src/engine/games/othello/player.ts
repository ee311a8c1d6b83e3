/**
 * @packageDocumentation
 * The Othello player of the play cell: the move the engine plays in a game.
 *
 * - While more than `exactEmpties` squares are empty (default 14), it looks
 *   `depth` plies ahead (default 6) with alpha-beta, moves that leave the
 *   opponent the fewest replies first, and scores the horizon with the
 *   static evaluation of `evaluation.ts` (mobility and corners).
 * - From `exactEmpties` empty squares on, the end is in reach: the exact
 *   endgame solver (`endgame.ts`) finds every move that keeps the best final
 *   disc difference. From then on the player never lets a won position go,
 *   nor a drawn one, whatever the opponent plays.
 *
 * Every move as good as the best is kept, and one of them is picked with a
 * seeded generator (the Connect Four course's random choice among equal best
 * moves), so games vary and a seed replays one. A side with no move passes:
 * PASS is then its only move, played without a search.
 *
 * Root contract: each root move after the first is searched with the window
 * (-∞, 1 - best) for the opponent, so a move worse than the best fails high
 * at once and a move at least as good comes back exact (scores are integers):
 * the best moves are found exactly, the others only proved worse.
 */

import { INFINITY, type Score } from '../../core/score.ts';
import { pick, seededRandom } from '../../core/random.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { EndgameSolver } from './endgame.ts';
import { evaluate } from './evaluation.ts';
import { fastestFirst } from './fastestFirst.ts';
import { othello } from './othello.ts';
import { emptyCount, moveList, playMove, type Position } from './position.ts';
import { PASS, type Square } from './squares.ts';

export const DEFAULT_DEPTH = 6;
export const DEFAULT_EXACT_EMPTIES = 14;

export interface PlayerOptions {
  /** Plies looked ahead before the end is in reach (the move itself included); default 6. */
  readonly depth?: number;
  /** From this many empty squares on, the exact solver plays; default 14. */
  readonly exactEmpties?: number;
  /** Seed of the choice among equal best moves; default 1. */
  readonly seed?: number;
}

export interface PlayerMove {
  /** The move played: a square, or PASS. */
  readonly move: Square;
  /** Every move as good as it, in square order. */
  readonly best: readonly Square[];
  /**
   * Its value for the side to move: the exact final disc difference when
   * `exact`, else the evaluation at the horizon (beyond ±1000: a finished game).
   */
  readonly value: Score;
  /** Did the exact solver choose it? */
  readonly exact: boolean;
  /** Positions searched (0 for a forced pass). */
  readonly nodes: number;
}

/** The side to move's move, or null when the game is over. */
export function playerMove(p: Position, options: PlayerOptions = {}): PlayerMove | null {
  const moves = moveList(p);
  if (moves.length === 0) return null;
  const exactEmpties = options.exactEmpties ?? DEFAULT_EXACT_EMPTIES;
  const exact = emptyCount(p) <= exactEmpties;
  if (moves[0] === PASS) {
    // Forced: nothing to choose. Its value is the opponent's, negated.
    const v = exact ? new EndgameSolver().solve(p, false).score : 0 - evaluate(playMove(p, PASS));
    return { move: PASS, best: [PASS], value: v, exact, nodes: 0 };
  }
  const found = exact ? solved(p) : searched(p, moves, options.depth ?? DEFAULT_DEPTH);
  const best = [...found.best].sort((a, b) => a - b);
  return { move: pick(seededRandom(options.seed ?? 1), best), best, value: found.value, exact, nodes: found.nodes };
}

function solved(p: Position): { best: Square[]; value: Score; nodes: number } {
  const solver = new EndgameSolver();
  const r = solver.solve(p, true);
  return { best: r.best, value: r.score, nodes: r.nodes };
}

function searched(p: Position, moves: readonly Square[], depth: number): { best: Square[]; value: Score; nodes: number } {
  let value = -INFINITY;
  let best: Square[] = [];
  let nodes = 0;
  for (const m of fastestFirst(othello, p, moves, 0)) {
    const beta = best.length === 0 ? INFINITY : 1 - value;
    const r = alphaBeta(othello, playMove(p, m), { depth: depth - 1, evaluate, order: fastestFirst, alpha: -INFINITY, beta });
    nodes += r.stats.nodes;
    const s = 0 - r.score;
    if (s > value) {
      value = s;
      best = [m];
    } else if (s === value) best.push(m);
  }
  return { best, value, nodes };
}
