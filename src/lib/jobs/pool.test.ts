import { afterEach, describe, expect, test, vi } from 'vitest';
import { unwrap } from '../../engine/core/result.ts';
import { connect4Solver } from '../../engine/solve/connect4.ts';
import { othelloSolver } from '../../engine/solve/othello.ts';
import type { JobProgress } from '../../workers/jobProtocol.ts';
import { FakeSolveClient, fakeJobs, resetFakeJobs } from './fakeSolveClient.ts';
import { poolSize, SolvePool } from './pool.ts';

afterEach(resetFakeJobs);

const OTHELLO_14 = '--O-OXXX-O-OOO--XXOXO-XO-XXOXO-OXXXXXOXOXXXXXOX-XXXXXOXXXXOO-O-- X';

describe('the pool of solve workers', () => {
  test('its size: the reader’s cores, at most 4, at least 1', () => {
    expect([undefined, 1, 2, 3, 4, 8, 64].map((c) => poolSize(c))).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });

  test('every Connect Four column: the values of one analysis, one progress for the whole job', async () => {
    const pool = new SolvePool(2, () => new FakeSolveClient());
    const seen: JobProgress[] = [];
    const o = await pool.analyze('connect4', '274552224131661', { book: false }, { onProgress: (p) => seen.push(p) }).promise;
    const one = unwrap(connect4Solver.analyze('274552224131661', { book: false }));
    expect(o.status === 'done' && o.result.moves).toEqual(one.moves);
    // First the columns' costs (the first probe of each: 221, 16, 2, 1122, 4, 18 and 14 positions), then
    // one sub-job per column, dearest first, each reporting as it ends: done climbs to 8 of 8.
    expect(fakeJobs.jobs[0]).toMatchObject({ task: 'connect4ColumnCosts', input: { position: '274552224131661', book: false } });
    expect(fakeJobs.jobs.slice(1).map((j) => j.options?.moves)).toEqual(['4', '1', '6', '2', '7', '5', '3']);
    expect(seen.at(-1)).toMatchObject({ done: 8, total: 8 });
    expect(o.status === 'done' && seen.at(-1)!.nodes).toBe(o.status === 'done' && o.result.nodes);
    // Node has SharedArrayBuffer, as a cross-origin isolated page does: the columns share one table of 2^21 entries.
    const tables = new Set(fakeJobs.jobs.slice(1).map((j) => j.sharedTable));
    expect(tables.size).toBe(1);
    const [table] = tables;
    expect(table?.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(table?.bits).toBe(21);
    pool.dispose();
  });

  test('without SharedArrayBuffer (a page that is not cross-origin isolated) each worker keeps its own table: the same values', async () => {
    vi.stubGlobal('SharedArrayBuffer', undefined);
    try {
      const pool = new SolvePool(2, () => new FakeSolveClient());
      const o = await pool.analyze('connect4', '274552224131661', { book: false }).promise;
      expect(o.status === 'done' && o.result.moves).toEqual(unwrap(connect4Solver.analyze('274552224131661', { book: false })).moves);
      expect(fakeJobs.jobs.slice(1).map((j) => j.sharedTable)).toEqual(Array(7).fill(undefined));
      pool.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('the Othello endgame solve: the value and best moves of one solve, root moves as tasks', async () => {
    const pool = new SolvePool(3, () => new FakeSolveClient());
    const o = await pool.solveOthello(OTHELLO_14, {}).promise;
    const one = unwrap(othelloSolver.solve(OTHELLO_14));
    expect(o.status).toBe('done');
    if (o.status !== 'done') return;
    expect(o.result.value).toBe(one.value);
    expect([...o.result.bestMoves].sort()).toEqual([...one.bestMoves].sort());
    expect(new Set(fakeJobs.jobs.map((j) => j.task))).toEqual(new Set(['othelloRootMove']));
  });

  test('Cancel stops every worker at once, and the job says cancelled', async () => {
    fakeJobs.mode = 'hold';
    const pool = new SolvePool(2, () => new FakeSolveClient());
    const h = pool.analyze('othello', OTHELLO_14, {});
    await Promise.resolve();
    expect(pool.liveWorkers).toBe(2);
    pool.cancel();
    expect(pool.liveWorkers).toBe(0);
    expect(await h.promise).toEqual({ status: 'cancelled' });
    // Held jobs never end on their own: only the first two were started.
    expect(fakeJobs.jobs).toHaveLength(2);
  });

  test('a worker serves all of its runner’s sub-jobs: clients keep their workers, a runner’s first root move starts a new table', async () => {
    const asked: unknown[] = [];
    for (const size of [1, 3]) {
      fakeJobs.jobs = [];
      const pool = new SolvePool(size, (o) => (asked.push(o), new FakeSolveClient()));
      const o = await pool.solveOthello(OTHELLO_14, {}).promise;
      expect(o.status).toBe('done');
      const keeps = fakeJobs.jobs.map((j) => (j.input as { keep: boolean }).keep);
      // OTHELLO_14 has 8 root moves: with one runner, only the first starts a new table; with three, one per runner.
      expect(keeps).toHaveLength(8);
      expect(keeps.filter((k) => !k)).toHaveLength(size);
      expect(keeps[0]).toBe(false);
    }
    expect(asked).toEqual([{ keepAlive: true }, { keepAlive: true }, { keepAlive: true }, { keepAlive: true }]);
  });

  test('the workers go when a job ends (done or error), unless the pool keeps them', async () => {
    /** The fake, with a worker that stays after a job when asked (`keepAlive`), as the real client's does. */
    class Kept extends FakeSolveClient {
      private idle = false;
      constructor(private readonly keepAlive = false) {
        super();
      }
      override get liveWorkers(): number {
        return super.liveWorkers + (this.idle ? 1 : 0);
      }
      override run(...args: Parameters<FakeSolveClient['run']>): ReturnType<FakeSolveClient['run']> {
        this.idle = false;
        const h = super.run(...args);
        return { ...h, promise: h.promise.then((o) => ((this.idle = this.keepAlive && o.status !== 'cancelled'), o)) } as never;
      }
      override dispose(): void {
        this.idle = false;
        super.dispose();
      }
    }
    const tables = () => new Set(fakeJobs.jobs.flatMap((j) => (j.sharedTable ? [j.sharedTable] : [])));
    const pool = new SolvePool(2, (o) => new Kept(o.keepAlive));
    await pool.analyze('connect4', '274552224131661', { book: false }).promise;
    expect(pool.liveWorkers).toBe(0);
    await pool.run('solve', 'connect4', '274552224131661', { book: false }).promise;
    expect(pool.liveWorkers).toBe(0);
    // A pool that lets its workers go lets its table go too: the next split gets a new one.
    await pool.analyze('connect4', '274552224131661', { book: false }).promise;
    expect(tables().size).toBe(2);
    fakeJobs.jobs = [];
    const kept = new SolvePool(2, (o) => new Kept(o.keepAlive), { keepWorkers: true });
    await kept.analyze('connect4', '274552224131661', { book: false }).promise;
    expect(kept.liveWorkers).toBe(2);
    // One that keeps its workers hands the same table, emptied, to its next split.
    await kept.analyze('connect4', '274552224131661', { book: false }).promise;
    expect(tables().size).toBe(1);
    kept.cancel();
    expect(kept.liveWorkers).toBe(2);
    kept.dispose();
    expect(kept.liveWorkers).toBe(0);
  });

  test('an error of one sub-job is the answer, and stops the others', async () => {
    const pool = new SolvePool(2, () => new FakeSolveClient());
    const o = await pool.analyze('connect4', '8', {}).promise;
    expect(o.status).toBe('error');
  });

  test('as a solve client: an analysis splits, a solve and a task go to one worker, a pool of one never splits', async () => {
    const pool = new SolvePool(2, () => new FakeSolveClient());
    const a = await pool.run('analyze', 'connect4', '274552224131661', { book: false }).promise;
    expect(a.status === 'done' && a.result.moves).toEqual(unwrap(connect4Solver.analyze('274552224131661', { book: false })).moves);
    expect(fakeJobs.jobs.map((j) => j.kind)).toEqual(['task', ...Array(7).fill('analyze')]);
    const s = await pool.run('solve', 'connect4', '274552224131661', { book: false }).promise;
    expect(s.status === 'done' && s.result.value).toBe(unwrap(connect4Solver.solve('274552224131661', { book: false })).value);
    expect(fakeJobs.jobs.slice(8).map((j) => j.kind)).toEqual(['solve']);
    // A pool of one runs one analysis: no costs, no split.
    const one = new SolvePool(1, () => new FakeSolveClient());
    await one.run('analyze', 'connect4', '274552224131661', { book: false }).promise;
    expect(fakeJobs.jobs.slice(9).map((j) => [j.kind, j.options?.moves])).toEqual([['analyze', undefined]]);
    pool.dispose();
    one.dispose();
  });
});
