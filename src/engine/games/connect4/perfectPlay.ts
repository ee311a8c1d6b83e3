/**
 * @packageDocumentation
 * The engine's move in a game: perfect play, from the book while the game is
 * in it, from the solver after that.
 *
 * "Perfect" here is the strong sense: the move keeps the exact score (the
 * fastest win, the slowest loss), not only the win/draw/loss. Out of the book
 * the engine picks at random among all the best columns, as the course asks;
 * in the book it plays the book's line move, the one best column whose
 * continuations the book holds, so that the next moves are instant too.
 *
 * The solver's table is kept from move to move: most of what the previous
 * search proved is still true two plies later. So is the engine's score:
 * its opponent's reply cannot lower it, and passing it as `atLeast` lets the
 * solver start from it (`probes.ts`).
 */

import { pick, type Random } from '../../core/random.ts';
import type { OpeningBook } from './book.ts';
import type { Connect4Position } from './position.ts';
import type { Connect4Solver } from './solver.ts';

export interface PerfectMove {
  /** The column played (0-based). */
  column: number;
  /** Exact score of the position for the side to move. */
  score: number;
  /** Every column (0-based) that keeps that score. */
  best: number[];
  fromBook: boolean;
  /** Positions the solver searched (0 from the book). */
  nodes: number;
}

/**
 * A perfect move in `p` (which must not be over). `atLeast`: the engine's
 * score at its previous move, if it has played one in this game.
 */
export function perfectMove(p: Connect4Position, solver: Connect4Solver, book: OpeningBook | null, random: Random, atLeast?: number): PerfectMove {
  if (p.isOver) throw new Error(`perfectMove: the game '${p.path}' is over`);
  const hit = book?.lookup(p);
  if (hit) return { column: hit.line, score: hit.score, best: hit.best, fromBook: true, nodes: 0 };
  const s = solver.solve(p, { atLeast });
  return { column: pick(random, s.best), score: s.score, best: s.best, fromBook: false, nodes: s.nodes };
}
