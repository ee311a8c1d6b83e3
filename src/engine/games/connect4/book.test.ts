import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { OpeningBook, bookFits, canonicalKey, entryFor, lineMove, mirrorColumns, positionKey, type BookEntry } from './book.ts';
import { buildBook } from './bookBuilder.ts';
import { STANDARD, makeLayout } from './layout.ts';
import { parseMoves } from './notation.ts';
import { canPlay, play, type Connect4Position } from './position.ts';
import { Connect4Solver } from './solver.ts';

const position = (text: string) => unwrap(parseMoves(text));
const mirrorPath = (path: string) => [...path].map((d) => String(8 - Number(d))).join('');

describe('book keys', () => {
  test('the empty 7x6 board: one sentinel bit per column', () => {
    expect(positionKey(position(''))).toBe([0, 1, 2, 3, 4, 5, 6].reduce((k, c) => k + 2 ** (7 * c), 0));
  });

  test('column codes: the first player’s stones, then a marker above the top stone', () => {
    expect(positionKey(position('12')) % 128).toBe(0b11); // column 1: x, marker at row 1
    expect(positionKey(position('11')) % 128).toBe(0b101); // x, o: the module comment's example
    expect(positionKey(position('111')) % 128).toBe(0b1101); // x, o, x
    expect(Math.floor(positionKey(position('12')) / 128) % 128).toBe(0b10); // column 2: o, marker
  });

  test('the stone count, not the key, says whose turn it is; keys of different positions differ', () => {
    const seen = new Map<number, string>();
    const walk = (p: Connect4Position, depth: number) => {
      const k = positionKey(p);
      const before = seen.get(k);
      if (before !== undefined) {
        // Only transpositions share a key: the same stones, in another order.
        expect([...position(before).mask, ...position(before).current]).toEqual([...p.mask, ...p.current]);
      } else seen.set(k, p.path);
      if (depth > 0) for (let c = 0; c < 7; c++) if (canPlay(p, c)) walk(play(p, c), depth - 1);
    };
    walk(position(''), 4);
    expect(seen.size).toBe(1 + 7 + 49 + 238 + 1120);
  });

  test('a position and its mirror image share the canonical key', () => {
    for (const path of ['1', '4453', '1234567', '7766554', '44444']) {
      const a = canonicalKey(position(path));
      const b = canonicalKey(position(mirrorPath(path)));
      expect(a.key).toBe(b.key);
      expect(positionKey(position(path), true)).toBe(positionKey(position(mirrorPath(path))));
    }
    expect(canonicalKey(position('1')).mirrored).toBe(false);
    expect(canonicalKey(position('7')).mirrored).toBe(true);
  });

  test('mirrored column sets and the line move', () => {
    expect(mirrorColumns(0b0000011, 7)).toBe(0b1100000);
    expect(mirrorColumns(0b0001000, 7)).toBe(0b0001000);
    expect(lineMove(0b0010100, 7, false)).toBe(2); // columns 3 and 5 (0-based 2, 4): the left one
    expect(lineMove(0b0010100, 7, true)).toBe(4); // the same choice, seen in the mirror
    expect(lineMove(0b1000000, 7, false)).toBe(6);
  });

  test('which sizes fit a record', () => {
    expect(bookFits(unwrap(makeLayout(STANDARD)))).toBe(true);
    expect(bookFits(unwrap(makeLayout({ width: 8, height: 5, k: 4 })))).toBe(false);
    expect(bookFits(unwrap(makeLayout({ width: 7, height: 7, k: 4 })))).toBe(false);
  });
});

describe('book files', () => {
  const entries: BookEntry[] = [
    entryFor(position(''), 1, [3]),
    entryFor(position('7'), -1, [3]), // stored as its mirror, '1'
    entryFor(position('4455'), 5, [2, 5]),
  ];
  const bytes = OpeningBook.write({ ...STANDARD, maxPly: 6 }, entries);

  test('write then read gives the same entries, sorted by key', () => {
    expect(bytes.length).toBe(8 + 8 * entries.length);
    const book = unwrap(OpeningBook.read(bytes));
    expect(book.size).toBe(3);
    expect(book.entries()).toEqual([...entries].sort((a, b) => a.key - b.key));
    expect([book.width, book.height, book.k, book.maxPly]).toEqual([7, 6, 4, 6]);
  });

  test('lookup mirrors the stored answer back', () => {
    const book = unwrap(OpeningBook.read(bytes));
    expect(book.lookup(position(''))).toEqual({ score: 1, best: [3], line: 3 });
    expect(book.lookup(position('1'))).toEqual({ score: -1, best: [3], line: 3 });
    expect(book.lookup(position('4455'))).toEqual({ score: 5, best: [2, 5], line: 2 });
    expect(book.lookup(position('4433'))).toEqual({ score: 5, best: [1, 4], line: 4 });
    expect(book.lookup(position('44'))).toBeNull();
    expect(book.lookup(position('445566'))).toBeNull(); // ply 6: beyond the book
    expect(book.lookup(position('6x5k4:'))).toBeNull(); // another size
  });

  test.each([
    ['too short', new Uint8Array([0x43, 0x34]), 'does not start with C4B1'],
    ['another magic', new Uint8Array([1, 2, 3, 4, 7, 6, 4, 2]), 'does not start with C4B1'],
    ['a cut record', new Uint8Array([0x43, 0x34, 0x42, 0x31, 7, 6, 4, 2, 1, 2, 3]), '3 bytes follow it'],
  ])('a broken file is refused: %s', (_name, data, message) => {
    const r = OpeningBook.read(data);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain(message);
  });

  test('records out of order are refused', () => {
    const swapped = bytes.slice();
    swapped.set(bytes.subarray(16, 24), 8);
    swapped.set(bytes.subarray(8, 16), 16);
    const r = OpeningBook.read(swapped);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('book record 1 is out of order (keys must increase)');
  });
});

describe('building a book (5x4, four in a row, to ply 8)', () => {
  const layout = unwrap(makeLayout({ width: 5, height: 4, k: 4 }));
  const solver = new Connect4Solver(layout);
  const solve = (p: Connect4Position) => solver.solve(p);
  const solved: string[] = [];
  const entries = buildBook(layout, { maxPly: 8, solve, onEntry: (_e, p) => solved.push(p.path) });
  const book = unwrap(OpeningBook.read(OpeningBook.write({ ...layout.config, maxPly: 8 }, entries)));

  test('every entry is the solver’s answer for its position', () => {
    expect(entries.length).toBe(solved.length);
    for (const path of solved) {
      const fresh = solver.solve(position(`5x4k4:${path}`));
      const hit = book.lookup(position(`5x4k4:${path}`))!;
      expect({ path, score: hit.score, best: hit.best }).toEqual({ path, score: fresh.score, best: fresh.best });
    }
  });

  test('the engine never leaves the book before ply 8, whatever its opponent plays', () => {
    let checked = 0;
    const walk = (p: Connect4Position, engineToMove: boolean) => {
      if (p.isOver || p.moves >= 8) return;
      if (engineToMove) {
        const hit = book.lookup(p);
        expect(hit, p.path).not.toBeNull();
        checked++;
        expect(hit!.best).toContain(hit!.line);
        walk(play(p, hit!.line), false);
      } else for (let c = 0; c < layout.width; c++) if (canPlay(p, c)) walk(play(p, c), true);
    };
    walk(position('5x4k4:'), true);
    walk(position('5x4k4:'), false);
    expect(checked).toBeGreaterThan(entries.length); // transpositions and mirrors are met more than once
  });

  test('a resumed build solves nothing it knew; one side builds only its plies', () => {
    const known = new Map(entries.map((e) => [e.key, e]));
    const again = buildBook(layout, { maxPly: 8, known, solve: () => { throw new Error('solved again'); } });
    expect(again).toEqual(entries);
    const first = buildBook(layout, { maxPly: 8, known, engineSide: 'first', solve: () => { throw new Error('solved again'); } });
    const second = buildBook(layout, { maxPly: 8, known, engineSide: 'second', solve: () => { throw new Error('solved again'); } });
    expect(first.length + second.length).toBe(entries.length);
    expect(first.every((e) => entries.includes(e))).toBe(true);
  });

  test('builds split by the opponent’s first move add up to the whole side', () => {
    const known = new Map(entries.map((e) => [e.key, e]));
    const never = () => { throw new Error('solved again'); };
    const keys = (engineSide: 'first' | 'second', openingReplies?: number[]) =>
      new Set(buildBook(layout, { maxPly: 8, known, engineSide, openingReplies, solve: never }).map((e) => e.key));
    for (const side of ['first', 'second'] as const) {
      const whole = keys(side);
      // On 5 columns: 0 stands for 0 and 4, 1 for 1 and 3, 2 for itself.
      const parts = [keys(side, [0]), keys(side, [1]), keys(side, [2])];
      const union = new Set(parts.flatMap((s) => [...s]));
      expect(union).toEqual(whole);
      expect(parts.every((s) => s.size < whole.size)).toBe(true);
      expect(keys(side, [4])).toEqual(parts[0]); // a column stands for its mirror image
    }
    expect(() => buildBook(layout, { maxPly: 2, openingReplies: [0], solve: never })).toThrow('one-sided');
  });
});
