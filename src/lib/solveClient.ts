/**
 * @packageDocumentation
 * The page side of the solve worker.
 *
 * One job at a time, the newest wins: starting a job ends the one running
 * (its worker is terminated, so it stops using a core at once) and the new job
 * gets a fresh worker. A job always ends, in exactly one of four ways: done,
 * error (the position, the worker that failed to start or crashed), cancelled
 * (by `cancel()` or by a newer job), and its promise says which. Messages from
 * an older job can never reach a newer one: each job has its own worker.
 *
 * `liveWorkers` counts the workers this client has started and not yet
 * terminated (0 or 1): a test hook for "Cancel really stops the search".
 */

import type { EngineError } from '../engine/core/result.ts';
import { engineError } from '../engine/core/result.ts';
import type { OptionsFor, SolverId } from '../engine/registry.ts';
import type { JobKind, JobProgress, OutputOf, SolveRequest, SolveResponse } from '../workers/protocol.ts';

export type JobResult<G extends SolverId, K extends JobKind> =
  | { readonly status: 'done'; readonly result: OutputOf<G, K>; readonly ms: number; readonly notices: readonly string[] }
  | { readonly status: 'error'; readonly error: EngineError }
  | { readonly status: 'cancelled' };

export interface Job<G extends SolverId, K extends JobKind> {
  readonly id: number;
  readonly promise: Promise<JobResult<G, K>>;
  /** Ends this job if it is still running; does nothing to a newer one. */
  cancel(): void;
}

/** Starts the worker; tests and other hosts may pass their own. */
export type WorkerFactory = () => Worker;

const defaultWorker: WorkerFactory = () => new Worker(new URL('../workers/solve.worker.ts', import.meta.url), { type: 'module' });

interface Running {
  readonly id: number;
  readonly worker: Worker;
  readonly resolve: (r: JobResult<SolverId, JobKind>) => void;
}

export class SolveClient {
  private nextId = 1;
  private running: Running | undefined;
  private live = 0;

  constructor(private readonly makeWorker: WorkerFactory = defaultWorker) {}

  /** Workers started and not yet terminated. */
  get liveWorkers(): number {
    return this.live;
  }

  get busy(): boolean {
    return this.running !== undefined;
  }

  run<G extends SolverId, K extends JobKind>(
    kind: K,
    game: G,
    position: string,
    options: OptionsFor<G> = {} as OptionsFor<G>,
    onProgress?: (p: JobProgress) => void,
    onNotice?: (text: string) => void,
  ): Job<G, K> {
    this.cancel();
    const id = this.nextId++;
    const promise = new Promise<JobResult<G, K>>((resolve) => {
      let worker: Worker;
      try {
        worker = this.makeWorker();
      } catch (e) {
        resolve({ status: 'error', error: engineError('ERR_UNAVAILABLE', `the solver could not start: ${(e as Error).message}`) });
        return;
      }
      this.live++;
      const running: Running = { id, worker, resolve: resolve as Running['resolve'] };
      this.running = running;
      const settle = (r: JobResult<G, K>) => this.end(running, r as JobResult<SolverId, JobKind>);
      worker.onmessage = (ev: MessageEvent<SolveResponse<G, K>>) => {
        const m = ev.data;
        if (m.id !== id) return;
        if (m.type === 'progress') onProgress?.(m.progress);
        else if (m.type === 'notice') onNotice?.(m.text);
        else if (m.type === 'done') settle({ status: 'done', result: m.result, ms: m.ms, notices: m.notices });
        else settle({ status: 'error', error: m.error });
      };
      // A script that fails to load or throws at the top level: say so, never "Searching…" forever.
      worker.onerror = (ev: ErrorEvent) => {
        ev.preventDefault?.();
        const what = ev.message ? `: ${ev.message}` : ' (its script did not load)';
        settle({ status: 'error', error: engineError('ERR_UNAVAILABLE', `the solver stopped${what}`) });
      };
      worker.onmessageerror = () => settle({ status: 'error', error: engineError('ERR_INTERNAL', 'the solver sent a message the page cannot read') });
      const req: SolveRequest<G, K> = { id, kind, game, position, options };
      worker.postMessage(req);
    });
    return { id, promise, cancel: () => this.running?.id === id && this.cancel() };
  }

  /** Ends the running job, if any: its worker is terminated and its promise says 'cancelled'. */
  cancel(): void {
    if (this.running) this.end(this.running, { status: 'cancelled' });
  }

  dispose(): void {
    this.cancel();
  }

  /** Ends `job` once (later calls do nothing): its worker goes, its promise resolves. */
  private end(job: Running, result: JobResult<SolverId, JobKind>): void {
    if (this.running !== job) return;
    this.running = undefined;
    job.worker.onmessage = null;
    job.worker.onerror = null;
    job.worker.onmessageerror = null;
    job.worker.terminate();
    this.live--;
    job.resolve(result);
  }
}
