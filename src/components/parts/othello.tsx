/**
 * @packageDocumentation
 * Othello's part: the position editor (a board with two modes, below) and
 * the solver cell's part (the kit, with the FFO notation and the FFO test
 * positions; the editor; the two objectives; and a link that opens a small
 * endgame's search tree in the visualiser).
 *
 * The board's modes (its own state; the position is always the cell's text):
 * - Play: legal squares marked, the discs a move turns shown before it is
 *   played, a click plays it (the cell's Undo takes it back), a Pass button
 *   when the side to move has no move.
 * - Edit: a click cycles a square empty → black → white. Edits work on the
 *   text as typed, so a board on its way to a legal position (a centre
 *   square emptied, a lone disc) is still drawn and editable, and the
 *   engine's parser says what is wrong with it until it is fixed.
 * The side to move is chosen in both modes.
 *
 * The play cell's board: legal squares marked with the discs each would turn,
 * the last disc played, a Pass button when the person to move has no move,
 * and the disc count.
 */

import { useState } from 'preact/hooks';
import { withBase } from '../../data/site.ts';
import {
  PASS,
  SIDE_NAMES,
  cycleSquare,
  emptyCount,
  discCounts,
  isFinished,
  legalMovesWithFlips,
  moveName,
  moveOf,
  mustPass,
  othelloKit,
  othelloPlay,
  playText,
  readSetup,
  scoreText,
  setSquare,
  setupOf,
  sideToMove,
  withSide,
  writeSetup,
  type OthelloPosition as Position,
  type Setup,
} from '../../lib/games/othello.ts';
import { OthelloBoard, type SquareNote } from '../ui/OthelloBoard.tsx';
import type { OthelloPlayOutput } from '../../lib/games/othello.ts';
import type { PlayBoardProps, PlayPart } from './playPart.ts';
import type { BoardProps, ControlsProps, ExtraProps, SolverPart } from './solverPart.ts';
import '../ui/cellLayout.css';
import './othello.css';

/** Endgames up to this many empty squares open in the visualiser (a few hundred positions for alpha-beta). */
const VISUALISER_MAX_EMPTIES = 6;

/** The board with its two modes: play moves, edit squares (and the side to move in both). */
function OthelloEditor({ position, editable, onEdit, best, values, stale, text, running }: BoardProps<Position>) {
  const [mode, setMode] = useState<'play' | 'edit'>('play');
  // Edit mode draws the text as typed when it has the notation's shape, valid or not.
  const typed = readSetup(text);
  const setup: Setup = mode === 'edit' && typed ? typed : setupOf(position);
  const showStale = mode === 'edit' && typed ? false : stale;
  const canEdit = !running;
  const canPlay = editable && !stale;
  const mover = sideToMove(position);

  const moves = mode === 'play' && canPlay ? legalMovesWithFlips(position) : [];
  const notes = new Map<number, SquareNote>();
  if (values) {
    for (const [move, v] of values) {
      const s = moveOf(move);
      if (s >= 0 && s < 64) notes.set(s, { text: scoreText(v), label: `worth ${scoreText(v)}` });
    }
  }
  const bestSquares = new Set<number>([...best].map(moveOf).filter((s) => s >= 0 && s < 64));
  const passOnly = mode === 'play' && canPlay && mustPass(position);
  const passValue = values?.get(moveName(PASS));

  return (
    <div class="osb">
      <div class="osb__controls">
        <div class="lx-seg" role="group" aria-label="Board mode">
          <button type="button" class="btn btn--small" aria-pressed={mode === 'play'} onClick={() => setMode('play')}>
            Play moves
          </button>
          <button type="button" class="btn btn--small" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
            Edit squares
          </button>
        </div>
        <div class="lx-seg" role="group" aria-label="Side to move">
          {(['X', 'O'] as const).map((side) => (
            <button
              type="button"
              class="btn btn--small"
              aria-pressed={setup.side === side}
              disabled={!canEdit}
              onClick={() => setup.side !== side && onEdit(writeSetup(withSide(setup, side)))}
            >
              {SIDE_NAMES[side]} to move
            </button>
          ))}
        </div>
      </div>
      <OthelloBoard
        squares={setup.squares}
        label={mode === 'edit' ? 'Board: each square cycles empty, black, white' : `Board: ${SIDE_NAMES[mover].toLowerCase()} to move`}
        mode={mode}
        moves={moves}
        mover={mover}
        disabled={mode === 'edit' ? !canEdit : !canPlay}
        stale={showStale}
        notes={notes}
        best={bestSquares}
        onActivate={(s) => onEdit(mode === 'edit' ? writeSetup(cycleSquare(setup, s)) : playText(position, s))}
        onSetDisc={(s, d) => onEdit(writeSetup(setSquare(setup, s, d)))}
      />
      {passOnly && (
        <p class="osb__pass">
          <button type="button" class="btn btn--small" onClick={() => onEdit(playText(position, PASS))}>
            Pass
          </button>{' '}
          {SIDE_NAMES[mover]} has no legal move and must pass{passValue !== undefined ? ` (worth ${scoreText(passValue)})` : ''}.
          {best.has(moveName(PASS)) ? ' Passing is the only, and so the best, move.' : ''}
        </p>
      )}
      <ul class="lx-legend osb__legend" aria-label="Legend">
        <li>
          <span class="osb__swatch osb__swatch--black" aria-hidden="true" /> black (X)
        </li>
        <li>
          <span class="osb__swatch osb__swatch--white" aria-hidden="true" /> white (O)
        </li>
        {(
          [
            ['hint', 3, 'legal move'],
            ['best', 6, 'best move'],
          ] as const
        ).map(([mark, r, text]) => (
          <li>
            <svg class="osb__icon" viewBox="0 0 16 16" aria-hidden="true">
              <rect class="osb__icon-sq" width="16" height="16" />
              <circle class={`osb__icon-${mark}`} cx="8" cy="8" r={r} />
            </svg>{' '}
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ObjectiveControls({ options, onOptions, disabled }: ControlsProps<'othello'>) {
  const objective = options.objective ?? 'standard';
  return (
    <div class="lx-field">
      <span class="lx-label" aria-hidden="true">
        Objective
      </span>
      <div class="lx-seg" role="group" aria-label="Objective">
        <button type="button" class="btn btn--small" aria-pressed={objective === 'standard'} disabled={disabled} onClick={() => onOptions({ ...options, objective: 'standard' })}>
          Disc difference
        </button>
        <button type="button" class="btn btn--small" aria-pressed={objective === 'course'} disabled={disabled} onClick={() => onOptions({ ...options, objective: 'course' })}>
          Black’s discs (the course)
        </button>
      </div>
    </div>
  );
}

function VisualiserLink({ position, text }: ExtraProps<Position>) {
  if (!position || isFinished(position)) return null;
  const empties = emptyCount(position);
  if (empties > VISUALISER_MAX_EMPTIES) {
    return (
      <p class="solver__help" data-testid="othello-tree-link">
        With {VISUALISER_MAX_EMPTIES} empty squares or fewer, this position’s search tree opens in the visualiser.
      </p>
    );
  }
  const href = withBase(`alpha-beta/?game=othello&pos=${encodeURIComponent(text)}`);
  return (
    <p class="solver__help" data-testid="othello-tree-link">
      <a href={href}>Open this endgame’s search tree in the visualiser</a> ({empties} empty {empties === 1 ? 'square' : 'squares'}: alpha-beta to
      the end of the game, every node’s board under the pointer).
    </p>
  );
}

export const othelloPart: SolverPart<'othello', Position> = {
  kit: othelloKit,
  help: (
    <>
      64 squares from a1 to h8, rank by rank (<code>X</code> black, <code>O</code> white, <code>-</code> empty), a space, then the side to move,{' '}
      <code>X</code> or <code>O</code>. Or play and edit on the board.
    </>
  ),
  Board: OthelloEditor,
  Controls: ObjectiveControls,
  examplesNote: (
    <>
      FFO #40–#44 are the first five of the classic set #40–#59 of the FFORUM endgame problems (French Othello federation, public; copied from the Edax repository), the
      classic benchmark of endgame solvers. They take seconds to a minute here: the time is written beside each one you solve.
    </>
  ),
  Extra: VisualiserLink,
};

/** The play cell's board: a click on a marked square plays it; Pass when there is no move. */
function OthelloPlayBoard({ position, moves, editable, onMove }: PlayBoardProps<Position>) {
  const mover = sideToMove(position);
  const last = moves.at(-1);
  const { black, white, empty } = discCounts(position);
  return (
    <div class="osb">
      <OthelloBoard
        squares={setupOf(position).squares}
        label={`Game board: ${SIDE_NAMES[mover].toLowerCase()} to move`}
        mode="play"
        moves={editable ? legalMovesWithFlips(position) : []}
        mover={mover}
        disabled={!editable}
        last={last === undefined || last === PASS ? null : last}
        onActivate={onMove}
      />
      <p class="osb__pass" data-testid="othello-count">
        {editable && mustPass(position) && (
          <>
            <button type="button" class="btn btn--small" onClick={() => onMove(PASS)}>
              Pass
            </button>{' '}
          </>
        )}
        Black {black}, white {white}, {empty} empty.
      </p>
    </div>
  );
}

export const othelloPlayPart: PlayPart<Position, OthelloPlayOutput> = { kit: othelloPlay, Board: OthelloPlayBoard };
