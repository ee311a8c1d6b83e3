/**
 * @packageDocumentation
 * One job in a worker as a cell sees it, as a pure reducer: the newest job
 * wins, progress, notices, cancel, failure. `engineJob.ts` feeds it the
 * events of real jobs; tests feed it events by hand.
 *
 * Lifecycle: idle → running → done | failed | cancelled, and `start` from any
 * state → running (a newer job replaces the one running). Every event about a
 * job carries that job's id: an event about any job but the one running now
 * (a late answer of a job that a newer one, a Cancel or an edit ended)
 * changes nothing. `cancel` (the reader's Cancel) and `reset` (an edit: back
 * to idle) end the running job without an id.
 *
 * A finished job's notices are the worker's final list (which repeats the
 * ones it said while running).
 *
 * A job may carry a `tag` chosen by its caller (which kind of job, which row
 * of a table), kept in every state that follows from it.
 */

import type { JobNotice, JobProgress } from '../../workers/jobProtocol.ts';
import type { JobError, Outcome } from '../workerJobs.ts';

export type JobState<R, T = undefined> =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly id: number; readonly tag: T; readonly progress: JobProgress | null; readonly notices: readonly JobNotice[] }
  | { readonly status: 'done'; readonly id: number; readonly tag: T; readonly result: R; readonly ms: number; readonly notices: readonly JobNotice[] }
  | { readonly status: 'failed'; readonly id: number; readonly tag: T; readonly error: JobError }
  | { readonly status: 'cancelled'; readonly tag: T | undefined };

export type JobEvent<R, T = undefined> =
  | { readonly type: 'start'; readonly id: number; readonly tag: T }
  | { readonly type: 'progress'; readonly id: number; readonly progress: JobProgress }
  | { readonly type: 'notice'; readonly id: number; readonly notice: JobNotice }
  | { readonly type: 'end'; readonly id: number; readonly outcome: Outcome<R> }
  | { readonly type: 'cancel' }
  | { readonly type: 'reset' };

export const IDLE = { status: 'idle' } as const;

/** Is job `id` the one running in `s`? Only its events count. */
export const isRunning = <R, T>(s: JobState<R, T>, id: number): boolean => s.status === 'running' && s.id === id;

export function reduceJob<R, T>(s: JobState<R, T>, e: JobEvent<R, T>): JobState<R, T> {
  switch (e.type) {
    case 'start':
      return { status: 'running', id: e.id, tag: e.tag, progress: null, notices: [] };
    case 'cancel':
      return s.status === 'running' ? { status: 'cancelled', tag: s.tag } : s;
    case 'reset':
      return s.status === 'idle' ? s : IDLE;
  }
  if (s.status !== 'running' || s.id !== e.id) return s;
  switch (e.type) {
    case 'progress':
      return { ...s, progress: e.progress };
    case 'notice':
      return { ...s, notices: [...s.notices, e.notice] };
    case 'end': {
      const o = e.outcome;
      if (o.status === 'done') return { status: 'done', id: s.id, tag: s.tag, result: o.result, ms: o.ms, notices: o.notices };
      if (o.status === 'error') return { status: 'failed', id: s.id, tag: s.tag, error: o.error };
      return { status: 'cancelled', tag: s.tag };
    }
  }
}
