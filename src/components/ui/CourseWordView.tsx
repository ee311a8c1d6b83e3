/**
 * @packageDocumentation
 * One of the OCaml course's two integers (render only), drawn the way its 25
 * bits are laid out: five rows of five, the hand (bits 24–20: T S O L I) on
 * top, then the four rows of the board it holds (bits 19–0, the top-left cell
 * at bit 19). Read that way the integer *is* a picture of its half of the
 * board. Each bit shows what it stands for and its number; set bits are
 * filled, and the bits a placement sets are ringed and named, so colour is
 * never the only cue. Under it, the value in hexadecimal, as the course
 * writes its masks, and in binary, grouped by rows.
 */

import { PIECES, cellName } from '../../lib/games/tetromino.ts';
import { cellAt, formatBits, formatHex, type CourseWord } from '../../lib/games/tetrominoCourse.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './cellLayout.css';
import './CourseWordView.css';

export interface CourseWordViewProps {
  /** Which integer: its cells are rows 1–4 (`first`) or rows 5–8 (`second`). */
  word: CourseWord;
  /** Its name in the figure ("first", "p.upper"). */
  name: string;
  /** The integer's value (25 bits used). */
  value: number;
  /** Bits to ring (0..24). */
  ring?: readonly number[];
  /** Draw only the 20 board bits (the course's `piece` record has no hand). */
  boardOnly?: boolean;
  testId?: string;
  /** The page's language, for the label; English when absent. */
  lang?: Locale;
}

/** What bit `bit` of a word stands for: a cell name or a hand letter. */
function bitMeaning(word: CourseWord, bit: number): string {
  const cell = cellAt(word, bit);
  return cell === undefined ? PIECES[bit - 20] : cellName(cell);
}

export function CourseWordView({ word, name, value, ring = [], boardOnly = false, testId, lang }: CourseWordViewProps) {
  const t = messages(lang).widgets;
  const said = (b: number) => `${b} (${bitMeaning(word, b)})`;
  const top = boardOnly ? 19 : 24;
  const bits = Array.from({ length: top + 1 }, (_, i) => top - i);
  const ringed = new Set(ring);
  const set = bits.filter((b) => (value >>> b) & 1);
  return (
    <figure class="cwv" data-testid={testId} data-value={value}>
      <figcaption class="cwv__name">
        <code>{name}</code>
      </figcaption>
      <div
        class="cwv__bits"
        role="img"
        aria-label={t.courseWord(name, formatHex(value), set.map(said), ring.map(said))}
      >
        {bits.map((b) => (
          <span class={`lx-bit cwv__bit${(value >>> b) & 1 ? ' is-on' : ''}${ringed.has(b) ? ' is-ringed' : ''}${b >= 20 ? ' is-hand' : ''}`} data-bit={b}>
            <span class="cwv__what">{bitMeaning(word, b)}</span>
            <span class="cwv__index">{b}</span>
          </span>
        ))}
      </div>
      <div class="cwv__numbers">
        <code class="cwv__hex">{formatHex(value)}</code>
        <code class="cwv__bin">{boardOnly ? formatBits(value).slice(6) : formatBits(value)}</code>
      </div>
    </figure>
  );
}
