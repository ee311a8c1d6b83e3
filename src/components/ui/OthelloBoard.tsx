/**
 * @packageDocumentation
 * An Othello board (render only, apart from which square holds the focus
 * and which one the pointer is on): 64 squares with a1 at the top left, as
 * Othello players and the course draw it, files a-h above and ranks 1-8
 * beside.
 *
 * - `mode="edit"`: a click (or Enter / Space) on a square asks the parent to
 *   cycle it (empty → black → white); the keys X or B, O or W, and
 *   Delete / Backspace / - set it directly.
 * - `mode="play"`: the side to move's legal squares carry a small mark;
 *   pointing at one (hover, or keyboard focus) shows what it would do before
 *   it is played: a ghost disc on the square, a dot of the mover's colour on
 *   every disc it would turn, and a sentence under the board. A click plays.
 * - `mode="view"`: a picture with the same look (the lesson's diagrams,
 *   rendered at build time), described for screen readers.
 *
 * Keyboard: the board is one tab stop; the arrow keys move between squares,
 * Home and End go to the ends of a rank. Colour is never the only cue: discs
 * are named in each square's label, legal and best squares have a mark and
 * a word, values are written out. On a phone the board fits a 390-pixel
 * screen and each square is still about 38 pixels.
 */

import type { JSX, TargetedKeyboardEvent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { FILES, SQUARE_NAMES, type Disc, type LegalMove } from '../../lib/games/othello.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import type { WidgetsWords } from '../../i18n/messages/widgets/en.ts';
import './OthelloBoard.css';
import { useButtonRefs } from './useButtonRefs.ts';

export interface SquareNote {
  /** Short text drawn in the square (a move's value). */
  readonly text: string;
  /** The same for a screen reader ("worth +6 for black"). */
  readonly label: string;
}

export interface OthelloBoardProps {
  /** 64 characters a1, b1, ..., h8: `X` black, `O` white, `-` empty. */
  squares: string;
  /** Accessible name of the board. */
  label: string;
  mode?: 'edit' | 'play' | 'view';
  /** Play mode: the side to move's legal moves with their flips. */
  moves?: readonly LegalMove[];
  /** Play mode: the colour of the side to move. */
  mover?: 'X' | 'O';
  /** Click, Enter or Space on a square (edit: cycle it; play: play there). */
  onActivate?: (square: number) => void;
  /** Edit mode: a key that sets a square directly. */
  onSetDisc?: (square: number, disc: Disc) => void;
  /** Text in squares, e.g. the value of each move. */
  notes?: ReadonlyMap<number, SquareNote>;
  /** Squares ringed as best moves. */
  best?: ReadonlySet<number>;
  /** The last move, marked. */
  last?: number | null;
  /** No square answers (a search is running). */
  disabled?: boolean;
  /** Drawn dimmed: not the position of the text field. */
  stale?: boolean;
  /** Test hook and styling: 'small' for diagrams in a row. */
  size?: 'normal' | 'small';
  /** Play mode: the square under the pointer or the focus changed (null: none). */
  onPoint?: (square: number | null) => void;
  /** The page's language, for the squares' names and the hints; English when absent. */
  lang?: Locale;
}

const KEY_DISC: Record<string, Disc> = { x: 'X', b: 'X', o: 'O', w: 'O', '-': '-', '.': '-', delete: '-', backspace: '-' };

/** "Black on d3 turns 1 disc: d4." */
function previewSentence(t: WidgetsWords, mover: 'X' | 'O', move: LegalMove): string {
  return t.preview(mover, SQUARE_NAMES[move.square], move.flips.map((s) => SQUARE_NAMES[s]));
}

export function OthelloBoard(props: OthelloBoardProps) {
  const { squares, label, mode = 'edit', moves = [], mover = 'X', notes, best, last = null, disabled = false, stale = false, size = 'normal' } = props;
  const t = messages(props.lang).widgets;
  const [stop, setStop] = useState(27);
  const [pointed, setPointed] = useState<number | null>(null);
  const onPoint = props.onPoint;
  useEffect(() => onPoint?.(pointed), [pointed]); // eslint-disable-line react-hooks/exhaustive-deps -- tells the parent when the pointed square changes, not when its callback's identity does
  const buttons = useButtonRefs();

  const legal = new Map<number, LegalMove>(mode === 'play' ? moves.map((m) => [m.square, m]) : []);
  const preview = pointed !== null && !disabled ? legal.get(pointed) : undefined;
  const turning = new Set(preview?.flips ?? []);

  const nameOf = (s: number): string => {
    const disc = squares[s] as Disc;
    const parts = [`${SQUARE_NAMES[s]}${messages(props.lang).boards.colon}${t.discs[disc] ?? t.discs['-']}`];
    const m = legal.get(s);
    if (m) parts.push(t.legalMove(m.flips.length));
    if (best?.has(s)) parts.push(t.bestMove);
    const note = notes?.get(s);
    if (note) parts.push(note.label);
    if (last === s) parts.push(t.lastMove);
    return parts.join(', ');
  };

  const onKey = (s: number, e: TargetedKeyboardEvent<HTMLButtonElement>) => {
    const file = s & 7;
    let to: number | undefined;
    if (e.key === 'ArrowLeft' && file > 0) to = s - 1;
    else if (e.key === 'ArrowRight' && file < 7) to = s + 1;
    else if (e.key === 'ArrowUp' && s >= 8) to = s - 8;
    else if (e.key === 'ArrowDown' && s < 56) to = s + 8;
    else if (e.key === 'Home') to = s - file;
    else if (e.key === 'End') to = s - file + 7;
    if (to !== undefined) {
      e.preventDefault();
      setStop(to);
      buttons.focus(to);
      return;
    }
    if (mode !== 'edit' || disabled || !props.onSetDisc || e.altKey || e.ctrlKey || e.metaKey) return;
    const d = KEY_DISC[e.key.toLowerCase()];
    if (d !== undefined) {
      e.preventDefault();
      props.onSetDisc(s, d);
    }
  };

  const squareClass = (s: number) =>
    [
      'ob-sq',
      legal.has(s) && 'is-legal',
      best?.has(s) && 'is-best',
      last === s && 'is-last',
      pointed === s && preview && 'is-pointed',
      turning.has(s) && 'is-turning',
    ]
      .filter(Boolean)
      .join(' ');

  const content = (s: number) => {
    const disc = squares[s] as Disc;
    const note = notes?.get(s);
    return (
      <>
        {disc !== '-' && <span class={`ob-disc ob-disc--${disc === 'X' ? 'black' : 'white'}`} aria-hidden="true" />}
        {disc === '-' && preview?.square === s && <span class={`ob-disc ob-disc--ghost ob-disc--${mover === 'X' ? 'black' : 'white'}`} aria-hidden="true" />}
        {turning.has(s) && <span class={`ob-turn ob-turn--${mover === 'X' ? 'black' : 'white'}`} aria-hidden="true" />}
        {disc === '-' && legal.has(s) && !note && preview?.square !== s && <span class={`ob-hint ob-hint--${mover === 'X' ? 'black' : 'white'}`} aria-hidden="true" />}
        {note && (
          <span class="ob-note" aria-hidden="true">
            {note.text}
          </span>
        )}
      </>
    );
  };

  /** The grid's cells: the files along the top, then each rank's number before its eight squares. */
  const grid = (square: (s: number) => JSX.Element) => (
    <>
      <span class="ob-corner" aria-hidden="true" />
      {[...FILES].map((f) => (
        <span key={f} class="ob-coord ob-coord--file" aria-hidden="true">
          {f}
        </span>
      ))}
      {Array.from({ length: 8 }, (_, r) => (
        <>
          <span class="ob-coord ob-coord--rank" aria-hidden="true">
            {r + 1}
          </span>
          {Array.from({ length: 8 }, (_, f) => square(r * 8 + f))}
        </>
      ))}
    </>
  );

  const rootClass = `ob ob--${mode} ob--${size}${disabled ? ' is-disabled' : ''}${stale ? ' is-stale' : ''}`;

  if (mode === 'view') {
    const black = [...squares].filter((c) => c === 'X').length;
    const white = [...squares].filter((c) => c === 'O').length;
    const discs = SQUARE_NAMES.flatMap((n, s) => (squares[s] === '-' ? [] : [`${n} ${t.discs[squares[s] as Disc]}`]));
    const described = t.othelloView(label, black, white, discs);
    return (
      <div class={rootClass} role="img" aria-label={described} data-board={squares}>
        <div class="ob-grid">
          {grid((s) => (
            <span key={s} class={squareClass(s)} data-square={SQUARE_NAMES[s]} data-disc={squares[s]}>
              {content(s)}
            </span>
          ))}
        </div>
      </div>
    );
  }

  return (
    <div class={rootClass} data-board={squares}>
      <div class="ob-grid" role="group" aria-label={label}>
        {grid((s) => {
          const inert = disabled || (mode === 'play' && !legal.has(s));
          return (
            <button
              type="button"
              key={s}
              ref={buttons.refOf(s)}
              class={squareClass(s)}
              tabIndex={s === stop ? 0 : -1}
              aria-label={nameOf(s)}
              aria-disabled={inert ? 'true' : undefined}
              data-square={SQUARE_NAMES[s]}
              data-disc={squares[s]}
              onClick={() => {
                setStop(s);
                if (!inert) {
                  setPointed(null);
                  props.onActivate?.(s);
                }
              }}
              onFocus={() => {
                setStop(s);
                setPointed(s);
              }}
              onBlur={() => setPointed((p) => (p === s ? null : p))}
              onPointerEnter={() => setPointed(s)}
              onPointerLeave={() => setPointed((p) => (p === s ? null : p))}
              onKeyDown={(e) => onKey(s, e)}
            >
              {content(s)}
            </button>
          );
        })}
      </div>
      {mode === 'play' && (
        // Only what a move would turn is announced; the hint is for the eyes (the squares' names say "legal move").
        <p class="ob-preview" data-testid="othello-preview">
          <span aria-live="polite">{preview ? previewSentence(t, mover, preview) : ''}</span>
          {!preview && (
            <span aria-hidden="true">
              {moves.length > 0 && !disabled ? t.pointHint : '\u00a0'}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
