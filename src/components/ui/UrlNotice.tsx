/**
 * @packageDocumentation
 * The note a cell shows when its link asked for something it could not use:
 * which parameter, the value (shortened and made printable), and why, with
 * the words "left at its default" so the reader knows what they see instead.
 * Render only; the island reads its parameters with `lib/url` (a
 * `ParamReader`) and passes what was ignored. Nothing is drawn when nothing
 * was ignored.
 *
 * A polite status region: it is there from the first render after hydration,
 * it does not take focus, and it is a list, not a colour: a screen reader
 * reads it as text.
 *
 * In another language the reasons are said from their `Refusal` (lib/url/
 * reasons.ts), and the cell's name, given in English as the islands always
 * have, is the catalogue's name for that cell.
 */

import { ignoredReason, shownSetting, type IgnoredParam } from '../../lib/url/query.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import type { NoticeCell } from '../../i18n/messages/url/en.ts';
import './UrlNotice.css';

export interface UrlNoticeProps {
  ignored: readonly IgnoredParam[];
  /** Which cell it is, named in the sentence in the page's language; default "this cell". */
  cell?: NoticeCell;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function UrlNotice({ ignored, cell, lang = 'en' }: UrlNoticeProps) {
  if (ignored.length === 0) return null;
  const t = messages(lang).url;
  const name = cell === undefined ? t.thisCell : t.cells[cell];
  return (
    <div class="message message--warn url-notice" role="status" data-testid="url-notice" data-ignored={ignored.map((p) => p.name).join(' ')}>
      <div>
        <p class="url-notice__head">{t.head(ignored.length, name)}</p>
        <ul class="url-notice__list">
          {ignored.map((p, i) => (
            <li key={`${p.name}-${i}`}>
              <code>{shownSetting(p, lang)}</code>
              {t.colon}
              {ignoredReason(p, lang)}
              .
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
