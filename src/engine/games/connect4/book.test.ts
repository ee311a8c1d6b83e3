import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { crc32 } from '../../core/crc32.ts';
import { OpeningBook, bookFits, canonicalKey, entryFor, lineMove, mirrorColumns, positionKey, type BookEntry } from './book.ts';
import { buildBook } from './bookBuilder.ts';
import { packRecord, scoreBounds, writeHeader } from './bookFormat.ts';
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
    expect(bytes.length).toBe(16 + 8 * entries.length);
    expect([...bytes.subarray(0, 4)]).toEqual([...'C4B2'].map((c) => c.charCodeAt(0)));
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

  test('the score bounds: no win before the winner’s k-th stone, nor before its next one', () => {
    expect(scoreBounds(42, 4, 0)).toEqual({ min: -18, max: 18 }); // 7x6: the "no score can pass 18"
    expect(scoreBounds(42, 4, 1)).toEqual({ min: -18, max: 18 });
    expect(scoreBounds(42, 4, 37)).toEqual({ min: -2, max: 3 }); // the second player's 19th stone, or the first's 20th
    expect(scoreBounds(42, 4, 41)).toEqual({ min: 0, max: 1 }); // the last cell is the second player's
  });
});

/**
 * Tampered books, each built to fail one check (the records' checksum
 * recomputed where the tampering is in the records, so that the check under
 * test is the one that fires): every one is refused, with its reason.
 */
describe('a book that is not a good book is refused when read', () => {
  const key = (path: string) => canonicalKey(position(path)).key;
  const record = (k: number, score: number, best: number) => packRecord(k, score, best);
  /** A book file from raw records, with a correct count and checksum unless told otherwise. */
  function raw(records: readonly [number, number][], header: { width?: number; height?: number; k?: number; maxPly?: number; count?: number } = {}) {
    const body = new Uint8Array(8 * records.length);
    const view = new DataView(body.buffer);
    records.forEach(([hi, lo], i) => {
      view.setUint32(8 * i, hi, true);
      view.setUint32(8 * i + 4, lo, true);
    });
    const { width = 7, height = 6, k = 4, maxPly = 6, count = records.length } = header;
    const head = writeHeader({ width, height, k }, maxPly, count, crc32(body));
    return Uint8Array.from([...head, ...body]);
  }
  const good = [record(key(''), 1, 0b1000), record(key('4455'), 5, 0b0100100)] as const;
  const tampered = (f: (b: Uint8Array) => void) => {
    const b = raw(good);
    f(b);
    return b;
  };

  test('the untampered file is read', () => {
    expect(unwrap(OpeningBook.read(raw(good))).size).toBe(2);
  });

  test.each([
    ['too short', new Uint8Array([0x43, 0x34]), 'not a Connect Four book: the file does not start with C4B'],
    ['another magic', new Uint8Array([1, 2, 3, 4, 7, 6, 4, 2]), 'not a Connect Four book: the file does not start with C4B'],
    ['version 1', tampered((b) => (b[3] = 0x31)), 'book format version 1 is not read here (this engine reads version 2: rebuild the book with npm run book -- write)'],
    ['a cut header', raw(good).slice(0, 12), "the book's header is cut: 12 bytes instead of 16"],
    ['an impossible board', raw(good, { width: 10 }), "the book's board is impossible: width 10 is not supported: use 1..9 columns"],
    ['a board no record fits', raw(good, { width: 7, height: 7 }), 'a book cannot be made for the 7x7k4 board (its keys do not fit a record)'],
    ['depth 0', raw(good, { maxPly: 0 }), "the book's depth 0 does not fit the 7x6k4 board (1 to 42)"],
    ['no records', raw([]), 'the book holds no records'],
    ['truncated', raw(good).slice(0, 16 + 12), "the book's header announces 2 records (16 bytes), but 12 bytes follow it: the file is cut"],
    ['a count that says less', raw(good, { count: 1 }), "the book's header announces 1 records (8 bytes), but 16 bytes follow it"],
    ['a byte changed (wrong CRC)', tampered((b) => (b[16 + 8 + 4] ^= 1)), "the book's checksum is wrong: its records are damaged"],
    ['records out of order', raw([good[1], good[0]]), 'book record 1 is out of order (keys must increase, each once)'],
    ['a key twice', raw([good[0], good[0]]), 'book record 1 is out of order (keys must increase, each once)'],
    ['an out-of-range score', raw([record(key(''), 31, 0b1000)]), 'book record 0 has score 31, out of the range -18..18 a position of 0 stones can have on 7x6k4'],
    ['a score beyond the board', raw([record(key('4455'), -19, 0b1000)]), 'book record 0 has score -19, out of the range -18..18 a position of 4 stones can have on 7x6k4'],
    ['a score too high for its stones', raw([record(key('2252576253462244111563365343671351441'), 4, 0b1000)], { maxPly: 40 }), 'book record 0 has score 4, out of the range -2..3 a position of 37 stones can have on 7x6k4'],
    ['a column without its marker', raw([record(key('') - 1, 0, 0b1000)]), 'book record 0 has no marker in column 1: its key is not a position'],
    ['first-player stones only', raw([record(key('') + 6, 0, 0b1000)]), 'book record 0 is not a position of the game: the first player has 2 of its 2 stones'],
    ['a position past the book’s depth', raw([record(key('445566'), 0, 0b1000)]), 'book record 0 holds 6 stones, but the book stops before ply 6'],
    ['a position stored as its mirror image', raw([record(positionKey(position('7')), 0, 0b1000)]), 'book record 0 is stored the wrong way round (a position is stored as the smaller of it and its mirror image)'],
    ['no best column', raw([record(key(''), 1, 0)]), 'book record 0 has best-column bits 0: none, or beyond the 7 columns'],
    ['its reserved bits set', raw([[record(key(''), 1, 0b1000)[0], record(key(''), 1, 0b1000)[1] | (1 << 13)]]), 'book record 0 has its reserved bits set'],
  ])('%s', (_what, data, message) => {
    expect(OpeningBook.read(data)).toEqual({ ok: false, error: expect.objectContaining({ code: 'ERR_NOTATION', message }) });
  });

  test('a best column beyond a narrow board', () => {
    const narrow = (path: string) => positionKey(unwrap(parseMoves(`5x4k4:${path}`)));
    const data = raw([record(narrow(''), 0, 0b100000)], { width: 5, height: 4, maxPly: 4 });
    expect(OpeningBook.read(data)).toMatchObject({ ok: false, error: { message: 'book record 0 has best-column bits 100000: none, or beyond the 5 columns' } });
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
