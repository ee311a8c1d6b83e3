/**
 * @packageDocumentation
 * Scores, always from the point of view of the side to move (the negamax
 * convention): positive is good for the player about to move.
 *
 * A game's `evaluate` must return a score that depends on the position alone,
 * not on the path that led to it (a win can still be graded by how many stones
 * were played, which the position knows). That is what lets a transposition
 * table reuse a score without the ply adjustments of chess engines.
 */

export type Score = number;

/** Larger than any score a game returns: the initial full window is (-INFINITY, +INFINITY). */
export const INFINITY: Score = 1_000_000;
export const DRAW: Score = 0;

/**
 * How a stored or returned score relates to the true value (Stockfish's naming):
 * `exact` is the value, `lower` means the value is at least the score (it failed high),
 * `upper` means the value is at most the score (it failed low).
 */
export const BOUNDS = ['exact', 'lower', 'upper'] as const;
export type Bound = (typeof BOUNDS)[number];

/** The sign of a score: +1 the side to move wins, 0 draw, -1 it loses. */
export const sign = (s: Score): -1 | 0 | 1 => (s > 0 ? 1 : s < 0 ? -1 : 0);
