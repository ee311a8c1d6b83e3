/**
 * @packageDocumentation
 * Connect Four's part of the solver cell: the move-string notation (`4453`,
 * or `6x5k4:3342` for another size), a board whose columns drop stones, and
 * scores in the test sets' convention, explained in words.
 */

import { parseMoves, writeMoves } from '../../../../engine/games/connect4/notation.ts';
import type { Connect4Position } from '../../../../engine/games/connect4/position.ts';
import { connect4Status, describeScore } from '../../../../lib/models/connect4.ts';
import { Connect4Board } from '../../../ui/Connect4Board.tsx';
import type { SolverPart } from '../types.ts';

export const connect4Part: SolverPart<'connect4', Connect4Position> = {
  game: 'connect4',
  inputLabel: 'Moves',
  help: (
    <>
      Columns 1 to 7 from the left, first move first; a size first for other boards (<code>6x5k4:3342</code>). Or click a
      column.
    </>
  ),
  start: '',
  analyzeLabel: 'Score every column',
  valueName: 'Score',
  defaultOptions: {},
  parse: parseMoves,
  playable: (p) => !p.isOver,
  status: connect4Status,
  describe: (p, s) => describeScore(p, s.value),
  source: (s) => (s.extra.book ? 'From the opening book' : undefined),
  analysisNote(a) {
    const cols = a.extra.bookColumns ?? [];
    const book = cols.length === 0 ? '' : `${cols.length === 1 ? 'Column' : 'Columns'} ${cols.join(', ')} from the opening book; `;
    return `The score of each column is above it (– for a full column), for the side to move. ${book}`;
  },
  Board: ({ position, editable, onEdit, best, values, stale }) => (
    <Connect4Board
      position={position}
      editable={editable}
      best={best}
      values={values}
      stale={stale}
      onColumn={(c) => onEdit(`${writeMoves(position)}${c + 1}`)}
    />
  ),
};

