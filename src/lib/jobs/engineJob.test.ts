import { afterEach, describe, expect, test } from 'vitest';
import { EngineJob } from './engineJob.ts';
import { FakeSolveClient, fakeJobs, resetFakeJobs } from './fakeSolveClient.ts';
import { solverJob, taskJob } from './requests.ts';
import type { SolveClientApi } from '../solveClient.ts';

afterEach(resetFakeJobs);

const make = () => new EngineJob<SolveClientApi, unknown, string>(() => new FakeSolveClient());

describe('EngineJob over the fake client', () => {
  test('a job runs the real engine: the answer, the state, the recorded request', async () => {
    const job = make();
    const r = await job.run(solverJob('solve', 'tictactoe', 'xx.oo....'), 'solve');
    expect(r).toMatchObject({ status: 'done', result: { value: 1, bestMoves: [2] }, ms: 5 });
    expect(job.state).toMatchObject({ status: 'done', tag: 'solve', result: { value: 1 } });
    expect(fakeJobs.jobs.map((j) => `${j.kind} ${j.game} ${j.position}`)).toEqual(['solve tictactoe xx.oo....']);
    expect(job.workers).toBe(0);
  });

  test('tasks too', async () => {
    const job = make();
    const r = await job.run(taskJob('choose', { game: 'tictactoe', position: 'xx.oo....', seed: 1 }), 'choose');
    expect(r).toMatchObject({ status: 'done', result: { chosen: '2', best: ['2'] } });
  });

  test('the newest job wins: the older one gives null and its answer never shows', async () => {
    fakeJobs.mode = 'manual';
    const job = make();
    const first = job.run(solverJob('solve', 'connect4', '44'), 'solve');
    const second = job.run(solverJob('analyze', 'connect4', '44'), 'analyze');
    fakeJobs.jobs[0].settle({ status: 'done', result: 'late', ms: 1, notices: [] }); // already ended: nothing happens
    expect(await first).toBeNull();
    expect(job.state).toMatchObject({ status: 'running', tag: 'analyze' });
    fakeJobs.jobs[1].settle({ status: 'done', result: 'mine', ms: 2, notices: [] });
    expect(await second).toEqual({ status: 'done', result: 'mine', ms: 2, notices: [] });
    expect(job.state).toMatchObject({ status: 'done', tag: 'analyze', result: 'mine' });
  });

  test('progress goes to the progress listeners only; Cancel ends the job and its worker', async () => {
    fakeJobs.mode = 'hold';
    fakeJobs.progress = { nodes: 42, ms: 3 };
    const job = make();
    const heard: string[] = [];
    job.subscribe(() => heard.push(`state ${job.state.status}`));
    job.subscribeProgress(() => heard.push(`progress ${job.progress?.nodes ?? '-'}`));
    const r = job.run(solverJob('solve', 'othello', 'x'), 'solve');
    expect(job.progress).toEqual({ nodes: 42, ms: 3 });
    expect(job.workers).toBe(1);
    fakeJobs.jobs[0].progress({ nodes: 50, ms: 4 });
    job.cancel();
    expect(await r).toBeNull();
    expect(job.state).toEqual({ status: 'cancelled', tag: 'solve' });
    expect(job.workers).toBe(0);
    expect(heard).toEqual(['state running', 'progress -', 'progress 42', 'state running', 'progress 50', 'state cancelled', 'progress -']);
  });

  test('a failure reaches the state; reset goes back to idle', async () => {
    fakeJobs.mode = 'manual';
    const job = make();
    const r = job.run(solverJob('solve', 'connect4', '44'), 'solve');
    fakeJobs.jobs[0].settle({ status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'the solver stopped' } });
    expect(await r).toEqual({ status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'the solver stopped' } });
    expect(job.state).toMatchObject({ status: 'failed', tag: 'solve', error: { message: 'the solver stopped' } });
    job.reset();
    expect(job.state).toEqual({ status: 'idle' });
  });

  test('an engine error (a position the solver refuses) is a failure too', async () => {
    const job = make();
    const r = await job.run(solverJob('solve', 'connect4', '4444444'), 'solve');
    expect(r).toMatchObject({ status: 'error', error: { message: 'move 7 (column 4): column 4 is already full' } });
  });
});
