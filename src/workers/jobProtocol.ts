/**
 * @packageDocumentation
 * What every worker of the site answers about a job, whatever the job is (a
 * solve, a benchmark): progress while it runs, notices the reader should see
 * at once, then exactly one of done or error. Plain data only.
 */

import type { Progress } from '../engine/core/progress.ts';
import type { EngineError } from '../engine/core/result.ts';

export interface JobProgress extends Progress {
  /** Milliseconds since the job started (resources loaded). */
  readonly ms: number;
}

/**
 * A resource the job goes on without (`resource`: its spec's name, "book"),
 * and why: data, which the page words in its language (lib/engineErrors.ts).
 */
export interface JobNotice {
  readonly resource: string;
  readonly error: EngineError;
}

export type JobResponse<Out> =
  | { readonly id: number; readonly type: 'progress'; readonly progress: JobProgress }
  /** Said as soon as it is known, before the answer (the opening book could not be had). */
  | { readonly id: number; readonly type: 'notice'; readonly notice: JobNotice }
  | {
      readonly id: number;
      readonly type: 'done';
      readonly result: Out;
      readonly ms: number;
      /** What the reader should know about how it was computed. */
      readonly notices: readonly JobNotice[];
    }
  | { readonly id: number; readonly type: 'error'; readonly error: EngineError };
