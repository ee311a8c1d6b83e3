/**
 * @packageDocumentation
 * The page side of the solve worker: typed per game (a Connect Four solve
 * answers a Connect Four solution), on the job discipline of `workerJobs.ts`
 * (one job at a time, the newest wins, every job ends, Cancel terminates).
 */

import type { OptionsFor, SolverId } from '../engine/registry.ts';
import type { JobKind, JobProgress, OutputOf, SolveRequest } from '../workers/protocol.ts';
import { WorkerJobs, type Job, type JobResult, type WorkerFactory } from './workerJobs.ts';

export type { Job, JobResult, WorkerFactory };

const solveWorker: WorkerFactory = () => new Worker(new URL('../workers/solve.worker.ts', import.meta.url), { type: 'module' });

export class SolveClient {
  private readonly jobs: WorkerJobs<Omit<SolveRequest, 'id'>>;

  constructor(makeWorker: WorkerFactory = solveWorker) {
    this.jobs = new WorkerJobs(makeWorker, 'the solver');
  }

  /** Workers started and not yet terminated (0 or 1). */
  get liveWorkers(): number {
    return this.jobs.liveWorkers;
  }

  get busy(): boolean {
    return this.jobs.busy;
  }

  run<G extends SolverId, K extends JobKind>(
    kind: K,
    game: G,
    position: string,
    options: OptionsFor<G> = {} as OptionsFor<G>,
    onProgress?: (p: JobProgress) => void,
    onNotice?: (text: string) => void,
  ): Job<OutputOf<G, K>> {
    return this.jobs.run<OutputOf<G, K>>({ kind, game, position, options }, { onProgress, onNotice });
  }

  /** Ends the running job, if any. */
  cancel(): void {
    this.jobs.cancel();
  }

  dispose(): void {
    this.jobs.dispose();
  }
}
