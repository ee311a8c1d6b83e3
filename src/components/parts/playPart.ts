/**
 * @packageDocumentation
 * What a game brings to the play cell (`islands/play/PlayCell.tsx`): its kit
 * (`lib/games/<game>.ts`), its board, and optionally more about the position
 * under it (Connect-K's open windows).
 */

import type { JSX } from 'preact';
import type { PlayKit } from '../../lib/games/kit.ts';

export interface PlayBoardProps<P> {
  /** Prefix of element ids. */
  readonly id: string;
  readonly position: P;
  /** The moves so far, first first. */
  readonly moves: readonly number[];
  /** A person may move now. */
  readonly editable: boolean;
  readonly over: boolean;
  readonly onMove: (move: number) => void;
  /** Every move's value for the side to move, and the best moves, when the reader asked (the kit's hints). */
  readonly hints: { readonly values: ReadonlyMap<number | string, number>; readonly best: ReadonlySet<number | string> } | null;
  /** Who plays each side, in the cell's words: "you", "the engine", "the first player". */
  readonly names: readonly [string, string];
}

export interface PlayPart<P, R> {
  readonly kit: PlayKit<P, R>;
  Board(props: PlayBoardProps<P>): JSX.Element;
  Extra?(props: { readonly position: P }): JSX.Element | null;
}
