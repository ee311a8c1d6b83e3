/**
 * @packageDocumentation
 * How split sub-jobs are handed out, whatever runs them (Node worker
 * threads on the command line and in the bench, Web Workers in the page):
 * `concurrency` at a time, in the plan's order, the next one to whichever
 * runner frees up first. Runners are callbacks that return a promise, so
 * this file knows nothing of threads.
 *
 * The first error stops the handing out (the jobs still running are the
 * caller's to stop, e.g. by terminating its workers) and is the answer.
 */

import type { Result } from '../core/result.ts';
import { boundOf, type RootMoveResult } from './othelloRoot.ts';

/** Runs `jobs` `concurrency` at a time; `run` gets the job and the index of the runner (0..concurrency-1) that takes it. */
export async function runQueued<J, R>(jobs: readonly J[], concurrency: number, run: (job: J, runner: number) => Promise<Result<R>>): Promise<Result<R[]>> {
  const results: R[] = new Array(jobs.length);
  let next = 0;
  let failure: Result<never> | undefined;
  const runner = async (id: number): Promise<void> => {
    while (failure === undefined && next < jobs.length) {
      const i = next++;
      const r = await run(jobs[i], id);
      if (!r.ok) failure ??= r;
      else results[i] = r.value;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, (_, id) => runner(id)));
  return failure ?? { ok: true, value: results };
}

/**
 * The Othello root split: each root move in the plan's order, searched with
 * the bound of the moves finished when it starts (`othelloRoot.ts`).
 */
export function runRootMoves(
  moves: readonly string[],
  concurrency: number,
  run: (move: string, above: number, runner: number) => Promise<Result<RootMoveResult>>,
): Promise<Result<RootMoveResult[]>> {
  const done: RootMoveResult[] = [];
  return runQueued(moves, concurrency, async (move, runner) => {
    const r = await run(move, boundOf(done), runner);
    if (r.ok) done.push(r.value);
    return r;
  });
}
