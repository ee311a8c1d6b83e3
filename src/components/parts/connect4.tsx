/**
 * @packageDocumentation
 * Connect Four's part: the board as a move picker (a click on a column drops
 * a stone and writes the new move list, the kit's `afterColumn`), and the
 * solver cell's part (the kit, that board, the help under the field); the
 * play cell's parts: the course's engine at a depth (with the open windows
 * of the position, its evaluation taken apart) and the perfect engine.
 */

import {
  afterColumn,
  connect4Kit,
  connect4PerfectPlay,
  connect4Play,
  signedScore,
  windowTally,
  type ChooseOutput,
  type Connect4Position,
  type PerfectOutput,
} from '../../lib/games/connect4.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import type { PlayBoardProps, PlayPart } from './playPart.ts';
import type { BoardProps, SolverPart } from './solverPart.ts';
import './connect4.css';

/** The board whose columns play moves: each click gives the notation after it. */
function Connect4MovePicker({ position, editable, onEdit, best, values, stale }: BoardProps<Connect4Position>) {
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

/** The board on which a person plays a column, the last stone marked. */
function Connect4PlayBoard({ position, editable, onMove, hints }: PlayBoardProps<Connect4Position>) {
  return <Connect4Board position={position} editable={editable} best={hints?.best ?? new Set()} values={hints?.values ?? null} onColumn={onMove} markLast />;
}

/** The open windows of each player, counted by the stones in them: the windows evaluation, taken apart. */
function OpenWindows({ position }: { position: Connect4Position }) {
  const tally = windowTally(position);
  const k = position.layout.k;
  return (
    <details class="c4w">
      <summary>Open windows now</summary>
      <table class="lx-table c4w__table">
        <caption class="visually-hidden">Open windows of each player, by the stones in them</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {tally.first.slice(1, k).map((_, i) => (
              <th scope="col">
                {i + 1} {i === 0 ? 'stone' : 'stones'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['first', 'second'] as const).map((who) => (
            <tr>
              <th scope="row">{who}</th>
              {tally[who].slice(1, k).map((n) => (
                <td>{n}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="c4w__note" data-balance>
        Weighted 1, 4, 16… by stones: {signedScore(tally.balance)} for the first player.
      </p>
    </details>
  );
}

export const connect4PlayPart: PlayPart<Connect4Position, ChooseOutput> = { kit: connect4Play, Board: Connect4PlayBoard, Extra: OpenWindows };
export const connect4PerfectPart: PlayPart<Connect4Position, PerfectOutput> = { kit: connect4PerfectPlay, Board: Connect4PlayBoard };
