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
 */

import { shownSetting, type IgnoredParam } from '../../lib/url/query.ts';
import './UrlNotice.css';

export interface UrlNoticeProps {
  ignored: readonly IgnoredParam[];
  /** What the cell is called in the sentence ("the position editor"); default "this cell". */
  cell?: string;
}

export function UrlNotice({ ignored, cell = 'this cell' }: UrlNoticeProps) {
  if (ignored.length === 0) return null;
  const one = ignored.length === 1;
  return (
    <div class="message message--warn url-notice" role="status" data-testid="url-notice" data-ignored={ignored.map((p) => p.name).join(' ')}>
      <div>
        <p class="url-notice__head">
          {one ? 'One setting' : `${ignored.length} settings`} in this page’s address could not be used, so {cell} left{' '}
          {one ? 'it at its default' : 'them at their defaults'}:
        </p>
        <ul class="url-notice__list">
          {ignored.map((p, i) => (
            <li key={`${p.name}-${i}`}>
              <code>{shownSetting(p)}</code>: {p.reason}.
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
