/**
 * @packageDocumentation
 * The Connect Four solver as the rest of the site sees it: give it a position,
 * get the exact score, the best columns, or the score of every column.
 *
 * It picks the kernel for the board (`BitSolver` for boards of two words,
 * `WideSolver` beyond), keeps one transposition table across calls (a page
 * that analyses move after move reuses what it learnt; call `reset` for a
 * clean, reproducible count), and reports progress every ~100 ms through
 * `onProgress` (the shared `ProgressThrottle`), from inside the search.
 * Throwing from `onProgress` aborts the search (the table stays consistent:
 * it only ever holds proven bounds).
 *
 * Scores are exact scores in the test sets' convention (`score.ts`), or their
 * signs in weak mode. Columns are 0-based here; the notation and the solver
 * adapter write them 1-based.
 */

import { ProgressThrottle, type ProgressListener } from '../../core/progress.ts';
import { BitSolver, sharedTableWords } from './bitSolver.ts';
import type { Kernel } from './kernel.ts';
import type { Layout } from './layout.ts';
import { isMirrorSymmetric, type Connect4Position } from './position.ts';
import { nextProbe } from './probes.ts';
import { lossNext, winNow, winScore } from './score.ts';
import { WIDE_TABLE_BITS, WideSolver } from './wideSolver.ts';

export interface Connect4SolverOptions {
  /**
   * **tableBits**: log2 of the table's entries: the most it may grow to on
   * two-word boards (default 24, 128 MB; it starts at 2^17, 1 MB), the fixed
   * size on wider boards (default 21).
   */
  tableBits?: number;
  /** **shared**: a table shared with solvers in other threads (`sharedTable`), where the fast kernel runs; the wide one ignores it. */
  shared?: { readonly slots: Int32Array; readonly bits: number };
}

export interface Solution {
  /** Exact score for the side to move (weak: -1, 0 or 1). */
  score: number;
  /** The columns (0-based, left to right) that achieve it; empty when the game is over. */
  best: number[];
  /** Positions searched. */
  nodes: number;
}

export interface ColumnScores {
  /** Score of playing each column (0-based index), null for a full column (or a finished game). */
  scores: (number | null)[];
  nodes: number;
}

export class Connect4Solver {
  readonly layout: Layout;
  readonly kernel: Kernel;
  private progress = new ProgressThrottle(undefined);

  constructor(layout: Layout, options: Connect4SolverOptions = {}) {
    this.layout = layout;
    this.kernel =
      layout.words === 2
        ? new BitSolver(layout, options.shared ? { shared: options.shared } : { tableBits: options.tableBits })
        : new WideSolver(layout, { tableBits: options.tableBits ?? WIDE_TABLE_BITS });
    this.kernel.ticker = () => this.progress.tick(this.kernel.nodes);
  }

  /** Who hears about progress (about every 100 ms) during the next searches; undefined: nobody. */
  set onProgress(listener: ProgressListener | undefined) {
    this.progress = new ProgressThrottle(listener);
  }

  /** Empties the transposition table. */
  reset(): void {
    this.kernel.reset();
  }

  private start(phase: string): void {
    this.kernel.nodes = 0;
    this.progress.restart(phase);
  }

  /** The score of a finished game, from the side to move (who lost, or drew). */
  static finalScore(p: Connect4Position): number {
    return p.won ? -winScore(p.layout.size, p.moves) : 0;
  }

  /**
   * The exact score (or its sign with `weak`) and the best columns. The best
   * columns cost one null-window search per column once the score is known.
   * `atLeast`: a score `p` is known to reach (the engine's own score two
   * plies before, in a game); a wrong one gives a wrong answer.
   */
  solve(p: Connect4Position, options: { weak?: boolean; best?: boolean; atLeast?: number } = {}): Solution {
    const weak = options.weak ?? false;
    this.start('solving');
    if (p.isOver) {
      const s = Connect4Solver.finalScore(p);
      return { score: weak ? Math.sign(s) + 0 : s, best: [], nodes: 0 };
    }
    const score = this.kernel.solvePosition(p, weak, options.atLeast);
    const best: number[] = [];
    if (options.best ?? true) {
      // Weak: a winning move must win, a drawing one must at least draw; when
      // every move loses, they are all equally good.
      const threshold = weak ? (score > 0 ? 1 : score === 0 ? 0 : -Infinity) : score;
      const W = this.layout.width;
      const mirror = isMirrorSymmetric(p);
      for (let c = 0; c < W; c++) {
        if (p.heights[c] >= this.layout.height) continue;
        this.progress.detail = `best moves: column ${c + 1}`;
        const twin = W - 1 - c;
        if (mirror && twin < c) {
          if (best.includes(twin)) best.push(c);
        } else if (threshold === -Infinity || this.kernel.columnAtLeast(p, c, threshold)) best.push(c);
      }
    }
    return { score, best, nodes: this.kernel.nodes };
  }

  /**
   * The score of every column (exact, or its sign with `weak`). A position
   * that is its own mirror image (the empty board) has mirror columns of
   * equal value, so only the left half and the centre are searched.
   * `known(c)`: the score of column c if the caller has it (a book), or
   * undefined; only the other columns are searched.
   */
  analyze(p: Connect4Position, options: { weak?: boolean; known?: (column: number) => number | undefined; only?: ReadonlySet<number> } = {}): ColumnScores {
    const weak = options.weak ?? false;
    this.start('analysis');
    const W = this.layout.width;
    const mirror = isMirrorSymmetric(p);
    const scores: (number | null)[] = [];
    for (let c = 0; c < W; c++) {
      this.progress.detail = `analysis: column ${c + 1} of ${W}`;
      const twin = W - 1 - c;
      // `only`: a share of an analysis split across workers (a column and its
      // mirror twin go to the same share, so the twin is still copied).
      if (p.isOver || (options.only && !options.only.has(c))) scores.push(null);
      else if (mirror && twin < c && scores[twin] !== null) scores.push(scores[twin]);
      else scores.push(options.known?.(c) ?? this.kernel.columnScore(p, c, weak));
    }
    return { scores, nodes: this.kernel.nodes };
  }

  /**
   * What scoring each column should cost, to deal the dear ones out first
   * when an analysis is split across workers (`split/analysis.ts`): the
   * positions searched by the first null-window probe of the column's exact
   * score (`probes.ts`), from an empty table; 0 for a full column or a
   * finished game. The first probe asks about a score far from 0, so it is
   * cheap (0.7% of the analysis, median over 36 random openings of 8
   * stones), and it ranks the columns roughly as their full searches do
   * (measured on 11 openings: a Spearman coefficient of 0.64 to 0.86 on
   * most, below 0 on two).
   * `known(c)`: the caller has column c's score (a book): it costs 0, as
   * does the right-hand twin of a column of a symmetric position (the
   * analysis copies its twin's score). Leaves the table empty.
   */
  probeCosts(p: Connect4Position, known?: (column: number) => boolean): number[] {
    this.start('costs');
    const costs: number[] = [];
    const { size } = this.layout;
    // The column's score is minus its reply's; the reply's first probe asks "above t?", so ours asks "at least -t?".
    const t = nextProbe(lossNext(size, p.moves + 1), winNow(size, p.moves + 1));
    const W = this.layout.width;
    const mirror = isMirrorSymmetric(p);
    for (let c = 0; c < W; c++) {
      this.progress.detail = `costs: column ${c + 1}`;
      if (p.isOver || p.heights[c] >= this.layout.height || (mirror && W - 1 - c < c) || known?.(c)) costs.push(0);
      else {
        this.kernel.reset();
        const before = this.kernel.nodes;
        this.kernel.columnAtLeast(p, c, 0 - t);
        costs.push(this.kernel.nodes - before);
      }
    }
    this.kernel.reset();
    return costs;
  }

  /** perft with the kernel's bit tricks (a sequence stops at a win). */
  perft(p: Connect4Position, depth: number): number {
    if (depth === 0) return 1;
    if (p.isOver) return 0;
    return this.kernel.perftPosition(p, depth);
  }
}

const sizeOf = (layout: Layout): string => `${layout.width}x${layout.height}k${layout.k}`;

/** The solver on the last shared table asked for (a worker serves one split at a time). */
let onTable: { buffer: SharedArrayBuffer; solver: Connect4Solver } | undefined;

/**
 * The solver of `layout` on the shared table `table` (`SharedTable`, from
 * `connect4SharedTable`), made on first use; undefined when the layout needs
 * the wide kernel, which cannot share, or the table does not fit it.
 */
export function tableSolver(layout: Layout, table: { readonly buffer: SharedArrayBuffer; readonly bits: number }): Connect4Solver | undefined {
  if (layout.words !== 2) return undefined;
  if (onTable?.buffer === table.buffer && sizeOf(onTable.solver.layout) === sizeOf(layout)) return onTable.solver;
  const slots = new Int32Array(table.buffer);
  if (slots.length !== sharedTableWords(layout, table.bits)) return undefined;
  const solver = new Connect4Solver(layout, { shared: { slots, bits: table.bits } });
  onTable = { buffer: table.buffer, solver };
  return solver;
}

/** One solver per size, created on first use: a table is too big to allocate per call. */
const SHARED = new Map<string, Connect4Solver>();

export function sharedSolver(layout: Layout, tableBits?: number): Connect4Solver {
  const id = `${sizeOf(layout)}/${tableBits ?? 'default'}`;
  let s = SHARED.get(id);
  if (s === undefined) {
    // Keep one table alive at a time: a page or a CLI run rarely mixes sizes.
    SHARED.clear();
    SHARED.set(id, (s = new Connect4Solver(layout, { tableBits })));
  }
  return s;
}
