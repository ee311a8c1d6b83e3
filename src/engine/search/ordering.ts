/**
 * @packageDocumentation
 * Move-ordering hooks. Alpha-beta prunes most when the best move comes first;
 * these helpers build orders without touching the search itself.
 */

import type { Game, Move } from '../core/game.ts';
import type { MoveOrder } from './types.ts';

/** Tries moves in a fixed preference list first (e.g. centre columns), the rest after. */
export function preferenceOrder<P>(preference: readonly Move[]): MoveOrder<P> {
  const rank = new Map(preference.map((m, i) => [m, i]));
  return (_game, _pos, moves) =>
    [...moves].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
}

/**
 * Orders moves by a score of the position they lead to, best for the mover first
 * (`descending`) or worst first (to show how a bad order weakens pruning).
 * Ties keep the natural order, so the result is deterministic.
 */
export function orderByChildScore<P>(
  score: (game: Game<P>, child: P) => number,
  direction: 'best-first' | 'worst-first' = 'best-first',
): MoveOrder<P> {
  const sign = direction === 'best-first' ? 1 : -1;
  return (game, pos, moves) => {
    const keyed = moves.map((m, i) => ({ m, i, s: -score(game, game.play(pos, m)) }));
    keyed.sort((a, b) => sign * (b.s - a.s) || a.i - b.i);
    return keyed.map((k) => k.m);
  };
}
