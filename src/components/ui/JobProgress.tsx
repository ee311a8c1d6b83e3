/**
 * @packageDocumentation
 * What a running engine job says while it works (render only), in the words
 * of `lib/jobs/words.ts`: positions searched so far, the rate and the time
 * spent, the part it is on ("game 3 of 20"), a bar when it has parts, and a
 * Cancel button. The text is a polite live region, so a screen reader hears
 * it without losing its place.
 */

import { jobWords } from '../../lib/jobs/words.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './JobProgress.css';
import type { JobProgress as Progress } from '../../workers/protocol.ts';

export interface JobProgressProps {
  progress: Progress | null;
  /** The verb, e.g. "Playing the match". */
  what?: string;
  onCancel?: () => void;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function JobProgress({ progress, what, onCancel, lang }: JobProgressProps) {
  const t = messages(lang).widgets;
  const share = progress?.done !== undefined && progress.total ? progress.done / progress.total : null;
  return (
    <div class="job-progress" data-running="true">
      <output aria-live="polite">{jobWords(lang).progress(progress, what)}</output>
      {share !== null && (
        <progress max={progress!.total} value={progress!.done} aria-label={t.partsDone(progress!.done!, progress!.total!)}>
          {Math.round(share * 100)}%
        </progress>
      )}
      {onCancel && (
        <button type="button" class="btn btn--small" onClick={onCancel}>
          {t.cancel}
        </button>
      )}
    </div>
  );
}
