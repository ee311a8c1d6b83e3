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
  cycleSquare,
  emptyCount,
  discCounts,
  isFinished,
  legalMovesWithFlips,
  moveName,
  moveOf,
  mustPass,
  othelloKitIn,
  othelloPlayIn,
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
import { messages } from '../../i18n/messages.ts';
import type { OthelloWords } from '../../i18n/messages/othello/en.ts';
import { localePath, type Locale } from '../../i18n/locales.ts';
import { byLocale } from '../../lib/games/byLocale.ts';
import { SwatchLegend } from '../ui/SwatchLegend.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { WithCode } from '../ui/WithCode.tsx';

/** Endgames up to this many empty squares open in the visualiser (a few hundred positions for alpha-beta). */
const VISUALISER_MAX_EMPTIES = 6;

/** The board with its two modes: play moves, edit squares (and the side to move in both). */
function OthelloEditor({ position, editable, onEdit, best, values, stale, text, running, t, lang }: BoardProps<Position> & { t: OthelloWords; lang: Locale }) {
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
      if (s >= 0 && s < 64) notes.set(s, { text: scoreText(v), label: t.worth(scoreText(v)) });
    }
  }
  const bestSquares = new Set<number>([...best].map(moveOf).filter((s) => s >= 0 && s < 64));
  const passOnly = mode === 'play' && canPlay && mustPass(position);
  const passValue = values?.get(moveName(PASS));

  return (
    <div class="osb">
      <div class="osb__controls">
        <Segmented label={t.boardMode} segments={[['play', t.playMoves], ['edit', t.editSquares]]} value={mode} onChoose={setMode} />
        <div class="lx-seg" role="group" aria-label={t.sideToMove}>
          {(['X', 'O'] as const).map((side) => (
            <button
              type="button"
              class="btn btn--small"
              aria-pressed={setup.side === side}
              disabled={!canEdit}
              onClick={() => setup.side !== side && onEdit(writeSetup(withSide(setup, side)))}
            >
              {t.toMove(t.sideNames[side])}
            </button>
          ))}
        </div>
      </div>
      <OthelloBoard
        lang={lang}
        squares={setup.squares}
        label={mode === 'edit' ? t.editLabel : t.playLabel(t.colours[mover])}
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
            {t.pass}
          </button>{' '}
          {t.mustPassNote(t.sideNames[mover], passValue !== undefined ? t.worth(scoreText(passValue)) : '')}
          {best.has(moveName(PASS)) ? t.passIsBest : ''}
        </p>
      )}
      <SwatchLegend
        class="lx-legend osb__legend"
        label={t.legend}
        entries={[
          ['osb__swatch osb__swatch--black', t.legendBlack],
          ['osb__swatch osb__swatch--white', t.legendWhite],
        ]}
      >
        {(
          [
            ['hint', 3, t.legalMove],
            ['best', 6, t.bestMove],
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
      </SwatchLegend>
    </div>
  );
}

function ObjectiveControls({ options, onOptions, disabled, t }: ControlsProps<'othello'> & { t: OthelloWords }) {
  const objective = options.objective ?? 'standard';
  return (
    <div class="lx-field">
      <span class="lx-label" aria-hidden="true">
        {t.objective}
      </span>
      <Segmented label={t.objective} segments={[['standard', t.discDifference], ['course', t.blackDiscs]]} value={objective} onChoose={(o) => onOptions({ ...options, objective: o })} disabled={disabled} />
    </div>
  );
}

function VisualiserLink({ position, text, t, lang }: ExtraProps<Position> & { t: OthelloWords; lang: Locale }) {
  if (!position || isFinished(position)) return null;
  const empties = emptyCount(position);
  if (empties > VISUALISER_MAX_EMPTIES) {
    return (
      <p class="solver__help" data-testid="othello-tree-link">
        {t.treeFrom(VISUALISER_MAX_EMPTIES)}
      </p>
    );
  }
  const href = withBase(`${localePath(lang, 'alpha-beta/')}?game=othello&pos=${encodeURIComponent(text)}`);
  return (
    <p class="solver__help" data-testid="othello-tree-link">
      <a href={href}>{t.openTree}</a>
      {t.treeNote(empties)}
    </p>
  );
}

/** The solver cell's part in a language. */
export const othelloPartIn = byLocale((lang): SolverPart<'othello', Position> => {
  const t = messages(lang).othello;
  return {
    kit: othelloKitIn(lang),
    help: <WithCode parts={[t.help.squares, 'X', t.help.black, 'O', t.help.white, '-', t.help.empty, 'X', t.help.or, 'O', t.help.end]} />,
    Board: (props) => <OthelloEditor {...props} t={t} lang={lang} />,
    Controls: (props) => <ObjectiveControls {...props} t={t} />,
    examplesNote: <>{t.examplesNote}</>,
    Extra: (props) => <VisualiserLink {...props} t={t} lang={lang} />,
  };
});


/** The play cell's board: a click on a marked square plays it; Pass when there is no move. */
function OthelloPlayBoard({ position, moves, editable, onMove, t, lang }: PlayBoardProps<Position> & { t: OthelloWords; lang: Locale }) {
  const mover = sideToMove(position);
  const last = moves.at(-1);
  const { black, white, empty } = discCounts(position);
  return (
    <div class="osb">
      <OthelloBoard
        lang={lang}
        squares={setupOf(position).squares}
        label={t.gameBoard(t.colours[mover])}
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
              {t.pass}
            </button>{' '}
          </>
        )}
        {t.countLine(black, white, empty)}
      </p>
    </div>
  );
}

export const othelloPlayPart = byLocale((lang): PlayPart<Position, OthelloPlayOutput> => {
  const t = messages(lang).othello;
  return { kit: othelloPlayIn(lang), Board: (props) => <OthelloPlayBoard {...props} t={t} lang={lang} /> };
});
