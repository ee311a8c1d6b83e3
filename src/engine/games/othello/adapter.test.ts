import { describe, expect, test } from 'vitest';
import { SOLVERS } from '../../registry.ts';
import { readOptions } from '../../solve/options.ts';
import { othelloSolver } from '../../solve/othello.ts';

const COURSE = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';
const START = '---------------------------OX------XO--------------------------- X';
const WHITE_PASSES = 'OOXXXXXXXOXXXXXXOOXOOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- O';
const WIPED_OUT = 'XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O';

describe('the othello solver adapter', () => {
  test('is registered for the command line and the worker', () => {
    expect(SOLVERS.othello).toBe(othelloSolver);
  });

  test('solve: exact disc difference for the side to move, best moves as square names, the line', () => {
    const r = othelloSolver.solve(COURSE);
    expect(r).toMatchObject({
      ok: true,
      value: { value: 6, bestMoves: ['g7'], extra: { finished: false, objective: 'standard', empties: 11 } },
    });
    if (r.ok) expect(r.value.extra.pv).toBe('g7 h8 h7 g2 h1 b2 a2 a1 b8 b7 a8');
  });

  test("objective=course: black's discs at the end", () => {
    expect(othelloSolver.solve(COURSE, { objective: 'course' })).toMatchObject({
      ok: true,
      value: { value: 35, bestMoves: ['g7'], extra: { objective: 'course' } },
    });
    // White to move: the value is still black's count (white minimises it).
    expect(othelloSolver.solve(WIPED_OUT, { objective: 'course' })).toMatchObject({ ok: true, value: { value: 60 } });
  });

  test('a pass and a finished game', () => {
    expect(othelloSolver.solve(WHITE_PASSES)).toMatchObject({ ok: true, value: { value: -38, bestMoves: ['pass'] } });
    expect(othelloSolver.solve(WIPED_OUT)).toMatchObject({
      ok: true,
      value: { value: -64, bestMoves: [], extra: { finished: true } },
    });
  });

  test('bad positions and options give errors that name the problem', () => {
    expect(othelloSolver.solve('XO')).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION', message: expect.stringMatching(/64 squares/) } });
    expect(othelloSolver.solve(START.slice(0, 64))).toMatchObject({ ok: false, error: { message: expect.stringMatching(/side to move/) } });
    expect(readOptions(othelloSolver.options, { objective: 'max' }, 'othello')).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
    expect(othelloSolver.solve(COURSE, { hashBits: 40 })).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
    expect(othelloSolver.perft('nope', 3)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION' } });
  });

  test('perft with the Othello conventions', () => {
    expect(othelloSolver.perft(START, 8)).toEqual({ ok: true, value: 390216 });
    expect(othelloSolver.perft(WIPED_OUT, 5)).toEqual({ ok: true, value: 1 });
    expect(othelloSolver.perft(WHITE_PASSES, 1)).toEqual({ ok: true, value: 1 });
  });

  test('analyze: the exact value of every move', () => {
    const byMove = (r: ReturnType<typeof othelloSolver.analyze>) => (r.ok ? Object.fromEntries(r.value.moves.map((m) => [m.move, m.value])) : r);
    expect(byMove(othelloSolver.analyze(COURSE))).toEqual({ a2: -42, b7: -48, g7: 6, h7: -52, b8: -46 });
    expect(byMove(othelloSolver.analyze(COURSE, { objective: 'course' }))).toEqual({ a2: 11, b7: 8, g7: 35, h7: 6, b8: 9 });
  });

  test('progress reaches the control hook', () => {
    const seen: number[] = [];
    const r = othelloSolver.solve(WHITE_PASSES, { progressMs: 0 }, { onProgress: (p) => seen.push(p.nodes) });
    expect(r.ok).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((n, i) => i === 0 || n > seen[i - 1])).toBe(true);
  });
});
