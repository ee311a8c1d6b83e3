/**
 * @packageDocumentation
 * Helpers for tests and benchmarks: random but reproducible positions.
 */

import type { Game } from '../core/game.ts';
import { pick, seededRandom } from '../core/random.ts';

/** Plays up to `plies` random legal moves from `pos` (fewer if the game ends). */
export function randomPlayout<P>(game: Game<P>, pos: P, plies: number, seed: number): P {
  const rnd = seededRandom(seed);
  let p = pos;
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves(p);
    if (moves.length === 0) break;
    p = game.play(p, pick(rnd, moves));
  }
  return p;
}
