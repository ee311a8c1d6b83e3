/**
 * @packageDocumentation
 * The page side of the code cell's two workers, on the job discipline of
 * `workerJobs.ts`:
 *
 * - `CompileClient`: the TypeScript checker, started on the first check and
 *   kept between checks (`reuse`), the newest check winning;
 * - `CodeRunClient`: jobs (a game of a match, or a search to show) in a
 *   worker of the sandbox (`sandbox.ts`), kept from job to job while each
 *   ends cleanly and replaced after one that does not, with a **time limit per move**:
 *   the worker reports the loading of each script and the start of every
 *   move, and when one of them runs past the limit the worker is terminated
 *   and the job answers `timeout`, with the moves played before it (or the
 *   side whose script was loading);
 * - `runMatch`: a match as one job per game, in order, each game's record
 *   passed on as it ends, a timed-out game recorded as stopped.
 */

import { loadingDetail, type CodeRunRequest, type CodeRunResult } from './runProtocol.ts';
import type { CompileRequest, CompileResult } from './compile.ts';
import { firstOf, type MatchGameRecord, type SideId } from '../models/codeCell/match.ts';
import { sandboxHost } from './sandbox.ts';
import { WorkerJobs, type Handle as Job, type JobError, type Outcome as JobResult, type WorkerFactory } from '../workerJobs.ts';
import { engineError } from '../../engine/core/result.ts';
import type { Locale } from '../../i18n/locales.ts';

const compileWorker: WorkerFactory = () => new Worker(new URL('../../workers/compile.worker.ts', import.meta.url), { type: 'module' });
/**
 * A worker of the page's sandbox (`sandbox.ts`): the reader's code never runs
 * in a worker of the page's own origin. A `SandboxWorker` does what
 * `WorkerJobs` asks of a Worker.
 */
const runWorker: WorkerFactory = () => sandboxHost(`${import.meta.env.BASE_URL.replace(/\/?$/, '/')}sandbox/code-run.html`).worker() as unknown as Worker;

export class CompileClient {
  private readonly jobs: WorkerJobs<Omit<CompileRequest, 'id'>>;

  constructor(makeWorker: WorkerFactory = compileWorker) {
    this.jobs = new WorkerJobs(makeWorker, 'checker', { keepAlive: true });
  }

  compile(source: string, declarations: string, locale: Locale = 'en'): Job<CompileResult> {
    return this.jobs.run<CompileResult>({ source, declarations, ...(locale !== 'en' ? { locale } : {}) });
  }

  get liveWorkers(): number {
    return this.jobs.liveWorkers;
  }

  dispose(): void {
    this.jobs.dispose();
  }
}

/** How long a worker may take to start and say it has the job, before it counts as stuck. */
const STARTUP_MS = 15_000;

export type RunOutcome =
  | JobResult<CodeRunResult>
  /**
   * A move ran past the limit: `moves` were played before it (digits); or the
   * loading of side `loading`'s script did (its top level), before any move.
   */
  | { readonly status: 'timeout'; readonly moves: string; readonly limitMs: number; readonly loading?: SideId };

export class CodeRunClient {
  private readonly jobs: WorkerJobs<Omit<CodeRunRequest, 'id'>>;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(makeWorker: WorkerFactory = runWorker) {
    // Kept between jobs that end cleanly (done or error: the worker then runs nothing of the
    // reader's, see workers/codeRun.sandbox.ts), so a match pays the sandbox's start-up once;
    // a job cancelled or past its time limit takes its worker with it.
    this.jobs = new WorkerJobs(makeWorker, 'runner', { keepAlive: true });
  }

  /** Workers started and not yet terminated (0 or 1). */
  get liveWorkers(): number {
    return this.jobs.liveWorkers;
  }

  /** Runs one job; a move that takes longer than `limitMs` ends it with `timeout`. */
  run(request: Omit<CodeRunRequest, 'id'>, limitMs: number, onMove?: (moves: string) => void): { promise: Promise<RunOutcome>; cancel(): void } {
    this.clearTimer();
    let moves = '';
    let loading: SideId | undefined;
    let timedOut = false;
    const arm = (ms: number) => {
      this.clearTimer();
      this.timer = setTimeout(() => {
        timedOut = true;
        job.cancel();
      }, ms);
    };
    arm(STARTUP_MS);
    // `arm`'s timer reads `job` only after this line has run.
    const job = this.jobs.run<CodeRunResult>(request, {
      onProgress: (p) => {
        const detail = p.detail ?? '';
        if (detail === loadingDetail('a') || detail === loadingDetail('b')) loading = detail === loadingDetail('a') ? 'a' : 'b';
        else {
          loading = undefined;
          moves = detail;
          onMove?.(moves);
        }
        arm(limitMs);
      },
    });
    const promise = job.promise.then((r): RunOutcome => {
      this.clearTimer();
      if (r.status === 'cancelled' && timedOut) return { status: 'timeout', moves, limitMs, ...(loading ? { loading } : {}) };
      return r;
    });
    return { promise, cancel: () => job.cancel() };
  }

  cancel(): void {
    this.clearTimer();
    this.jobs.cancel();
  }

  dispose(): void {
    this.cancel();
    this.jobs.dispose();
  }

  private clearTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** "2 s", "0.5 s". */
const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(2))} s`;

/**
 * The record of a game stopped by the time limit, from the moves played
 * before the slow move; or, with `loading`, stopped while that side's script
 * loaded (before the first move, whoever moves first).
 */
export function timedOutRecord(index: number, moves: string, limitMs: number, names: { a: string; b: string }, loading?: SideId): MatchGameRecord {
  const first = firstOf(index);
  if (loading) {
    return {
      index,
      first,
      moves: [],
      winner: null,
      nodes: 0,
      stopped: {
        side: loading,
        kind: 'time',
        message: `${names[loading]} ran for more than ${seconds(limitMs)} while its code loaded, before the first move, and was stopped (an endless loop at the top level of the code, outside the function?)`,
        detail: { loading: true, limitMs },
      },
    };
  }
  const side: SideId = moves.length % 2 === 0 ? first : first === 'a' ? 'b' : 'a';
  return {
    index,
    first,
    moves: [...moves].map(Number),
    winner: null,
    nodes: 0,
    stopped: {
      side,
      kind: 'time',
      message: `${names[side]} ran for more than ${seconds(limitMs)} on move ${moves.length + 1} and was stopped (an endless loop, or far too slow)`,
      detail: { limitMs, move: moves.length + 1 },
    },
  };
}

export interface MatchRequest {
  readonly base: Omit<CodeRunRequest, 'id' | 'task'>;
  readonly games: number;
  readonly depth: number;
  readonly seed: number;
  readonly limitMs: number;
}

/**
 * Plays a match one game (one job) at a time. `onGame` gets each record as
 * its game ends; `onMove` the moves of the game being played. Resolves with
 * every record, or with what was played when cancelled (`cancelled: true`),
 * or with the error that ended it (the page words it: lib/engineErrors.ts).
 */
export async function runMatch(
  client: CodeRunClient,
  req: MatchRequest,
  onGame: (r: MatchGameRecord) => void,
  onMove?: (index: number, moves: string) => void,
): Promise<{ records: MatchGameRecord[]; cancelled: boolean; error?: JobError }> {
  const records: MatchGameRecord[] = [];
  for (let index = 0; index < req.games; index++) {
    const { promise } = client.run({ ...req.base, task: { kind: 'game', index, seed: req.seed, depth: req.depth } }, req.limitMs, (m) => onMove?.(index, m));
    const r = await promise;
    let record: MatchGameRecord;
    if (r.status === 'timeout') record = timedOutRecord(index, r.moves, r.limitMs, req.base.names, r.loading);
    else if (r.status === 'cancelled') return { records, cancelled: true };
    else if (r.status === 'error') return { records, cancelled: false, error: r.error };
    else if (r.result.kind !== 'game') return { records, cancelled: false, error: engineError('ERR_INTERNAL', 'the worker answered with a search, not a game') };
    else record = r.result.record;
    records.push(record);
    onGame(record);
  }
  return { records, cancelled: false };
}
