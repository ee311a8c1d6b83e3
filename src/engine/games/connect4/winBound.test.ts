import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { parseMoves } from './notation.ts';
import { isWinningMove, play } from './position.ts';
import { Connect4Solver } from './solver.ts';
import { BOUND_EXAMPLES, COURSE_V, compareEvaluationBounds, courseEvaluation } from './winBound.ts';

const position = (moves: string) => unwrap(parseMoves(moves));
const values = (a: { moves: { move: number; score: number }[] }) => a.moves.map((m) => m.score);

describe('courseEvaluation', () => {
  test('±v for a finished game, 0 for a full board, whatever the bound', () => {
    const won = position('1212121'); // the first player's fourth stone in column 1
    const full = position('4x1k3:1234'); // x o x o: no three in a row
    for (const bound of ['inside', 'reachesV', 'unbounded'] as const) {
      expect(courseEvaluation(COURSE_V, bound)(won)).toBe(-COURSE_V);
      expect(courseEvaluation(COURSE_V, bound)(full)).toBe(0);
    }
  });

  test('a guess is clamped to v - 1, to v, or left alone', () => {
    const p = play(position(BOUND_EXAMPLES[0].moves), 1); // the unbounded engine's favourite move
    const raw = courseEvaluation(COURSE_V, 'unbounded')(p);
    expect(raw).toBe(-112); // from the side to move, the opponent of the mover
    expect(courseEvaluation(COURSE_V, 'reachesV')(p)).toBe(-100);
    expect(courseEvaluation(COURSE_V, 'inside')(p)).toBe(-99);
  });
});

describe('a guess must stay strictly below a win', () => {
  test('depth 1: the win at once against a guess of 112', () => {
    const ex = BOUND_EXAMPLES[0];
    const p = position(ex.moves);
    const r = compareEvaluationBounds(p, ex.depth);
    expect([0, 1, 2, 3, 4, 5, 6].filter((c) => isWinningMove(p, c))).toEqual([2]);
    expect(values(r.inside)).toEqual([73, 99, 100, 86, 99, 81, 83]);
    expect(r.inside.best).toEqual([2]); // column 3, the win
    expect(r.reachesV.best).toEqual([1, 2, 4]); // the win and two guesses tie at v
    expect(r.unbounded.best).toEqual([1]); // column 2, a guess
    expect(r.unbounded.score).toBe(112);
  });

  test('depth 3: a proven win within the horizon against a guess of 109', () => {
    const ex = BOUND_EXAMPLES[1];
    const p = position(ex.moves);
    const r = compareEvaluationBounds(p, ex.depth);
    expect([0, 1, 2, 3, 4, 5, 6].some((c) => isWinningMove(p, c))).toBe(false);
    expect(r.inside.best).toEqual([2]);
    expect(r.inside.score).toBe(COURSE_V); // proved: every reply loses within the horizon
    expect(r.reachesV.best).toEqual([2, 5]);
    expect(r.unbounded.best).toEqual([5]);
    expect(r.unbounded.score).toBe(109);
  });

  test('the exact solver agrees: the bounded choices win fastest, the depth-1 guess loses at once', () => {
    const solver = new Connect4Solver(position('').layout);
    const exact = (moves: string) => {
      solver.reset();
      return solver.analyze(position(moves)).scores;
    };
    expect(exact(BOUND_EXAMPLES[0].moves)).toEqual([-13, -13, 13, -13, 12, -13, -13]);
    // Column 6 happens to win too, two stones later: the engine could not know.
    expect(exact(BOUND_EXAMPLES[1].moves)).toEqual([-12, 11, 12, 11, -12, 11, -12]);
  });
});
