/**
 * @packageDocumentation
 * What the solve driver (`solver.ts`) needs from a solving kernel. Two
 * kernels run the same algorithm: `BitSolver` on two 32-bit words (7×6 and
 * every board up to 64 bits, fast) and `WideSolver` on any number of words
 * (9×9 and the other large boards, slower). The driver talks to them only at
 * the root, so this indirection costs nothing in the search itself.
 */

import type { Layout } from './layout.ts';
import type { Connect4Position } from './position.ts';

/** Called from inside a long search every few thousand nodes; it may throw to abort. */
export type Ticker = () => void;

export interface Kernel {
  readonly layout: Layout;
  /** Positions searched since it was last set to 0. */
  nodes: number;
  ticker: Ticker | null;
  /** Empties the transposition table. */
  reset(): void;
  /**
   * The exact score of `p` (strong) or its sign (weak: -1, 0, 1).
   * `atLeast`: a score `p` is known to reach, asked about first (`probes.ts`).
   * Precondition: the game is not over.
   */
  solvePosition(p: Connect4Position, weak: boolean, atLeast?: number): number;
  /** The value of playing `column` for the side to move; null for a full column. Precondition: not over. */
  columnScore(p: Connect4Position, column: number, weak: boolean): number | null;
  /** Is playing `column` worth at least `threshold`? Preconditions: not over, column not full. */
  columnAtLeast(p: Connect4Position, column: number, threshold: number): boolean;
  /** Sequences of `depth` moves, a sequence stopping at a win. Precondition: not over. */
  perftPosition(p: Connect4Position, depth: number): number;
}
