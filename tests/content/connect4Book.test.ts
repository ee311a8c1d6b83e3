/**
 * The opening book the site ships (`public/books/connect4-7x6.bin`, made by
 * `npm run book`, see the README): it must be whole to its depths, agree with
 * the known values of the first moves, and agree with the solver.
 */

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../src/engine/core/result.ts';
import { OpeningBook, canonicalKey, type BookHit } from '../../src/engine/games/connect4/book.ts';
import { HEADER_BYTES, RECORD_BYTES } from '../../src/engine/games/connect4/bookFormat.ts';
import { parseMoves } from '../../src/engine/games/connect4/notation.ts';
import { canPlay, play, type Connect4Position } from '../../src/engine/games/connect4/position.ts';
import { Connect4Solver } from '../../src/engine/games/connect4/solver.ts';

/** The engine's positions it covers: fewer stones than this, per side. */
const DEPTH = { first: 14, second: 13 } as const;

const bytes = readFileSync(new URL('../../public/books/connect4-7x6.bin', import.meta.url));
const book = unwrap(OpeningBook.read(bytes));
const position = (moves: string) => unwrap(parseMoves(moves));

interface Met {
  p: Connect4Position;
  hit: BookHit;
}

/**
 * Follows the book's strategy for one side, every reply of the opponent:
 * each engine position met once (transpositions and mirrors merged).
 */
function walk(engineFirst: boolean): Map<number, Met> {
  const met = new Map<number, Met>();
  const visit = (p: Connect4Position, engineToMove: boolean) => {
    if (p.isOver) return;
    if (!engineToMove) {
      for (let c = 0; c < 7; c++) if (canPlay(p, c)) visit(play(p, c), true);
      return;
    }
    const { key } = canonicalKey(p);
    if (met.has(key)) return;
    if (p.moves >= DEPTH[engineFirst ? 'first' : 'second']) return;
    const hit = book.lookup(p);
    expect(hit, `'${p.path}' is missing`).not.toBeNull();
    met.set(key, { p, hit: hit! });
    visit(play(p, hit!.line), false);
  };
  visit(position(''), engineFirst);
  return met;
}

describe('the shipped 7x6 opening book', () => {
  const first = walk(true);
  const second = walk(false);

  test('holds exactly the positions of both strategies, no more', () => {
    expect([book.width, book.height, book.k]).toEqual([7, 6, 4]);
    expect(book.maxPly).toBe(Math.max(DEPTH.first, DEPTH.second));
    expect(first.size + second.size).toBe(book.size);
    expect(bytes.length).toBe(HEADER_BYTES + RECORD_BYTES * book.size);
    expect(bytes.length).toBe(188_496);
  });

  test('the empty board: a first-player win with the last stone, centre only', () => {
    expect(book.lookup(position(''))).toEqual({ score: 1, best: [3], line: 3 });
  });

  test('after each first move, the second player scores 2 1 0 -1 0 1 2 (the empty board analysed)', () => {
    const scores = [1, 2, 3, 4, 5, 6, 7].map((c) => book.lookup(position(String(c)))?.score);
    expect(scores).toEqual([2, 1, 0, -1, 0, 1, 2]);
  });

  test('the engine never does worse than its score: two plies on, the score is as high or higher', () => {
    for (const side of [first, second]) {
      for (const { p, hit } of side.values()) {
        const next = play(p, hit.line);
        for (let c = 0; c < 7; c++) {
          if (!canPlay(next, c)) continue;
          const after = play(next, c);
          const later = after.isOver ? null : book.lookup(after);
          if (later) expect(later.score, after.path).toBeGreaterThanOrEqual(hit.score);
        }
        expect(hit.best).toContain(hit.line);
      }
    }
  });

  // Re-solving a sample: many of the deepest positions, a few from two plies
  // up (the shallower ones took the solver minutes each).
  const atPly = (m: Map<number, Met>, ply: number, n: number) =>
    [...m.values()]
      .filter((x) => x.p.moves === ply)
      .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / n)) === 0)
      .slice(0, n)
      .map((x) => [x.p.path, x] as const);
  const sample = [...atPly(first, 12, 8), ...atPly(first, 10, 3), ...atPly(second, 11, 8), ...atPly(second, 9, 3)];
  const solver = new Connect4Solver(position('').layout);
  test.each(sample)('agrees with the solver at %s', (_path, { p, hit }) => {
    solver.reset();
    const s = solver.solve(p);
    expect({ score: hit.score, best: hit.best }).toEqual({ score: s.score, best: s.best });
  });
});
