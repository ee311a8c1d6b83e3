import { afterEach, describe, expect, test, vi } from 'vitest';
import { unwrap } from '../../engine/core/result.ts';
import { connect4Solver } from '../../engine/solve/connect4.ts';
import { FakeSolveClient, fakeJobs, resetFakeJobs } from '../jobs/fakeSolveClient.ts';
import { SolvePool } from '../jobs/pool.ts';
import { SPEEDUP_JOBS, measureSpeedup, type SpeedupJob } from './coreSpeedup.ts';

afterEach(resetFakeJobs);

// The fake client runs the real engine in this process; a small board keeps the test short.
const SMALL: SpeedupJob = { ...SPEEDUP_JOBS[0], start: (pool, l) => pool.analyze('connect4', '6x5k4:33', { book: false }, l) };
const pools = () => [new SolvePool(1, () => new FakeSolveClient()), new SolvePool(2, () => new FakeSolveClient())] as const;
/** A clock that advances by the given steps, one per reading. */
const clock = (...steps: number[]) => {
  let t = 0;
  let k = 0;
  return () => (t += steps[k++] ?? 0);
};

describe('one worker, then every core', () => {
  test('the two runs timed in order, the speedup their ratio, the answer the one-worker analysis', async () => {
    const [one, many] = pools();
    const phases: string[] = [];
    // Readings: start one, end one (+900), start many, end many (+500).
    const r = await measureSpeedup(SMALL, one, many, (p) => phases.push(p), clock(0, 900, 0, 500), async () => true);
    const expected = unwrap(connect4Solver.analyze('6x5k4:33', { book: false }))
      .moves.map((m) => `${m.move}:${m.value}`)
      .join(' ');
    expect(phases).toEqual(['warming', 'one', 'many']);
    expect(r).toEqual({ ok: true, value: { workers: 2, oneMs: 900, manyMs: 500, speedup: 1.8, answer: expected } });
    // The pool of two split the columns, the pool of one ran them one after the other: one sub-job per column each.
    expect(fakeJobs.jobs.filter((j) => j.kind === 'analyze')).toHaveLength(12);
  });

  test('answers that differ are a failure that names both', async () => {
    const [one, many] = pools();
    let call = 0;
    const lying: SpeedupJob = { ...SMALL, answer: () => `answer ${++call}` };
    const r = await measureSpeedup(lying, one, many, () => undefined, clock(), async () => true);
    expect(r).toEqual({ ok: false, error: { kind: 'differ', one: 'answer 1', many: 'answer 2', workers: 2 } });
  });

  test('a Cancel while the workers start, or while a run is timed, ends the measure as cancelled', async () => {
    const [one, many] = pools();
    expect(await measureSpeedup(SMALL, one, many, () => undefined, clock(), async () => false)).toEqual({ ok: false, error: { kind: 'cancelled' } });
    fakeJobs.mode = 'hold';
    const measuring = measureSpeedup(SMALL, one, many, () => undefined, clock(), async () => true);
    await vi.waitFor(() => expect(fakeJobs.jobs.length).toBeGreaterThan(0));
    one.cancel();
    expect(await measuring).toEqual({ ok: false, error: { kind: 'cancelled' } });
  });
});
