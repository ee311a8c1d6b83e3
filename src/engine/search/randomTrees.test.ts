// The searches' properties on random toy trees (fast-check), drawn by one
// arbitrary: alpha-beta and shallow pruning return the minimax value, keep the
// window contract of `alphaBeta.ts`, and shallow pruning's counts and trace.
// The fixed trees and the tic-tac-toe figures stay in search.test.ts and
// shallowPruning.test.ts.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomTree } from '../games/toy/random.ts';
import { toyGame } from '../games/toy/toy.ts';
import { alphaBeta } from './alphaBeta.ts';
import { minimax } from './minimax.ts';
import { negamax } from './negamax.ts';
import { shallowPruning } from './shallowPruning.ts';
import { recorder } from './trace.ts';
import { TranspositionTable } from './tt.ts';

/** Random trees of 1 to `maxDepth` levels, `lo` to `lo + extra` children a node. */
const treeArb = (maxDepth: number) =>
  fc.record({
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    depth: fc.integer({ min: 1, max: maxDepth }),
    lo: fc.integer({ min: 1, max: 3 }),
    extra: fc.integer({ min: 0, max: 2 }),
  });

/** The toy game on a tree drawn by `treeArb`, its leaves in [-bound, bound]. */
const randomToy = ({ seed, depth, lo, extra }: { seed: number; depth: number; lo: number; extra: number }, bound: number) =>
  toyGame(randomTree({ seed, depth, branching: [lo, lo + extra], min: -bound, max: bound }));

test('on 2,000 random trees, alpha-beta returns the minimax value, fail-hard and fail-soft, with and without a table', () => {
  fc.assert(
    fc.property(treeArb(5), (shape) => {
      const g = randomToy(shape, 20);
      const root = g.initial();
      const v = minimax(g, root).score; // for MAX, who moves at the root
      expect(negamax(g, root).score).toBe(v);
      expect(alphaBeta(g, root, { failSoft: true }).score).toBe(v);
      expect(alphaBeta(g, root, { failSoft: false }).score).toBe(v);
      expect(alphaBeta(g, root, { tt: new TranspositionTable() }).score).toBe(v);
    }),
    { numRuns: 2000, seed: 20261122 },
  );
});

// Fail-soft: a score at or below alpha is an upper bound of the value, at or
// above beta a lower bound, in between the value itself. Fail-hard: the value
// clamped to the window.
test.each([
  ['alpha-beta', alphaBeta, { maxDepth: 5, numRuns: 1000, seed: 11 }],
  ['shallow pruning', shallowPruning, { maxDepth: 6, numRuns: 800, seed: 12 }],
] as const)('the window contract holds for %s on random windows (fail-soft bounds, fail-hard clamps)', (_name, search, { maxDepth, numRuns, seed }) => {
  fc.assert(
    fc.property(treeArb(maxDepth), fc.integer({ min: -25, max: 25 }), fc.integer({ min: 1, max: 30 }), (shape, a, width) => {
      const g = randomToy(shape, 20);
      const v = minimax(g, g.initial()).score;
      const b = a + width;
      const soft = search(g, g.initial(), { alpha: a, beta: b, failSoft: true }).score;
      if (soft <= a) expect(v).toBeLessThanOrEqual(soft);
      else if (soft >= b) expect(v).toBeGreaterThanOrEqual(soft);
      else expect(soft).toBe(v);
      expect(search(g, g.initial(), { alpha: a, beta: b, failSoft: false }).score).toBe(Math.min(Math.max(v, a), b));
    }),
    { numRuns, seed },
  );
});

describe('shallow pruning on random trees', () => {
  test('minimax’s value, fail-hard and fail-soft; alpha-beta <= shallow <= minimax in positions; equal counts at depth 3 or less', () => {
    fc.assert(
      fc.property(treeArb(6), (shape) => {
        const g = randomToy(shape, 20);
        const mm = minimax(g, g.initial());
        const ab = alphaBeta(g, g.initial());
        for (const failSoft of [true, false]) {
          const sp = shallowPruning(g, g.initial(), { failSoft });
          expect(sp.score).toBe(mm.score);
          expect(sp.stats.nodes).toBeGreaterThanOrEqual(ab.stats.nodes);
          expect(sp.stats.nodes).toBeLessThanOrEqual(mm.stats.nodes);
          if (shape.depth <= 3) expect(sp.stats.nodes).toBe(ab.stats.nodes);
        }
        expect(shallowPruning(g, g.initial(), { tt: new TranspositionTable() }).score).toBe(mm.score);
      }),
      { numRuns: 1500, seed: 1975 },
    );
  });

  test('the trace: one exit per enter, preorder ids, as many leaf and cutoff events as counted', () => {
    fc.assert(
      fc.property(treeArb(6), (shape) => {
        const g = randomToy(shape, 9);
        const rec = recorder();
        const r = shallowPruning(g, g.initial(), { observer: rec });
        const enters = rec.events.filter((e) => e.type === 'enter');
        expect(enters.map((e) => e.node)).toEqual(enters.map((_, i) => i));
        expect(rec.events.filter((e) => e.type === 'exit')).toHaveLength(r.stats.nodes);
        expect(enters).toHaveLength(r.stats.nodes);
        expect(rec.events.filter((e) => e.type === 'leaf')).toHaveLength(r.stats.leaves);
        expect(rec.events.filter((e) => e.type === 'cutoff')).toHaveLength(r.stats.cutoffs);
        // Below the root a node's window is (-INFINITY, its parent's best so far): nothing from further up.
        for (const e of enters) if (e.type === 'enter' && e.ply > 0) expect(e.alpha).toBe(-1_000_000);
      }),
      { numRuns: 300, seed: 5 },
    );
  });
});
