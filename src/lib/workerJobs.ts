/**
 * @packageDocumentation
 * Jobs in a Web Worker, for any worker that speaks `workers/jobProtocol.ts`.
 *
 * One job at a time, the newest wins: starting a job ends the one running
 * (its worker is terminated, so it stops using a core at once) and the new job
 * gets a fresh worker. A job always ends, in exactly one of four ways: done,
 * error (the job's own, or a worker that failed to start or crashed),
 * cancelled (by `cancel()` or by a newer job), and its promise says which.
 * Messages from an older job can never reach a newer one: each job has its
 * own worker.
 *
 * With `keepAlive`, a worker whose job ended (done or error, not cancelled)
 * stays for the next job: resources it loaded (the opening book) and its
 * module state (a solver's table, which a game against the perfect engine
 * reuses from move to move) carry over. Without it, each job has a fresh
 * worker that goes when the job ends.
 *
 * `liveWorkers` counts the workers started and not yet terminated (0 or 1):
 * a test hook for "Cancel really stops the search".
 * (The code cells' TypeScript checker, slow to start, uses it too.)
 */

import { engineError, type EngineError, type ErrorCode } from '../engine/core/result.ts';
import type { JobNotice, JobProgress, JobResponse } from '../workers/jobProtocol.ts';
import type { SandboxTrouble } from './codeCell/frameProtocol.ts';

/** The site's workers, by what the reader is told they are when one fails. */
export type WorkerName = 'solver' | 'benchmark' | 'checker' | 'runner';

/**
 * How a worker itself failed a job, as data; `detail` is the browser's own
 * text, when it gave one. A worker in the code cells' sandbox also says why it
 * stopped (`trouble`: its host sets it on the error event).
 */
export interface WorkerFailure {
  readonly worker: WorkerName;
  readonly how: 'start' | 'stopped' | 'unreadable';
  readonly detail?: string;
  readonly trouble?: SandboxTrouble;
}

/**
 * A job's error: one the job sent (the engine's), or the worker's own, which
 * says how it failed; the page words that in its language (lib/engineErrors.ts),
 * the `message` is for logs.
 */
export type JobError = EngineError & { readonly failure?: WorkerFailure };

const workerError = (code: ErrorCode, failure: WorkerFailure): JobError => ({
  ...engineError(code, `${failure.worker} worker: ${failure.how}${failure.detail ? ` (${failure.detail})` : ''}`),
  failure,
});

/** How a job whose answer is an R ended. */
export type Outcome<R> =
  | { readonly status: 'done'; readonly result: R; readonly ms: number; readonly notices: readonly JobNotice[] }
  | { readonly status: 'error'; readonly error: JobError }
  | { readonly status: 'cancelled' };

export interface Handle<R> {
  readonly id: number;
  readonly promise: Promise<Outcome<R>>;
  /** Ends this job if it is still running; does nothing to a newer one. */
  cancel(): void;
}

export interface WorkerJobsOptions {
  /** Keep a worker between jobs (see the module's doc); default false. */
  readonly keepAlive?: boolean;
}

export interface JobListeners {
  readonly onProgress?: (p: JobProgress) => void;
  readonly onNotice?: (notice: JobNotice) => void;
}

/** Starts a worker; tests and other hosts may pass their own. */
export type WorkerFactory = () => Worker;

interface Running {
  readonly id: number;
  readonly worker: Worker;
  readonly resolve: (r: Outcome<unknown>) => void;
}

export class WorkerJobs<Req extends object> {
  private nextId = 1;
  private running: Running | undefined;
  private idle: Worker | undefined;
  private live = 0;

  /** `what`: which worker, for the reader when it fails. */
  constructor(
    private readonly makeWorker: WorkerFactory,
    private readonly what: WorkerName,
    private readonly options: WorkerJobsOptions = {},
  ) {}

  /** Workers started and not yet terminated. */
  get liveWorkers(): number {
    return this.live;
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  /** Runs `request` (sent with a fresh `id`), ending the job that runs now. */
  run<Out>(request: Req, listeners: JobListeners = {}): Handle<Out> {
    this.cancel();
    const id = this.nextId++;
    const promise = new Promise<Outcome<Out>>((resolve) => {
      let worker: Worker;
      if (this.idle) {
        worker = this.idle;
        this.idle = undefined;
      } else {
        try {
          worker = this.makeWorker();
        } catch (e) {
          resolve({ status: 'error', error: workerError('ERR_UNAVAILABLE', { worker: this.what, how: 'start', detail: (e as Error).message }) });
          return;
        }
        this.live++;
      }
      const running: Running = { id, worker, resolve: resolve as Running['resolve'] };
      this.running = running;
      const settle = (r: Outcome<Out>, reusable: boolean) => this.end(running, r, reusable);
      worker.onmessage = (ev: MessageEvent<JobResponse<Out>>) => {
        const m = ev.data;
        if (m.id !== id) return;
        if (m.type === 'progress') listeners.onProgress?.(m.progress);
        else if (m.type === 'notice') listeners.onNotice?.(m.notice);
        else if (m.type === 'done') settle({ status: 'done', result: m.result, ms: m.ms, notices: m.notices }, true);
        else settle({ status: 'error', error: m.error }, true);
      };
      // A script that fails to load or throws at the top level: say so, never "Searching…" forever.
      worker.onerror = (ev: ErrorEvent) => {
        ev.preventDefault?.();
        const { trouble } = ev as ErrorEvent & { trouble?: SandboxTrouble };
        const failure = { worker: this.what, how: 'stopped', ...(ev.message ? { detail: ev.message } : {}), ...(trouble ? { trouble } : {}) } as const;
        settle({ status: 'error', error: workerError('ERR_UNAVAILABLE', failure) }, false);
      };
      worker.onmessageerror = () => settle({ status: 'error', error: workerError('ERR_INTERNAL', { worker: this.what, how: 'unreadable' }) }, false);
      worker.postMessage({ ...request, id });
    });
    return { id, promise, cancel: () => this.running?.id === id && this.cancel() };
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

  /**
   * Ends `job` once (later calls do nothing): its promise resolves, and its
   * worker goes, or stays for the next job when it is `reusable` and the
   * jobs keep workers alive.
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
