/**
 * @packageDocumentation
 * A cell's jobs in a worker, without a DOM: `EngineJob` runs typed job
 * requests (`requests.ts`, built by the game kits) on a client, one at a
 * time, and keeps the job's state with the reducer of `model.ts`, so the
 * newest job always wins and a late answer never reaches the cell. The
 * client is the solve client, or any other `WorkerJobs` (the benchmark's).
 * `components/hooks/useEngineJob.ts` wires it to a component; tests drive it
 * with the fake client.
 *
 * Lifecycle: the client (and with it a worker) is made on the first job and
 * ends with `dispose()`, which the hook calls when the cell leaves the page.
 * Listeners hear every change of state; progress reports, which come several
 * times a second, go to the progress listeners only, so a cell can redraw
 * its progress line without redrawing its board.
 */

import type { JobProgress } from '../../workers/jobProtocol.ts';
import type { Handle, JobListeners, Outcome } from '../workerJobs.ts';
import { IDLE, isRunning, reduceJob, type JobEvent, type JobState } from './model.ts';

/** What `EngineJob` needs of a client: the solve client and `WorkerJobs` have it. */
export interface JobClient {
  /** Workers started and not yet terminated. */
  readonly liveWorkers: number;
  cancel(): void;
  dispose(): void;
}

/** A job for a client of type C whose answer is an R: started with the listeners of its progress. */
export type JobRequest<C, R> = (client: C, listeners: JobListeners) => Handle<R>;

export class EngineJob<C extends JobClient, R = unknown, T = undefined> {
  private client: C | undefined;
  private nextId = 1;
  private current: JobState<R, T> = IDLE;
  private readonly listeners = new Set<() => void>();
  private readonly progressListeners = new Set<() => void>();

  constructor(private readonly makeClient: () => C) {}

  get state(): JobState<R, T> {
    return this.current;
  }

  /** The running job's last progress report. */
  get progress(): JobProgress | null {
    return this.current.status === 'running' ? this.current.progress : null;
  }

  get running(): boolean {
    return this.current.status === 'running';
  }

  /** Workers of the client alive now (a test hook: Cancel really stops the search). */
  get workers(): number {
    return this.client?.liveWorkers ?? 0;
  }

  /**
   * Runs `request`, ending the job running now. The promise gives the job's
   * outcome, or null when something took over before it ended (a newer job,
   * `cancel`, `reset`): then the cell must not act on it.
   */
  async run<R2 extends R>(request: JobRequest<C, R2>, ...[tag]: undefined extends T ? [tag?: T] : [tag: T]): Promise<Outcome<R2> | null> {
    const client = (this.client ??= this.makeClient());
    const id = this.nextId++;
    this.dispatch({ type: 'start', id, tag: tag as T });
    const handle = request(client, {
      onProgress: (progress) => this.dispatch({ type: 'progress', id, progress }),
      onNotice: (notice) => this.dispatch({ type: 'notice', id, notice }),
    });
    this.notify(this.listeners); // a worker started
    const outcome = await handle.promise;
    const mine = isRunning(this.current, id);
    // Listeners hear of the end a microtask later, after `run`'s caller has acted
    // on the answer: a cell's own state and the job's then change in one redraw.
    this.dispatch({ type: 'end', id, outcome }, true);
    return mine ? outcome : null;
  }

  /** The reader's Cancel: the running job ends (its worker is terminated) and the state says 'cancelled'. */
  cancel(): void {
    this.client?.cancel();
    this.dispatch({ type: 'cancel' });
  }

  /** An edit: the running job ends and the state goes back to idle. */
  reset(): void {
    this.client?.cancel();
    this.dispatch({ type: 'reset' });
  }

  /** Ends everything: the running job and the client's workers. */
  dispose(): void {
    this.client?.dispose();
    this.client = undefined;
  }

  /** Calls `listener` after each change of state but progress; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` after each progress report of the running job. */
  subscribeProgress(listener: () => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  private dispatch(e: JobEvent<R, T>, later = false): void {
    const next = reduceJob(this.current, e);
    const changed = next !== this.current;
    this.current = next;
    if (e.type === 'progress') {
      if (changed) this.notify(this.progressListeners);
      return;
    }
    // Cancel and reset may end a worker even when the state stays (idle): listeners read `workers` again.
    if (changed || e.type === 'cancel' || e.type === 'reset') {
      const all = () => {
        this.notify(this.listeners);
        this.notify(this.progressListeners);
      };
      if (later) queueMicrotask(all);
      else all();
    }
  }

  private notify(ls: ReadonlySet<() => void>): void {
    for (const l of [...ls]) l();
  }
}
