/**
 * @packageDocumentation
 * What a game's kit gives the cells that work on any game with an exact
 * solver (the solver cell today, the play cell next): reading and writing the
 * notation, whose turn it is in words, a solve's answer in words, and the
 * requests it sends to the solve worker. Each kit (`connect4.ts`,
 * `othello.ts`, `tetromino.ts`) implements it; the cell never knows a
 * game's rules, numbering or words.
 */

import type { Result } from '../../engine/core/result.ts';
import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../../engine/registry.ts';
import type { SolveJob } from '../jobs/requests.ts';

/** A position the cell offers to load (a test set's problem, the lesson's example). */
export interface SolverExample {
  /** Stable id, for the test hooks and the time taken ("ffo-40"). */
  readonly id: string;
  /** Short name on its button ("FFO #40"). */
  readonly label: string;
  /** The position in the game's notation. */
  readonly text: string;
  /** A few words beside it ("20 empty squares"). */
  readonly note?: string;
}

export interface SolverKit<G extends SolverId, P> {
  readonly game: G;
  /** The start of a game in the notation. */
  readonly start: string;
  /** The notation (a field, a link) as a checked position, or the problem in one sentence. */
  parse(text: string): Result<P>;
  /** Is there a move to search (the game is not over)? */
  playable(p: P): boolean;
  /** One line on the position: whose turn, or how the game ended. */
  status(p: P): string;
  /** The words of the solver cell for this game. */
  readonly words: {
    /** Accessible name of the notation field ("Moves", "Position"). */
    readonly input: string;
    /** What "every move" is called ("Score every column"). */
    readonly analyze: string;
    /** What the game calls a position's value ("Score", "Value"). */
    readonly value: string;
  };
  /** Options sent with every job unless the reader changes them. */
  readonly defaultOptions: OptionsFor<G>;
  /** The value of a solve in words. */
  describe(p: P, s: SolutionFor<G>, options: OptionsFor<G>): string;
  /** The best moves in words, when a plain list would be too long. */
  describeBest?(p: P, s: SolutionFor<G>): string;
  /** Where the answer came from, when not from a search (a book). */
  source?(s: SolutionFor<G>): string | undefined;
  /** Where "every move" put its values and where they came from, before the cost. */
  analysisNote?(a: AnalysisFor<G>): string;
  /** Positions to load with one click. */
  readonly examples?: readonly SolverExample[];
  /** The requests to the solve worker. */
  solve(text: string, options?: OptionsFor<G>): SolveJob<SolutionFor<G>>;
  analyze(text: string, options?: OptionsFor<G>): SolveJob<AnalysisFor<G>>;
}
