/**
 * @packageDocumentation
 * Connect Four's solver: the strong solver of `games/connect4/`, with the
 * opening book as an optional resource.
 *
 * Positions are move strings (`4453`, or `6x5k4:3342` for another size, see
 * `games/connect4/notation.ts`). `value` is the exact score of the public test
 * sets (0 draw, positive when the side to move wins, larger when it wins
 * sooner); moves are 1-based columns, as in the notation.
 *
 * Options:
 * - `weak`: win/draw/loss only (-1, 0, 1), much faster;
 * - `tableBits`: log2 of the transposition table's entries;
 * - `keep`: keep the table from the previous call of the same size (faster
 *   when analysing a game move after move; node counts then depend on
 *   history), otherwise it is emptied first;
 * - `book`: false to ignore the opening book.
 *
 * The book (resource `book`, `public/books/connect4-7x6.bin`): a strong solve
 * of a position it holds answers at once (`nodes` 0, `extra.book` true,
 * `extra.line` the column the book's lines follow); an analysis takes from it
 * every column whose reply position it holds (`extra.bookColumns`). Without
 * it every answer is searched, which near the start of 7×6 takes minutes.
 *
 * What is in reach, and why: `connect4Reach.ts`.
 */

import { ok } from '../core/result.ts';
import { OpeningBook } from '../games/connect4/book.ts';
import { MAX_HEIGHT, MAX_WIDTH, sizeName } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { canPlay, play, type Connect4Position } from '../games/connect4/position.ts';
import { sharedTable, sharedTableWords } from '../games/connect4/bitSolver.ts';
import { sharedSolver, tableSolver, type Connect4Solver } from '../games/connect4/solver.ts';
import { CONNECT4_LIMITS, CONNECT4_REACH, connect4Estimate, connect4PerftReach } from './connect4Reach.ts';
import { defineSolver } from './define.ts';
import { MOVES_OPTION, pickMoves } from './moveSubset.ts';
import type { OptionsOf } from './options.ts';
import type { SharedTable, SolveContext } from './types.ts';

const OPTIONS = {
  weak: { kind: 'flag', doc: 'win/draw/loss only (-1, 0, 1), much faster' },
  tableBits: { kind: 'int', min: 10, max: 27, doc: "log2 of the transposition table's entries" },
  keep: { kind: 'flag', doc: 'keep the table from the previous call of the same size' },
  book: { kind: 'flag', doc: 'answer from the opening book where it can (default true)' },
  moves: MOVES_OPTION,
} as const;

export type Connect4Options = OptionsOf<typeof OPTIONS>;

export interface Connect4Resources {
  readonly book: OpeningBook;
}

export interface Connect4SolveExtra {
  /** e.g. "7x6k4". */
  readonly size: string;
  /** Stones on the board. */
  readonly moves: number;
  readonly toMove: 'first' | 'second';
  readonly weak: boolean;
  readonly finished?: true;
  /** The answer came from the opening book. */
  readonly book?: true;
  /** With `book`: the best column the book's own lines follow. */
  readonly line?: number;
}

export interface Connect4AnalysisExtra {
  /** Columns whose score was read from the opening book, 1-based. */
  readonly bookColumns?: readonly number[];
}

/** The shipped 7×6 book: where the site serves it, and what a good copy looks like. */
export const CONNECT4_BOOK = {
  name: 'book',
  path: 'books/connect4-7x6.bin',
  bytes: 188_496, // version 2 of the format (`bookFormat.ts`): 16-byte header, 23,560 records
  crc32: 0x30faf85c,
  title: 'the opening book',
  decode: (bytes: Uint8Array) => OpeningBook.read(bytes),
} as const;

/**
 * Entries of the table a split's workers share: 2^21, 16 MB. A bigger table
 * misses the caches more, a smaller one holds too little. Every column on
 * two Node threads against one analysis on one (medians, 5 to 9 runs):
 * 32164625 (4.8 million positions) 1.61x on 2^22, 1.87 on 2^21, 1.91 on
 * 2^20, 1.49 on 2^19, against 1.49 with a table per worker; 4453321 (36
 * million) 1.67 on 2^21, 1.45 on 2^20, 1.51 with a table per worker.
 * A small analysis would rather have a small table: 33443436 (0.97 million)
 * took 137 ms on 2^21 reused, 95 on a new 2^17, 118 with a table per worker
 * (which start at 2^17 and grow). Its size is not known in advance (the
 * columns' first probes cost the same for these two positions), so the split
 * takes the size that serves the long analyses, where the time goes.
 */
const SHARED_TABLE_BITS = 21;

/** The columns an analysis lists (0-based), in its order: every playable column, none when the game is over. */
export const connect4Moves = (p: Connect4Position): number[] =>
  p.isOver ? [] : Array.from({ length: p.layout.width }, (_, c) => c).filter((c) => canPlay(p, c));

/** Does a job with these options read the book? (Strong jobs only, unless `book` is false.) */
export const useBook = (o: Pick<Connect4Options, 'book' | 'weak'>): boolean => (o.book ?? true) && !o.weak;

/**
 * An empty table for the workers of a split analysis of `position` to share
 * (of 2^SHARED_TABLE_BITS entries, or `tableBits` when smaller): `reuse`
 * emptied when it has that size, else a new one. Undefined where there is no
 * SharedArrayBuffer (a page that is not cross-origin isolated), or for a
 * position the fast kernel does not play.
 *
 * Reuse pays: a new buffer is paged in by the workers' first probes, inside
 * the job's time. Every column of 33443436 (one analysis: 0.97 million
 * positions, 177 ms) on two Node threads took 182 ms on a new table of 2^21
 * entries and 137 ms on one reused and emptied (medians of 7), and every
 * column of 32164625, 671 and 604 ms.
 */
export function connect4SharedTable(position: string, tableBits?: number, reuse?: SharedTable): SharedTable | undefined {
  const p = parseMoves(position);
  if (!p.ok || p.value.layout.words !== 2) return undefined;
  const bits = Math.min(tableBits ?? SHARED_TABLE_BITS, SHARED_TABLE_BITS);
  if (reuse?.bits === bits && reuse.buffer.byteLength === 4 * sharedTableWords(p.value.layout, bits)) {
    new Int32Array(reuse.buffer).fill(0);
    return reuse;
  }
  const table = sharedTable(p.value.layout, bits);
  return table && { buffer: table.slots.buffer as SharedArrayBuffer, bits };
}

/**
 * Runs `job` on the solver of `p`'s size (on the context's shared table when
 * there is one), its table emptied unless `keep` (a shared one never is),
 * with the context's listener (which enforces the job's budget) for this job
 * only: the solver outlives the job.
 */
function withSolver<T>(p: Connect4Position, o: Connect4Options, context: SolveContext<Connect4Resources>, job: (s: Connect4Solver) => T): T {
  const onTable = context.sharedTable && tableSolver(p.layout, context.sharedTable);
  const solver = onTable ?? sharedSolver(p.layout, o.tableBits);
  if (!o.keep) solver.reset();
  solver.onProgress = context.onProgress;
  try {
    return job(solver);
  } finally {
    solver.onProgress = undefined;
  }
}

export const connect4Solver = defineSolver<typeof OPTIONS, number, Connect4SolveExtra, Connect4AnalysisExtra, Connect4Resources>({
  id: 'connect4',
  notation: 'moves from the empty board as 1-based column digits, e.g. 4453; another size as a prefix, e.g. 6x5k4:3342',
  options: OPTIONS,
  perftDepths: [0, MAX_WIDTH * MAX_HEIGHT],
  resources: { book: CONNECT4_BOOK },
  reach: CONNECT4_REACH,
  perftReach: (position) => connect4PerftReach(parseMoves(position)),
  limits: CONNECT4_LIMITS,

  /** The book only knows 7×6 positions, and only strong solves use it. */
  wants(_name, position, options) {
    return useBook(options) && !/^\s*\d+x/i.test(position);
  },

  estimate(kind, position, options, context) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    return connect4Estimate(kind, pos.value, options.tableBits, useBook(options) ? (context.resources?.book ?? null) : null);
  },

  solve(position, options = {}, context = {}) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    const p = pos.value;
    const extra: Connect4SolveExtra = {
      size: sizeName(p.layout.config),
      moves: p.moves,
      toMove: p.moves % 2 === 0 ? 'first' : 'second',
      weak: options.weak ?? false,
      ...(p.isOver ? { finished: true as const } : {}),
    };
    const hit = useBook(options) ? context.resources?.book?.lookup(p) : null;
    if (hit) return ok({ value: hit.score, bestMoves: hit.best.map((c) => c + 1), nodes: 0, extra: { ...extra, book: true, line: hit.line + 1 } });
    const r = withSolver(p, options, context, (s) => s.solve(p, { weak: options.weak ?? false }));
    return ok({ value: r.score, bestMoves: r.best.map((c) => c + 1), nodes: r.nodes, extra });
  },

  analyze(position, options = {}, context = {}) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    const p = pos.value;
    // A column whose reply position the book holds is known at once: its
    // score is minus the book's score of that position.
    const fromBook: number[] = [];
    const book = useBook(options) ? context.resources?.book : undefined;
    const known = (c: number): number | undefined => {
      if (!book || !canPlay(p, c)) return undefined;
      const hit = book.lookup(play(p, c));
      if (!hit) return undefined;
      fromBook.push(c + 1);
      return -hit.score;
    };
    const only = pickMoves(options.moves, connect4Moves(p), (c) => String(c + 1), 'Connect Four');
    if (!only.ok) return only;
    const r = withSolver(p, options, context, (s) => s.analyze(p, { weak: options.weak ?? false, known, only: only.value ?? undefined }));
    const moves = r.scores.flatMap((value, c) => (value === null ? [] : [{ move: c + 1, value }]));
    return ok({ moves, nodes: r.nodes, extra: fromBook.length > 0 ? { bookColumns: fromBook } : {} });
  },

  perft(position, depth) {
    const pos = parseMoves(position);
    if (!pos.ok) return pos;
    return ok(sharedSolver(pos.value.layout).perft(pos.value, depth));
  },
});
