/**
 * @packageDocumentation
 * The 5 × 8 tetromino board (render only): the pieces on it, each outlined
 * and labelled with its letter, the piece the reader holds drawn as a dashed
 * "ghost" (its cells crossed where it would overlap), small marks on cells
 * (where the held shape fits, or the value of placing it there), and the
 * column letters a–e and row numbers 1–8 of the notation around it.
 *
 * Colour is never the only cue: every piece carries its letter (or its
 * owner's initial), a ghost that does not fit is crossed out, values are
 * written as +, 0 and −. When the parent passes handlers, the board is one
 * tab stop that takes the keys the parent listens to (`onKeyDown`), and
 * pointers over cells (`onCellPointer`, `onCellClick`).
 */

import type { JSX } from 'preact';
import { COLUMNS, COLUMN_LETTERS, PLACEMENTS, ROWS, cellName, moveName, shapeLetter } from '../../lib/games/tetromino.ts';
import './TetrominoBoard.css';

/** How a piece is coloured: by its letter, or by the player who placed it. */
export type PieceTone = 'I' | 'L' | 'O' | 'S' | 'T' | 'p0' | 'p1';

export interface BoardPiece {
  readonly placement: number;
  readonly tone: PieceTone;
  /** The text drawn on the piece (its letter by default). */
  readonly label?: string;
  /** Drawn with a ring: the last piece placed, or a piece pointed at. */
  readonly emphasis?: boolean;
}

type MarkKind = 'fit' | 'win' | 'tie' | 'loss';

export interface BoardMark {
  /** 0..39, reading order. */
  readonly cell: number;
  readonly kind: MarkKind;
  /** Ringed: a best move. */
  readonly best?: boolean;
}

interface BoardGhost {
  readonly placement: number;
  /** Its cells that are taken (drawn crossed out); empty when it fits. */
  readonly blocked: readonly number[];
}

export interface TetrominoBoardProps {
  /** Accessible name of the board. */
  label: string;
  pieces: readonly BoardPiece[];
  /** Taken cells that belong to no piece drawn (a position written with x). */
  loose?: readonly number[];
  ghost?: BoardGhost | null;
  marks?: readonly BoardMark[];
  /** Cells to point at (a problem names them). */
  highlight?: readonly number[];
  /** Drawn dimmed: not the position of the field. */
  stale?: boolean;
  size?: 'normal' | 'small';
  /** Makes the board one tab stop that takes keys. */
  onKeyDown?: (e: JSX.TargetedKeyboardEvent<SVGSVGElement>) => void;
  onCellPointer?: (cell: number, pointerType: string) => void;
  onCellClick?: (cell: number, pointerType: string) => void;
  /** Id of the element that describes the keys. */
  describedBy?: string;
}

const CELL = 40;
const MARGIN = 18;
const WIDTH = MARGIN + COLUMNS * CELL + 2;
const HEIGHT = MARGIN + ROWS * CELL + 2;

const cellX = (cell: number) => MARGIN + (cell % COLUMNS) * CELL;
const cellY = (cell: number) => MARGIN + Math.floor(cell / COLUMNS) * CELL;

/** The outline of a set of cells: every cell edge whose neighbour is not in the set. */
function outline(cells: readonly number[]): string {
  const set = new Set(cells);
  const has = (r: number, c: number) => r >= 0 && r < ROWS && c >= 0 && c < COLUMNS && set.has(r * COLUMNS + c);
  let d = '';
  for (const cell of cells) {
    const r = Math.floor(cell / COLUMNS);
    const c = cell % COLUMNS;
    const x = cellX(cell);
    const y = cellY(cell);
    if (!has(r - 1, c)) d += `M${x} ${y}h${CELL}`;
    if (!has(r + 1, c)) d += `M${x} ${y + CELL}h${CELL}`;
    if (!has(r, c - 1)) d += `M${x} ${y}v${CELL}`;
    if (!has(r, c + 1)) d += `M${x + CELL} ${y}v${CELL}`;
  }
  return d;
}

/** The cell of a piece where its label goes: the one nearest the middle of its cells. */
function labelCell(cells: readonly number[]): number {
  const mr = cells.reduce((a, c) => a + Math.floor(c / COLUMNS), 0) / cells.length;
  const mc = cells.reduce((a, c) => a + (c % COLUMNS), 0) / cells.length;
  let best = cells[0];
  let bestD = Infinity;
  for (const c of cells) {
    const d = (Math.floor(c / COLUMNS) - mr) ** 2 + ((c % COLUMNS) - mc) ** 2;
    if (d < bestD - 1e-9) [best, bestD] = [c, d];
  }
  return best;
}

const MARK_TEXT: Record<MarkKind, string> = { fit: '', win: '+', tie: '0', loss: '−' };

export function TetrominoBoard(props: TetrominoBoardProps) {
  const { label, pieces, loose = [], ghost = null, marks = [], highlight = [], stale = false, size = 'normal', onKeyDown, onCellPointer, onCellClick, describedBy } = props;
  const interactive = onKeyDown !== undefined;
  const ghostCells = ghost ? PLACEMENTS[ghost.placement].cells : [];
  const blocked = new Set(ghost?.blocked ?? []);
  const cellFromEvent = (e: Event): number | undefined => {
    const v = (e.target as Element | null)?.closest?.('[data-cell-index]')?.getAttribute('data-cell-index');
    return v == null ? undefined : Number(v);
  };
  const pointerType = (e: Event) => (e as PointerEvent).pointerType || 'mouse';

  return (
    <svg
      class={`t4b t4b--${size}${stale ? ' is-stale' : ''}${interactive ? ' is-interactive' : ''}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      role={interactive ? 'application' : 'img'}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={interactive ? 0 : undefined}
      onKeyDown={onKeyDown}
      onPointerMove={
        onCellPointer &&
        ((e) => {
          const c = cellFromEvent(e);
          if (c !== undefined) onCellPointer(c, pointerType(e));
        })
      }
      onClick={
        onCellClick &&
        ((e) => {
          const c = cellFromEvent(e);
          if (c !== undefined) onCellClick(c, pointerType(e));
        })
      }
    >
      {Array.from({ length: COLUMNS }, (_, c) => (
        <text class="t4b__coord" x={MARGIN + c * CELL + CELL / 2} y={MARGIN - 5} text-anchor="middle" aria-hidden="true">
          {COLUMN_LETTERS[c]}
        </text>
      ))}
      {Array.from({ length: ROWS }, (_, r) => (
        <text class="t4b__coord" x={MARGIN - 5} y={MARGIN + r * CELL + CELL / 2 + 4} text-anchor="end" aria-hidden="true">
          {r + 1}
        </text>
      ))}
      <rect class="t4b__frame" x={MARGIN} y={MARGIN} width={COLUMNS * CELL} height={ROWS * CELL} />
      {Array.from({ length: COLUMNS * ROWS }, (_, cell) => (
        <rect class="t4b__cell" data-cell={cellName(cell)} data-cell-index={cell} x={cellX(cell)} y={cellY(cell)} width={CELL} height={CELL} />
      ))}
      {loose.map((cell) => (
        <rect class="t4b__loose" data-cell-index={cell} x={cellX(cell) + 1} y={cellY(cell) + 1} width={CELL - 2} height={CELL - 2} />
      ))}
      {pieces.map((p) => {
        const cells = PLACEMENTS[p.placement].cells;
        const at = labelCell(cells);
        return (
          <g class={`t4b__piece t4b__piece--${p.tone}${p.emphasis ? ' is-emphasis' : ''}`} data-piece={moveName(p.placement)}>
            {cells.map((cell) => (
              <rect class="t4b__fill" data-cell-index={cell} x={cellX(cell)} y={cellY(cell)} width={CELL} height={CELL} />
            ))}
            <path class="t4b__outline" d={outline(cells)} />
            <text class="t4b__letter" x={cellX(at) + CELL / 2} y={cellY(at) + CELL / 2 + 5} text-anchor="middle" aria-hidden="true">
              {p.label ?? shapeLetter(p.placement)}
            </text>
          </g>
        );
      })}
      {marks.map((m) => (
        <g class={`t4b__mark t4b__mark--${m.kind}${m.best ? ' is-best' : ''}`} data-mark={cellName(m.cell)} aria-hidden="true">
          <circle cx={cellX(m.cell) + CELL / 2} cy={cellY(m.cell) + CELL / 2} r={m.kind === 'fit' ? 4 : 9} />
          {m.kind !== 'fit' && (
            <text x={cellX(m.cell) + CELL / 2} y={cellY(m.cell) + CELL / 2 + 4.5} text-anchor="middle">
              {MARK_TEXT[m.kind]}
            </text>
          )}
        </g>
      ))}
      {highlight.map((cell) => (
        <rect class="t4b__highlight" x={cellX(cell) + 3} y={cellY(cell) + 3} width={CELL - 6} height={CELL - 6} />
      ))}
      {ghost && (
        <g class={`t4b__ghost${ghost.blocked.length ? ' is-blocked' : ''}`} data-ghost={moveName(ghost.placement)}>
          {ghostCells.map((cell) => (
            <rect class="t4b__ghost-fill" data-cell-index={cell} x={cellX(cell) + 2} y={cellY(cell) + 2} width={CELL - 4} height={CELL - 4} />
          ))}
          <path class="t4b__ghost-outline" d={outline(ghostCells)} />
          {ghostCells
            .filter((cell) => blocked.has(cell))
            .map((cell) => (
              <path class="t4b__cross" d={`M${cellX(cell) + 10} ${cellY(cell) + 10}l20 20m0 -20l-20 20`} />
            ))}
        </g>
      )}
    </svg>
  );
}
