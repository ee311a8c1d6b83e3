/**
 * @packageDocumentation
 * `npm run bench -- multicore [rounds]`: the speedup of splitting a job over
 * 2 workers instead of 1 (`engine/split/`), in Node worker threads that run
 * the engine CLI's sub-jobs (`src/cli/threads.ts`):
 *
 * - every column of a middle-game Connect Four position (`32164625`, 8
 *   stones, no book: one analysis searches about 4.8 million positions),
 *   one analysis on one worker against the split on two, its workers sharing
 *   one table (`connect4Columns`) or each with its own, as in a page that is
 *   not cross-origin isolated (`connect4ColumnsOwnTables`);
 * - FFO #40 solved by root move (20 empties).
 *
 * Wall time (the point of more workers), median of `rounds` runs (default 3),
 * 1 and 2 workers interleaved, each run from empty tables (each worker's
 * first root move starts a new table), the workers started and warmed up
 * before any timing. The load average is reported beside: on a shared
 * machine, a busy core makes the second worker worth less.
 */

import os from 'node:os';
import { ok } from '../../../src/engine/core/result.ts';
import { mergeAnalyses, splitAnalysis } from '../../../src/engine/split/analysis.ts';
import { mergeOthelloRoot, planOthelloRoot, type RootMoveResult } from '../../../src/engine/split/othelloRoot.ts';
import { runQueued, runRootMoves } from '../../../src/engine/split/schedule.ts';
import { connect4SharedTable } from '../../../src/engine/solve/connect4.ts';
import type { Analysis, MoveText, SharedTable } from '../../../src/engine/solve/types.ts';
import { ThreadPool } from '../../../src/cli/threads.ts';
import { median, round, type BenchSuite } from '../measure.ts';

const CONNECT4 = '32164625';
const FFO_40 = 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X';

function json(o: { status: number; stdout: string; stderr: string }): Record<string, unknown> {
  if (o.status !== 0) throw new Error(o.stderr);
  return JSON.parse(o.stdout) as Record<string, unknown>;
}

let kept: SharedTable | undefined;

/** Every column of `CONNECT4`: one analysis (one table) on one worker; on more, split as the page's pool splits it, the workers sharing one table when `share`. */
async function connect4Columns(pool: ThreadPool, share = true): Promise<{ ms: number; nodes: number; values: string }> {
  const t0 = performance.now();
  if (pool.size === 1) {
    const one = json(await pool.run(0, ['analyze', 'connect4', CONNECT4, '--book', 'false'])) as unknown as Analysis<MoveText, Record<string, unknown>>;
    return { ms: performance.now() - t0, nodes: one.nodes, values: one.moves.map((m) => `${m.move}:${m.value}`).join(' ') };
  }
  // As the page's pool: the columns' costs first (thread 0), the dearest dealt first, one table shared (where there is SharedArrayBuffer).
  const costs = json(await pool.run(0, ['task', 'connect4ColumnCosts', JSON.stringify({ position: CONNECT4, book: false })])).output as { costs: number[]; nodes: number };
  const plan = splitAnalysis('connect4', CONNECT4, { book: false }, { costs: costs.costs });
  if (!plan.ok) throw new Error(plan.error.message);
  // As a pool that keeps its workers: one table, emptied for each job.
  const table = share ? (kept = connect4SharedTable(CONNECT4, undefined, kept)) : undefined;
  const parts = await runQueued(plan.value.jobs, pool.size, async (job, runner) =>
    ok(json(await pool.run(runner, ['analyze', 'connect4', CONNECT4, '--book', 'false', '--moves', job.options.moves], table)) as unknown as Analysis<MoveText, Record<string, unknown>>),
  );
  if (!parts.ok) throw new Error(parts.error.message);
  const merged = mergeAnalyses(plan.value, parts.value.map((p) => ({ moves: p.moves, nodes: p.nodes, extra: {} })));
  if (!merged.ok) throw new Error(merged.error.message);
  return { ms: performance.now() - t0, nodes: merged.value.nodes + costs.nodes, values: merged.value.moves.map((m) => `${m.move}:${m.value}`).join(' ') };
}

async function ffo40(pool: ThreadPool): Promise<{ ms: number; nodes: number; values: string }> {
  const t0 = performance.now();
  const plan = planOthelloRoot(FFO_40);
  if (!plan.ok || plan.value === null) throw new Error('FFO #40 does not split');
  const started = new Set<number>();
  const results = await runRootMoves(plan.value.moves, pool.size, async (move, above, runner) => {
    const keep = started.has(runner);
    started.add(runner);
    const out = json(await pool.run(runner, ['task', 'othelloRootMove', JSON.stringify({ position: FFO_40, move, above, keep })]));
    return ok(out.output as RootMoveResult);
  });
  if (!results.ok) throw new Error(results.error.message);
  const merged = mergeOthelloRoot(plan.value, results.value);
  if (!merged.ok) throw new Error(merged.error.message);
  return { ms: performance.now() - t0, nodes: merged.value.nodes, values: `${merged.value.value} ${merged.value.bestMoves.join(',')}` };
}

const suite: BenchSuite = {
  name: 'multicore',
  description: 'speedup of 2 workers over 1: every column of a Connect Four middle game, FFO #40 by root move (wall time, medians)',
  async run(args) {
    const rounds = Math.max(1, Number(args[0] ?? 3) || 3);
    const pools = { 1: new ThreadPool(1), 2: new ThreadPool(2) };
    try {
      // Warm-up: every worker loads the engine and runs a small job.
      for (const pool of Object.values(pools)) await Promise.all(Array.from({ length: pool.size }, (_, i) => pool.run(i, ['solve', 'connect4', '5455174361263362', '--book', 'false'])));
      const out: Record<string, unknown> = { loadAverageBefore: os.loadavg().map((x) => round(x, 2)), cores: os.cpus().length };
      const byMessages = (pool: ThreadPool) => connect4Columns(pool, false);
      for (const [name, job] of [['connect4Columns', connect4Columns], ['connect4ColumnsOwnTables', byMessages], ['ffo40', ffo40]] as const) {
        const ms: Record<1 | 2, number[]> = { 1: [], 2: [] };
        const seen: Record<1 | 2, { nodes: number; values: string }[]> = { 1: [], 2: [] };
        for (let r = 0; r < rounds; r++) {
          for (const n of r % 2 === 0 ? ([1, 2] as const) : ([2, 1] as const)) {
            const run = await job(pools[n]);
            ms[n].push(run.ms);
            seen[n].push({ nodes: run.nodes, values: run.values });
            process.stderr.write(`bench: multicore ${name}, ${n} worker(s): ${Math.round(run.ms)} ms\n`);
          }
        }
        const m1 = median(ms[1]);
        const m2 = median(ms[2]);
        const answers = new Set([...seen[1], ...seen[2]].map((s) => s.values));
        out[name] = {
          rounds,
          oneWorkerMs: round(m1, 1),
          twoWorkersMs: round(m2, 1),
          speedup: round(m1 / m2, 2),
          sameAnswers: answers.size === 1,
          answer: [...answers][0],
          nodesOneWorker: median(seen[1].map((s) => s.nodes)),
          nodesTwoWorkers: median(seen[2].map((s) => s.nodes)),
          runsMs: { 1: ms[1].map((x) => round(x, 0)), 2: ms[2].map((x) => round(x, 0)) },
        };
      }
      out.loadAverageAfter = os.loadavg().map((x) => round(x, 2));
      return out;
    } finally {
      await pools[1].close();
      await pools[2].close();
    }
  },
};

export default suite;
