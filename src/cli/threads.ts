/**
 * @packageDocumentation
 * `--threads N` (N ≥ 2): the value of every move (`analyze` of Connect Four,
 * Othello and tetromino) and the Othello endgame solve split across N Node
 * worker threads (`engine/split/`), each running the CLI itself on its
 * sub-jobs (`threadWorker.ts`), so the checks, the book and the output are
 * the one-thread command's. The answer is the one-thread answer: the same
 * moves and values, the same value and best moves (in the split's order),
 * `nodes` the sub-jobs' sum and `ms` the wall time.
 *
 * A Connect Four analysis first asks thread 0 what each column should cost
 * (`connect4ColumnCosts`: about 1% of the analysis, counted in `nodes`) and
 * deals the dear columns first.
 *
 * The threads of a Connect Four analysis share one table
 * (`connect4SharedTable`). Nodes differ from one thread's: what a column
 * finds in the table depends on how far the other threads got; other
 * games' sub-jobs each start from an empty table (one analysis keeps one
 * table for every move); the Othello root's sub-jobs share only a bound,
 * whose arrival depends on timing.
 * Other jobs (perft, tasks, other games) run in this thread as before.
 */

import { Worker } from 'node:worker_threads';
import { ok, type Result } from '../engine/core/result.ts';
import { SOLVERS, type OptionsFor } from '../engine/registry.ts';
import { isSplitGame, mergeAnalyses, splitAnalysis } from '../engine/split/analysis.ts';
import { mergeOthelloRoot, planOthelloRoot, type RootMoveResult } from '../engine/split/othelloRoot.ts';
import { runQueued, runRootMoves } from '../engine/split/schedule.ts';
import { readOptions } from '../engine/solve/options.ts';
import { connect4SharedTable } from '../engine/solve/connect4.ts';
import type { Analysis, MoveText, SharedTable } from '../engine/solve/types.ts';
import { budgetArguments, plainArguments, splitArguments, threadsArgument, UsageError, type Parsed } from './arguments.ts';
import { runCli, type CliIo, type CliOutcome } from './engineCli.ts';

/** N worker threads, each running one command line at a time; runner i is always thread i (its tables stay with it). */
export class ThreadPool {
  private readonly workers: Worker[];

  constructor(readonly size: number) {
    this.workers = Array.from({ length: size }, () => new Worker(new URL('./threadWorker.mjs', import.meta.url)));
  }

  /** Runs `argv` on thread `runner`; with `sharedTable`, its solve or analysis uses that table (shared with the other threads). */
  run(runner: number, argv: readonly string[], sharedTable?: SharedTable): Promise<CliOutcome> {
    const w = this.workers[runner];
    return new Promise((resolve, reject) => {
      const done = (outcome: CliOutcome): void => {
        w.off('error', fail);
        resolve(outcome);
      };
      const fail = (e: Error): void => {
        w.off('message', done);
        reject(e);
      };
      w.once('message', done);
      w.once('error', fail);
      w.postMessage({ argv: [...argv], ...(sharedTable ? { sharedTable } : {}) });
    });
  }

  close(): Promise<number[]> {
    return Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** A sub-job's command line that failed: its own outcome is the answer. */
class Failed extends Error {
  constructor(readonly outcome: CliOutcome) {
    super(outcome.stderr);
  }
}

/** A sub-job's outcome read as JSON, or thrown as the answer. */
function output(o: CliOutcome): Record<string, unknown> {
  if (o.status !== 0) throw new Failed(o);
  return JSON.parse(o.stdout) as Record<string, unknown>;
}

const rounded = (ms: number): number => Math.round(ms * 1000) / 1000;
const unwrapOrThrow = <T>(r: Result<T>): T => {
  if (r.ok) return r.value;
  throw new UsageError(r.error.message);
};

/** `analyze <game> <position> ...` split by root move: the merged output line. */
async function analyzeSplit(pool: ThreadPool, argv: readonly string[], game: string, position: string, parsed: Parsed): Promise<string | undefined> {
  const t0 = performance.now();
  // A position or options that do not split: one thread says what is wrong, in its words.
  if (!isSplitGame(game) || !splitAnalysis(game, position, parsed.options).ok) return undefined;
  // Connect Four's options, read once: the costs task and the shared table both follow them.
  const c4 = game === 'connect4' ? readOptions(SOLVERS.connect4.options, parsed.options, 'connect4') : undefined;
  const costs = c4?.ok ? await columnCosts(pool, budgetOnly(argv), position, c4.value, parsed.files.book) : { costs: undefined, nodes: 0 };
  const plan = unwrapOrThrow(splitAnalysis(game, position, parsed.options, { costs: costs.costs }));
  const table = c4?.ok ? connect4SharedTable(position, c4.value.tableBits) : undefined;
  const parts = await runQueued(plan.jobs, pool.size, async (job, runner) => ok(output(await pool.run(runner, [...argv, '--moves', job.options.moves], table))));
  const outs = unwrapOrThrow(parts);
  const analyses = outs.map(({ game: _g, position: _p, moves, nodes, ms: _ms, ...extra }) => ({ moves, nodes, extra }) as Analysis<MoveText, Record<string, unknown>>);
  const merged = unwrapOrThrow(mergeAnalyses(plan, analyses));
  return JSON.stringify({ game, position, moves: merged.moves, nodes: merged.nodes + costs.nodes, ms: rounded(performance.now() - t0), ...merged.extra });
}

/**
 * Connect Four: what each column should cost (`connect4ColumnCosts`, on
 * thread 0), so that the dear columns are dealt first, with the analysis's
 * own book and weak options (its `--book FILE` passed on). Refused (out of
 * reach, say): no costs, and the sub-jobs, dealt centre first, refuse in the
 * analysis's own words.
 */
async function columnCosts(
  pool: ThreadPool,
  budgetArgs: readonly string[],
  position: string,
  { book, weak }: Pick<OptionsFor<'connect4'>, 'book' | 'weak'>,
  bookFile: string | undefined,
): Promise<{ costs: number[] | undefined; nodes: number }> {
  const file = bookFile === undefined ? [] : ['--book', bookFile];
  const out = await pool.run(0, ['task', 'connect4ColumnCosts', JSON.stringify({ position, book, weak }), ...file, ...budgetArgs]);
  if (out.status !== 0) return { costs: undefined, nodes: 0 };
  return (JSON.parse(out.stdout) as { output: { costs: number[]; nodes: number } }).output;
}

/** `solve othello <position> ...` split by root move (none when there is nothing to split). */
async function othelloSolveSplit(pool: ThreadPool, budgetArgs: readonly string[], position: string, options: Record<string, string>): Promise<string | undefined> {
  const objective = options.objective === 'course' ? 'course' : 'standard';
  const planned = planOthelloRoot(position, objective);
  if (!planned.ok || planned.value === null) return undefined;
  const plan = planned.value;
  const t0 = performance.now();
  const hashBits = options.hashBits === undefined ? {} : { hashBits: Number(options.hashBits) };
  const results = await runRootMoves(plan.moves, pool.size, async (move, above, runner) => {
    const input = JSON.stringify({ position, move, above, objective, keep: true, ...hashBits });
    const out = output(await pool.run(runner, ['task', 'othelloRootMove', input, ...budgetArgs]));
    return ok(out.output as RootMoveResult);
  });
  const merged = unwrapOrThrow(mergeOthelloRoot(plan, unwrapOrThrow(results), options.all !== 'false' && options.all !== '0'));
  const { value, bestMoves, nodes, extra } = merged;
  return JSON.stringify({ game: 'othello', position, value, bestMoves, nodes, ms: rounded(performance.now() - t0), ...extra });
}

/** The budget's own arguments (`--max-nodes N`, `--time S`), passed on to each root move. */
function budgetOnly(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length && argv[i] !== '--'; i++) {
    const m = /^--(max-nodes|time)(=)?/.exec(argv[i]);
    if (m) out.push(...(m[2] ? [argv[i]] : argv.slice(i, i + 2)));
  }
  return out;
}

/**
 * The command line, with `--threads N` read: one thread as `runCli`, or the
 * split run on N worker threads for what splits (see the module comment).
 */
export async function runCliThreaded(argv: readonly string[], io: CliIo = {}): Promise<CliOutcome> {
  let rest: string[];
  let threads: number;
  try {
    ({ rest, threads } = threadsArgument(argv));
  } catch (e) {
    return { status: 2, stdout: '', stderr: `error: ${(e as Error).message}\n` };
  }
  const [command, game] = plainArguments(rest);
  const splits = threads > 1 && ((command === 'analyze' && game !== undefined && isSplitGame(game)) || (command === 'solve' && game === 'othello'));
  if (!splits) return runCli(rest, io);
  // Checked in this thread first: a bad command line gets the one-thread answer, at once.
  const solver = SOLVERS[game as keyof typeof SOLVERS];
  let parsed: Parsed;
  try {
    parsed = splitArguments(budgetArguments(rest).rest, solver);
  } catch {
    return runCli(rest, io);
  }
  const position = parsed.positional[2];
  if (position === undefined || parsed.positional.length > 3 || parsed.options.help) return runCli(rest, io);
  const pool = new ThreadPool(threads);
  try {
    const line =
      command === 'analyze'
        ? await analyzeSplit(pool, rest, game!, position, parsed)
        : await othelloSolveSplit(pool, budgetOnly(rest), position, parsed.options);
    if (line === undefined) return runCli(rest, io);
    return { status: 0, stdout: `${line}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof Failed) return e.outcome;
    if (e instanceof UsageError) return { status: e.status, stdout: '', stderr: `error: ${e.message}\n` };
    return { status: 1, stdout: '', stderr: `error: the engine failed: ${e instanceof Error ? e.message : String(e)}\n` };
  } finally {
    await pool.close();
  }
}
