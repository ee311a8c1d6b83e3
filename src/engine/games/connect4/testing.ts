/**
 * @packageDocumentation
 * Helpers for the Connect Four tests: board sizes written as the notation
 * writes them, and a random game played on the bitboard game and on the
 * reference grid (`reference.ts`) together, so that a test can compare the
 * two after every move.
 */

import { pick } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import type { Connect4Game } from './connect4.ts';
import type { Connect4Config } from './layout.ts';
import { parseSize } from './notation.ts';
import type { Connect4Position } from './position.ts';
import { referencePlay, type ReferenceBoard } from './reference.ts';

/** Board sizes named as in a position's size prefix (`7x6k4`, `6x5`: k = 4), for the tests' tables. */
export const sizes = (...names: string[]): Connect4Config[] => names.map((name) => unwrap(parseSize(`${name}:`)).config);

/**
 * Plays random columns from the empty board, on `g` and on `ref` alike, for at
 * most `plies` moves or until the game ends; `after` sees each position once
 * both boards hold its move. Returns the last position.
 */
export function playBoth(g: Connect4Game, rnd: () => number, ref: ReferenceBoard, plies = Infinity, after?: (p: Connect4Position) => void): Connect4Position {
  let p = g.initial();
  for (let j = 0; j < plies && g.legalMoves(p).length > 0; j++) {
    const col = pick(rnd, g.legalMoves(p));
    p = g.play(p, col);
    referencePlay(ref, col);
    after?.(p);
  }
  return p;
}
