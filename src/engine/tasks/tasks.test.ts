import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Progress } from '../core/progress.ts';
import { pick, seededRandom } from '../core/random.ts';
import { unwrap } from '../core/result.ts';
import { OpeningBook } from '../games/connect4/book.ts';
import { duel } from '../games/connect4/duel.ts';
import { makeLayout } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { ROAD_POSITIONS } from '../games/connect4/road/positions.ts';
import { Connect4Solver } from '../games/connect4/solver.ts';
import { CONNECT4_BOOK } from '../solve/connect4.ts';
import { TASKS, TASK_IDS, taskFor } from './index.ts';

const book = unwrap(OpeningBook.read(readFileSync(new URL(`../../../public/${CONNECT4_BOOK.path}`, import.meta.url))));
const resources = { book };

describe('the registry', () => {
  test('every task by id; an unknown name is an error, not a property', () => {
    expect(TASK_IDS).toEqual(['choose', 'tieBreak', 'connect4Duel', 'connect4Road', 'connect4Perfect', 'connect4ColumnCosts', 'othelloPlay', 'othelloRootMove']);
    for (const id of TASK_IDS) expect(unwrap(taskFor(id)).id).toBe(id);
    for (const id of ['nope', '__proto__', 'toString']) expect(taskFor(id)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION' } });
  });
});

describe('choose: one engine, any game', () => {
  test('the course’s figure 1: moves 2, 3 and 4 all draw; the seed picks one', () => {
    const r = unwrap(TASKS.choose.run({ game: 'line', position: 'o...x', seed: 1 }));
    expect(r.moves).toEqual([
      { move: '2', value: 0 },
      { move: '3', value: 0 },
      { move: '4', value: 0 },
    ]);
    expect(r.best).toEqual(['2', '3', '4']);
    expect(r.chosen).toBe(String(pick(seededRandom(1), [2, 3, 4])));
    expect(r.toMove).toBe('X');
    expect(r.nodes).toBe(15); // the tree of 16 positions, without its root
  });

  test('tic-tac-toe: O must block on cell 2', () => {
    const r = unwrap(TASKS.choose.run({ game: 'tictactoe', position: 'xx..o....' }));
    expect(r.toMove).toBe('O');
    expect(r.best).toEqual(['2']);
    expect(r.chosen).toBe('2');
    expect(r.value).toBe(0);
  });

  test('Connect-K at a depth, with a named evaluation', () => {
    const own = unwrap(TASKS.choose.run({ game: 'connect4', position: '5x4k4:', depth: 4 }));
    const windows = unwrap(TASKS.choose.run({ game: 'connect4', position: '5x4k4:', depth: 4, evaluation: 'windows' }));
    expect(windows).toEqual(own);
    expect(own.moves).toEqual(['1', '2', '3', '4', '5'].map((move, i) => ({ move, value: [-2, -1, -4, -1, -2][i] })));
    expect(own.best).toEqual(['2', '4']);
    expect(own.nodes).toBe(445);
    const none = unwrap(TASKS.choose.run({ game: 'connect4', position: '5x4k4:', depth: 4, evaluation: 'none' }));
    expect(none.best).toEqual(['1', '2', '3', '4', '5']); // no knowledge and no win in sight: all equal
  });

  test('a position that cannot be read is refused by the game’s own parser', () => {
    expect(TASKS.choose.run({ game: 'line', position: 'o..-x' })).toEqual({
      ok: false,
      error: { code: 'ERR_NOTATION', message: "cell 4 is '-': use x, o or .", index: 3 },
    });
  });

  test('a finished game has no move', () => {
    const r = unwrap(TASKS.choose.run({ game: 'line', position: 'xxxoo' }));
    expect(r).toMatchObject({ moves: [], best: [], chosen: null, value: -1 });
  });

  test.each([
    [{ game: 'chess', position: '' }, 'ERR_RANGE', 'game must be \'line\', \'tictactoe\', \'connect4\', \'othello\', \'tetromino\', not "chess"'],
    [{ game: 'toy', position: '[1 2]' }, 'ERR_RANGE', 'game must be \'line\', \'tictactoe\', \'connect4\', \'othello\', \'tetromino\', not "toy"'],
    [{ game: 'line', position: 'o...x', depth: 0 }, 'ERR_RANGE', 'depth must be a whole number from 1 to 20, not 0'],
    [{ game: 'tictactoe', position: '.........', evaluation: 'windows' }, 'ERR_RANGE', 'Tic-tac-toe has only its own evaluation'],
    [{ game: 'connect4', position: '', depth: 2, evaluation: 'magic' }, 'ERR_RANGE', "evaluation must be 'windows', 'cells', 'none', not \"magic\""],
    [{ game: 'line', position: 'o...x', seed: -1 }, 'ERR_RANGE', 'seed must be a whole number from 0 to 2147483647, not -1'],
  ])('%o is refused', (input, code, message) => {
    expect(TASKS.choose.run(input as never)).toEqual({ ok: false, error: { code, message } });
  });
});

describe('tieBreak: the random choice counted', () => {
  test('figure 1, 3,000 runs from seed 1: the counts the lesson states', () => {
    const r = unwrap(TASKS.tieBreak.run({ game: 'line', position: 'o...x', runs: 3000, seed: 1 }));
    expect(r.counts).toEqual([
      { move: '2', value: 0, picks: 1015 },
      { move: '3', value: 0, picks: 999 },
      { move: '4', value: 0, picks: 986 },
    ]);
    expect(r.critical).toBe(13.816); // two degrees of freedom
    expect(r.chiSquare).toBeLessThan(r.critical!);
  });

  test('one best move is always picked; no critical value', () => {
    const r = unwrap(TASKS.tieBreak.run({ game: 'tictactoe', position: 'xx..o....', runs: 50 }));
    expect(r.counts.find((c) => c.move === '2')!.picks).toBe(50);
    expect(r.critical).toBeNull();
  });

  test('runs are bounded', () => {
    expect(TASKS.tieBreak.run({ game: 'line', position: 'o...x', runs: 100_001 })).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
  });
});

describe('connect4Duel', () => {
  test('the same match as duel(), with a progress report after each game', () => {
    const seen: Progress[] = [];
    const input = {
      size: { width: 5, height: 4, k: 4 },
      a: { depth: 3, evaluation: 'windows' as const },
      b: { depth: 1, evaluation: 'none' as const },
      games: 4,
      seed: 7,
    };
    const r = unwrap(TASKS.connect4Duel.run(input, { onProgress: (p) => seen.push(p) }));
    const direct = duel(unwrap(makeLayout(input.size)), input.a, input.b, 4, 7);
    expect(r).toEqual({ ...direct, size: '5x4k4', nodes: direct.games.reduce((n, g) => n + g.nodes, 0) });
    expect(seen.map((p) => [p.done, p.total, p.detail])).toEqual([1, 2, 3, 4].map((i) => [i, 4, `game ${i} of 4`]));
    expect(seen.at(-1)!.nodes).toBe(r.nodes);
  });

  test.each([
    [
      { size: { width: 5, height: 4, k: 9 }, a: { depth: 1, evaluation: 'none' }, b: { depth: 1, evaluation: 'none' }, games: 1 },
      '9 in a row cannot fit on a 5x4 board',
    ],
    [
      { size: { width: 5, height: 4, k: 4 }, a: { depth: 11, evaluation: 'none' }, b: { depth: 1, evaluation: 'none' }, games: 1 },
      "side A's depth must be a whole number from 1 to 10, not 11",
    ],
    [
      { size: { width: 5, height: 4, k: 4 }, a: { depth: 1, evaluation: 'none' }, b: { depth: 1, evaluation: 'x' }, games: 1 },
      "side B's evaluation must be 'windows', 'cells', 'none', not \"x\"",
    ],
    [
      { size: { width: 5, height: 4, k: 4 }, a: { depth: 1, evaluation: 'none' }, b: { depth: 1, evaluation: 'none' }, games: 0 },
      'games must be a whole number from 1 to 200, not 0',
    ],
  ])('%o is refused', (input, message) => {
    const r = TASKS.connect4Duel.run(input as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe(message);
  });
});

describe('connect4Road', () => {
  test('step 1 on the end set: every score right, the pinned total, each position timed', () => {
    let t = 0;
    const seen: Progress[] = [];
    const r = unwrap(TASKS.connect4Road.run({ step: 'negamax', set: 'end' }, { clock: () => (t += 2), onProgress: (p) => seen.push(p) }));
    expect(r.rows.map((row) => [row.source, row.score])).toEqual(ROAD_POSITIONS.end.map((p) => [p.source, p.score]));
    expect(r.wrong).toBe(0);
    expect(r.totalNodes).toBe(127_971);
    expect(r.meanNodes).toBe(127_971 / 22);
    expect(r.rows.every((row) => row.ms === 2)).toBe(true);
    expect(seen.map((p) => p.done)).toEqual([...Array(22).keys()].map((i) => i + 1));
  });

  test('step 9 reads the book it is handed, and wants it', () => {
    expect(TASKS.connect4Road.wants('book', { step: 'book', set: 'begin' })).toBe(true);
    expect(TASKS.connect4Road.wants('book', { step: 'threatOrder', set: 'begin' })).toBe(false);
    expect(unwrap(TASKS.connect4Road.run({ step: 'book', set: 'begin' }, { resources })).totalNodes).toBe(0);
    expect(unwrap(TASKS.connect4Road.run({ step: 'book', set: 'begin' })).totalNodes).toBe(27_035);
  });

  test('a step does not run a set it would take minutes on', () => {
    expect(TASKS.connect4Road.run({ step: 'negamax', set: 'middle' })).toEqual({
      ok: false,
      error: { code: 'ERR_RANGE', message: 'step 1 does not run the middle positions (it would take minutes): it runs end' },
    });
    expect(TASKS.connect4Road.run({ step: 'warp' as never, set: 'end' })).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
  });
});

describe('connect4Perfect', () => {
  test('the empty 7×6 board: the book plays the centre, score 1', () => {
    expect(TASKS.connect4Perfect.wants('book', { position: '' })).toBe(true);
    expect(unwrap(TASKS.connect4Perfect.run({ position: '' }, { resources }))).toEqual({ column: 4, score: 1, best: [4], fromBook: true, nodes: 0 });
  });

  test('out of the book the solver plays a best column, and says its exact score', () => {
    const moves = ROAD_POSITIONS.middle[0].moves;
    const r = unwrap(TASKS.connect4Perfect.run({ position: moves, seed: 3, fresh: true }, { resources }));
    const p = unwrap(parseMoves(moves));
    const exact = new Connect4Solver(p.layout).solve(p);
    expect(r.fromBook).toBe(false);
    expect(r.score).toBe(ROAD_POSITIONS.middle[0].score);
    expect(r.best).toEqual(exact.best.map((c) => c + 1));
    expect(r.best).toContain(r.column);
    expect(r.nodes).toBeGreaterThan(0);
  });

  test('other sizes: the plain solver, no book wanted', () => {
    expect(TASKS.connect4Perfect.wants('book', { position: '5x4k4:' })).toBe(false);
    const r = unwrap(TASKS.connect4Perfect.run({ position: '5x4k4:', fresh: true }, { resources }));
    expect(r).toMatchObject({ score: 0, best: [2, 3, 4], fromBook: false });
  });

  test.each([
    [{ position: '1212121' }, 'ERR_ALREADY_OVER'],
    [{ position: '44x' }, 'ERR_NOTATION'],
    [{ position: '', atLeast: 22 }, 'ERR_RANGE'],
  ])('%o is refused: %s', (input, code) => {
    expect(TASKS.connect4Perfect.run(input, { resources })).toMatchObject({ ok: false, error: { code } });
  });
});

describe('connect4ColumnCosts', () => {
  test('each column’s first probe, from an empty table; the table it used is left empty', () => {
    expect(TASKS.connect4ColumnCosts.wants('book', { position: '32164625', book: false })).toBe(false);
    expect(unwrap(TASKS.connect4ColumnCosts.run({ position: '32164625', book: false }, { resources }))).toEqual({ costs: [1767, 2967, 93, 20185, 8252, 4508, 913], nodes: 38685 });
    // Weak analyses read no book: the same costs.
    expect(unwrap(TASKS.connect4ColumnCosts.run({ position: '32164625', weak: true }, { resources })).costs).toEqual([1767, 2967, 93, 20185, 8252, 4508, 913]);
  });

  test('a column whose reply the book holds costs nothing, as in the analysis', () => {
    expect(TASKS.connect4ColumnCosts.wants('book', { position: '443355' })).toBe(true);
    expect(unwrap(TASKS.connect4ColumnCosts.run({ position: '4453' }, { resources }))).toEqual({ costs: [0, 0, 0, 0, 0, 0, 0], nodes: 0 });
    expect(unwrap(TASKS.connect4ColumnCosts.run({ position: '443355' }, { resources }))).toEqual({ costs: [1, 0, 1, 1, 0, 0, 0], nodes: 3 });
  });

  test.each([
    [{ position: '1212121' }, 'ERR_ALREADY_OVER'],
    [{ position: '44x' }, 'ERR_NOTATION'],
    [{ position: '445566' }, 'ERR_OUT_OF_REACH'],
  ])('%o is refused: %s', (input, code) => {
    expect(TASKS.connect4ColumnCosts.run(input, { resources })).toMatchObject({ ok: false, error: { code } });
  });
});
