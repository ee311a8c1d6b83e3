/**
 * @packageDocumentation
 * A small seeded generator (mulberry32) so that every "random" choice on the
 * site can be reproduced from a seed: a teacher can hand out seed 42 and every
 * student sees the same tree or the same engine move.
 */

export type Random = () => number; // uniform in [0, 1)

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [lo, hi], both included. */
export const randomInt = (rnd: Random, lo: number, hi: number): number =>
  lo + Math.floor(rnd() * (hi - lo + 1));

export function pick<T>(rnd: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: empty list');
  return items[Math.floor(rnd() * items.length)];
}
