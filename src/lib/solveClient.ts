/**
 * @packageDocumentation
 * The page side of the solve worker, on the job discipline of `workerJobs.ts`
 * (one job at a time, the newest wins, every job ends, Cancel terminates).
 *
 * A job is an exact solve or analysis of a game (`run`), or an engine task
 * (`task`: a match, a road step, a perfect move...), with typed answers. With
 * `keepAlive`, the worker of a finished job serves the next one (the opening
 * book and a solver's table carry over).
 */

import type { OptionsFor, SolverId } from '../engine/registry.ts';
import type { SharedTable } from '../engine/solve/types.ts';
import type { TaskId, TaskInput, TaskOutput } from '../engine/tasks/index.ts';
import type { JobNotice } from '../workers/jobProtocol.ts';
import type { JobKind, JobProgress, OutputOf, SolveRequest, TaskRequest } from '../workers/protocol.ts';
import { WorkerJobs, type Handle, type Outcome, type WorkerFactory, type WorkerJobsOptions } from './workerJobs.ts';

export type { Outcome, WorkerFactory };
export type Job<G extends SolverId, K extends JobKind> = Handle<OutputOf<G, K>>;
export type TaskJob<T extends TaskId> = Handle<TaskOutput<T>>;
export type SolveClientOptions = WorkerJobsOptions;

const solveWorker: WorkerFactory = () => new Worker(new URL('../workers/solve.worker.ts', import.meta.url), { type: 'module' });

type Request = Omit<SolveRequest, 'id'> | Omit<TaskRequest, 'id'>;

/** The listeners of a job, after its input: each progress report, each notice (a resource loaded). */
export type JobReports = [onProgress?: (p: JobProgress) => void, onNotice?: (notice: JobNotice) => void];

/** A solve's or an analysis's listeners, then the table it shares with the other sub-jobs of a pool's split (`SharedTable`). */
export type RunTail = [...JobReports, sharedTable?: SharedTable];

/**
 * What the page side may ask of a solve client: the real one below and the
 * one typed fake of the tests (`jobs/fakeSolveClient.ts`) both implement it.
 */
export interface SolveClientApi {
  /** Workers started and not yet terminated (0 or 1). */
  readonly liveWorkers: number;
  readonly busy: boolean;
  run<G extends SolverId, K extends JobKind>(kind: K, game: G, position: string, options?: OptionsFor<G>, ...tail: RunTail): Job<G, K>;
  task<T extends TaskId>(task: T, input: TaskInput<T>, ...reports: JobReports): TaskJob<T>;
  cancel(): void;
  dispose(): void;
}

export class SolveClient implements SolveClientApi {
  private readonly jobs: WorkerJobs<Request>;

  constructor(makeWorker: WorkerFactory = solveWorker, options: SolveClientOptions = {}) {
    this.jobs = new WorkerJobs(makeWorker, 'solver', options);
  }

  /** Workers started and not yet terminated (0 or 1). */
  get liveWorkers(): number {
    return this.jobs.liveWorkers;
  }

  get busy(): boolean {
    return this.jobs.busy;
  }

  /** An exact solve or analysis of `position` by game `game`'s solver. */
  run<G extends SolverId, K extends JobKind>(kind: K, game: G, position: string, options = {} as OptionsFor<G>, ...[onProgress, onNotice, sharedTable]: RunTail): Job<G, K> {
    return this.jobs.run<OutputOf<G, K>>({ kind, game, position, options, ...(sharedTable ? { sharedTable } : {}) }, { onProgress, onNotice });
  }

  /** Engine task `task` on `input`. */
  task<T extends TaskId>(task: T, input: TaskInput<T>, ...[onProgress, onNotice]: JobReports): TaskJob<T> {
    return this.jobs.run<TaskOutput<T>>({ kind: 'task', task, input }, { onProgress, onNotice });
  }

  /** Ends the running job, if any. */
  cancel(): void {
    this.jobs.cancel();
  }

  /** Ends everything: the running job and a worker kept alive. */
  dispose(): void {
    this.jobs.dispose();
  }
}
