/**
 * @packageDocumentation
 * How many checked exercises the reader has done, read from this browser's
 * storage (`lib/progress/store.ts`; nothing is sent anywhere): one line per
 * page ("2 of 5 exercises done"), and one button that forgets every verdict.
 * The lesson header shows its own page; the home page lists every page.
 *
 * The totals come from the build (`lib/progress/pageExercises.ts`); the
 * counts are only known in the browser, so the server's HTML says the total
 * alone and the button stays disabled until the island has hydrated.
 */

import { useEffect, useState } from 'preact/hooks';
import { clearProgress, doneCount, loadProgress, onProgressChange, type Progress } from '../../lib/progress/store.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './ExerciseProgress.css';

interface PageProgress {
  /** The exercises' global ids (`set/id`). */
  keys: readonly string[];
  /** The page's title and link, on the home page's list. */
  title?: string;
  href?: string;
}

export interface ExerciseProgressProps {
  pages: readonly PageProgress[];
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function ExerciseProgress({ pages, lang }: ExerciseProgressProps) {
  const t = messages(lang).progress;
  const counted = (p: Progress | null, keys: readonly string[]) => (p === null ? t.total(keys.length) : t.done(doneCount(p, keys), keys.length));
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    const sync = () => setProgress(loadProgress());
    sync();
    return onProgressChange(sync);
  }, []);
  const any = progress !== null && Object.keys(progress).length > 0;

  return (
    <div class="progress" data-progress>
      {pages.length === 1 && pages[0].title === undefined ? (
        <p class="progress__line" data-progress-count>
          {counted(progress, pages[0].keys)}
        </p>
      ) : (
        <ul class="progress__list">
          {pages.map((page) => (
            <li data-progress-count>
              {page.href ? <a href={page.href}>{page.title}</a> : page.title}
              {t.colon}
              {counted(progress, page.keys)}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        class="btn btn--small"
        disabled={progress === null || !any}
        onClick={() => {
          clearProgress();
          setCleared(true);
        }}
      >
        {t.clear}
      </button>
      <span class="progress__note" role="status">
        {cleared && !any ? t.cleared : ''}
      </span>
    </div>
  );
}
