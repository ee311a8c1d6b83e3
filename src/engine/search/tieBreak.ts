/**
 * @packageDocumentation
 * The course's random choice among equal best moves ("il faut alors tirer
 * aléatoirement le vainqueur"), counted: over N seeded runs, how often each
 * move is picked. A page shows the counts as a bar chart; a test checks
 * that they are uniform over the best moves and zero elsewhere.
 *
 * Run i is `chooseMove` with seed `seed + i`. The search is deterministic, so
 * it runs once: `chooseMove(game, pos, { seed: s })` is exactly
 * `pick(seededRandom(s), analyzeMoves(game, pos).best)`, which is what each
 * run draws here (the test checks the two agree).
 */

import type { Game, Move } from '../core/game.ts';
import { pick, seededRandom } from '../core/random.ts';
import { analyzeMoves } from './choose.ts';
import type { SearchOptions } from './types.ts';

interface TieBreakCount {
  move: Move;
  /** The move's value for the side to move, at the searched depth. */
  score: number;
  /** Runs that picked it. */
  picks: number;
}

export interface TieBreakCounts {
  runs: number;
  /** The best moves, in the game's order: the only ones that can be picked. */
  best: Move[];
  /** Every legal move, in the game's order. */
  counts: TieBreakCount[];
  /** Pearson's chi-square of the picks against a uniform choice among `best`. */
  chiSquare: number;
  /** Positions the one search visited. */
  nodes: number;
}

/** Chi-square statistic of `observed` counts against equal expected counts. */
export function chiSquareUniform(observed: readonly number[]): number {
  const total = observed.reduce((a, b) => a + b, 0);
  if (observed.length === 0 || total === 0) return 0;
  const expected = total / observed.length;
  return observed.reduce((s, o) => s + ((o - expected) * (o - expected)) / expected, 0);
}

/**
 * Upper 0.1% points of the chi-square distribution, by degrees of freedom
 * (1..8): a uniform choice stays below them 999 times in 1,000. Source:
 * NIST/SEMATECH e-Handbook of Statistical Methods, table 1.3.6.7.4
 * ("Critical values of the chi-square distribution").
 */
export const CHI_SQUARE_999 = [10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124] as const;

/** The course's random choice, run `runs` times with seeds `seed`, `seed + 1`, ... */
export function tieBreakCounts<P>(game: Game<P>, pos: P, options: SearchOptions<P>, runs: number, seed = 1): TieBreakCounts {
  const analysis = analyzeMoves(game, pos, options);
  const picks = new Map<Move, number>(analysis.moves.map((m) => [m.move, 0]));
  if (analysis.best.length > 0) {
    for (let i = 0; i < runs; i++) {
      const m = pick(seededRandom(seed + i), analysis.best);
      picks.set(m, picks.get(m)! + 1);
    }
  }
  return {
    runs,
    best: analysis.best,
    counts: analysis.moves.map((m) => ({ move: m.move, score: m.score, picks: picks.get(m.move)! })),
    chiSquare: chiSquareUniform(analysis.best.map((m) => picks.get(m)!)),
    nodes: analysis.stats.nodes,
  };
}
