/**
 * @packageDocumentation
 * The one fake of the solve client, for component tests. It implements
 * `SolveClientApi` like the real client (the compiler checks both against the
 * one interface) and runs jobs in the test's own process with the real engine:
 * every solver and task, the opening book read from `public/`. A test puts it
 * in place of the real client with
 *
 *     vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));
 *
 * and steers it with `fakeJobs` (put back by `resetFakeJobs()` after each test):
 * - `mode: 'engine'` (default): a job runs on a microtask and ends with the
 *   engine's answer, which took `ms`;
 * - `mode: 'hold'`: a job reports `progress` once and runs until cancelled (a
 *   cell's running state);
 * - `mode: 'manual'`: a job waits for the test to `settle` it (with any outcome:
 *   a late answer, a worker that failed to start) and may report progress.
 *
 * Every job is recorded in `fakeJobs.jobs`, in order (`fakeJobLog()` as lines). Like the real client it
 * runs one job at a time: a new job or `cancel` ends the running one, whose
 * promise then says 'cancelled'; `liveWorkers` is 1 while a job runs.
 * Node only (it reads the book from disk): never imported by shipped code.
 */

import { readFileSync } from 'node:fs';
import { unwrap, type Result } from '../../engine/core/result.ts';
import type { Progress } from '../../engine/core/progress.ts';
import type { SharedTable } from '../../engine/solve/types.ts';
import { OpeningBook } from '../../engine/games/connect4/book.ts';
import { solverFor, type OptionsFor, type SolverId } from '../../engine/registry.ts';
import { CONNECT4_BOOK } from '../../engine/solve/connect4.ts';
import { taskFor, type TaskId, type TaskInput } from '../../engine/tasks/index.ts';
import type { JobNotice } from '../../workers/jobProtocol.ts';
import type { JobKind, JobProgress } from '../../workers/protocol.ts';
import type { Job, JobReports, Outcome, RunTail, SolveClientApi, TaskJob } from '../solveClient.ts';

/** One job the fake was asked for. */
export interface FakeJob {
  readonly kind: JobKind | 'task';
  /** Solves and analyses: the game, the position and the options. */
  readonly game?: string;
  readonly position?: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /** The table a split's sub-job shares (the solver gets it, as in the worker). */
  readonly sharedTable?: SharedTable;
  /** Tasks: the task and its input. */
  readonly task?: string;
  readonly input?: unknown;
  /** Ends the job with this outcome (does nothing once it ended). */
  settle(outcome: Outcome<unknown>): void;
  /** Reports progress, as the worker would. */
  progress(p: JobProgress): void;
  /** Says a notice, as the worker would. */
  notice(notice: JobNotice): void;
}

export const fakeJobs = {
  mode: 'engine' as 'engine' | 'hold' | 'manual',
  /** What a held job reports. */
  progress: { nodes: 1234, ms: 0 } as JobProgress,
  /** The time an engine job says it took. */
  ms: 5,
  jobs: [] as FakeJob[],
};

export function resetFakeJobs(): void {
  fakeJobs.mode = 'engine';
  fakeJobs.progress = { nodes: 1234, ms: 0 };
  fakeJobs.ms = 5;
  fakeJobs.jobs = [];
}

/** The jobs asked for, one line each: `solve connect4 4453`, `task tieBreak {"game":"line",...}`. */
export const fakeJobLog = (): string[] =>
  fakeJobs.jobs.map((j) => (j.kind === 'task' ? `task ${j.task} ${JSON.stringify(j.input)}` : `${j.kind} ${j.game} ${j.position}`));

let book: OpeningBook | undefined;
const resources = () => ({ book: (book ??= unwrap(OpeningBook.read(readFileSync(`${process.cwd()}/public/${CONNECT4_BOOK.path}`)))) });

type Work = (onProgress: (p: Progress) => void) => Result<unknown>;

export class FakeSolveClient implements SolveClientApi {
  private ending: ((o: Outcome<unknown>) => void) | null = null;
  private nextId = 1;

  get liveWorkers(): number {
    return this.ending ? 1 : 0;
  }

  get busy(): boolean {
    return this.ending !== null;
  }

  run<G extends SolverId, K extends JobKind>(kind: K, game: G, position: string, options?: OptionsFor<G>, ...[onProgress, onNotice, sharedTable]: RunTail): Job<G, K> {
    const o = (options ?? {}) as Record<string, unknown>;
    const work: Work = (tick) => unwrap(solverFor(game))[kind](position, o as never, { resources: resources(), onProgress: tick, ...(sharedTable ? { sharedTable } : {}) });
    return this.start({ kind, game, position, options: o, ...(sharedTable ? { sharedTable } : {}) }, work, onProgress, onNotice) as Job<G, K>;
  }

  task<T extends TaskId>(task: T, input: TaskInput<T>, ...[onProgress, onNotice]: JobReports): TaskJob<T> {
    const work: Work = (tick) => unwrap(taskFor(task)).run(input, { resources: resources(), onProgress: tick, clock: () => 0 });
    return this.start({ kind: 'task', task, input }, work, onProgress, onNotice) as TaskJob<T>;
  }

  cancel(): void {
    this.ending?.({ status: 'cancelled' });
  }

  dispose(): void {
    this.cancel();
  }

  private start(what: Pick<FakeJob, 'kind' | 'game' | 'position' | 'options' | 'sharedTable' | 'task' | 'input'>, work: Work, ...[onProgress, onNotice]: JobReports): Job<SolverId, JobKind> | TaskJob<TaskId> {
    this.cancel();
    const id = this.nextId++;
    let resolve!: (o: Outcome<unknown>) => void;
    const promise = new Promise<Outcome<unknown>>((r) => (resolve = r));
    const end = (o: Outcome<unknown>) => {
      if (this.ending !== end) return;
      this.ending = null;
      resolve(o);
    };
    this.ending = end;
    const live = () => this.ending === end;
    fakeJobs.jobs.push({ ...what, settle: end, progress: (p) => live() && onProgress?.(p), notice: (n) => live() && onNotice?.(n) });
    if (fakeJobs.mode === 'hold') onProgress?.(fakeJobs.progress);
    else if (fakeJobs.mode === 'engine') {
      queueMicrotask(() => {
        if (!live()) return;
        const r = work((p) => onProgress?.({ ...p, ms: 1 }));
        end(r.ok ? { status: 'done', result: r.value, ms: fakeJobs.ms, notices: [] } : { status: 'error', error: r.error });
      });
    }
    return { id, promise, cancel: () => live() && this.cancel() } as never;
  }
}

export { FakeSolveClient as SolveClient };
