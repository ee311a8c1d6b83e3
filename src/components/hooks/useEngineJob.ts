/**
 * @packageDocumentation
 * The one hook over the workers: a cell's `EngineJob` (`lib/jobs/engineJob.ts`,
 * where the logic lives and is tested without a DOM), made once per cell,
 * redrawn on each change of state, disposed (its worker terminated) when the
 * cell leaves the page.
 *
 * - `useEngineJob()` runs jobs in the solve worker (`keepAlive` keeps the
 *   worker between jobs: the opening book and a solver's table carry over);
 * - `usePooledJob(workers)` runs them on a pool of solve workers: the value
 *   of every move split over the reader's cores, anything else in one worker;
 * - `useWorkerJob(make)` runs them on another client (the benchmark's);
 * - `useJobProgress(job)` redraws its component on each progress report:
 *   call it in the small component that shows the progress line, so the
 *   cell's board is not redrawn several times a second.
 */

import { useEffect, useReducer, useState } from 'preact/hooks';
import { EngineJob, type JobClient } from '../../lib/jobs/engineJob.ts';
import { poolSize, SolvePool } from '../../lib/jobs/pool.ts';
import { SolveClient, type SolveClientApi, type SolveClientOptions } from '../../lib/solveClient.ts';
import type { JobProgress } from '../../workers/jobProtocol.ts';

function useRedrawOn(subscribe: (l: () => void) => () => void, snapshot: () => unknown, deps: readonly unknown[]): void {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const seen = snapshot();
  useEffect(() => {
    const stop = subscribe(() => redraw(0));
    // A change between this render and the subscription (an effect of a child started a job).
    if (snapshot() !== seen) redraw(0);
    return stop;
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps -- the job is made once per cell
}

export function useWorkerJob<C extends JobClient, R = unknown, T = undefined>(makeClient: () => C): EngineJob<C, R, T> {
  const [job] = useState(() => new EngineJob<C, R, T>(makeClient));
  useRedrawOn((l) => job.subscribe(l), () => job.state, [job]);
  useEffect(() => () => job.dispose(), [job]);
  return job;
}

export function useEngineJob<R = unknown, T = undefined>(options: SolveClientOptions = {}): EngineJob<SolveClientApi, R, T> {
  return useWorkerJob<SolveClientApi, R, T>(() => new SolveClient(undefined, options));
}

export function usePooledJob<R = unknown, T = undefined>(workers: number = poolSize()): EngineJob<SolveClientApi, R, T> {
  return useWorkerJob<SolveClientApi, R, T>(() => new SolvePool(workers, (o) => new SolveClient(undefined, o)));
}

/** The running job's last progress report; redraws the calling component on each one. */
export function useJobProgress<C extends JobClient, R, T>(job: EngineJob<C, R, T>): JobProgress | null {
  useRedrawOn((l) => job.subscribeProgress(l), () => job.progress, [job]);
  return job.progress;
}
