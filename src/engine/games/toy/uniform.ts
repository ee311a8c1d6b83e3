/**
 * @packageDocumentation
 * Uniform trees with distinct leaf values: every inner node has exactly
 * `branching` children, every leaf is at `depth`, and the b^d leaves hold
 * 0 .. b^d - 1 in a seeded random order. These are the trees of Knuth and
 * Moore's analysis of alpha-beta: with distinct values the best move of every
 * node is unique, so "perfect ordering" means one thing and the size of the
 * minimal tree is exact.
 */

import { seededRandom } from '../../core/random.ts';
import type { ToyTree } from './tree.ts';

export interface UniformTreeOptions {
  /** **branching**: children per inner node (at least 1). */
  branching: number;
  /** **depth**: plies from the root to every leaf. */
  depth: number;
  /** **seed**: default 1. */
  seed?: number;
}

/** Largest number of leaves `uniformTree` builds (4^8, 3^10 and 2^16 fit). */
const MAX_UNIFORM_LEAVES = 1 << 16;

export function uniformTree({ branching, depth, seed = 1 }: UniformTreeOptions): ToyTree {
  if (!(Number.isInteger(branching) && branching >= 1 && Number.isInteger(depth) && depth >= 0)) {
    throw new Error(`uniformTree: bad shape (branching ${branching}, depth ${depth})`);
  }
  const leaves = branching ** depth;
  if (leaves > MAX_UNIFORM_LEAVES) throw new Error(`uniformTree: ${leaves} leaves is too many (at most ${MAX_UNIFORM_LEAVES})`);
  // Fisher-Yates shuffle of 0 .. leaves - 1.
  const values = Array.from({ length: leaves }, (_, i) => i);
  const rnd = seededRandom(seed);
  for (let i = leaves - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [values[i], values[j]] = [values[j], values[i]];
  }
  let next = 0;
  const grow = (d: number): ToyTree => (d === 0 ? values[next++] : Array.from({ length: branching }, () => grow(d - 1)));
  return grow(depth);
}
