import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomPlay } from '../core/playout.ts';
import { seededRandom } from '../core/random.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { randomTree } from '../games/toy/random.ts';
import { toyGame } from '../games/toy/toy.ts';
import { alphaBeta } from './alphaBeta.ts';
import { minimax } from './minimax.ts';
import { negamax } from './negamax.ts';
import { recorder, type SearchEvent } from './trace.ts';
import { TranspositionTable } from './tt.ts';

/** Checks the invariants every trace must satisfy; returns the number of nodes. */
function checkTrace(events: readonly SearchEvent[]): number {
  const open: number[] = [];
  let nextId = 0;
  const windows = new Map<number, [number, number]>();
  const settled = new Set<number>(); // leaves and table hits: exact values, possibly outside the window
  for (const e of events) {
    if (e.type === 'enter') {
      expect(e.node).toBe(nextId++); // preorder ids
      expect(e.parent).toBe(open.length ? open[open.length - 1] : -1); // the parent is the open node
      open.push(e.node);
      if (e.alpha !== undefined && e.beta !== undefined) windows.set(e.node, [e.alpha, e.beta]);
    } else {
      expect(e.node).toBe(open[open.length - 1]); // events concern the current node
      if (e.type === 'leaf' || (e.type === 'tt' && e.cutoff)) settled.add(e.node);
      if (e.type === 'exit') {
        open.pop();
        const w = settled.has(e.node) ? undefined : windows.get(e.node);
        if (w && e.bound === 'exact') {
          expect(e.score).toBeGreaterThanOrEqual(w[0]);
          expect(e.score).toBeLessThanOrEqual(w[1]);
        }
        if (w && e.bound === 'upper') expect(e.score).toBeLessThanOrEqual(w[0]);
        if (w && e.bound === 'lower') expect(e.score).toBeGreaterThanOrEqual(w[1]);
      }
    }
  }
  expect(open).toEqual([]); // every enter has its exit
  return nextId;
}

describe('trace invariants', () => {
  test('on random trees, for every algorithm, the trace matches the counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 4 }), (seed, depth) => {
        const g = toyGame(randomTree({ seed, depth, branching: [1, 4], min: -9, max: 9 }));
        for (const search of [minimax, negamax, alphaBeta]) {
          const rec = recorder();
          const r = search(g, g.initial(), { observer: rec });
          expect(checkTrace(rec.events)).toBe(r.stats.nodes);
          expect(rec.events.filter((e) => e.type === 'leaf')).toHaveLength(r.stats.leaves);
          expect(rec.events.filter((e) => e.type === 'cutoff')).toHaveLength(r.stats.cutoffs);
        }
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  test('every search reports scores for the side to move: minimax and negamax emit the same events', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 4 }), (seed, depth) => {
        const g = toyGame(randomTree({ seed, depth, branching: [1, 4], min: -9, max: 9 }));
        const [a, b] = [minimax, negamax].map((search) => {
          const rec = recorder();
          search(g, g.initial(), { observer: rec });
          return rec.events.map((e) => ('score' in e && e.score !== undefined ? { ...e, score: e.score + 0 } : e)); // -0 is 0
        });
        expect(a).toEqual(b);
      }),
      { numRuns: 200, seed: 5 },
    );
  });

  test('with a table, on tic-tac-toe positions', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const pos = randomPlay(tictactoe, seededRandom(seed), seed % 5, 0);
      const rec = recorder();
      const r = alphaBeta(tictactoe, pos, { observer: rec, tt: new TranspositionTable() });
      expect(checkTrace(rec.events)).toBe(r.stats.nodes);
    }
  });

  test('observing changes nothing: same value, same counts', () => {
    const plain = alphaBeta(tictactoe, 0);
    const rec = recorder();
    const traced = alphaBeta(tictactoe, 0, { observer: rec });
    expect(traced).toEqual(plain);
    expect(rec.events.filter((e) => e.type === 'enter')).toHaveLength(18297);
  });

  test('a cutoff names exactly the moves it skips', () => {
    const g = toyGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]]);
    const rec = recorder();
    alphaBeta(g, g.initial(), { observer: rec });
    const cuts = rec.events.filter((e) => e.type === 'cutoff');
    expect(cuts).toEqual([{ type: 'cutoff', node: 5, move: 0, score: -2, alpha: -2, beta: -3, pruned: [1, 2] }]);
  });

  test('recorder(maxEvents) stops recording and says so', () => {
    const rec = recorder(100);
    alphaBeta(tictactoe, 0, { observer: rec });
    expect(rec.events).toHaveLength(100);
    expect(rec.truncated).toBe(true);
  });
});
