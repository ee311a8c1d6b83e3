/**
 * @packageDocumentation
 * The page side of the solve worker.
 *
 * One job at a time, the newest wins: starting a job ends the one running
 * (its worker is terminated, so it stops using a core at once) and the new job
 * runs on another worker. A job always ends, in exactly one of four ways: done,
 * error (the position, the worker that failed to start or crashed), cancelled
 * (by `cancel()` or by a newer job), and its promise says which. Messages from
 * an older job can never reach a newer one: a job's worker is never shared
 * with a job that starts while it runs, and answers carry the job's id.
 *
 * A job is an exact solve or analysis of a game (`run`), or an engine task
 * (`task`: a match, a road step, a perfect move...), with typed answers.
 *
 * With `keepAlive`, a worker whose job ended (done or error, not cancelled)
 * stays for the next job: resources it loaded (the opening book) and its
 * module state (a solver's table, which a game against the perfect engine
 * reuses from move to move) carry over. Without it, each job has a fresh
 * worker that goes when the job ends.
 *
 * `liveWorkers` counts the workers this client has started and not yet
 * terminated (0 or 1): a test hook for "Cancel really stops the search".
 */

import type { EngineError } from '../engine/core/result.ts';
import { engineError } from '../engine/core/result.ts';
import type { OptionsFor, SolverId } from '../engine/registry.ts';
import type { TaskId, TaskInput, TaskOutput } from '../engine/tasks/index.ts';
import type { JobKind, JobProgress, OutputOf, SolveRequest, TaskRequest, WorkerRequest, WorkerResponse } from '../workers/protocol.ts';

/** How a job whose answer is an R ended. */
export type Outcome<R> =
  | { readonly status: 'done'; readonly result: R; readonly ms: number; readonly notices: readonly string[] }
  | { readonly status: 'error'; readonly error: EngineError }
  | { readonly status: 'cancelled' };

export type JobResult<G extends SolverId, K extends JobKind> = Outcome<OutputOf<G, K>>;
export type TaskResult<T extends TaskId> = Outcome<TaskOutput<T>>;

export interface Handle<R> {
  readonly id: number;
  readonly promise: Promise<Outcome<R>>;
  /** Ends this job if it is still running; does nothing to a newer one. */
  cancel(): void;
}

export type Job<G extends SolverId, K extends JobKind> = Handle<OutputOf<G, K>>;
export type TaskJob<T extends TaskId> = Handle<TaskOutput<T>>;

/** Starts the worker; tests and other hosts may pass their own. */
export type WorkerFactory = () => Worker;

export interface SolveClientOptions {
  /** Keep a worker between jobs (see the module's doc); default false. */
  readonly keepAlive?: boolean;
}

const defaultWorker: WorkerFactory = () => new Worker(new URL('../workers/solve.worker.ts', import.meta.url), { type: 'module' });

interface Running {
  readonly id: number;
  readonly worker: Worker;
  readonly resolve: (r: Outcome<unknown>) => void;
}

export class SolveClient {
  private nextId = 1;
  private running: Running | undefined;
  private idle: Worker | undefined;
  private live = 0;

  constructor(
    private readonly makeWorker: WorkerFactory = defaultWorker,
    private readonly options: SolveClientOptions = {},
  ) {}

  /** Workers started and not yet terminated. */
  get liveWorkers(): number {
    return this.live;
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** An exact solve or analysis of `position` by game `game`'s solver. */
  run<G extends SolverId, K extends JobKind>(
    kind: K,
    game: G,
    position: string,
    options: OptionsFor<G> = {} as OptionsFor<G>,
    onProgress?: (p: JobProgress) => void,
    onNotice?: (text: string) => void,
  ): Job<G, K> {
    return this.start<OutputOf<G, K>>((id): SolveRequest<G, K> => ({ id, kind, game, position, options }), onProgress, onNotice);
  }

  /** Engine task `task` on `input`. */
  task<T extends TaskId>(task: T, input: TaskInput<T>, onProgress?: (p: JobProgress) => void, onNotice?: (text: string) => void): TaskJob<T> {
    return this.start<TaskOutput<T>>((id): TaskRequest<T> => ({ id, kind: 'task', task, input }), onProgress, onNotice);
  }

  /** Ends the running job, if any: its worker is terminated and its promise says 'cancelled'. */
  cancel(): void {
    if (this.running) this.end(this.running, { status: 'cancelled' }, false);
  }

  /** Ends everything: the running job and a worker kept alive. */
  dispose(): void {
    this.cancel();
    if (this.idle) {
      this.idle.terminate();
      this.idle = undefined;
      this.live--;
    }
  }

  private start<R>(request: (id: number) => WorkerRequest, onProgress?: (p: JobProgress) => void, onNotice?: (text: string) => void): Handle<R> {
    this.cancel();
    const id = this.nextId++;
    const promise = new Promise<Outcome<R>>((resolve) => {
      let worker: Worker;
      if (this.idle) {
        worker = this.idle;
        this.idle = undefined;
      } else {
        try {
          worker = this.makeWorker();
        } catch (e) {
          resolve({ status: 'error', error: engineError('ERR_UNAVAILABLE', `the solver could not start: ${(e as Error).message}`) });
          return;
        }
        this.live++;
      }
      const running: Running = { id, worker, resolve: resolve as Running['resolve'] };
      this.running = running;
      const settle = (r: Outcome<R>, reusable: boolean) => this.end(running, r, reusable);
      worker.onmessage = (ev: MessageEvent<WorkerResponse<R>>) => {
        const m = ev.data;
        if (m.id !== id) return;
        if (m.type === 'progress') onProgress?.(m.progress);
        else if (m.type === 'notice') onNotice?.(m.text);
        else if (m.type === 'done') settle({ status: 'done', result: m.result, ms: m.ms, notices: m.notices }, true);
        else settle({ status: 'error', error: m.error }, true);
      };
      // A script that fails to load or throws at the top level: say so, never "Searching…" forever.
      worker.onerror = (ev: ErrorEvent) => {
        ev.preventDefault?.();
        const what = ev.message ? `: ${ev.message}` : ' (its script did not load)';
        settle({ status: 'error', error: engineError('ERR_UNAVAILABLE', `the solver stopped${what}`) }, false);
      };
      worker.onmessageerror = () => settle({ status: 'error', error: engineError('ERR_INTERNAL', 'the solver sent a message the page cannot read') }, false);
      worker.postMessage(request(id));
    });
    return { id, promise, cancel: () => this.running?.id === id && this.cancel() };
  }

  /**
   * Ends `job` once (later calls do nothing): its promise resolves, and its
   * worker goes, or stays for the next job when it is `reusable` and the
   * client keeps workers alive.
   */
  private end(job: Running, result: Outcome<unknown>, reusable: boolean): void {
    if (this.running !== job) return;
    this.running = undefined;
    job.worker.onmessage = null;
    job.worker.onerror = null;
    job.worker.onmessageerror = null;
    if (reusable && this.options.keepAlive) this.idle = job.worker;
    else {
      job.worker.terminate();
      this.live--;
    }
    job.resolve(result);
  }
}
