/**
 * @packageDocumentation
 * Connect Four's part: the board as a move picker (a click on a column drops
 * a stone and writes the new move list, the kit's `afterColumn`), and the
 * solver cell's part (the kit, that board, the help under the field).
 */

import { afterColumn, connect4Kit, type Connect4Position } from '../../lib/games/connect4.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import type { BoardProps, SolverPart } from './solverPart.ts';

/** The board whose columns play moves: each click gives the notation after it. */
export function Connect4MovePicker({ position, editable, onEdit, best, values, stale }: BoardProps<Connect4Position>) {
  return <Connect4Board position={position} editable={editable} best={best} values={values} stale={stale} onColumn={(c) => onEdit(afterColumn(position, c))} />;
}

export const connect4Part: SolverPart<'connect4', Connect4Position> = {
  kit: connect4Kit,
  help: (
    <>
      Columns 1 to 7 from the left, first move first; a size first for other boards (<code>6x5k4:3342</code>). Or click a
      column.
    </>
  ),
  Board: Connect4MovePicker,
};
