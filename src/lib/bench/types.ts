/**
 * @packageDocumentation
 * The benchmarks the speed page runs in the reader's browser (in a Web
 * Worker): the same searches the lessons run, on fixed positions, with the
 * figures of the native reference programs measured on the same positions.
 */

/** `quick` is a taste (a second or two, for the tests); `full` is the page's real run. */
export type BenchSize = 'quick' | 'full';

export const SUITE_IDS = ['tictactoe', 'connect4', 'othello', 'tetromino'] as const;
export type SuiteId = (typeof SUITE_IDS)[number];

/** One line of a suite's results: a set of positions searched one after the other. */
export interface BenchRow {
  /** What was searched ("End-Easy, first 200 lines"). */
  readonly label: string;
  readonly positions: number;
  /** Positions searched in all (the engine's node count). */
  readonly nodes: number;
  /** Wall time of the whole set in this browser, milliseconds. */
  readonly ms: number;
  /** Answers that differ from the set's known values (0 when the engine is right). */
  readonly wrong: number;
  /** The native reference program on the same positions, in words; empty when there is none. */
  readonly reference: string;
}

export interface BenchResult {
  readonly suite: SuiteId;
  readonly rows: readonly BenchRow[];
}

export const isSuiteId = (s: string): s is SuiteId => (SUITE_IDS as readonly string[]).includes(s);
