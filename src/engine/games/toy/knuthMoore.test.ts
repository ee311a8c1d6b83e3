import { describe, expect, test } from 'vitest';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { shallowPruning } from '../../search/shallowPruning.ts';
import { minimalTreeLeaves, orderingLeaves } from './knuthMoore.ts';
import { countNodes } from './tree.ts';
import { uniformTree } from './uniform.ts';

const leafValues = (t: ReturnType<typeof uniformTree>): number[] => (typeof t === 'number' ? [t] : t.flatMap(leafValues));

describe('uniform trees', () => {
  test('b^d distinct leaves 0 .. b^d - 1, all at depth d, the same for the same seed', () => {
    const t = uniformTree({ branching: 3, depth: 4, seed: 9 });
    expect([...leafValues(t)].sort((a, b) => a - b)).toEqual(Array.from({ length: 81 }, (_, i) => i));
    expect(countNodes(t)).toBe(1 + 3 + 9 + 27 + 81);
    expect(uniformTree({ branching: 3, depth: 4, seed: 9 })).toEqual(t);
    expect(uniformTree({ branching: 3, depth: 4, seed: 10 })).not.toEqual(t);
  });
  test('refuses shapes it cannot build', () => {
    expect(() => uniformTree({ branching: 0, depth: 2 })).toThrow(/\bshape\b/);
    expect(() => uniformTree({ branching: 2, depth: 17 })).toThrow(/\bmany\b/);
  });
});

describe("Knuth and Moore's minimal tree", () => {
  // Source: D. E. Knuth and R. W. Moore, "An analysis of alpha-beta pruning",
  // Artificial Intelligence 6 (1975) 293-326: b^ceil(d/2) + b^floor(d/2) - 1 leaves.
  test.each([
    [2, 1, 2],
    [2, 2, 3],
    [2, 3, 5],
    [2, 4, 7],
    [3, 3, 11],
    [3, 4, 17],
    [4, 4, 31],
    [10, 4, 199],
  ])('b = %i, d = %i: %i leaves', (b, d, leaves) => {
    expect(minimalTreeLeaves(b, d)).toBe(leaves);
  });

  const shapes = [
    [2, 2],
    [2, 3],
    [2, 4],
    [2, 5],
    [2, 6],
    [3, 2],
    [3, 3],
    [3, 4],
    [3, 5],
    [4, 3],
    [4, 4],
    [5, 3],
    [6, 2],
  ] as const;

  test.each(shapes)('b = %i, d = %i, seeds 1-5: perfect order reads exactly the minimal tree, any order at least that', (b, d) => {
    for (let seed = 1; seed <= 5; seed++) {
      const r = orderingLeaves({ branching: b, depth: d, seed });
      expect(r.bestFirst).toBe(minimalTreeLeaves(b, d));
      expect(r.all).toBe(b ** d);
      for (const n of [r.natural, r.worstFirst]) {
        expect(n).toBeGreaterThanOrEqual(r.minimal);
        expect(n).toBeLessThanOrEqual(r.all);
      }
    }
  });

  test.each(shapes)('b = %i, d = %i, seeds 1-5: in the worst order the shallow rule reads all b^d leaves', (b, d) => {
    for (let seed = 1; seed <= 5; seed++) {
      expect(orderingLeaves({ branching: b, depth: d, seed }, shallowPruning).worstFirst).toBe(b ** d);
    }
  });

  test.each(shapes.filter(([, d]) => d <= 3))('b = %i, d = %i: no deep cutoff fits, so worst-first alpha-beta reads all b^d leaves too', (b, d) => {
    for (let seed = 1; seed <= 5; seed++) {
      expect(orderingLeaves({ branching: b, depth: d, seed }).worstFirst).toBe(b ** d);
    }
  });

  // From depth 4 on, deep cutoffs may still fire in the worst order (seed 1: all but
  // the first row). Shallow pruning cannot reach the minimal tree even in the best order.
  test.each([
    [2, 4, 16, 12, 16, 8],
    [3, 4, 78, 52, 81, 21],
    [4, 4, 250, 106, 256, 40],
    [2, 6, 56, 27, 64, 21],
    [3, 5, 221, 137, 243, 43],
  ])('b = %i, d = %i, seed 1: worst-first alpha-beta reads %i leaves (natural order %i, of %i); best-first shallow pruning %i', (b, d, worst, natural, all, shallowBest) => {
    const r = orderingLeaves({ branching: b, depth: d, seed: 1 });
    expect([r.worstFirst, r.natural, r.all]).toEqual([worst, natural, all]);
    const s = orderingLeaves({ branching: b, depth: d, seed: 1 }, shallowPruning);
    expect(s.bestFirst).toBe(shallowBest);
    expect(s.bestFirst).toBeGreaterThanOrEqual(r.bestFirst);
  });

  test('fail-hard and fail-soft read the same leaves', () => {
    for (const [b, d] of shapes) {
      const hard = orderingLeaves({ branching: b, depth: d, seed: 2 }, (g, p, o) => alphaBeta(g, p, { ...o, failSoft: false }));
      expect(hard).toEqual(orderingLeaves({ branching: b, depth: d, seed: 2 }));
    }
  });
});
