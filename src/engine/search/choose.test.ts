import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../core/random.ts';
import { unwrap } from '../core/result.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { analyzeMoves, chooseMove } from './choose.ts';

describe('analyzeMoves', () => {
  test('values every move: x to play can win at once on cell 2', () => {
    const p = unwrap(tictactoe.parse('xx.oo....'));
    const a = analyzeMoves(tictactoe, p);
    expect(a.best).toEqual([2]);
    expect(a.score).toBe(10);
    expect(a.moves.map((m) => [m.move, Math.sign(m.score)])).toEqual([[2, 1], [5, 0], [6, -1], [7, -1], [8, -1]]);
  });
  test('from the empty board every first move draws', () => {
    const a = analyzeMoves(tictactoe, 0);
    expect(a.best).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(a.score).toBe(0);
  });
});

describe('chooseMove', () => {
  test('is reproducible from a seed and only picks best moves', () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const m = chooseMove(tictactoe, 0, { seed });
      expect(m).toBe(chooseMove(tictactoe, 0, { seed }));
      seen.add(m!);
    }
    expect(seen.size).toBe(9); // random among the nine equal first moves
  });
  test('returns null when the game is over', () => {
    expect(chooseMove(tictactoe, unwrap(tictactoe.parse('xxxoo....')))).toBeNull();
  });
  test('the engine at full depth never loses from the empty board, on either side, against random play', () => {
    for (let game = 0; game < 40; game++) {
      const engineSide = game % 2;
      const rnd = seededRandom(1000 + game);
      let p = tictactoe.initial();
      while (tictactoe.legalMoves(p).length) {
        const m = tictactoe.toMove(p) === engineSide ? chooseMove(tictactoe, p, { random: rnd })! : pick(rnd, tictactoe.legalMoves(p));
        p = tictactoe.play(p, m);
      }
      expect(tictactoe.outcome(p)?.winner).not.toBe(1 - engineSide);
    }
  });
});
