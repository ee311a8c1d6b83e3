/**
 * @packageDocumentation
 * Random play: a position some game can reach, drawn from a seeded generator,
 * for exercises, tests and benchmarks.
 */

import type { Game } from './game.ts';
import { pick, type Random } from './random.ts';

/** The position after `plies` random legal moves from `start` (fewer if the game ends first). */
export function randomPlay<P>(game: Game<P>, rnd: Random, plies: number, start: P = game.initial()): P {
  let p = start;
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves(p);
    if (moves.length === 0) break;
    p = game.play(p, pick(rnd, moves));
  }
  return p;
}
