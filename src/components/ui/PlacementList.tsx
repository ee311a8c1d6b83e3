/**
 * @packageDocumentation
 * A list of tetromino placements with their values (render only), filtered by
 * piece and by value: the winning placements of a solve, the value of every
 * placement of an analysis, the winning replies of an exercise. Each entry is
 * a button that shows the placement on the board (`onPick`). Values are for
 * the side that places the piece, written +1, 0, −1 and in words, so colour
 * is never the only cue.
 */

import { PIECES, moveOf, pieceLetter } from '../../lib/games/tetromino.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './PlacementList.css';
import { Segmented } from './Segmented.tsx';

export type ValueFilter = 'all' | 'win' | 'tie' | 'loss';

interface ListedPlacement {
  readonly name: string;
  /** For the side that places it; absent when only the list is known. */
  readonly value?: number;
}

export interface PlacementListProps {
  /** Heading of the list, e.g. "Value of every placement". */
  title: string;
  items: readonly ListedPlacement[];
  /** 'all' or a piece letter. */
  piece: string;
  value: ValueFilter;
  onPiece: (piece: string) => void;
  onValue: (value: ValueFilter) => void;
  onPick: (name: string) => void;
  /** The placement shown on the board, by name. */
  selected?: string;
  /** Offer the filter by value (when the items have different values). Default true. */
  valueFilter?: boolean;
  /** The page's language; English when absent. */
  lang?: Locale;
}

const kindOf = (v: number | undefined): ValueFilter => (v === undefined ? 'all' : v > 0 ? 'win' : v < 0 ? 'loss' : 'tie');
const SIGN: Record<Exclude<ValueFilter, 'all'>, string> = { win: '+1', tie: '0', loss: '−1' };

export function PlacementList({ title, items, piece, value, onPiece, onValue, onPick, selected, valueFilter = true, lang }: PlacementListProps) {
  const t = messages(lang).widgets;
  const letterOf = (name: string) => pieceLetter(moveOf(name)!);
  const hasValues = items.some((i) => i.value !== undefined);
  const byPiece = items.filter((i) => piece === 'all' || letterOf(i.name) === piece);
  const shown = byPiece.filter((i) => value === 'all' || kindOf(i.value) === value);
  const count = (k: ValueFilter) => byPiece.filter((i) => kindOf(i.value) === k).length;
  return (
    <section class="plist" aria-label={title}>
      <p class="plist__title">
        {title}
        {t.colon}
        <span data-testid="plist-count">{shown.length}</span>
        {t.shownOf(shown.length, items.length)}
      </p>
      <div class="plist__filters">
        <Segmented label={t.piece} segments={['all', ...PIECES].map((k) => [k, k === 'all' ? t.allPieces : k])} value={piece} onChoose={onPiece} />
        {hasValues && valueFilter && (
          <Segmented label={t.value} segments={(['all', 'win', 'tie', 'loss'] as const).map((k) => [k, k === 'all' ? t.anyValue : `${t.filters[k]} (${count(k)})`])} value={value} onChoose={onValue} />
        )}
      </div>
      <ul class="plist__items">
        {shown.map((i) => {
          const k = kindOf(i.value);
          return (
            <li>
              <button
                type="button"
                class={`chip plist__item plist__item--${k}`}
                aria-pressed={selected === i.name}
                data-placement={i.name}
                data-value={i.value}
                onClick={() => onPick(i.name)}
              >
                <span class="plist__name">{i.name}</span>
                {k !== 'all' && (
                  <span class="plist__value">
                    {SIGN[k]}
                    <span class="visually-hidden"> {t.outcomes[k]}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
