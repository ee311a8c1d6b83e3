import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../core/result.ts';
import { connect4 } from '../games/connect4/connect4.ts';
import { EVALUATIONS } from '../games/connect4/duel.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { OpeningBook } from '../games/connect4/book.ts';
import { SEARCH_REACH, searchEstimate } from '../tasks/searchReach.ts';
import { BudgetExhausted, budgeted } from './budget.ts';
import { CONNECT4_BOOK, connect4Solver } from './connect4.ts';
import { CONNECT4_REACH, connect4Estimate } from './connect4Reach.ts';
import { othelloSolver } from './othello.ts';
import { budgetFor, duration, roughly, runWithin } from './reach.ts';
import { tetrominoSolver } from './tetromino.ts';
import { tictactoeSolver } from './tictactoe.ts';
import type { AnySolver, JobKind } from './types.ts';

const book = unwrap(OpeningBook.read(readFileSync(new URL(`../../../public/${CONNECT4_BOOK.path}`, import.meta.url))));

// FFO #40-#44, the Othello lesson's examples (src/data/positions/othello/ffo.txt).
const FFO = readFileSync(new URL('../../data/positions/othello/ffo.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => /^4[0-4] /.test(l))
  .map((l) => l.split(' '))
  .map(([id, board, side]) => [`FFO #${id}`, `${board} ${side}`] as const);

const inReach = (solver: AnySolver, kind: JobKind, position: string, options = {}, resources = {}) => {
  const e = unwrap(solver.estimate(kind, position, options, { resources }));
  return { nodes: e.nodes, fits: budgetFor(e, solver.reach).ok };
};

/**
 * Every job the site's pages offer stays in reach (the estimate fits, so the
 * job runs, under the reach as its budget); the jobs of the issue do not.
 */
describe('what the pages ask is in reach', () => {
  test.each(FFO.flatMap(([name, position]) => (['solve', 'analyze'] as const).map((kind) => [`${name}, ${kind}`, kind, position] as const)))(
    'Othello %s',
    (_name, kind, position) => expect(inReach(othelloSolver, kind, position).fits).toBe(true),
  );

  test.each([
    ['the empty 7x6 board, from the book', 'solve', ''],
    ['every column of the empty 7x6 board, from the book', 'analyze', ''],
    ...['4x4k4:', '5x4k4:', '6x4k4:', '5x5k4:', '6x5k4:', '7x5k4:', '6x6k4:'].flatMap((size) => [
      [`the perfect engine's first move on ${size}`, 'solve', size] as const,
      [`every column's score on ${size}`, 'analyze', size] as const,
    ]),
    ['a 7x6 position with five stones, without the book', 'solve', '11722'],
    ['a 7x6 position out of the book at ply 14', 'solve', '44444413333331'],
  ] as const)('Connect Four: %s', (_name, kind, position) => expect(inReach(connect4Solver, kind, position, {}, { book }).fits).toBe(true));

  test.each(['solve', 'analyze'] as const)('the tetromino start, %s', (kind) => {
    expect(inReach(tetrominoSolver, kind, '........................................ ILOST/ILOST', { best: 'all' }).fits).toBe(true);
  });

  test('any tic-tac-toe position', () => expect(inReach(tictactoeSolver, 'solve', '.........').fits).toBe(true));

  test.each([
    ['7x6 at depth 8 (the Connect-K player’s deepest)', '7x6k4:', 8, 6_725_600], // the bound b + ... + b^8, no probe needed
    ['9x8 at depth 8 (the largest board it offers)', '9x8k4:', 8, undefined],
  ] as const)('the generic search: %s', (_name, position, depth, bound) => {
    const p = unwrap(parseMoves(position));
    const game = connect4(p.layout.config);
    const { estimate } = searchEstimate(game, p, { depth, evaluate: EVALUATIONS.windows }, 'test');
    if (bound !== undefined) expect(estimate.nodes).toBe(bound);
    expect(estimate.nodes).toBeLessThan(SEARCH_REACH.maxNodes);
  });
});

describe('what the issue lists is out of reach', () => {
  test.each([
    ['the empty 7x6 board without the book', connect4Solver, 'solve', '', { book: false }],
    ['a 7x6 position of four stones without the book', connect4Solver, 'solve', '4453', { book: false }],
    ['a small table on a position that is in reach with a large one', connect4Solver, 'solve', '11722', { book: false, tableBits: 10 }],
    ['the Othello start', othelloSolver, 'solve', '---------------------------OX------XO--------------------------- X', {}],
    ['an Othello position of 25 empty squares', othelloSolver, 'solve', `${'X'.repeat(20)}${'O'.repeat(19)}${'-'.repeat(25)} X`, {}],
  ] as const)('%s', (_name, solver, kind, position, options) => {
    expect(inReach(solver as AnySolver, kind, position, options, { book }).fits).toBe(false);
  });

  test('the connect4 model: tenfold every four or five empty cells, a small table costs more, a book position nothing', () => {
    const at = (path: string, bits?: number) => unwrap(connect4Estimate('solve', unwrap(parseMoves(path)), bits, null)).nodes;
    expect(at('6x6k4:')).toBeCloseTo(10 ** (4 + 0.23 * 20), -3);
    expect(at('11722', 10) / at('11722')).toBeCloseTo(2 ** 4.8, 6);
    expect(unwrap(connect4Estimate('solve', unwrap(parseMoves('')), undefined, book)).nodes).toBe(0);
    expect(CONNECT4_REACH.maxNodes).toBe(1e9);
  });
});

describe('budgets', () => {
  test('a budgeted listener passes reports on, and throws once the count or the clock is spent', () => {
    let now = 0;
    const seen: number[] = [];
    const listener = budgeted({ maxNodes: 1000, maxSeconds: 2 }, (p) => seen.push(p.nodes), () => now);
    listener({ nodes: 999 });
    expect(seen).toEqual([999]);
    expect(() => listener({ nodes: 1001 })).toThrow(BudgetExhausted);
    now = 2001;
    expect(() => listener({ nodes: 5 })).toThrow('budget exhausted after 5 positions');
  });

  test('runWithin: the caller’s budget ends in ERR_BUDGET, the reach in ERR_OUT_OF_REACH', () => {
    const stop = () => {
      throw new BudgetExhausted(1234, 1);
    };
    expect(runWithin({ maxNodes: 1000 }, { maxNodes: 1000 }, stop)).toEqual({
      ok: false,
      error: { code: 'ERR_BUDGET', message: 'budget exhausted after 1234 nodes (--max-nodes 1000): no answer' },
    });
    expect(runWithin({ maxNodes: 1e9 }, undefined, stop)).toMatchObject({ ok: false, error: { code: 'ERR_OUT_OF_REACH', message: expect.stringMatching(/^out of reach: stopped after 1,234 positions, the most a job may search without a budget \(1 billion\)/) } });
    expect(() => runWithin({}, undefined, () => { throw new Error('a bug'); })).toThrow('a bug');
  });

  test('a given budget skips the estimate; none takes the reach as the budget', () => {
    const reach = { maxNodes: 100, perSecond: 10, unit: 'positions' };
    expect(budgetFor({ nodes: 1e9, what: 'x' }, reach, { maxSeconds: 1 })).toEqual({ ok: true, value: { maxSeconds: 1 } });
    expect(budgetFor({ nodes: 100, what: 'x' }, reach)).toEqual({ ok: true, value: { maxNodes: 100 } });
    expect(budgetFor({ nodes: 101, what: 'a job' }, reach, {})).toEqual({
      ok: false,
      error: {
        code: 'ERR_OUT_OF_REACH',
        message:
          'out of reach: a job would take about 101 positions (10 s at 10 a second), more than the 100 a job may search without a budget; to run it anyway, give it a budget (on the command line: --max-nodes N or --time S)',
      },
    });
  });

  test.each([
    [950_000, '950,000'],
    [2_400_000_000, '2.4 billion'],
    [30_000_000, '30 million'],
    [3e23, '3e+23'],
  ])('roughly(%d) = %s', (n, text) => expect(roughly(n)).toBe(text));

  test.each([
    [0.2, '1 s'],
    [40, '40 s'],
    [4800, '80 min'],
    [4 * 3600, '4 h'],
    [3 * 86400, '3 days'],
    [5e9 * 365 * 86400, '5e+9 years'],
  ])('duration(%d) = %s', (s, text) => expect(duration(s)).toBe(text));
});
