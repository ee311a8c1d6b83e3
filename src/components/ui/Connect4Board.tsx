/**
 * @packageDocumentation
 * A Connect Four board of any size (render only): a button above each column
 * to drop a stone there (its label is the column number, or the column's
 * value after "every column"), the grid of holes and stones, and a legend
 * that says which colour is which player. Colour is never the only cue: the
 * second player's stones carry a ring (the legend shows it too), the last
 * stone played a dot, and best columns are ringed and named.
 */

import { canPlay, columnNumber, columnOf, stoneAt, type Connect4Position } from '../../lib/games/connect4.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './Connect4Board.css';
import { SwatchLegend, type SwatchEntry } from './SwatchLegend.tsx';

export interface Connect4BoardProps {
  position: Connect4Position;
  /** Columns can be played. */
  editable: boolean;
  /** A column (0-based) was chosen. */
  onColumn: (column: number) => void;
  /** Best columns, 1-based (the notation's). */
  best: ReadonlySet<number | string>;
  /** The value of each column after "every column", by 1-based column. */
  values: ReadonlyMap<number | string, number> | null;
  /** Drawn dimmed (not the field's position). */
  stale?: boolean;
  /** Mark the last stone played (the top stone of the path's last column); default false. */
  markLast?: boolean;
  /** A picture only: column numbers instead of buttons (and no `onColumn`); default false. */
  readOnly?: boolean;
  /** The page's language, for the labels and the legend; English when absent. */
  lang?: Locale;
}

const R = 20;
const CELL = 2 * R + 8;

/** Every cell of a board drawn `size` wide, the bottom row first: its column, row, stone (0 none, 1 the first player's, 2 the second's) and centre. */
export function boardCells(p: Connect4Position, size: number) {
  const { width: W, height: H } = p.layout;
  return Array.from({ length: W * H }, (_, i) => {
    const c = i % W;
    const r = Math.floor(i / W);
    return { i, c, r, who: stoneAt(p, c, r), cx: c * size + size / 2, cy: (H - 1 - r) * size + size / 2 };
  });
}

/** A cell's circle: a hole, or a stone in its player's colour. */
export const stoneClass = (who: number): string => (who === 0 ? 'c4b__hole' : who === 1 ? 'c4b__stone--first' : 'c4b__stone--second');

/** The legend's entries for the two sides' stones, in the board's colours (also a replay's board, codeCell/parts.tsx). */
export const stoneSwatches = (first: string, second: string): SwatchEntry[] => [
  ['c4b__swatch c4b__swatch--first', first],
  ['c4b__swatch c4b__swatch--second', second],
];

export function Connect4Board({ position: p, editable, onColumn, best, values, stale = false, markLast = false, readOnly = false, lang }: Connect4BoardProps) {
  const t = messages(lang).boards;
  const { width: W, height: H } = p.layout;
  const lastColumn = markLast && p.path.length > 0 ? columnOf(p.path[p.path.length - 1]) : -1;
  return (
    // The board shrinks with its cell on a narrow screen; the column row shrinks with it, so they stay aligned.
    <div class="c4b" style={{ width: `min(100%, ${W * CELL}px)` }}>
      {readOnly ? (
        <div class="c4b__columns c4b__columns--static" style={{ gridTemplateColumns: `repeat(${W}, minmax(0, 1fr))` }} aria-hidden="true">
          {Array.from({ length: W }, (_, c) => (
            <span class={best.has(columnNumber(c)) ? 'is-best' : undefined}>{values?.get(columnNumber(c)) ?? columnNumber(c)}</span>
          ))}
        </div>
      ) : (
        <div class="c4b__columns" style={{ gridTemplateColumns: `repeat(${W}, minmax(0, 1fr))` }}>
          {Array.from({ length: W }, (_, c) => {
            const n = columnNumber(c);
            const value = values?.get(n);
            const isBest = best.has(n);
            return (
              <button
                type="button"
                class={isBest ? 'is-best' : undefined}
                aria-label={t.playColumn(n, isBest)}
                disabled={!editable || !canPlay(p, c)}
                onClick={() => onColumn(c)}
              >
                {values ? (value === undefined ? '–' : String(value)) : n}
              </button>
            );
          })}
        </div>
      )}
      <svg
        class={`c4b__board${stale ? ' is-stale' : ''}`}
        viewBox={`0 0 ${W * CELL} ${H * CELL}`}
        width="100%"
        role="img"
        aria-label={t.c4Board(W, H, p.moves, lastColumn >= 0 ? columnNumber(lastColumn) : null, Boolean(p.won))}
      >
        <rect class="c4b__frame" width={W * CELL} height={H * CELL} rx={10} />
        {boardCells(p, CELL).map(({ c, r, who, cx, cy }) => {
          const isLast = c === lastColumn && r === p.heights[c] - 1;
          return (
            <>
              <circle
                class={stoneClass(who)}
                data-cell={`${columnNumber(c)},${r + 1}`}
                cx={cx}
                cy={cy}
                r={R}
              />
              {who === 2 && <circle class="c4b__ring" cx={cx} cy={cy} r={R * 0.55} />}
              {isLast && <circle class="c4b__last" data-last cx={cx} cy={cy} r={R * 0.22} />}
            </>
          );
        })}
      </svg>
      <SwatchLegend class="c4b__legend" label={t.legend} entries={stoneSwatches(t.firstPlayer, t.secondPlayer)} />
    </div>
  );
}
