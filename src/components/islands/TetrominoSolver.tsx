/**
 * @packageDocumentation
 * The tetromino solver cell: the shared solver cell with the tetromino part
 * (place pieces or type the notation, set both hands, solve exactly in the
 * page's worker: the value, every winning placement, the value of every
 * placement).
 */

import { SolverCell } from './solver/SolverCell.tsx';
import { tetrominoPartIn } from '../parts/tetromino.tsx';
import type { Locale } from '../../i18n/locales.ts';

export interface TetrominoSolverProps {
  /** Starting position in the notation; default the start (empty board, both hands full). */
  position?: string;
  /** Query parameter holding the position; `null` leaves the URL alone. Default "pos". */
  urlParam?: string | null;
  /** Prefix of element ids when a page has several cells. */
  idPrefix?: string;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function TetrominoSolver(props: TetrominoSolverProps) {
  return <SolverCell part={tetrominoPartIn(props.lang)} {...props} />;
}
