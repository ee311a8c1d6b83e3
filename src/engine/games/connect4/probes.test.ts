import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { parseMoves } from './notation.ts';
import { nextProbe, scoreFromProbes } from './probes.ts';
import { Connect4Solver } from './solver.ts';

/**
 * A stand-in for a fail-soft search of (alpha, beta) on a position worth `v`:
 * `tight` returns the score itself, otherwise the loosest legal bound. It
 * notes each window it is asked.
 */
const fake = (v: number, tight: boolean, asked: number[], windows: [number, number][] = []) => (alpha: number, beta: number) => {
  asked.push(alpha);
  windows.push([alpha, beta]);
  if (tight) return v;
  return v <= alpha ? alpha : v >= beta ? beta : v;
};

describe('nextProbe', () => {
  test.each([
    [-8, 9, -4], // the middle is 0: half of min, towards the cheap end
    [-16, 17, -8],
    [3, 9, 6], // the middle, already past half of max
    [0, 2, 1],
    [-2, 0, -1],
    [0, 1, 0],
  ])('in [%i, %i] the next question is "above %i?"', (min, max, med) => {
    expect(nextProbe(min, max)).toBe(med);
  });
});

describe('scoreFromProbes', () => {
  test.each([true, false])('finds every score in the range (tight bounds: %s), with or without a known lower bound', (tight) => {
    for (let v = -8; v <= 9; v++) {
      expect(scoreFromProbes(-8, 9, fake(v, tight, []), false)).toBe(v);
      expect(scoreFromProbes(-8, 9, fake(v, tight, []), true)).toBe(Math.sign(v) + 0);
      for (let lower = -12; lower <= v; lower++) {
        expect(scoreFromProbes(-8, 9, fake(v, tight, []), false, lower)).toBe(v);
      }
    }
  });

  test('a known lower bound is asked about first; when it is the score, once is enough', () => {
    const asked: number[] = [];
    expect(scoreFromProbes(-8, 9, fake(3, false, asked), false, 3)).toBe(3);
    expect(asked).toEqual([3]);
    const plain: number[] = [];
    scoreFromProbes(-8, 9, fake(3, false, plain), false);
    expect(plain).toEqual([-4, 4, -1, 2, 3]); // half of min, half of max: towards 0
  });

  test('the solver with the right lower bound: the same answer from fewer positions', () => {
    // Middle-Easy lines of the public test sets (src/data/positions/connect4/Test_L2_R1).
    for (const moves of ['52753311433677442422121', '1233722555341451114725221333']) {
      const p = unwrap(parseMoves(moves));
      const solver = new Connect4Solver(p.layout);
      const plain = solver.solve(p);
      solver.reset();
      const hinted = solver.solve(p, { atLeast: plain.score });
      expect({ score: hinted.score, best: hinted.best }).toEqual({ score: plain.score, best: plain.best });
      expect(hinted.nodes).toBeLessThan(plain.nodes);
    }
  });

  test('with few cells left, one search of a window holding every score (strong only)', () => {
    for (let v = -8; v <= 9; v++) {
      const windows: [number, number][] = [];
      expect(scoreFromProbes(-8, 9, fake(v, false, [], windows), false, undefined, true)).toBe(v);
      expect(windows).toEqual([[-9, 10]]);
      const hinted: [number, number][] = [];
      expect(scoreFromProbes(-8, 9, fake(v, false, [], hinted), false, Math.min(v, 2), true)).toBe(v);
      expect(hinted).toEqual([[Math.max(-8, Math.min(v, 2)) - 1, 10]]);
      // Weak mode keeps its null windows: it stops at the sign.
      const weak: [number, number][] = [];
      expect(scoreFromProbes(-8, 9, fake(v, false, [], weak), true, undefined, true)).toBe(Math.sign(v) + 0);
      expect(weak.every(([a, b]) => b === a + 1)).toBe(true);
    }
  });
});
