/**
 * @packageDocumentation
 * Helpers for the tetromino tests: positions reached by named moves, and
 * reproducible random positions.
 */

import { pick, seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { START, type TetrominoPosition } from './board40.ts';
import { tetromino } from './tetromino.ts';

/** The position after these moves from the start, in the site's notation (`O0@a1`); throws on an illegal one. */
export const playNames = (...names: string[]): TetrominoPosition =>
  names.reduce((p, n) => tetromino.play(p, unwrap(tetromino.parseMove(n, p))), START);

/** A seeded random game from the start, stopped after `plies` placements (or sooner, when it ends). */
export function randomPosition(seed: number, plies: number): TetrominoPosition {
  const rnd = seededRandom(seed);
  let p = START;
  for (let i = 0; i < plies && tetromino.legalMoves(p).length > 0; i++) p = tetromino.play(p, pick(rnd, tetromino.legalMoves(p)));
  return p;
}
