import { describe, expect, test } from 'vitest';
import { factByName } from '../facts/index.ts';
import { maxDepth, MAX_LEAVES, orderingLab } from './orderingLab.ts';

describe('the move-ordering cell', () => {
  test('trees stay within the cap', () => {
    expect([2, 3, 4, 5].map(maxDepth)).toEqual([10, 6, 5, 4]);
    const r = orderingLab(5, 9, 1);
    expect([r.depth, r.alphaBeta.all]).toEqual([4, 625]);
    expect(r.alphaBeta.all).toBeLessThanOrEqual(MAX_LEAVES);
  });

  test('the same tree and counts as the lesson’s table (seed 1)', () => {
    for (const [b, d] of [
      [3, 4],
      [4, 4],
      [2, 6],
    ]) {
      const r = orderingLab(b, d, Number(factByName('othello.km.seed')));
      const k = `othello.km.b${b}d${d}`;
      expect([r.alphaBeta.minimal, r.alphaBeta.natural, r.alphaBeta.bestFirst, r.alphaBeta.worstFirst, r.shallow.bestFirst, r.shallow.worstFirst]).toEqual(
        ['minimal', 'natural', 'bestFirst', 'worstFirst', 'shallowBestFirst', 'shallowWorstFirst'].map((c) => factByName(`${k}.${c}`)),
      );
    }
  });

  test('best first reaches Knuth and Moore’s minimum exactly; worst first, from depth 4, reads fewer than every leaf', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const r = orderingLab(3, 5, seed);
      expect(r.alphaBeta.bestFirst).toBe(3 ** 3 + 3 ** 2 - 1);
      expect(r.alphaBeta.worstFirst).toBeLessThan(3 ** 5);
      expect(r.shallow.worstFirst).toBe(3 ** 5);
      expect(r.shallow.bestFirst).toBeGreaterThan(r.alphaBeta.bestFirst);
    }
    expect(orderingLab(3, 3, 1).alphaBeta.worstFirst).toBe(27);
  });
});
