/**
 * @packageDocumentation
 * Helpers for the Othello tests: reproducible random positions.
 */

import { seededRandom } from '../../core/random.ts';
import { emptyCount, moveList, playMove, START, type Position } from './position.ts';

/** Seeded random playouts from the start, each stopped after a random number of plies: positions of every stage, with both sides to move. */
export function randomPositions(seed: number, count: number): Position[] {
  const rnd = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    let p = START;
    const stop = Math.floor(rnd() * 60);
    for (let ply = 0; ply < stop; ply++) {
      const moves = moveList(p);
      if (moves.length === 0) break;
      p = playMove(p, moves[Math.floor(rnd() * moves.length)]);
    }
    out.push(p);
  }
  return out;
}

/**
 * Seeded random games from the start stopped at `empties` empty squares, the
 * ones `keep` accepts (by default any with a move to play: not finished).
 */
export function randomEndgames(seed: number, count: number, empties: number, keep: (p: Position) => boolean = () => true): Position[] {
  const rnd = seededRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    let p = START;
    while (emptyCount(p) > empties && moveList(p).length > 0) {
      const moves = moveList(p);
      p = playMove(p, moves[Math.floor(rnd() * moves.length)]);
    }
    if (emptyCount(p) === empties && moveList(p).length > 0 && keep(p)) out.push(p);
  }
  return out;
}
