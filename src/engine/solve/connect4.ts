/**
 * @packageDocumentation
 * The Connect Four solver behind the CLI, the solve worker and the tests.
 *
 * Positions are move strings (`4453`, or `6x5k4:3342` for another size, see
 * `games/connect4/notation.ts`). `value` is the exact score of the public test
 * sets (0 draw, positive when the side to move wins, larger when it wins
 * sooner), `bestMoves` the 1-based columns that achieve it. `analyze` gives the
 * score of every column (index 0 is column 1), null for a full column.
 *
 * Options (strings, from a command line or a URL):
 * - `weak`: `true` for win/draw/loss only (-1, 0, 1), much faster;
 * - `tableBits`: log2 of the transposition table's entries (default 23);
 * - `keep`: `true` to keep the table from the previous call of the same size
 *   (faster when analysing a game move after move; node counts then depend on
 *   history), otherwise it is emptied first.
 * - `book`: `false` to ignore the opening book. With a book registered
 *   (`useConnect4Book`) a strong `solve` of a position in it answers from the
 *   book at once: `nodes` is 0, `extra.book` is true and `extra.line` the
 *   column the book's lines follow (a best move that keeps the game in it).
 *   `analyze` takes from the book every column whose reply position it
 *   holds, and lists those columns in `extra.book`.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import type { OpeningBook } from '../games/connect4/book.ts';
import { sizeName } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { canPlay, play } from '../games/connect4/position.ts';
import { sharedSolver, type Connect4Solver } from '../games/connect4/solver.ts';
import type { SolveControl, SolveOptions, SolverAdapter } from './types.ts';

interface Parsed {
  weak: boolean;
  keep: boolean;
  book: boolean;
  tableBits: number | undefined;
}

let openingBook: OpeningBook | null = null;

/** Where the site serves the 7x6 book, from its base URL (`npm run book -- write` makes it). */
export const CONNECT4_BOOK_PATH = 'books/connect4-7x6.bin';

/** Registers the opening book that `solve` answers from (null: none). */
export function useConnect4Book(book: OpeningBook | null): void {
  openingBook = book;
}

function flag(options: SolveOptions, name: string): Result<boolean> {
  const v = options[name];
  if (v === undefined || v === 'false' || v === '0') return ok(false);
  if (v === 'true' || v === '1' || v === '') return ok(true);
  return err(engineError('ERR_RANGE', `--${name} must be true or false, not '${v}'`));
}

function readOptions(options: SolveOptions = {}): Result<Parsed> {
  const weak = flag(options, 'weak');
  if (!weak.ok) return weak;
  const keep = flag(options, 'keep');
  if (!keep.ok) return keep;
  const book = options.book === undefined ? ok(true) : flag(options, 'book');
  if (!book.ok) return book;
  let tableBits: number | undefined;
  if (options.tableBits !== undefined) {
    tableBits = Number(options.tableBits);
    if (!Number.isInteger(tableBits) || tableBits < 10 || tableBits > 27) {
      return err(engineError('ERR_RANGE', `--tableBits must be a whole number 10..27, not '${options.tableBits}'`));
    }
  }
  return ok({ weak: weak.value, keep: keep.value, book: book.value, tableBits });
}

function prepare(solver: Connect4Solver, opts: Parsed, control?: SolveControl): void {
  if (!opts.keep) solver.reset();
  const report = control?.onProgress;
  solver.onProgress = report ? (p) => report.call(control, { nodes: p.nodes, detail: p.detail }) : null;
}

export const connect4Solver: SolverAdapter = {
  id: 'connect4',
  notation: 'moves from the empty board as 1-based column digits, e.g. 4453; another size as a prefix, e.g. 6x5k4:3342',

  solve(position, options, control) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    const opts = readOptions(options);
    if (!opts.ok) return opts;
    const p = pos.value;
    const extra = {
      size: sizeName(p.layout.config),
      moves: p.moves,
      toMove: p.moves % 2 === 0 ? 'first' : 'second',
      weak: opts.value.weak,
      ...(p.isOver ? { finished: true } : {}),
    };
    const hit = opts.value.book && !opts.value.weak ? openingBook?.lookup(p) : null;
    if (hit) return ok({ value: hit.score, bestMoves: hit.best.map((c) => c + 1), nodes: 0, extra: { ...extra, book: true, line: hit.line + 1 } });
    const solver = sharedSolver(p.layout, opts.value.tableBits);
    prepare(solver, opts.value, control);
    const r = solver.solve(p, { weak: opts.value.weak });
    return ok({
      value: r.score,
      bestMoves: r.best.map((c) => c + 1),
      nodes: r.nodes,
      extra,
    });
  },

  perft(position, depth) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    if (!Number.isInteger(depth) || depth < 0) return err(engineError('ERR_RANGE', `depth must be a whole number >= 0, got ${depth}`));
    return ok(sharedSolver(pos.value.layout).perft(pos.value, depth));
  },

  analyze(position, options, control) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    const opts = readOptions(options);
    if (!opts.ok) return opts;
    const p = pos.value;
    const solver = sharedSolver(p.layout, opts.value.tableBits);
    prepare(solver, opts.value, control);
    // A column whose reply position the book holds is known at once: its
    // score is minus the book's score of that position.
    const fromBook: number[] = [];
    const book = opts.value.book && !opts.value.weak ? openingBook : null;
    const known = (c: number): number | undefined => {
      if (!book || !canPlay(p, c)) return undefined;
      const hit = book.lookup(play(p, c));
      if (!hit) return undefined;
      fromBook.push(c + 1);
      return -hit.score;
    };
    const r = solver.analyze(p, { weak: opts.value.weak, known });
    return ok({ moves: r.scores, nodes: r.nodes, ...(fromBook.length > 0 ? { extra: { book: fromBook } } : {}) });
  },
};
