/**
 * @packageDocumentation
 * The Othello solver cell: the shared solver cell with Othello's part (a
 * board to play and edit, the FFO-style notation, both objectives, the FFO
 * test positions, and the visualiser for small endgames).
 */

import { SolverCell } from './solver/SolverCell.tsx';
import { othelloPartIn } from '../parts/othello.tsx';
import type { Locale } from '../../i18n/locales.ts';

export interface OthelloSolverProps {
  /** Starting position in the engine's notation; default the course's endgame (work0). */
  position?: string;
  /** Query parameter holding the position; `null` leaves the URL alone. Default "pos". */
  urlParam?: string | null;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function OthelloSolver(props: OthelloSolverProps) {
  return <SolverCell part={othelloPartIn(props.lang)} {...props} />;
}
