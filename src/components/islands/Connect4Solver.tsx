/**
 * @packageDocumentation
 * The Connect Four solver cell: the shared solver cell with Connect Four's
 * part (any board size; the 7×6 opening book answers the first moves).
 */

import { SolverCell } from './solver/SolverCell.tsx';
import { connect4PartIn } from '../parts/connect4.tsx';
import type { Locale } from '../../i18n/locales.ts';

export interface Connect4SolverProps {
  /** Starting position, a move string (`4453`, `6x5k4:3342`); default the empty 7×6 board. */
  position?: string;
  /** Query parameter holding the position; `null` leaves the URL alone. Default "pos". */
  urlParam?: string | null;
  /** The page's language (English when absent): the solver cell's words and the game's. */
  lang?: Locale;
}

export default function Connect4Solver(props: Connect4SolverProps) {
  return <SolverCell part={connect4PartIn(props.lang)} {...props} />;
}
