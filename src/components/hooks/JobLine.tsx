/**
 * @packageDocumentation
 * A cell's job in one line: its progress while it runs, once the worker has
 * reported (redrawn alone on each report, as `useJobProgress` advises: the
 * cell's board is not), then why it failed, if it did, in the page's language
 * (lib/engineErrors.ts). Nothing when the job is idle, done or cancelled.
 */

import type { Locale } from '../../i18n/locales.ts';
import { errorText } from '../../lib/engineErrors.ts';
import type { EngineJob, JobClient } from '../../lib/jobs/engineJob.ts';
import { JobProgress } from '../ui/JobProgress.tsx';
import { useJobProgress } from './useEngineJob.ts';

interface JobLineProps<C extends JobClient, R, T> {
  job: EngineJob<C, R, T>;
  /** What the job does, e.g. "Searching" (see JobProgress). */
  what: string;
  onCancel: () => void;
  lang?: Locale;
}

function Progress<C extends JobClient, R, T>({ job, what, onCancel, lang }: JobLineProps<C, R, T>) {
  const progress = useJobProgress(job);
  return progress && <JobProgress lang={lang} progress={progress} what={what} onCancel={onCancel} />;
}

export function JobLine<C extends JobClient, R, T>(props: JobLineProps<C, R, T>) {
  const s = props.job.state;
  if (s.status === 'failed') return <p class="message message--error">{errorText(props.lang, s.error)}</p>;
  return s.status === 'running' ? <Progress {...props} /> : null;
}
