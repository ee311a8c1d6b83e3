/**
 * @packageDocumentation
 * What the Othello lesson's move-ordering cell computes: on a seeded uniform
 * tree of branching b and depth d with distinct leaves (`games/toy/uniform.ts`),
 * how many leaves alpha-beta and shallow pruning read in the tree's own
 * order, with the best move first and with the worst move first
 * (`games/toy/knuthMoore.ts`), set against every leaf (b^d) and Knuth and
 * Moore's minimum, b^⌈d/2⌉ + b^⌊d/2⌋ − 1.
 *
 * Trees are capped at `MAX_LEAVES` leaves so that one recomputation stays
 * far below the 50 ms a page may spend on a click, on a phone too (the
 * largest takes about 10 ms in Node on the shared test machine).
 */

import { orderingLeaves, type OrderingLeaves } from '../../engine/games/toy/knuthMoore.ts';
import { shallowPruning } from '../../engine/search/shallowPruning.ts';

export const MAX_LEAVES = 1024;
export const BRANCHINGS = [2, 3, 4, 5] as const;

/** The deepest tree of branching b within the cap. */
export function maxDepth(b: number): number {
  let d = 0;
  while (b ** (d + 1) <= MAX_LEAVES) d++;
  return d;
}

export interface LabResult {
  readonly branching: number;
  readonly depth: number;
  readonly seed: number;
  readonly alphaBeta: OrderingLeaves;
  /** Shallow pruning's counts (its `minimal` and `all` are the same as alpha-beta's). */
  readonly shallow: OrderingLeaves;
}

/** Leaves read on the seeded tree; depth and branching are brought within the cap. */
export function orderingLab(branching: number, depth: number, seed: number): LabResult {
  const b = Math.min(5, Math.max(2, Math.round(branching)));
  const d = Math.min(maxDepth(b), Math.max(1, Math.round(depth)));
  const s = Math.max(0, Math.round(seed));
  const tree = { branching: b, depth: d, seed: s };
  return { branching: b, depth: d, seed: s, alphaBeta: orderingLeaves(tree), shallow: orderingLeaves(tree, shallowPruning) };
}
