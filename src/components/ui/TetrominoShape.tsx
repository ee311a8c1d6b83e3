/**
 * @packageDocumentation
 * One oriented tetromino drawn small (render only), for the piece tray and the
 * gallery of the 19 orientations: its cells in a box of its own size.
 */

import type { PieceLetter } from '../../engine/games/tetromino/board40.ts';
import './TetrominoBoard.css';

export interface TetrominoShapeProps {
  /** Cells as (row, column) from the top-left of the box. */
  cells: readonly (readonly [number, number])[];
  letter: PieceLetter;
  /** Side of a cell in CSS pixels; default 12. */
  cell?: number;
  /** Accessible name; without it the drawing is decorative. */
  label?: string;
}

export function TetrominoShape({ cells, letter, cell = 12, label }: TetrominoShapeProps) {
  const height = Math.max(...cells.map(([r]) => r)) + 1;
  const width = Math.max(...cells.map(([, c]) => c)) + 1;
  const pad = 1;
  return (
    <svg
      class={`t4s t4s--${letter}`}
      width={width * cell + 2 * pad}
      height={height * cell + 2 * pad}
      viewBox={`0 0 ${width * cell + 2 * pad} ${height * cell + 2 * pad}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
    >
      {cells.map(([r, c]) => (
        <rect x={pad + c * cell} y={pad + r * cell} width={cell} height={cell} />
      ))}
    </svg>
  );
}
