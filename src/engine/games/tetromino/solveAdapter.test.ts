import { describe, expect, test } from 'vitest';
import { SOLVERS } from '../../registry.ts';
import { readOptions } from '../../solve/options.ts';
import { tetrominoSolver } from '../../solve/tetromino.ts';
import { START_NODES } from './costTable.ts';
import { START_NOTATION } from './notation.ts';

// The adapter behind `npm run -s engine -- solve|analyze|perft tetromino ...` and the solve worker.

const EMPTY = '.'.repeat(40);
// A position 4 placements into the tie line of solver.test.ts (value 0).
const TIE_4 = 'xx...xx.....x...xx.x.x..x.xx.x..xxx..... ILT/LOT';

describe('tetromino solver adapter', () => {
  test('is registered', () => {
    expect(SOLVERS.tetromino).toBe(tetrominoSolver);
  });

  test('the start: value -1 for the side to move, every move loses so best=all lists every move; progress reported', () => {
    const seen: number[] = [];
    const r = tetrominoSolver.solve(START_NOTATION, { best: 'all' }, { onProgress: (p) => seen.push(p.nodes) });
    expect(seen.length).toBeGreaterThan(0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.value).toBe(-1);
    expect(r.value.bestMoves).toHaveLength(429);
    expect(r.value.nodes).toBeGreaterThan(100_000);
    expect(r.value.extra).toMatchObject({ bestMove: expect.stringMatching(/^[IJLOSZT]\d@[a-e][1-8]$/), tableBytes: 8 * 2 ** 16 });
  });

  test('best moves are exactly the moves the analysis values at the position’s value', () => {
    const solved = tetrominoSolver.solve(TIE_4, { best: 'all' });
    const analysed = tetrominoSolver.analyze(TIE_4);
    expect(solved.ok && analysed.ok).toBe(true);
    if (!solved.ok || !analysed.ok) return;
    expect(solved.value.value).toBe(0);
    const values = Object.fromEntries(analysed.value.moves.map((m) => [m.move, m.value]));
    expect(Math.max(...Object.values(values))).toBe(0);
    expect(solved.value.bestMoves).toEqual(Object.keys(values).filter((k) => values[k] === 0));
    expect(solved.value.bestMoves).toEqual(['I1@b8', 'J2@a3', 'T3@a6']);
    // By default, one of them.
    const one = tetrominoSolver.solve(TIE_4);
    expect(one.ok && one.value.bestMoves.length === 1 && solved.value.bestMoves.includes(one.value.bestMoves[0])).toBe(true);
  });

  test('analyze from the start: every first move loses, known from the one solve of the start', () => {
    const analysed = tetrominoSolver.analyze(START_NOTATION);
    expect(analysed.ok).toBe(true);
    if (!analysed.ok) return;
    expect(analysed.value.moves).toHaveLength(429);
    expect(new Set(analysed.value.moves.map((m) => m.value))).toEqual(new Set([-1]));
    expect(analysed.value.moves[0]).toEqual({ move: 'I0@a1', value: -1 });
    // Exactly the positions of one solve of the start (the search-cost table's solver row).
    expect(analysed.value.nodes).toBe(START_NODES.solver);
  });

  test('finished positions need no search', () => {
    const checkerboard = Array.from({ length: 40 }, (_, i) => ((Math.floor(i / 5) + (i % 5)) % 2 === 0 ? '.' : 'x')).join('');
    expect(tetrominoSolver.solve(`${checkerboard} IL/IL`)).toEqual({
      ok: true,
      value: { value: -1, bestMoves: [], nodes: 1, extra: { finished: true, ending: 'stuck' } },
    });
    expect(tetrominoSolver.solve('x'.repeat(40) + ' -/-')).toMatchObject({ ok: true, value: { value: 0, extra: { ending: 'tie' } } });
  });

  test.each([
    [`${EMPTY} ILOST/ILOSJ`, /'J'.*not a piece/],
    [`${EMPTY.slice(1)} ILOST/ILOST`, /40 cells.*39 characters/],
    [`${EMPTY} ILOOT/ILOST`, /holds O twice/],
    ['x'.repeat(28) + '.'.repeat(12) + ' ILO/ILO', /6 pieces \(24 cells\) but only 12/],
  ])('bad input %j is refused with a clear message', (text, message) => {
    expect(tetrominoSolver.solve(text)).toMatchObject({ ok: false, error: { message: expect.stringMatching(message) } });
    expect(tetrominoSolver.perft(text, 1)).toMatchObject({ ok: false });
  });

  test('perft from the start', () => {
    expect(tetrominoSolver.perft(START_NOTATION, 1)).toEqual({ ok: true, value: 429 });
    expect(tetrominoSolver.perft(START_NOTATION, 2)).toEqual({ ok: true, value: 127164 });
  });

  test('the options are checked', () => {
    expect(tetrominoSolver.solve(TIE_4, { tableBits: 40 })).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
    expect(readOptions(tetrominoSolver.options, { best: 'some' }, 'tetromino')).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
    const r = tetrominoSolver.solve('xx...xx' + '.'.repeat(33) + ' ILOST/ILST', { tableBits: 16 });
    expect(r).toMatchObject({ ok: true, value: { value: 1, extra: { tableSlots: 2 ** 16 } } });
  });
});
