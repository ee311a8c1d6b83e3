/**
 * Whose code the cell shows, beside its heading: someone else's, from a link
 * (said plainly, with Keep to make it the reader's own), or the engine's own,
 * or edited.
 */

import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import './LinkNotice.css';

export interface LinkNoticeProps {
  /** The code came with a link and the reader has not edited or kept it. */
  readonly linked: boolean;
  /** Whose it is otherwise ("edited"). */
  readonly origin: string;
  readonly canKeep: boolean;
  readonly onKeep: () => void;
  readonly t: CodeCellWords;
}

export function LinkNotice({ linked, origin, canKeep, onKeep, t }: LinkNoticeProps) {
  if (!linked) return <span class="cc-origin">{origin}</span>;
  return (
    <>
      <span class="cc-origin cc-origin--link">{t.fromLink}</span>
      <button type="button" class="btn cc-small" onClick={onKeep} disabled={!canKeep}>
        {t.keepCode}
      </button>
    </>
  );
}
