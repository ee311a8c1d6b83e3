import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomPlay } from '../core/playout.ts';
import { seededRandom } from '../core/random.ts';
import { unwrap } from '../core/result.ts';
import { INFINITY } from '../core/score.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { toyGame } from '../games/toy/toy.ts';
import { parseTree } from '../games/toy/tree.ts';
import { alphaBeta } from './alphaBeta.ts';
import { minimax } from './minimax.ts';
import { negamax } from './negamax.ts';
import { orderByChildScore } from './ordering.ts';
import { TranspositionTable } from './tt.ts';

const toy = (text: string) => toyGame(unwrap(parseTree(text)));

describe('the textbook two-ply tree [[3,12,8],[2,4,6],[14,5,2]]', () => {
  // Source: Russell & Norvig, AIMA, figure 5.2 (value 3, first move to A).
  const g = toy('[[3,12,8],[2,4,6],[14,5,2]]');
  test('minimax and negamax: value 3 by the first move, all 13 positions', () => {
    const mm = minimax(g, g.initial());
    expect(mm).toMatchObject({ score: 3, best: 0, pv: [0, 0], stats: { nodes: 13, leaves: 9 } });
    expect(negamax(g, g.initial())).toMatchObject({ score: 3, best: 0, stats: { nodes: 13 } });
  });
  test('alpha-beta: value 3, skips the 4 and the 6 under B, visits 11 positions', () => {
    for (const failSoft of [true, false]) {
      const ab = alphaBeta(g, g.initial(), { failSoft });
      expect(ab).toMatchObject({ score: 3, best: 0, stats: { nodes: 11, leaves: 7, cutoffs: 1 } });
    }
  });
});

describe('tic-tac-toe from the empty board', () => {
  test('minimax visits the 549,946 positions of the full tree; the value is a draw', () => {
    expect(minimax(tictactoe, 0)).toMatchObject({ score: 0, stats: { nodes: 549946, leaves: 255168 } });
  });
  test('alpha-beta, increasing cell order, full window: 18,297 positions, fail-hard and fail-soft alike', () => {
    expect(alphaBeta(tictactoe, 0, { failSoft: true }).stats).toMatchObject({ nodes: 18297, leaves: 7330 });
    expect(alphaBeta(tictactoe, 0, { failSoft: false }).stats).toMatchObject({ nodes: 18297, leaves: 7330 });
  });
  test('a transposition table keeps the value and saves positions', () => {
    const r = alphaBeta(tictactoe, 0, { tt: new TranspositionTable() });
    expect(r.score).toBe(0);
    expect(r.stats.nodes).toBe(4852);
  });
  test('search signature: total alpha-beta positions over fixed positions and depths', () => {
    // Changing ordering or pruning must change this number deliberately (Stockfish's bench signature).
    const positions = ['.........', 'x...o....', 'xo..x....', '....x...o', 'xx.oo....'];
    let total = 0;
    for (const text of positions) for (const depth of [1, 2, 3, 4, Infinity]) {
      total += alphaBeta(tictactoe, unwrap(tictactoe.parse(text)), { depth }).stats.nodes;
    }
    expect(total).toBe(SIGNATURE);
  });
});
const SIGNATURE = 22880;

describe('alpha-beta returns the minimax value (property)', () => {
  test('on 300 random tic-tac-toe positions, at every depth, in any move order', () => {
    const worstFirst = orderByChildScore<number>((game, child) => game.evaluate(child), 'worst-first');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (seed, plies, depth) => {
        const pos = randomPlay(tictactoe, seededRandom(seed), plies);
        const v = negamax(tictactoe, pos, { depth }).score;
        const mm = minimax(tictactoe, pos, { depth }).score;
        expect(tictactoe.toMove(pos) === 0 ? mm : 0 - mm).toBe(v); // 0 - x: no -0
        expect(alphaBeta(tictactoe, pos, { depth, failSoft: true }).score).toBe(v);
        expect(alphaBeta(tictactoe, pos, { depth, failSoft: false }).score).toBe(v);
        expect(alphaBeta(tictactoe, pos, { depth, order: worstFirst }).score).toBe(v);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

test('alphaBeta refuses an empty window', () => {
  expect(() => alphaBeta(tictactoe, 0, { alpha: 3, beta: 3 })).toThrow(/\bwindow\b/);
});

test('the full window is wider than every score', () => {
  expect(INFINITY).toBeGreaterThan(10);
});
