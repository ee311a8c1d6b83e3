/**
 * @packageDocumentation
 * The one place where a score changes sign for display. Every search reports
 * scores for the side to move at their node (`engine/search/trace.ts`); the
 * reader chooses to read them that way (`mover`) or for MAX (`max`), and the
 * code panel of minimax reads them for MAX whatever the reader chose. At a
 * node where player 1 (MIN) moves, reading for MAX flips the sign, swaps a
 * lower bound and an upper bound, and swaps the ends of a window.
 *
 * Each conversion is its own inverse: applied to a shown score it gives back
 * the side-to-move score.
 */

import type { Perspective } from './types.ts';

const flips = (player: number, perspective: Perspective): boolean => perspective === 'max' && player === 1;

/** A score for the side to move at a node of `player`, as `perspective` reads it. */
export const toView = (score: number, player: number, perspective: Perspective): number => (flips(player, perspective) ? 0 - score : score);

/** A bound on a score for the side to move, as `perspective` reads it. */
export function boundToView<B extends 'lower' | 'upper' | 'exact'>(bound: B, player: number, perspective: Perspective): B | 'lower' | 'upper' {
  if (!flips(player, perspective) || bound === 'exact') return bound;
  return bound === 'lower' ? 'upper' : 'lower';
}

/** A window (alpha, beta) for the side to move, as `perspective` reads it. */
export function windowToView(alpha: number, beta: number, player: number, perspective: Perspective): [number, number] {
  return flips(player, perspective) ? [0 - beta, 0 - alpha] : [alpha, beta];
}
