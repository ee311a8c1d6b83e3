/**
 * @packageDocumentation
 * Why the static evaluation must stay **strictly** between -v and v.
 *
 * The course scores a finished game +v (the computer won), -v (it lost) or
 * 0, and asks only that the static evaluation "ne doit pas excéder v". A
 * depth-limited min-max then compares two kinds of numbers in the same
 * max: results it has proved (a win inside the horizon is worth v) and
 * guesses (the evaluation at the horizon). If a guess can reach v, they mix:
 *
 * - **evaluation = v allowed** ("must not exceed v", taken literally): a
 *   guess can tie with a proven win, the engine cannot tell them apart, and
 *   the random choice among equal moves the course asks for plays the guess
 *   as often as the win;
 * - **evaluation above v** (no bound at all): a guess beats a proven win, and
 *   the engine prefers a line it has not proved to one it has.
 *
 * With every guess in [-(v - 1), v - 1] a win always beats a guess and a
 * guess always beats a loss. (The site's own evaluation, `evaluate.ts`,
 * does this with v = WIN_BASE, and also grades wins by speed.)
 *
 * `courseEvaluation(v, bound)` is the course's evaluation for Connect-K on any
 * board: ±v for a finished game (from the side to move: -v when the opponent
 * has just won), 0 for a full board, and otherwise the open-window balance of
 * `evaluate.ts` (windows of k cells that only one side occupies, weighted
 * 1, 4, 16, ... by their stones), clamped as `bound` says. With v = 100 the
 * balance passes v in real middle games: `BOUND_EXAMPLES` are two 7×6
 * positions, found by a seeded search over random games, where the three
 * bounds give three different answers; the tests pin them, and check them
 * against the exact solver.
 */

import type { Score } from '../../core/score.ts';
import { analyzeMoves, type MoveValue } from '../../search/choose.ts';
import type { Evaluate } from '../../search/types.ts';
import { connect4 } from './connect4.ts';
import { openWindowBalance } from './evaluate.ts';
import type { Connect4Position } from './position.ts';

/** How a guess may compare with v. */
const EVAL_BOUNDS = ['inside', 'reachesV', 'unbounded'] as const;
export type EvalBound = (typeof EVAL_BOUNDS)[number];

/** A value of v for the examples: smaller than what the open-window balance reaches mid-game. */
export const COURSE_V: Score = 100;

/** The course's evaluation, from the side to move, with guesses bounded as `bound` says. */
export function courseEvaluation(v: Score, bound: EvalBound): Evaluate<Connect4Position> {
  const cap = bound === 'inside' ? v - 1 : bound === 'reachesV' ? v : Infinity;
  return (p) => {
    if (p.won) return -v; // the opponent's stone just won
    if (p.moves === p.layout.size) return 0;
    const other = p.current.map((c, i) => p.mask[i] ^ c);
    const guess = openWindowBalance(p.layout, p.current, other);
    return Math.max(-cap, Math.min(cap, guess));
  };
}

export interface BoundAnswer {
  bound: EvalBound;
  /** The best columns (0-based) at this depth: the engine picks one at random. */
  best: number[];
  /** Their value, from the side to move. */
  score: Score;
  /** The value of every legal column. */
  moves: MoveValue[];
}

/** Depth-limited min-max (alpha-beta, same values) of `p` under each bound. */
export function compareEvaluationBounds(p: Connect4Position, depth: number, v: Score = COURSE_V): Record<EvalBound, BoundAnswer> {
  const game = connect4(p.layout.config);
  const out = {} as Record<EvalBound, BoundAnswer>;
  for (const bound of EVAL_BOUNDS) {
    const a = analyzeMoves(game, p, { depth, evaluate: courseEvaluation(v, bound) });
    out[bound] = { bound, best: a.best, score: a.score, moves: a.moves };
  }
  return out;
}

export interface BoundExample {
  /** The position, as moves from the empty 7×6 board. */
  moves: string;
  /** Plies searched. */
  depth: number;
  /** What it shows, in one sentence. */
  note: string;
}

export const BOUND_EXAMPLES: readonly BoundExample[] = Object.freeze([
  {
    moves: '4335772446313662',
    depth: 1,
    note: 'Column 3 wins at once; an unbounded evaluation prefers column 2, a guess worth 112, which loses at once.',
  },
  {
    moves: '2554652447564516',
    depth: 3,
    note: 'Column 3 forces a win within the three plies searched; an unbounded evaluation prefers column 6, a guess worth 109.',
  },
]);
