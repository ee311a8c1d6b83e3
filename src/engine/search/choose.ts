/**
 * @packageDocumentation
 * Root analysis and move choice. `analyzeMoves` gives the value of every legal
 * move; `chooseMove` picks one of the best at random, with a seeded generator,
 * as the Connect Four course asks (an engine that always plays the same game
 * is dull, and a reproducible one is testable).
 */

import type { Game, Move } from '../core/game.ts';
import { INFINITY, type Score } from '../core/score.ts';
import { pick, seededRandom, type Random } from '../core/random.ts';
import { alphaBeta } from './alphaBeta.ts';
import { emptyStats, type SearchOptions, type SearchStats } from './types.ts';

export interface MoveValue {
  move: Move;
  /** Exact value of the move for the side to move at the root, at the given depth. */
  score: Score;
}

export interface Analysis {
  moves: MoveValue[];
  best: Move[];
  score: Score;
  stats: SearchStats;
}

/**
 * Scores every legal move of `pos` exactly (a full-window alpha-beta per child),
 * searching `depth - 1` plies below each move. Empty when the game is over.
 */
export function analyzeMoves<P>(game: Game<P>, pos: P, options: SearchOptions<P> = {}): Analysis {
  const depth = options.depth ?? Infinity;
  const stats = emptyStats();
  const moves: MoveValue[] = [];
  for (const move of game.legalMoves(pos)) {
    const r = alphaBeta(game, game.play(pos, move), { ...options, observer: undefined, depth: depth - 1, alpha: -INFINITY, beta: INFINITY });
    stats.nodes += r.stats.nodes;
    stats.leaves += r.stats.leaves;
    stats.cutoffs += r.stats.cutoffs;
    stats.ttHits += r.stats.ttHits;
    moves.push({ move, score: 0 - r.score }); // 0 - x, not -x: no -0
  }
  const score = moves.reduce((s, mv) => Math.max(s, mv.score), -INFINITY);
  return { moves, best: moves.filter((mv) => mv.score === score).map((mv) => mv.move), score, stats };
}

/** One of the best moves, chosen with `random` (or a generator seeded with `seed`). */
export function chooseMove<P>(
  game: Game<P>,
  pos: P,
  options: SearchOptions<P> & { seed?: number; random?: Random } = {},
): Move | null {
  const { best } = analyzeMoves(game, pos, options);
  if (best.length === 0) return null;
  const rnd = options.random ?? seededRandom(options.seed ?? 1);
  return pick(rnd, best);
}
