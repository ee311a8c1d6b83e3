import { describe, expect, test } from 'vitest';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { unwrap } from '../../../engine/core/result.ts';
import { analyze, engineMove, type EngineChoice } from './analysis.ts';

/**
 * Every game a reader can play against the engine at full depth, for one seed:
 * the engine's reply depends only on the position, so its choices are memoised
 * and the reader's moves are enumerated exhaustively.
 */
function everyGame(humanFirst: boolean, seed: number, shortcuts = false): { games: number; lost: number; won: number } {
  const memo = new Map<number, EngineChoice | null>();
  const human = humanFirst ? 0 : 1;
  let games = 0;
  let lost = 0;
  let won = 0;
  const walk = (p: number): void => {
    const o = tictactoe.outcome(p);
    if (o) {
      games++;
      if (o.winner === human) lost++;
      else if (o.winner !== undefined) won++;
      return;
    }
    if (tictactoe.toMove(p) === human) {
      for (const m of tictactoe.legalMoves(p)) walk(tictactoe.play(p, m));
    } else {
      if (!memo.has(p)) memo.set(p, engineMove(p, 9, seed, shortcuts));
      walk(tictactoe.play(p, memo.get(p)!.move));
    }
  };
  walk(0);
  return { games, lost, won };
}

describe('the engine at full depth never loses', () => {
  test.each([
    [true, 1],
    [false, 1],
    [true, 7],
    [false, 42],
  ])('reader first: %s, seed %i: no game out of all the reader can play is lost', (humanFirst, seed) => {
    const r = everyGame(humanFirst, seed);
    expect(r.lost).toBe(0);
    expect(r.games).toBeGreaterThan(100);
    expect(r.won).toBeGreaterThan(0); // and it punishes mistakes
  });

  test('with the shortcuts too', () => {
    expect(everyGame(true, 3, true).lost).toBe(0);
  });
});

describe('the engine’s choice', () => {
  test('is one of the best moves, and the same for the same seed and position', () => {
    const p = unwrap(tictactoe.parse('x...o...x')); // o to move: the edges draw, the corners lose
    const a = engineMove(p, 9, 5)!;
    expect(a.best).toEqual([1, 3, 5, 7]);
    expect(a.best).toContain(a.move);
    expect(a.score).toBe(0);
    expect(engineMove(p, 9, 5)!.move).toBe(a.move);
    const picks = new Set(Array.from({ length: 40 }, (_, s) => engineMove(p, 9, s)!.move));
    expect(picks).toEqual(new Set([1, 3, 5, 7])); // seeds spread the choice over all of them
  });

  test('takes a win at once when it is the only winning move, and blocks a forced block', () => {
    expect(engineMove(unwrap(tictactoe.parse('xx.oo....')), 9, 1)!.best).toEqual([2]); // x wins on 2
    expect(engineMove(unwrap(tictactoe.parse('xox.o....')), 9, 1)!.best).toEqual([7]); // x must block 7
  });

  test('node counts with and without the shortcuts (the empty board, full depth)', () => {
    const c = engineMove(0, 9, 1, true)!;
    expect(c.nodesWithout).toBe(engineMove(0, 9, 1)!.nodes);
    expect(c.nodes).toBeLessThan(c.nodesWithout!);
    expect(c.best).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('null when the game is over', () => {
    expect(engineMove(unwrap(tictactoe.parse('xxxoo....')), 9, 1)).toBeNull();
  });

  test('analyze: the value for crosses at depth 9 is the minimax value', () => {
    expect(analyze(0, 'x', 9).value).toBe(0);
    expect(analyze(unwrap(tictactoe.parse('xx.oo....')), 'x', 9).value).toBe(10);
    expect(analyze(unwrap(tictactoe.parse('xx.oo...x')), 'o', 9).value).toBe(-10);
  });
});

describe('the games lesson 2 suggests', () => {
  test('depth 2, seed 1: after a corner, the centre and the opposite corner, the engine answers in a corner and a fork wins', () => {
    let p = tictactoe.play(0, 0);
    expect(engineMove(p, 2, 1)!.move).toBe(4);
    p = tictactoe.play(tictactoe.play(p, 4), 8);
    const reply = engineMove(p, 2, 1)!.move;
    expect([0, 2, 6, 8]).toContain(reply);
    expect(analyze(tictactoe.play(p, reply), 'x', 9).value).toBe(10); // crosses now win by force
  });

  test('depth 9: after the same two corners the engine answers on an edge', () => {
    const p = [0, 4, 8].reduce((q, m) => tictactoe.play(q, m), 0);
    for (const seed of [1, 2, 3, 4, 5]) expect([1, 3, 5, 7]).toContain(engineMove(p, 9, seed)!.move);
  });
});
