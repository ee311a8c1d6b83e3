/**
 * @packageDocumentation
 * One 64-bit Othello bitboard, as the engine keeps it: two 32-bit halves,
 * `lo` for ranks 1-4 (bits 0-31, squares a1..h4) and `hi` for ranks 5-8
 * (bits 32-63, a5..h8), drawn as the board with each square's bit number,
 * lit where the bit is 1, beside the two halves in hexadecimal. The board is
 * drawn a1 at the top left, so bit 0 is the top left square and the bits run
 * in reading order.
 *
 * Render only: used by islands and, without hydration, by static figures.
 */

import { squareName } from '../../lib/games/othello.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './cellLayout.css';
import './Bitboard64View.css';

export interface Bitboard64ViewProps {
  lo: number;
  hi: number;
  /** What it holds ("black’s discs", "black’s moves"). */
  name: string;
  /** Colour of the lit squares. */
  kind?: 'black' | 'white' | 'moves' | 'flips' | 'plain';
  /** Test hook. */
  testId?: string;
  /** The page's language, for the map's label; English when absent. */
  lang?: Locale;
}

const hex8 = (v: number): string => `0x${(v >>> 0).toString(16).toUpperCase().padStart(8, '0')}`;

export function Bitboard64View({ lo, hi, name, kind = 'plain', testId, lang }: Bitboard64ViewProps) {
  const t = messages(lang).boards;
  const on = (b: number) => (b < 32 ? (lo >>> b) & 1 : (hi >>> (b - 32)) & 1) === 1;
  const lit = Array.from({ length: 64 }, (_, b) => b).filter(on);
  const said = t.bits64(lit.map((b) => `${b} (${squareName(b)})`));
  return (
    <div class={`bb64 bb64--${kind}`} data-testid={testId} data-lo={lo >>> 0} data-hi={hi >>> 0}>
      <p class="bb64__name">{name}</p>
      <div class="bb64__map" role="img" aria-label={`${name}${t.colon}${said}`}>
        {Array.from({ length: 64 }, (_, b) => (
          <span key={b} class={on(b) ? 'lx-bit is-on' : 'lx-bit'}>
            {b}
          </span>
        ))}
      </div>
      <p class="bb64__hex">
        <span>
          hi <code>{hex8(hi)}</code>
        </span>{' '}
        <span>
          lo <code>{hex8(lo)}</code>
        </span>
      </p>
    </div>
  );
}
