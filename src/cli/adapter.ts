/**
 * @packageDocumentation
 * What the command line needs from a game. Each game has one adapter in
 * `adapters/`, registered in `registry.ts`; the CLI itself knows no game.
 */

import type { Result } from '../engine/core/result.ts';

export interface SolveOutput {
  /** Exact value for the side to move, in the game's own convention. */
  value: number;
  /** The moves that achieve it, in the game's notation. */
  bestMoves: (string | number)[];
  nodes: number;
  /** Anything else worth printing (per-move values, finished flag, ...). */
  extra?: Record<string, unknown>;
}

export interface AnalyzeOutput {
  /** Value of every move (or column, or square), null where no move is possible. */
  moves: Record<string, number | null> | (number | null)[];
  nodes: number;
}

export interface CliAdapter {
  readonly id: string;
  /** One line on the position notation, for `--help` and error messages. */
  readonly notation: string;
  solve(position: string, options: Record<string, string>): Result<SolveOutput>;
  perft(position: string, depth: number): Result<number>;
  analyze?(position: string, options: Record<string, string>): Result<AnalyzeOutput>;
}
