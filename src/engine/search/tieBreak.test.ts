import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../core/random.ts';
import { unwrap } from '../core/result.ts';
import { connect4 } from '../games/connect4/connect4.ts';
import { figure1 } from '../games/line/figure.ts';
import { line } from '../games/line/line.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { analyzeMoves, chooseMove } from './choose.ts';
import { CHI_SQUARE_999, chiSquareUniform, tieBreakCounts } from './tieBreak.ts';

describe('chiSquareUniform', () => {
  test('zero for equal counts, large for a skewed choice', () => {
    expect(chiSquareUniform([100, 100, 100])).toBe(0);
    // expected 1000/3 each: (33.3² + 33.3² + 66.7²) / 333.3 = 20
    expect(chiSquareUniform([300, 300, 400])).toBeCloseTo(20, 10);
    expect(chiSquareUniform([300, 300, 400])).toBeGreaterThan(CHI_SQUARE_999[1]);
  });
});

describe('tieBreakCounts', () => {
  test('each run is chooseMove with its own seed', () => {
    const p = figure1();
    const { best } = analyzeMoves(line, p);
    for (let seed = 1; seed <= 50; seed++) expect(chooseMove(line, p, { seed })).toBe(pick(seededRandom(seed), best));
  });

  test('figure 1 of the course: 2, 3 and 4 are equal for min-max, and each is played about a third of the time', () => {
    const r = tieBreakCounts(line, figure1(), {}, 3000);
    expect(r.best.map((c) => c + 1)).toEqual([2, 3, 4]);
    expect(r.counts.map((c) => c.picks).reduce((a, b) => a + b, 0)).toBe(3000);
    expect(r.chiSquare).toBeLessThan(CHI_SQUARE_999[1]);
    expect(r.counts.map((c) => c.picks)).toEqual([1015, 999, 986]); // seeds 1..3000, pinned
  });

  test('tic-tac-toe, the empty board: nine equal first moves, uniform', () => {
    const r = tieBreakCounts(tictactoe, tictactoe.initial(), {}, 1800, 100);
    expect(r.best).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(r.counts.every((c) => c.picks > 0)).toBe(true);
    expect(r.chiSquare).toBeLessThan(CHI_SQUARE_999[7]);
  });

  test('Connect Four, the empty 7x6 board at depth 3: columns 3 and 5 (mirror images) tie; the others are never picked', () => {
    const g = connect4();
    const r = tieBreakCounts(g, unwrap(g.parse('')), { depth: 3 }, 2000);
    expect(r.best).toEqual([2, 4]);
    for (const c of r.counts) expect(c.picks > 0).toBe(r.best.includes(c.move));
    expect(r.chiSquare).toBeLessThan(CHI_SQUARE_999[0]);
  });

  test('a finished game has no move to pick', () => {
    const r = tieBreakCounts(tictactoe, unwrap(tictactoe.parse('xxxoo....')), {}, 10);
    expect(r).toEqual({ runs: 10, best: [], counts: [], chiSquare: 0, nodes: 0 });
  });

  test('a biased choice fails the same check', () => {
    const p = figure1();
    const { best } = analyzeMoves(line, p);
    const counts = [0, 0, 0];
    // Picks the first best move twice as often as it should.
    for (let i = 0; i < 3000; i++) counts[seededRandom(1 + i)() < 2 / 3 ? 0 : best.length - 1]++;
    expect(chiSquareUniform(counts)).toBeGreaterThan(CHI_SQUARE_999[1]);
  });
});
