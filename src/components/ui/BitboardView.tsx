/**
 * @packageDocumentation
 * One 9-bit bitboard in the OCaml course's numbering, shown the three ways a
 * reader needs at once: the bit-index map (the board with each cell's bit
 * number, lit where the bit is 1), the nine bits b8…b0, and the value in
 * hexadecimal and decimal. The course numbers cells from the bottom right,
 * so its map reads 8 7 6 / 5 4 3 / 2 1 0.
 *
 * Render-only: used inside islands and, without hydration, as a static figure
 * in the lesson.
 */

import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import { translated } from './noTranslate.ts';
import './cellLayout.css';

export interface BitboardViewProps {
  /** The bitboard, course numbering (bit k is course cell k). */
  value: number;
  /** What it holds, for the label ("crosses", "free cells", "mask 0x1C0"). */
  name: string;
  /** The name is code (a variable of the course's program): the same in every language. */
  codeName?: boolean;
  /** Colour of the lit cells. */
  kind?: 'x' | 'o' | 'free' | 'plain';
  /** Show the binary, hexadecimal and decimal forms beside the map. Default true. */
  numbers?: boolean;
  /** Test hook. */
  testId?: string;
  /** The page's language, for the map's label; English when absent. */
  lang?: Locale;
}

const hex3 = (v: number): string => `0x${v.toString(16).toUpperCase().padStart(3, '0')}`;
const bin9 = (v: number): string => v.toString(2).padStart(9, '0');

/** The cells of the map in reading order, each with its course bit index. */
const MAP = [8, 7, 6, 5, 4, 3, 2, 1, 0];

export function BitboardView({ value, name, kind = 'plain', numbers = true, testId, lang, codeName = false }: BitboardViewProps) {
  const t = messages(lang).boards;
  const on = MAP.filter((k) => value & (1 << k));
  return (
    <div class="bbv" data-testid={testId} data-value={value}>
      <div
        class={`lx-bitmap lx-bitmap--${kind}`}
        role="img"
        aria-label={t.bitMap(name, on)}
      >
        {MAP.map((k) => (
          <span key={k} class={value & (1 << k) ? 'lx-bit is-on' : 'lx-bit'}>
            {k}
          </span>
        ))}
      </div>
      {numbers && (
        <div class="bbv__numbers">
          <span class="bbv__name" {...translated(!codeName)}>
            {name}
          </span>
          <span class="lx-mono bbv__bin" title={t.bitsTitle} {...translated(false)}>
            {bin9(value)}
          </span>
          <span class="lx-mono" {...translated(false)}>
            <strong>{hex3(value)}</strong> = {value}
          </span>
        </div>
      )}
    </div>
  );
}
