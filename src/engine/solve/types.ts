/**
 * @packageDocumentation
 * The one contract every game's solver keeps, so that the command line, the
 * solve Web Worker, the pages and the tests talk to all of them the same way:
 * a position in the game's notation in, plain data out.
 *
 * - Moves in outputs are written in the game's move notation, the one its
 *   positions are written in: a tic-tac-toe cell 0..8, a 1-based Connect Four
 *   column, an Othello square `d3` (or `pass`), a tetromino placement `T0@b3`.
 *   One numbering from the CLI to the page: nobody adds or subtracts one.
 * - Options are typed values (`{ weak: true }`); text options are read by
 *   `readOptions` against the game's schema (unknown names are errors).
 * - A solver may need a resource it cannot build itself (Connect Four's
 *   opening book): it declares it, whoever runs the solver (the worker, the
 *   CLI) loads it and passes it in `SolveContext.resources`, and the solver
 *   works without it, only more slowly.
 * - Progress goes to `SolveContext.onProgress` (see `core/progress.ts`).
 *   Cancelling is the caller's job: the worker is terminated, or the process.
 * - Nothing runs unbounded unless asked to (`reach.ts`): each solver
 *   estimates a job before it starts and declares what is in its reach; a
 *   job beyond it is refused unless the caller gives a budget
 *   (`SolveContext.budget`), and a job runs under one either way.
 */

import type { ProgressListener } from '../core/progress.ts';
import type { Result } from '../core/result.ts';
import type { Budget } from './budget.ts';
import type { OptionSpec, OptionsOf } from './options.ts';
import type { Estimate, Reach } from './reach.ts';

/** A move as the game's notation writes it. */
export type MoveText = string | number;

/** The exact value of a position and the moves that achieve it. */
export interface Solution<M extends MoveText, X> {
  /** Exact value for the side to move, in the game's own convention (see its adapter). */
  readonly value: number;
  /** The moves achieving `value` (every one, unless the adapter says otherwise); empty when the game is over. */
  readonly bestMoves: readonly M[];
  /** Positions searched (0 when the answer came from a book). */
  readonly nodes: number;
  /** What else this game reports about the solve. */
  readonly extra: X;
}

interface MoveValue<M extends MoveText> {
  readonly move: M;
  /** The move's exact value for the side to move (who plays it). */
  readonly value: number;
}

/** The exact value of every legal move of a position. */
export interface Analysis<M extends MoveText, X> {
  /** Every legal move in the game's natural order; empty when the game is over. */
  readonly moves: readonly MoveValue<M>[];
  readonly nodes: number;
  readonly extra: X;
}

/**
 * A file a solver can use: fetched from the site by the worker (`path` is
 * relative to the site's base URL), read from disk by the CLI. `bytes` and
 * `crc32` let the loader reject a truncated or corrupt copy before `decode`.
 */
export interface ResourceSpec<T> {
  readonly name: string;
  readonly path: string;
  readonly bytes: number;
  /** CRC-32 of the file (`core/crc32.ts`), as an unsigned number. */
  readonly crc32: number;
  /** What the reader is told the resource is, e.g. "the opening book". */
  readonly title: string;
  /** Checks and decodes the bytes, or names the problem. */
  decode(bytes: Uint8Array): Result<T>;
}

/**
 * A transposition table that solvers in several workers share: an empty
 * SharedArrayBuffer of 2^bits entries, made by the game that can share one
 * (`connect4SharedTable`) and handed to every sub-job of a split. Plain data:
 * it crosses `postMessage` shared, not copied.
 */
export interface SharedTable {
  readonly buffer: SharedArrayBuffer;
  readonly bits: number;
}

export interface SolveContext<R> {
  readonly onProgress?: ProgressListener;
  /** A table the job shares with the other sub-jobs of its split; solvers that cannot share one ignore it. */
  readonly sharedTable?: SharedTable;
  /** Resources the caller loaded (absent ones were not wanted or could not be had). */
  readonly resources?: Partial<R>;
  /** What the caller allows the job; absent: the game's reach (`reach.ts`). */
  readonly budget?: Budget;
}

export type JobKind = 'solve' | 'analyze';

/**
 * One game's solver. `S` is the option schema; `M` its move type in outputs;
 * `SX` and `AX` what its solutions and analyses report beyond the common
 * fields; `R` the resources it can use, by name.
 */
export interface GameSolver<S extends Record<string, OptionSpec>, M extends MoveText, SX, AX, R = Record<string, never>> {
  readonly id: string;
  /** One line on the position notation, for help and error messages. */
  readonly notation: string;
  readonly options: S;
  /** The perft depths this game's notation accepts, both ends included; `perftReach` limits them further by the position. */
  readonly perftDepths: readonly [number, number];
  readonly resources: { readonly [K in keyof R]: ResourceSpec<R[K]> };
  /** The most a solve or an analysis may search without a budget, and the speed it was measured at. */
  readonly reach: Reach;
  /** The same for perft from `position`, in move sequences (perft is estimated from its own shallow counts, `define.ts`). */
  perftReach(position: string): Reach;
  /** What is in reach, one line per rule, for `help <game>`. */
  readonly limits: readonly string[];
  /** Does this job want resource `name` (so the caller should wait for it)? */
  wants(name: keyof R, position: string, options: OptionsOf<S>): boolean;
  /** What a solve or an analysis of `position` should cost (or why the position cannot be read). */
  estimate(kind: JobKind, position: string, options: OptionsOf<S>, context: SolveContext<R>): Result<Estimate>;
  solve(position: string, options?: OptionsOf<S>, context?: SolveContext<R>): Result<Solution<M, SX>>;
  analyze(position: string, options?: OptionsOf<S>, context?: SolveContext<R>): Result<Analysis<M, AX>>;
  /** perft cannot stop midway: a `budget` only lifts the limit to the estimate it covers. */
  perft(position: string, depth: number, budget?: Budget): Result<number>;
}

/** Any game's solver, when the game does not matter to the caller (CLI, worker). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would not accept a solver's typed options and results (parameters are contravariant)
export type AnySolver = GameSolver<Record<string, OptionSpec>, MoveText, any, any, any>;
