/**
 * @packageDocumentation
 * The plain-data face of each game's solver: text in, JSON-ready data out.
 * The command line, the solve Web Worker and the tests all go through it, so
 * the site and the CLI give the same answers by construction.
 *
 * Each game has one adapter in this folder, listed in `registry.ts`.
 */

import type { Result } from '../core/result.ts';

export interface SolveOutput {
  /** Exact value for the side to move, in the game's own convention. */
  value: number;
  /** The moves that achieve it, in the game's notation (numbers or names). */
  bestMoves: (string | number)[];
  nodes: number;
  /** Anything else worth reporting (per-move values, a finished flag, ...). */
  extra?: Record<string, unknown>;
}

export interface AnalyzeOutput {
  /** Value of every move (or column, or square); null where no move is possible. */
  moves: Record<string, number | null> | (number | null)[];
  nodes: number;
  /** Anything else worth reporting (which answers came from a book, ...). */
  extra?: Record<string, unknown>;
}

/** Progress reported by long solves, a few times a second at most. */
export interface Progress {
  nodes: number;
  /** Free-form detail: current window, move being searched, depth... */
  detail?: string;
}

/**
 * Hooks a long solve calls while it runs. Cancelling is the caller's job: in
 * the browser the worker is terminated, in Node the process is.
 */
export interface SolveControl {
  onProgress?(p: Progress): void;
}

/** Options come as strings (from a command line or a URL). */
export type SolveOptions = Record<string, string>;

export interface SolverAdapter {
  readonly id: string;
  /** One line on the position notation, for help and error messages. */
  readonly notation: string;
  solve(position: string, options?: SolveOptions, control?: SolveControl): Result<SolveOutput>;
  perft(position: string, depth: number): Result<number>;
  analyze?(position: string, options?: SolveOptions, control?: SolveControl): Result<AnalyzeOutput>;
}
