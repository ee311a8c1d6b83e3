/**
 * @packageDocumentation
 * The one interface that every game of the site implements (tic-tac-toe,
 * Connect Four, Othello, the tetromino game, and abstract "toy" trees), so that
 * minimax, alpha-beta, perft, tracing and the visualiser are written once.
 *
 * Design choices:
 * - Positions are immutable values (copy-make): `play` returns a new position.
 *   Trace events and UI state can keep references without defensive copies.
 * - Moves are small integers (a cell, a column, a square, an encoded placement),
 *   cheap to store in events and to send to a Web Worker. `formatMove` and
 *   `parseMove` translate them for people.
 * - Scores are from the side to move (see `score.ts`).
 * - `play` trusts its caller: the move must come from `legalMoves`. Input from
 *   people goes through `parse` / `parseMove`, which return a `Result`.
 */

import type { Result } from './result.ts';
import type { Score } from './score.ts';

export type Player = 0 | 1;
export type Move = number;
/** A transposition-table key: equal keys mean equal positions (for the search). */
export type Key = number | string;

/** The end of a game: `winner` is undefined for a draw. */
export interface Outcome {
  readonly winner: Player | undefined;
}

export interface Game<P> {
  /** Short id used in URLs and by the CLI ("tictactoe", "connect4", ...). */
  readonly id: string;
  /** Name for people ("Tic-tac-toe"). */
  readonly name: string;
  /** Display names of player 0 and player 1 ("X", "O"). */
  readonly players: readonly [string, string];

  initial(): P;
  toMove(pos: P): Player;
  /**
   * Moves in the game's natural order (the order searches try them unless a
   * move order is given). Empty exactly when the game is over. A game with a
   * pass move (Othello) returns its pass move when the side to move is stuck.
   */
  legalMoves(pos: P): readonly Move[];
  /** Precondition: `move` is one of `legalMoves(pos)`. */
  play(pos: P, move: Move): P;
  /** `undefined` while the game goes on. */
  outcome(pos: P): Outcome | undefined;
  /**
   * Static evaluation from the side to move: exact at the end of the game, a
   * heuristic guess before. Depends on the position only (never on the path).
   */
  evaluate(pos: P): Score;
  key(pos: P): Key;

  /** Parses the game's notation into a checked position, or names the problem. */
  parse(text: string): Result<P>;
  /** Writes the notation that `parse` reads: `parse(write(p))` gives back `p`. */
  write(pos: P): string;
  formatMove(move: Move, pos: P): string;
  parseMove(text: string, pos: P): Result<Move>;
}

/** Any game, when the position type does not matter to the caller. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would not accept a game's typed `play(pos: P)` (parameters are contravariant)
export type AnyGame = Game<any>;
