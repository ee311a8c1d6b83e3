/**
 * @packageDocumentation
 * The Connect Four lesson's cells and the solve worker: one `SolveClient` per
 * cell, made on first use and disposed with the cell, and a job counter so a
 * cell only ever shows the answer of the job it started last (an older job is
 * cancelled by the newer one, and its late promise is ignored).
 *
 * Only the two play islands (`PerfectPlay`, `ConnectKPlay`) still use it:
 * every other cell runs its jobs with `hooks/useEngineJob.ts`, and the one
 * play cell of issue 24 replaces these two, and this file with them.
 *
 * Lifecycle: `start()` bumps the counter and returns the new job's number;
 * the cell compares it with `current()` when the promise settles. `stop()`
 * cancels the running job (its worker is terminated) and bumps the counter.
 */

import { useCallback, useEffect, useRef } from 'preact/hooks';
import { SolveClient, type SolveClientOptions } from '../../../lib/solveClient.ts';

export interface WorkerHandle {
  /** The cell's client (created on first call). */
  client(): SolveClient;
  /** A new job number: answers of older jobs are to be ignored. */
  start(): number;
  /** The number of the newest job. */
  current(): number;
  /** Cancels the running job, if any; its answer is ignored. */
  stop(): void;
}

export function useWorker(options: SolveClientOptions = {}): WorkerHandle {
  const client = useRef<SolveClient | null>(null);
  const counter = useRef(0);
  useEffect(() => () => client.current?.dispose(), []);
  const get = useCallback(() => (client.current ??= new SolveClient(undefined, options)), []); // eslint-disable-line react-hooks/exhaustive-deps -- one client per cell, made with the first options
  return useRef<WorkerHandle>({
    client: get,
    start: () => ++counter.current,
    current: () => counter.current,
    stop: () => {
      counter.current++;
      client.current?.cancel();
    },
  }).current;
}
