/**
 * @packageDocumentation
 * A row of the course's one-dimensional tic-tac-toe (render only): one box
 * per cell with its number under it (the course numbers cells from 1), a
 * cross as ✕ and a nought as ◯ (never colour alone), and an optional note
 * under a free cell, e.g. its min-max value. Best cells are ringed and named.
 */

import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

export interface RowBoardProps {
  /** The row: `x`, `o` or `.` per cell. */
  row: string;
  /** Notes under the cells, by 1-based cell ("0", "+1"). */
  notes?: ReadonlyMap<number, string>;
  /** Cells to ring as best moves, 1-based. */
  best?: ReadonlySet<number>;
  /** Accessible name. */
  label: string;
  /** The page's language, for the cells' hidden words; English when absent. */
  lang?: Locale;
}

export function RowBoard({ row, notes, best, label, lang }: RowBoardProps) {
  const t = messages(lang).boards;
  const cells = [...row.toLowerCase()];
  return (
    <ol class="rowb" aria-label={label}>
      {cells.map((ch, i) => {
        const n = i + 1;
        const isBest = best?.has(n) ?? false;
        const note = notes?.get(n);
        return (
          <li class={`rowb__cell rowb__cell--${ch === 'x' ? 'x' : ch === 'o' ? 'o' : 'free'}${isBest ? ' is-best' : ''}`} data-cell={n}>
            <span class="rowb__mark" aria-hidden="true">
              {ch === 'x' ? '✕' : ch === 'o' ? '◯' : ''}
            </span>
            <span class="rowb__num">
              <span class="visually-hidden">{t.rowCell}</span>
              {n}
              <span class="visually-hidden">
                {t.colon}
                {t.rowMarks[ch as 'x' | 'o' | '.'] ?? t.rowMarks['.']}
                {isBest ? t.rowBest : ''}
                {note !== undefined ? t.rowWorth(note) : ''}
              </span>
            </span>
            {note !== undefined && (
              <span class="rowb__note" aria-hidden="true">
                {note}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
