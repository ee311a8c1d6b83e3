/**
 * @packageDocumentation
 * The tic-tac-toe board every lesson island uses: nine buttons in a grid,
 * drawn with the X and O glyphs the bit inspector shares (`TicTacToeGlyph`).
 *
 * - `mode="edit"`: a click (or Enter / Space) asks the parent to cycle the
 *   cell; the keys X, O, and . / Delete / Backspace set it directly.
 * - `mode="play"`: a click on an empty cell asks the parent to play there;
 *   taken cells, and every cell while `disabled`, answer nothing.
 * - `mode="view"`: a picture with the same look, no buttons.
 *
 * Keyboard: the board is one tab stop; the arrow keys move between cells
 * (a roving tab index, as in a grid widget). On a phone each cell is at least
 * 44 CSS pixels. Colour is never the only cue: best moves have a ring and a
 * word in their name, winning cells a stripe and a word.
 *
 * The component is stateless apart from which cell holds the tab stop; the
 * board itself is a prop (nine characters, reading order).
 */

import type { TargetedKeyboardEvent } from 'preact';
import { useState } from 'preact/hooks';
import { cellLabel, type Mark, type Numbering } from '../../lib/games/tictactoe.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './TicTacToeBoard.css';
import { useButtonRefs } from './useButtonRefs.ts';

export interface TicTacToeBoardProps {
  /** The board: nine characters `x`, `o` or `.`, top row first. */
  cells: string;
  /** Accessible name of the board. */
  label: string;
  mode?: 'edit' | 'play' | 'view';
  /** Click, Enter or Space on a cell. */
  onActivate?: (cell: number) => void;
  /** Edit mode: a key that sets a cell directly (X, O, Delete...). */
  onSetMark?: (cell: number, mark: Mark) => void;
  /**
   * Small cell labels: reading order (0 top left), the OCaml course's numbers
   * (8 top left, 0 bottom right), the recursion course's coordinates (columns
   * A to C, rows 1 to 3 from the top), or none.
   */
  numbering?: Numbering;
  /** Short text shown in a cell, e.g. a move's value. */
  notes?: readonly (string | null)[];
  /** Words read out with a cell, e.g. "best move, worth +10 for X". */
  noteLabels?: readonly (string | null)[];
  /** Cells to ring as best moves (a 9-bit set, reading order). */
  best?: number;
  /** Cells of a completed line (a 9-bit set). */
  line?: number;
  /** The last move, marked with a dot. */
  last?: number | null;
  /** Play mode: not the reader's turn. */
  disabled?: boolean;
  size?: 'normal' | 'small';
  /** Extra class on the root. */
  class?: string;
  /** The page's language, for the cells' names; English when absent. */
  lang?: Locale;
}

/** A cell's X or O; `both`, the bit inspector's impossible cell, draws a small X and a small O. */
export function TicTacToeGlyph({ mark }: { mark: Mark | 'both' }) {
  if (mark === '.') return null;
  const both = mark === 'both';
  return (
    <svg class="tb-glyph" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {mark !== 'o' && <path class="tb-glyph__x" d={both ? 'M6 6l13 13M19 6L6 19' : 'M10 10l20 20M30 10L10 30'} />}
      {mark !== 'x' && <circle class="tb-glyph__o" cx={both ? 28 : 20} cy={both ? 28 : 20} r={both ? 7 : 11} />}
    </svg>
  );
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };

export function TicTacToeBoard(props: TicTacToeBoardProps) {
  const { cells, label, mode = 'edit', numbering = 'reading', notes, noteLabels, best = 0, line = 0, last = null, disabled = false, size = 'normal' } = props;
  const t = messages(props.lang).boards;
  const [stop, setStop] = useState(4);
  const buttons = useButtonRefs();

  const cellNumber = (c: number): string => cellLabel(c, numbering);
  const nameOf = (c: number) => {
    const mark = cells[c] as Mark;
    const where = numbering === 'none' ? '' : t.cellNumber(cellNumber(c), numbering !== 'coords');
    const name = t.tttCells[c];
    const parts = [`${name[0].toUpperCase()}${name.slice(1)}${where}${t.colon}${t.tttMarks[mark] ?? t.tttMarks['.']}`];
    if (line & (1 << c)) parts.push(t.inLine);
    if (noteLabels?.[c]) parts.push(noteLabels[c] as string);
    return parts.join(', ');
  };

  const onKey = (c: number, e: TargetedKeyboardEvent<HTMLButtonElement>) => {
    const delta = MOVES[e.key];
    if (delta !== undefined) {
      const to = c + delta;
      const sameRow = Math.floor(to / 3) === Math.floor(c / 3);
      if (to < 0 || to > 8 || ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && !sameRow)) return;
      e.preventDefault();
      setStop(to);
      buttons.focus(to);
      return;
    }
    if (mode !== 'edit' || !props.onSetMark || e.altKey || e.ctrlKey || e.metaKey) return;
    const k = e.key.toLowerCase();
    const m: Mark | null = k === 'x' ? 'x' : k === 'o' ? 'o' : k === '.' || k === 'delete' || k === 'backspace' ? '.' : null;
    if (m) {
      e.preventDefault();
      props.onSetMark(c, m);
    }
  };

  const rootClass = `tb tb--${size} tb--${mode}${disabled ? ' is-disabled' : ''}${props.class ? ` ${props.class}` : ''}`;

  if (mode === 'view') {
    return (
      <div class={rootClass} role="img" aria-label={`${label}${t.colon}${[...cells].map((m, c) => `${t.tttCells[c]} ${t.tttMarks[m as Mark]}`).join(', ')}`} data-board={cells}>
        {Array.from({ length: 9 }, (_, c) => (
          <div key={c} class={`tb-cell${line & (1 << c) ? ' is-line' : ''}${best & (1 << c) ? ' is-best' : ''}`} data-cell={c} data-mark={cells[c]}>
            {numbering !== 'none' && <span class="tb-cell__index">{cellNumber(c)}</span>}
            <TicTacToeGlyph mark={cells[c] as Mark} />
            {notes?.[c] && <span class="tb-cell__note">{notes[c]}</span>}
            {last === c && <span class="tb-cell__last" />}
          </div>
        ))}
      </div>
    );
  }

  return (
    <div class={rootClass} role="group" aria-label={label} data-board={cells}>
      {Array.from({ length: 9 }, (_, c) => {
        const mark = cells[c] as Mark;
        const inert = mode === 'play' && (disabled || mark !== '.');
        return (
          <button
            type="button"
            key={c}
            ref={buttons.refOf(c)}
            class={`tb-cell${line & (1 << c) ? ' is-line' : ''}${best & (1 << c) ? ' is-best' : ''}${last === c ? ' is-last' : ''}`}
            tabIndex={c === stop ? 0 : -1}
            aria-label={nameOf(c)}
            aria-disabled={inert ? 'true' : undefined}
            data-cell={c}
            data-mark={mark}
            onClick={() => {
              setStop(c);
              if (!inert) props.onActivate?.(c);
            }}
            onFocus={() => setStop(c)}
            onKeyDown={(e) => onKey(c, e)}
          >
            {/* The number and the note are drawn from attributes (CSS ::before): the button's
                name already says them in words, so they are not a second, different label. */}
            {numbering !== 'none' && <span class="tb-cell__index" data-text={cellNumber(c)} aria-hidden="true" />}
            <TicTacToeGlyph mark={mark} />
            {notes?.[c] && <span class="tb-cell__note" data-text={notes[c] ?? ''} aria-hidden="true" />}
            {last === c && <span class="tb-cell__last" aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}

/** A small static picture of a board, for lists of positions (tree levels, move lists). */
export function MiniBoard({ cells, label, line = 0, last = null }: { cells: string; label?: string; line?: number; last?: number | null }) {
  const s = 10;
  return (
    <svg class="mb" viewBox="0 0 30 30" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : 'true'} data-board={cells}>
      <path class="mb-grid" d="M10 1v28M20 1v28M1 10h28M1 20h28" />
      {[...cells].map((m, c) => {
        const x = (c % 3) * s;
        const y = Math.floor(c / 3) * s;
        const inLine = (line & (1 << c)) !== 0;
        return (
          <g key={c}>
            {(inLine || last === c) && <rect class={inLine ? 'mb-line' : 'mb-last'} x={x + 1} y={y + 1} width={s - 2} height={s - 2} rx="1.5" />}
            {m === 'x' && <path class="mb-x" d={`M${x + 2.8} ${y + 2.8}l4.4 4.4M${x + 7.2} ${y + 2.8}l-4.4 4.4`} />}
            {m === 'o' && <circle class="mb-o" cx={x + 5} cy={y + 5} r="2.7" />}
          </g>
        );
      })}
    </svg>
  );
}
