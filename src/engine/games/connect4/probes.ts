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
 */

import type { Score } from '../../core/score.ts';

/**
 * The score in [min, max] that `probe(med)`, a null-window search of
 * (med, med + 1), pins down; with `weak`, only its sign (stop once it is
 * known); `atLeast`, a score the position is known to reach, is probed first.
 * Positional arguments, no options object: the solvers call this once per
 * solve and allocate nothing there, so that no collection can start inside a
 * solve's time.
 */
export function scoreFromProbes(min: Score, max: Score, probe: (med: Score) => Score, weak: boolean, atLeast?: Score): Score {
  let hint = atLeast !== undefined && atLeast > min && atLeast < max ? atLeast : undefined;
  if (hint !== undefined) min = hint;
  while (min < max) {
    // Weak mode runs the same dichotomy and stops once the sign is known.
    // (Searching the window (0, 1) at once is worse: it may prove a slow
    // win where the strong windows, with the stones-left bound, find a fast one.)
    if (weak && (min > 0 || max < 0 || (min === 0 && max === 0))) break;
    let med = min + ((max - min) >> 1);
    if (hint !== undefined) {
      med = hint;
      hint = undefined;
    } else if (med <= 0 && ((min / 2) | 0) < med) med = (min / 2) | 0;
    else if (med >= 0 && ((max / 2) | 0) > med) med = (max / 2) | 0;
    const r = probe(med);
    if (r <= med) max = r;
    else min = r;
  }
  return weak ? (min > 0 ? 1 : min < 0 ? -1 : 0) : min;
}
