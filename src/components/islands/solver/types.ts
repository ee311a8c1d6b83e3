/**
 * @packageDocumentation
 * What a game brings to the solver cell (`SolverCell.tsx`): the cell owns
 * everything that is the same for every game (the notation field kept in step
 * with the board, the last good position while the text is wrong, Solve and
 * "value of every move", progress and Cancel, one job at a time, the URL, the
 * test hooks); a part owns what is the game's own: reading its notation, its
 * board (which edits the text), and the words for its values.
 */

import type { ComponentChildren, JSX } from 'preact';
import type { Result } from '../../../engine/core/result.ts';
import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../../../engine/registry.ts';
import type { MoveText } from '../../../engine/solve/types.ts';

export interface BoardProps<P> {
  /** The position drawn: the text's, or the last good one while the text is wrong. */
  readonly position: P;
  /** False while the text is wrong or the game is over: the board is a picture. */
  readonly editable: boolean;
  /** A new text for the field (a move played, a square edited). */
  readonly onEdit: (text: string) => void;
  /** Best moves of the last solve, in the notation's numbering. */
  readonly best: ReadonlySet<MoveText>;
  /** The value of the last solve (what each best move achieves), or null. */
  readonly value: number | null;
  /** The value of each move after "every move", by move. */
  readonly values: ReadonlyMap<MoveText, number> | null;
  /** The text drawn dimmed: it is not the field's text. */
  readonly stale: boolean;
  /**
   * The field's text as typed, even when it does not parse: a board with an
   * edit mode may draw and edit it (a setup on its way to a legal position).
   */
  readonly text: string;
  /** A job is running: nothing may change the position. */
  readonly running: boolean;
}

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

export interface ExtraProps<P> {
  /** The field's position when it parses, else undefined. */
  readonly position: P | undefined;
  /** The field's text. */
  readonly text: string;
}

export interface ControlsProps<G extends SolverId> {
  readonly options: OptionsFor<G>;
  readonly onOptions: (o: OptionsFor<G>) => void;
  readonly disabled: boolean;
}

export interface SolverPart<G extends SolverId, P> {
  readonly game: G;
  /** Accessible name of the notation field ("Moves", "Position"). */
  readonly inputLabel: string;
  /** One or two sentences under the field on how to write a position. */
  readonly help: ComponentChildren;
  /** The starting text when the page gives none. */
  readonly start: string;
  /** What "every move" is called for this game ("Score every column"). */
  readonly analyzeLabel: string;
  /** What the game calls a position's value ("Score" in Connect Four's test sets, "Value"). */
  readonly valueName: string;
  /** Options sent with every job unless the reader changes them. */
  readonly defaultOptions: OptionsFor<G>;
  /** Reads the notation: the position, or the problem in one sentence. */
  parse(text: string): Result<P>;
  /** Is there a move to search (the game is not over)? */
  playable(p: P): boolean;
  /** One line on the position: whose turn, or how the game ended. */
  status(p: P): string;
  /** The value of a solve in words, for the reader. */
  describe(p: P, s: SolutionFor<G>, options: OptionsFor<G>): string;
  /** The best moves in words, when a plain list would be too long (the root's `data-best` keeps the list). */
  describeBest?(p: P, s: SolutionFor<G>): string;
  /** A sentence on where the answer came from, when not from a search (a book). */
  source?(s: SolutionFor<G>): string | undefined;
  /** Where "every move" put its values and where they came from, before the cost. */
  analysisNote?(a: AnalysisFor<G>): string;
  Board(props: BoardProps<P>): JSX.Element;
  /** The game's own settings (an objective), if any. */
  Controls?(props: ControlsProps<G>): JSX.Element;
  /** Positions to load with one click; the cell shows how long each took to solve here. */
  readonly examples?: readonly SolverExample[];
  /** What the examples are and where they come from, one sentence. */
  readonly examplesNote?: ComponentChildren;
  /** More for the position under the results (a link to open it elsewhere). */
  Extra?(props: ExtraProps<P>): JSX.Element | null;
}
