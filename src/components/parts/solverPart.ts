/**
 * @packageDocumentation
 * What a game brings to the solver cell (`islands/solver/SolverCell.tsx`):
 * the cell owns everything that is the same for every game (the notation
 * field kept in step with the board, the last good position while the text
 * is wrong, Solve and "value of every move", progress and Cancel, one job at
 * a time, the URL, the test hooks); the game's kit (`lib/games/<game>.ts`)
 * owns its notation, words and requests, and its part (`parts/<game>.tsx`)
 * its board (which edits the text), its settings and its help.
 */

import type { ComponentChildren, JSX } from 'preact';
import type { OptionsFor, SolverId } from '../../engine/registry.ts';
import type { MoveText } from '../../engine/solve/types.ts';
import type { SolverKit } from '../../lib/games/kit.ts';

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
  /** The game's notation, words, examples and requests. */
  readonly kit: SolverKit<G, P>;
  /** One or two sentences under the field on how to write a position. */
  readonly help: ComponentChildren;
  Board(props: BoardProps<P>): JSX.Element;
  /** The game's own settings (an objective), if any. */
  Controls?(props: ControlsProps<G>): JSX.Element;
  /** What the kit's examples are and where they come from, one sentence. */
  readonly examplesNote?: ComponentChildren;
  /** More for the position under the results (a link to open it elsewhere). */
  Extra?(props: ExtraProps<P>): JSX.Element | null;
}
