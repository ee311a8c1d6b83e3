/**
 * @packageDocumentation
 * Random abstract trees from a seed, for exercises ("seed 42" is a tree a
 * teacher can hand out) and for property tests.
 */

import { randomInt, seededRandom } from '../../core/random.ts';
import type { ToyTree } from './tree.ts';

export interface RandomTreeOptions {
  /** **depth**: plies from the root to the leaves; default 3. */
  depth?: number;
  /** **branching**: children per inner node, a fixed number or [min, max]; default 3. */
  branching?: number | readonly [number, number];
  /** **min**, **max**: the range of leaf values, both included; default 0..99. */
  min?: number;
  max?: number;
  /** **seed**: default 1. */
  seed?: number;
}

export function randomTree(options: RandomTreeOptions = {}): ToyTree {
  const { depth = 3, branching = 3, min = 0, max = 99, seed = 1 } = options;
  const rnd = seededRandom(seed);
  const [bLo, bHi] = typeof branching === 'number' ? [branching, branching] : branching;
  const grow = (d: number): ToyTree =>
    d === 0 ? randomInt(rnd, min, max) : Array.from({ length: randomInt(rnd, bLo, bHi) }, () => grow(d - 1));
  return grow(depth);
}
