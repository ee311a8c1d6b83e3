/**
 * @packageDocumentation
 * A pool of solve workers for the jobs that split (`engine/split/`): the
 * value of every move of Connect Four, Othello and tetromino, and the Othello
 * endgame solve, spread over up to `poolSize()` workers (the reader's cores,
 * at most 4: past that the machine's other work and the memory of one table
 * per worker cost more than they give).
 *
 * It answers like one solve client: one handle per job, whose outcome is the
 * merged answer (the one-worker values and best moves, nodes summed), and one
 * progress for the whole job (nodes of every sub-job, `done` of `total`
 * sub-jobs). Cancel stops every worker at once. It is a `SolveClientApi`, so
 * the game kits' requests and `EngineJob` run on it as on one client: an
 * analysis of a game that splits goes over the pool, anything else (a solve,
 * a task) to its first worker, as one client would run it.
 *
 * A Connect Four analysis first asks one worker what each column should
 * cost (`connect4ColumnCosts`, about 1% of the analysis) and deals the dear
 * columns first (`split/analysis.ts`): a dear column dealt last keeps one
 * worker busy while the others wait. Over 36 random openings of 8 stones
 * (`npm run bench -- multicore-plan 36`, in positions, so no machine's load
 * blurs it), the speedup the split allows went from 1.70 to 1.78 on two free
 * cores and from 2.46 to 2.62 on four (medians). Where one column is most of
 * the work, no order helps: every column of 32164625 (the speed page's)
 * allows 1.98 on two cores and 2.02 on four, its fifth column being half of
 * it (1.95 and 1.99 with the estimate's own cost).
 *
 * A worker serves every sub-job its runner takes in a job: the pool asks
 * its clients to keep their workers alive (`keepAlive`). A fresh worker per
 * sub-job, as a plain client runs, would load the engine, compile it from
 * cold and allocate a new table for each root move or column, and the
 * othelloRootMove task's `keep` would find no table to keep. Measured in
 * headless Chromium on FFO #40 split over one worker (CPU of the browser's
 * threads, from /proc): a fresh worker per root move cost 4.3 s of worker
 * threads and 2.4 s of V8's background threads (compiling again), against
 * 3.4 s and under 0.3 s with one worker kept for the job. When a job ends or
 * is cancelled, the workers go (their tables can weigh 8 to 128 MiB each),
 * unless the pool was made with `keepWorkers` (the speed page's measure,
 * which starts its workers before timing them).
 *
 * Where the page can share memory (`SharedArrayBuffer` exists only in a
 * cross-origin isolated page), a Connect Four analysis's workers share one
 * table (`connect4SharedTable`, 16 MB): a column then finds what the other
 * workers' columns stored, as one analysis's columns find each other's in
 * one table (entries that a racing write would tear are misses: `table.ts`).
 * Every column of 32164625 split over two workers searched 5.92 million
 * positions with a table per worker, 4.93 million sharing one (one analysis:
 * 4.79 million). A pool that keeps its workers keeps the table too, emptied
 * for each job (a new one is paged in inside the job's time). Elsewhere the
 * workers talk by messages only, each with its own table. Othello's root
 * split shares only a bound.
 */

import { engineError, ok, type EngineError, type Result } from '../../engine/core/result.ts';
import type { AnalysisFor, OptionsFor, SolutionFor } from '../../engine/registry.ts';
import { connect4SharedTable } from '../../engine/solve/connect4.ts';
import type { SharedTable } from '../../engine/solve/types.ts';
import { isSplitGame, mergeAnalyses, splitAnalysis, type SplitGame } from '../../engine/split/analysis.ts';
import { mergeOthelloRoot, planOthelloRoot } from '../../engine/split/othelloRoot.ts';
import { runQueued, runRootMoves } from '../../engine/split/schedule.ts';
import type { JobNotice } from '../../workers/jobProtocol.ts';
import type { JobKind } from '../../workers/protocol.ts';
import type { TaskId, TaskInput } from '../../engine/tasks/index.ts';
import type { SolverId } from '../../engine/registry.ts';
import type { Job, JobReports, SolveClientApi, SolveClientOptions, TaskJob } from '../solveClient.ts';
import type { Handle, JobListeners, Outcome } from '../workerJobs.ts';

/** Workers a pool uses on this machine: its cores, at most 4. */
export const poolSize = (cores: number | undefined = globalThis.navigator?.hardwareConcurrency): number => Math.max(1, Math.min(cores ?? 1, 4));

/** Why a sub-job did not answer: an error of the engine, or the pool's Cancel. */
const CANCELLED: EngineError = engineError('ERR_INTERNAL', 'cancelled');

export interface SolvePoolOptions {
  /** Keep the workers (warm, tables and all) between jobs, until `dispose`; default false: they go when a job ends. */
  readonly keepWorkers?: boolean;
}

export class SolvePool implements SolveClientApi {
  private clients: SolveClientApi[] = [];
  private nextId = 1;
  /** Counts the jobs started: a job that ends releases the workers only if no newer job took them. */
  private started = 0;
  private stop: (() => void) | undefined;
  /** The table the last Connect Four split shared, emptied and handed to the next (while the pool keeps its workers). */
  private table: SharedTable | undefined;

  /** `makeClient` gets the options the pool needs of its clients: `keepAlive`, so that a worker serves all of its runner's sub-jobs. */
  constructor(
    readonly size: number,
    private readonly makeClient: (options: SolveClientOptions) => SolveClientApi,
    private readonly options: SolvePoolOptions = {},
  ) {}

  /** Workers started and not yet terminated, over the pool. */
  get liveWorkers(): number {
    return this.clients.reduce((n, c) => n + c.liveWorkers, 0);
  }

  get busy(): boolean {
    return this.clients.some((c) => c.busy);
  }

  run<G extends SolverId, K extends JobKind>(kind: K, game: G, position: string, options?: OptionsFor<G>, ...[onProgress, onNotice]: JobReports): Job<G, K> {
    if (kind === 'analyze' && this.size > 1 && isSplitGame(game)) {
      // An analysis is an analysis whichever way it is computed: the compiler cannot see that K is 'analyze'.
      return this.analyze(game, position, (options ?? {}) as OptionsFor<typeof game>, { onProgress, onNotice }) as unknown as Job<G, K>;
    }
    this.cancel();
    return this.releasing(this.client(0).run(kind, game, position, options, onProgress, onNotice));
  }

  task<T extends TaskId>(task: T, input: TaskInput<T>, ...[onProgress, onNotice]: JobReports): TaskJob<T> {
    this.cancel();
    return this.releasing(this.client(0).task(task, input, onProgress, onNotice));
  }

  /** Ends the running job: every worker's sub-job at once (and the workers, unless `keepWorkers`). */
  cancel(): void {
    this.stop?.();
    for (const c of this.clients) c.cancel();
    this.release();
  }

  /** Terminates the idle workers, unless the pool keeps them. */
  private release(): void {
    if (this.options.keepWorkers) return;
    for (const c of this.clients) if (!c.busy) c.dispose();
  }

  /** `h`, whose workers go when it ends, unless a newer job has started by then. */
  private releasing<R>(h: Handle<R>): Handle<R> {
    const job = ++this.started;
    return { ...h, promise: h.promise.then((o) => (this.ended(job), o)) };
  }

  private ended(job: number): void {
    if (job === this.started) this.release();
  }

  dispose(): void {
    this.stop?.();
    this.table = undefined;
    for (const c of this.clients) c.dispose();
    this.clients = [];
  }

  private client(runner: number): SolveClientApi {
    while (this.clients.length <= runner) this.clients.push(this.makeClient({ keepAlive: true }));
    return this.clients[runner];
  }

  /** The value of every move of `position`, split by root move. */
  analyze<G extends SplitGame>(game: G, position: string, options: OptionsFor<G>, listeners: JobListeners = {}): Handle<AnalysisFor<G>> {
    return this.job(listeners, async (sub) => {
      // Connect Four's columns are dealt dearest first, by an estimate one worker makes first (about 1% of the analysis).
      let costs: readonly number[] | undefined;
      let costNodes = 0;
      if (game === 'connect4' && this.size > 1) {
        const { book, weak } = options as OptionsFor<'connect4'>;
        const input = { position, ...(book === undefined ? {} : { book }), ...(weak === undefined ? {} : { weak }) };
        const r = await sub(0, (l) => this.client(0).task('connect4ColumnCosts', input, l.onProgress, l.onNotice));
        if (!r.ok) return r;
        costs = r.value.costs;
        costNodes = r.value.nodes;
      }
      const table = game === 'connect4' && this.size > 1 ? connect4SharedTable(position, (options as OptionsFor<'connect4'>).tableBits, this.table) : undefined;
      if (this.options.keepWorkers) this.table = table;
      const plan = splitAnalysis(game, position, options as Record<string, string | number | boolean>, { costs });
      if (!plan.ok) return plan;
      const parts = await runQueued(plan.value.jobs, this.size, (job, runner) =>
        // AnalysisFor<G> of a generic G: the compiler cannot see its `nodes`.
        sub(runner, (l) => this.client(runner).run('analyze', game, job.position, job.options as OptionsFor<G>, l.onProgress, l.onNotice, table) as Handle<{ nodes: number }>),
      );
      if (!parts.ok) return parts;
      // The job's nodes count the estimate's too, as its progress did.
      const merged = mergeAnalyses(plan.value, parts.value as never);
      return (merged.ok ? ok({ ...merged.value, nodes: merged.value.nodes + costNodes }) : merged) as Result<AnalysisFor<G>>;
    }, isSplitGame(game) ? undefined : engineError('ERR_INPUT', `${game} does not split`));
  }

  /** The exact solve of an Othello endgame, split by root move (one sub-job when there is nothing to split). */
  solveOthello(position: string, options: OptionsFor<'othello'>, listeners: JobListeners = {}): Handle<SolutionFor<'othello'>> {
    return this.job(listeners, async (sub) => {
      const objective = options.objective ?? 'standard';
      const plan = planOthelloRoot(position, objective);
      if (!plan.ok) return plan;
      if (plan.value === null) return sub(0, (l) => this.client(0).run('solve', 'othello', position, options, l.onProgress, l.onNotice));
      // A runner's first root move starts from an empty table: a worker kept from an earlier job must not bring that job's table.
      const started = new Set<number>();
      const results = await runRootMoves(plan.value.moves, this.size, (move, above, runner) => {
        const keep = started.has(runner);
        started.add(runner);
        return sub(runner, (l) =>
          this.client(runner).task('othelloRootMove', { position, move, above, objective, keep, ...(options.hashBits ? { hashBits: options.hashBits } : {}) }, l.onProgress, l.onNotice),
        );
      });
      if (!results.ok) return results;
      return mergeOthelloRoot(plan.value, results.value, options.all ?? true) as Result<SolutionFor<'othello'>>;
    });
  }

  /**
   * One pooled job: `body` runs sub-jobs through `sub`, which starts one on a
   * runner's client, adds its progress to the job's and turns its outcome
   * into a result. The first error or a Cancel ends every sub-job.
   */
  private job<R>(
    listeners: JobListeners,
    body: (sub: <S extends { nodes: number }>(runner: number, start: (l: JobListeners) => Handle<S>) => Promise<Result<S>>) => Promise<Result<R>>,
    refused?: EngineError,
  ): Handle<R> {
    this.cancel();
    const id = this.nextId++;
    const job = ++this.started;
    const t0 = performance.now();
    let stopped = false;
    const running = new Map<number, Handle<unknown>>();
    const nodesNow = new Map<number, number>();
    let finishedNodes = 0;
    let done = 0;
    let total = 0;
    // Each resource is said once, whichever worker did without it first.
    const notices = new Map<string, JobNotice>();
    const report = (detail?: string): void => {
      let nodes = finishedNodes;
      for (const n of nodesNow.values()) nodes += n;
      listeners.onProgress?.({ nodes, ms: performance.now() - t0, done, total, ...(detail ? { detail } : {}) });
    };
    const stopAll = (): void => {
      stopped = true;
      for (const h of running.values()) h.cancel();
    };
    const sub = async <S extends { nodes: number }>(runner: number, start: (l: JobListeners) => Handle<S>): Promise<Result<S>> => {
      if (stopped) return { ok: false, error: CANCELLED };
      total++;
      const h = start({
        onProgress: (p) => {
          nodesNow.set(runner, p.nodes);
          report(p.detail);
        },
        onNotice: (notice) => {
          if (notices.has(notice.resource)) return;
          notices.set(notice.resource, notice);
          listeners.onNotice?.(notice);
        },
      });
      running.set(runner, h);
      const o = await h.promise;
      running.delete(runner);
      nodesNow.delete(runner);
      if (o.status === 'done') {
        finishedNodes += o.result.nodes;
        done++;
        report();
        return ok(o.result);
      }
      stopAll();
      return { ok: false, error: o.status === 'error' ? o.error : CANCELLED };
    };
    this.stop = stopAll;
    const promise = (async (): Promise<Outcome<R>> => {
      if (refused) return { status: 'error', error: refused };
      const r = await body(sub);
      if (this.stop === stopAll) this.stop = undefined;
      this.ended(job);
      if (r.ok) return { status: 'done', result: r.value, ms: performance.now() - t0, notices: [...notices.values()] };
      return r.error === CANCELLED ? { status: 'cancelled' } : { status: 'error', error: r.error };
    })();
    return { id, promise, cancel: stopAll };
  }
}
