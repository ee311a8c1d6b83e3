/**
 * @packageDocumentation
 * One solve job at a time in the page's worker, for the tetromino cells that
 * are not the solver cell (the timing, the exercise): start a job, follow its
 * progress, cancel it. A new job or `cancel` ends the running one; a job's
 * answer reaches its caller only if no newer job started meanwhile (otherwise
 * the promise gives null).
 *
 * Lifecycle: the client and its worker are made on the first job and ended
 * when the component leaves the page.
 */

import { useEffect, useRef, useState } from 'preact/hooks';
import type { OptionsFor } from '../../../engine/registry.ts';
import { SolveClient, type JobResult } from '../../../lib/solveClient.ts';
import type { JobKind, JobProgress } from '../../../workers/protocol.ts';

/** A job that ended by itself: done, or an error. */
export type Ended<K extends JobKind> = Exclude<JobResult<'tetromino', K>, { readonly status: 'cancelled' }>;

export interface SolveJob {
  /** Runs a job on a tetromino position; null when a newer job or a cancel took over. */
  run<K extends JobKind>(kind: K, position: string, options?: OptionsFor<'tetromino'>): Promise<Ended<K> | null>;
  cancel(): void;
  /** A job is running. */
  readonly running: boolean;
  /** Its last progress report. */
  readonly progress: JobProgress | null;
}

export function useSolveJob(): SolveJob {
  const client = useRef<SolveClient | null>(null);
  const current = useRef(0);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<JobProgress | null>(null);
  useEffect(() => () => client.current?.dispose(), []);

  return {
    running,
    progress,
    async run(kind, position, options = {}) {
      const id = ++current.current;
      client.current ??= new SolveClient();
      setRunning(true);
      setProgress(null);
      const job = client.current.run(kind, 'tetromino', position, options, (p) => id === current.current && setProgress(p));
      const r = await job.promise;
      if (id !== current.current) return null;
      setRunning(false);
      return r.status === 'cancelled' ? null : (r as Ended<typeof kind>);
    },
    cancel() {
      current.current++;
      client.current?.cancel();
      setRunning(false);
      setProgress(null);
    },
  };
}
