import { describe, expect, test } from 'vitest';
import { seededRandom, pick } from '../../../engine/core/random.ts';
import { connect4 } from '../../../engine/games/connect4/connect4.ts';
import { EVALUATIONS, duel } from '../../../engine/games/connect4/duel.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { compileEvaluation } from '../../codeCell/compile.ts';
import { functionFrom } from '../../codeCell/runner.ts';
import { TICTACTOE_CONTRACT, connect4Contract, type Contract } from './contracts.ts';
import { EvaluationProblem, checkScore, guarded } from './guard.ts';
import { playMatch, tallyMatch } from './match.ts';
import { recordEvaluationSearch } from './searchTree.ts';

/** The contract's template, compiled by TypeScript and loaded as the worker loads it. */
function templateOf(c: Contract): (p: unknown) => unknown {
  const r = compileEvaluation(c.template, c.declarations);
  expect(r.diagnostics).toEqual([]);
  return functionFrom(r.js, 'your evaluation');
}

/** Every position play can reach from `start`. */
function reachable<P>(c: Contract<P>): P[] {
  const seen = new Map<unknown, P>();
  const walk = (p: P) => {
    const k = c.engine.key(p);
    if (seen.has(k)) return;
    seen.set(k, p);
    for (const m of c.engine.legalMoves(p)) walk(c.engine.play(p, m));
  };
  walk(c.engine.initial());
  return [...seen.values()];
}

describe('the templates are the engine’s own evaluations', () => {
  test('tic-tac-toe: the same score on every reachable position where the game goes on', () => {
    const c = TICTACTOE_CONTRACT;
    const mine = templateOf(c as Contract);
    const all = reachable(c);
    expect(all.length).toBe(5478);
    const open = all.filter((p) => tictactoe.outcome(p) === undefined);
    expect(open.length).toBe(4520);
    for (const p of open) expect((mine(c.plain(p)) as number) + 0).toBe(tictactoe.evaluate(p) + 0); // + 0: the engine may say -0
  });

  test.each([
    [7, 6, 4],
    [5, 4, 3],
    [6, 5, 4],
    [9, 7, 5],
  ])('Connect Four %ix%i, %i in a row: the same score on 300 positions of random games', (width, height, k) => {
    const c = connect4Contract({ width, height, k });
    const mine = templateOf(c as Contract);
    const rnd = seededRandom(width * 100 + height * 10 + k);
    let checked = 0;
    while (checked < 300) {
      let p = c.engine.initial();
      while (c.engine.outcome(p) === undefined) {
        expect(mine(c.plain(p))).toBe(c.engine.evaluate(p));
        checked++;
        p = c.engine.play(p, pick(rnd, c.engine.legalMoves(p)));
      }
    }
  });
});

describe('the plain form', () => {
  test('tic-tac-toe: cells in reading order, the side to move, frozen', () => {
    const p = TICTACTOE_CONTRACT.plain(tictactoe.play(tictactoe.play(tictactoe.initial(), 0), 4));
    expect(p).toEqual({ cells: ['x', '.', '.', '.', 'o', '.', '.', '.', '.'], toMove: 'x' });
    expect(Object.isFrozen(p) && Object.isFrozen((p as { cells: unknown }).cells)).toBe(true);
  });
  test('Connect Four: grid[column][row], row 0 at the bottom', () => {
    const c = connect4Contract({ width: 5, height: 4, k: 3 });
    const g = c.engine;
    const p = c.plain(g.play(g.play(g.play(g.initial(), 2), 2), 0));
    expect(p).toMatchObject({ width: 5, height: 4, k: 3, toMove: 'o' });
    expect((p as unknown as { grid: string[][] }).grid.map((col) => col.join(''))).toEqual(['x...', '....', 'xo..', '....', '....']);
  });
});

describe('the contract, checked at every call', () => {
  test.each([
    [0, undefined],
    [9.5, undefined],
    [-9.99, undefined],
    [10, 'returned 10, outside the range: a score must lie strictly between −10 and 10, where only a finished game goes'],
    [-12, 'returned −12, outside the range: a score must lie strictly between −10 and 10, where only a finished game goes'],
    [NaN, 'returned NaN, not a finite number'],
    [Infinity, 'returned Infinity, not a finite number'],
    ['3', 'returned "3", a string, not a number'],
    [undefined, 'returned undefined: is a return statement missing?, not a number'],
    [null, 'returned null, not a number'],
    [[1], 'returned an array, an array, not a number'],
  ])('%s', (v, text) => {
    expect(checkScore(v, 10)?.text).toBe(text);
  });

  test('a finished game never reaches the function; a throw names the function, the exception and the board', () => {
    const calls: unknown[] = [];
    const ev = guarded(TICTACTOE_CONTRACT, (p) => {
      calls.push(p);
      throw new TypeError('boom');
    }, 'your evaluation');
    const won = unwrapParse('xxxoo....');
    expect(ev(won)).toBe(-10);
    expect(calls).toEqual([]);
    const e = (() => {
      try {
        ev(unwrapParse('x...o....'));
      } catch (err) {
        return err as EvaluationProblem;
      }
    })()!;
    expect(e).toBeInstanceOf(EvaluationProblem);
    expect(e.message).toBe('your evaluation threw an exception, TypeError: boom');
    expect(e.board).toBe('x..\n.o.\n...');
  });
});

const unwrapParse = (s: string) => {
  const r = tictactoe.parse(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('matches', () => {
  const builtIn = (c: Contract) => (p: unknown) => c.engine.evaluate(p);

  test('tic-tac-toe, depth 1, seed 1: a function that always says 0 loses 3 games to 7 against the open lines', () => {
    const c = TICTACTOE_CONTRACT as Contract;
    const zero = guarded(c, () => 0, 'your evaluation');
    const games = playMatch({ game: c.engine, start: c.engine.initial(), depth: 1, a: zero, b: builtIn(c), seed: 1 }, 10);
    expect(tallyMatch(games)).toEqual({ a: 3, b: 7, draws: 0, stopped: 0, games: 10 });
    expect(games.map((g) => g.first)).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    // Reproducible move for move.
    expect(playMatch({ game: c.engine, start: c.engine.initial(), depth: 1, a: zero, b: builtIn(c), seed: 1 }, 10)).toEqual(games);
  });

  test('the template against the built-in evaluation: the same games as the built-in against itself', () => {
    const c = TICTACTOE_CONTRACT as Contract;
    const mine = guarded(c, templateOf(c), 'your evaluation');
    const setup = { game: c.engine, start: c.engine.initial(), depth: 2, seed: 5 };
    const a = playMatch({ ...setup, a: mine, b: builtIn(c) }, 6);
    const b = playMatch({ ...setup, a: builtIn(c), b: builtIn(c) }, 6);
    expect(a).toEqual(b);
  });

  test('on Connect Four the rules are the duels’: the same games as duel() with the same evaluations', () => {
    const c = connect4Contract({ width: 5, height: 4, k: 3 });
    const ours = playMatch({ game: c.engine, start: c.engine.initial(), depth: 3, a: EVALUATIONS.windows, b: EVALUATIONS.none, seed: 7 }, 4);
    const theirs = duel(connect4({ width: 5, height: 4, k: 3 }).layout, { depth: 3, evaluation: 'windows' }, { depth: 3, evaluation: 'none' }, 4, 7);
    expect(ours.map((g) => g.moves.map((m) => m + 1).join(''))).toEqual(theirs.games.map((g) => g.moves));
    expect(ours.map((g) => g.winner)).toEqual(theirs.games.map((g) => g.winner));
  });

  test('a problem ends that game only, says whose function and where', () => {
    const c = TICTACTOE_CONTRACT as Contract;
    // Wrong only when the centre is taken by O.
    const picky = guarded(c, (p) => ((p as { cells: string[] }).cells[4] === 'o' ? 'centre' : 0), 'your evaluation');
    const games = playMatch({ game: c.engine, start: c.engine.initial(), depth: 2, a: picky, b: builtIn(c), seed: 1 }, 2);
    const stopped = games.filter((g) => g.stopped);
    expect(stopped.length).toBeGreaterThan(0);
    for (const g of stopped) {
      expect(g.stopped).toMatchObject({ side: 'a', kind: 'not-a-number', message: 'your evaluation returned "centre", a string, not a number' });
      expect(g.stopped!.board).toMatch(/^[xo.]{3}\n[xo.]o[xo.]\n[xo.]{3}$/);
      expect(g.winner).toBeNull();
    }
  });
});

describe('the search to show', () => {
  test('events of alpha-beta with the reader’s evaluation, and every value of the tree', () => {
    const c = TICTACTOE_CONTRACT as Contract;
    const root = unwrapParse('xx..o....');
    const zero = guarded(c, () => 0, 'your evaluation');
    const r = recordEvaluationSearch(c.engine, root, 2, zero);
    expect(r.truncated).toBe(false);
    expect(r.events[0]).toMatchObject({ type: 'enter', node: 0, parent: -1, depth: 2 });
    // O must block at cell 2; anything else loses at once at depth 2.
    expect(r.best).toBe(2);
    expect(r.score).toBe(0);
    expect(r.values['']).toBe(0);
    expect(r.values['3']).toBe(10); // for X, to move after O's 3: X wins on cell 2
    expect(Object.keys(r.values).length).toBe(1 + 6 + 6 * 5);
  });
});
