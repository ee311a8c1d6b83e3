/**
 * @packageDocumentation
 * The exact score from null-window searches: the outer loop of a strong
 * solver, shared by both kernels.
 *
 * A null-window search of the window (med, med + 1) answers one question, "is
 * the score above med?", and its return value is a bound: r <= med means the
 * score is at most r, r > med that it is at least r. Starting from the range
 * every score lies in, each answer shrinks the range until it holds one score.
 * Which med to ask about is the whole art: narrow windows near the true score
 * are the expensive ones, so the probes lean towards 0 (most positions are
 * close to a draw).
 *
 * A caller that already knows a lower bound passes it as `atLeast` and it is
 * asked about first. The engine playing a game knows one: its score two plies
 * ago, which its opponent's reply cannot lower. When the opponent replied well
 * the score is exactly that, and a single search proves it.
 *
 * With few empty cells left the dichotomy does not pay: its three or four
 * searches each walk a small tree again, where one search with a window
 * holding every possible score walks it once. The solvers ask for that
 * (`fullWindow`) at `FULL_WINDOW_EMPTIES` empty cells or fewer, measured on
 * Pascal Pons' sets: End-Easy (7 empty cells on average) 9,901 positions
 * searched for 200 solves with the dichotomy against 6,124 with one window,
 * Middle-Easy 65,703 against 61,144; at 20 empty cells and more one window
 * cost more than the dichotomy.
 */

import type { Score } from '../../core/score.ts';

/** At this many empty cells or fewer, a strong solve is one full-window search. */
export const FULL_WINDOW_EMPTIES = 16;

/**
 * The score the dichotomy asks about next when the score lies in [min, max]
 * (min < max): the middle, moved halfway towards the end of its sign when
 * that end is far, so that the first probes are far from 0 (and cheap) and
 * the narrow ones come last. The search of window (med, med + 1) follows.
 */
export function nextProbe(min: Score, max: Score): Score {
  const med = min + ((max - min) >> 1);
  if (med <= 0 && ((min / 2) | 0) < med) return (min / 2) | 0;
  if (med >= 0 && ((max / 2) | 0) > med) return (max / 2) | 0;
  return med;
}

/**
 * The score in [min, max] that the null-window searches `search(med, med + 1)`
 * pin down; with `weak`, only its sign (stop once it is known); `atLeast`, a
 * score the position is known to reach, is probed first. With `fullWindow`
 * (strong only), one search of a window holding every score left instead.
 * `search(alpha, beta)` follows the solvers' fail-soft contract.
 * Positional arguments, no options object: the solvers call this once per
 * solve and allocate nothing there, so that no collection can start inside a
 * solve's time.
 */
export function scoreFromProbes(
  min: Score,
  max: Score,
  search: (alpha: Score, beta: Score) => Score,
  weak: boolean,
  atLeast?: Score,
  fullWindow = false,
): Score {
  if (fullWindow && !weak) {
    // v >= lower and v <= max: the answer lies strictly inside the window, so it is exact.
    const lower = atLeast !== undefined && atLeast > min ? atLeast : min;
    return search(lower - 1, max + 1);
  }
  let hint = atLeast !== undefined && atLeast > min && atLeast < max ? atLeast : undefined;
  if (hint !== undefined) min = hint;
  while (min < max) {
    // Weak mode runs the same dichotomy and stops once the sign is known.
    // (Searching the window (0, 1) at once is worse: it may prove a slow
    // win where the strong windows, with the stones-left bound, find a fast one.)
    if (weak && (min > 0 || max < 0 || (min === 0 && max === 0))) break;
    const med = hint ?? nextProbe(min, max);
    hint = undefined;
    const r = search(med, med + 1);
    if (r <= med) max = r;
    else min = r;
  }
  return weak ? (min > 0 ? 1 : min < 0 ? -1 : 0) : min;
}
