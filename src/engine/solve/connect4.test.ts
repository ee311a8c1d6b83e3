import { describe, expect, test } from 'vitest';
import { unwrap } from '../core/result.ts';
import { OpeningBook, entryFor } from '../games/connect4/book.ts';
import { STANDARD } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { SOLVERS } from '../registry.ts';
import { connect4Solver as adapter } from './connect4.ts';
import { readOptions } from './options.ts';

describe('the connect4 solver adapter', () => {
  test('is registered', () => {
    expect(SOLVERS.connect4).toBe(adapter);
  });

  test('solve: exact value and 1-based best columns (End-Easy line 1: -1 for the side to move)', () => {
    const r = adapter.solve('2252576253462244111563365343671351441', {});
    expect(r.ok && r.value.value).toBe(-1);
    expect(r.ok && r.value.bestMoves.every((c) => typeof c === 'number' && c >= 1 && c <= 7)).toBe(true);
    expect(r.ok && r.value.extra).toMatchObject({ size: '7x6k4', moves: 37, toMove: 'second', weak: false });
  });

  test('solve --weak true gives the sign only', () => {
    const r = adapter.solve('2252576253462244111563365343671351441', { weak: true });
    expect(r.ok && r.value.value).toBe(-1);
    // Weak: every winning column is best, not only the fastest win.
    const w = adapter.solve('444444121212', { weak: true });
    expect(w.ok && w.value.value).toBe(1);
    expect(w.ok && w.value.bestMoves).toContain(1);
  });

  test('another size, by prefix', () => {
    const r = adapter.solve('4x4k4:', {});
    expect(r.ok && r.value).toMatchObject({ value: 0, bestMoves: [1, 2, 3, 4] });
    expect(adapter.solve('6x4:', {})).toMatchObject({ ok: true, value: { value: -1 } });
  });

  test('a finished game', () => {
    expect(adapter.solve('1212121', {})).toMatchObject({ ok: true, value: { value: -18, bestMoves: [], extra: { finished: true } } });
  });

  test('analyze: one score per open column, none for a full column', () => {
    const r = adapter.analyze('444444121212', {});
    expect(r.ok && r.value.moves.map((m) => m.move)).toEqual([1, 2, 3, 5, 6, 7]); // column 4 is full
    expect(r.ok && r.value.moves[0]).toEqual({ move: 1, value: 15 });
  });

  test('with a book: answers from it at once, keeps the solver for the rest', () => {
    // A made-up book (wrong scores on purpose, but scores these positions could have): the answers must come from it.
    const endEasy = '2252576253462244111563365343671351441'; // really -1; with 37 stones, at most 3
    const entries = [entryFor(unwrap(parseMoves('7')), 9, [0, 3]), entryFor(unwrap(parseMoves(endEasy)), 2, [2])];
    const book = unwrap(OpeningBook.read(OpeningBook.write({ ...STANDARD, maxPly: 40 }, entries)));
    const withBook = { resources: { book } };
    {
      // '1' is the mirror image of '7': the columns come back mirrored.
      expect(adapter.solve('1', {}, withBook)).toMatchObject({ ok: true, value: { value: 9, bestMoves: [4, 7], nodes: 0, extra: { book: true, line: 4, moves: 1 } } });
      expect(adapter.solve('7', {}, withBook)).toMatchObject({ ok: true, value: { bestMoves: [1, 4], extra: { line: 4 } } });
      expect(adapter.solve(endEasy, {}, withBook)).toMatchObject({ ok: true, value: { value: 2, extra: { book: true } } });
      expect(adapter.solve(endEasy, { weak: true }, withBook)).toMatchObject({ ok: true, value: { value: -1 } }); // weak: no book
      expect(adapter.solve(endEasy, { book: false }, withBook)).toMatchObject({ ok: true, value: { value: -1 } });
      expect(adapter.solve('1212121', {}, withBook)).toMatchObject({ ok: true, value: { value: -18 } }); // not in the book
      expect(readOptions(adapter.options, { book: 'maybe' }, 'connect4')).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
      // Analysis: the column leading to a book position is read (minus the
      // book's made-up 2), the others are searched.
      const before = endEasy.slice(0, -1);
      const last = Number(endEasy.at(-1));
      const plain = adapter.analyze(before, { book: false }, withBook);
      const booked = adapter.analyze(before, {}, withBook);
      if (!plain.ok || !booked.ok) throw new Error('analysis failed');
      const expected = plain.value.moves.map((m) => (m.move === last ? { ...m, value: -2 } : m));
      expect(booked.value).toMatchObject({ moves: expected, extra: { bookColumns: [last] } });
      expect(plain.value.extra).toEqual({});
    }
  });

  test('perft from the empty board', () => {
    expect(adapter.perft('', 4)).toEqual({ ok: true, value: 2401 });
    expect(adapter.perft('1212121', 3)).toEqual({ ok: true, value: 0 });
    expect(adapter.perft('3x3k3:', 0)).toEqual({ ok: true, value: 1 });
  });

  test.each([
    ['4a', 'ERR_NOTATION', /move 2 is 'a'/],
    ['4444444', 'ERR_ILLEGAL_MOVE', /move 7 \(column 4\)/],
    ['12121212', 'ERR_ALREADY_OVER', /move 8/],
    ['7x6k9:', 'ERR_SIZE', /cannot fit/],
  ])('refuses %s with %s', (position, code, message) => {
    expect(adapter.solve(position, {})).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
  });

  test('bad options are named', () => {
    expect(readOptions(adapter.options, { weak: 'maybe' }, 'connect4')).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
    expect(adapter.solve('44', { tableBits: 40 })).toMatchObject({ ok: false, error: { code: 'ERR_RANGE' } });
    expect(readOptions(adapter.options, { weak: 'true=false' }, 'connect4')).toMatchObject({ ok: false, error: { message: "--weak must be true or false, not 'true=false'" } });
    expect(readOptions(adapter.options, { quick: 'true' }, 'connect4')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^connect4 has no option --quick/) } });
  });

  test('progress goes to the SolveContext, and a throwing hook cancels', () => {
    const seen: number[] = [];
    const control = {
      onProgress(p: { nodes: number }) {
        seen.push(p.nodes);
        throw new Error('stop');
      },
      budget: { maxSeconds: 3600 }, // '4' is out of reach without one
    };
    expect(() => adapter.solve('4', { weak: true }, control)).toThrow(/stop/);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeGreaterThan(0);
  });
});
