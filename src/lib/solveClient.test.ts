import { describe, expect, test } from 'vitest';
import { SolveClient } from './solveClient.ts';

/** A stand-in for a Worker: records what it is sent, answers when told to. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  sent: { id: number; kind: string; [k: string]: unknown }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(m: { id: number; kind: string; [k: string]: unknown }) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
}

const client = () => {
  FakeWorker.all = [];
  return new SolveClient(() => new FakeWorker() as unknown as Worker);
};

describe('SolveClient', () => {
  test('a job gets its own worker, reports progress, and its worker goes when it is done', async () => {
    const c = client();
    const seen: number[] = [];
    const job = c.run('solve', 'connect4', '44', {}, (p) => seen.push(p.nodes));
    const w = FakeWorker.all[0];
    expect(c.liveWorkers).toBe(1);
    w.answer({ id: job.id, type: 'progress', progress: { nodes: 10, ms: 1 } });
    w.answer({ id: job.id, type: 'done', result: { value: 1 }, ms: 3, notices: [] });
    expect(await job.promise).toEqual({ status: 'done', result: { value: 1 }, ms: 3, notices: [] });
    expect(seen).toEqual([10]);
    expect(w.terminated).toBe(true);
    expect(c.liveWorkers).toBe(0);
  });

  test('the newest job wins: the older one is cancelled and its worker terminated at once', async () => {
    const c = client();
    const first = c.run('solve', 'connect4', '11');
    const second = c.run('analyze', 'connect4', '11');
    expect(await first.promise).toEqual({ status: 'cancelled' });
    expect(FakeWorker.all.map((w) => w.terminated)).toEqual([true, false]);
    expect(c.liveWorkers).toBe(1);
    // A late answer of the old worker cannot reach the new job.
    FakeWorker.all[0].answer({ id: first.id, type: 'done', result: { value: 9 }, ms: 1, notices: [] });
    FakeWorker.all[1].answer({ id: second.id, type: 'done', result: { moves: [] }, ms: 2, notices: [] });
    expect(await second.promise).toMatchObject({ status: 'done', result: { moves: [] } });
  });

  test('a worker whose script fails to load ends the job with an error, not a wait', async () => {
    const c = client();
    const job = c.run('solve', 'othello', 'x');
    FakeWorker.all[0].onerror?.({ message: '', preventDefault() {} });
    const failure = { worker: 'solver', how: 'stopped' };
    expect(await job.promise).toEqual({ status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'solver worker: stopped', failure } });
    expect(c.liveWorkers).toBe(0);
  });

  test('cancel() ends the job once; cancelling an old job leaves the new one alone', async () => {
    const c = client();
    const a = c.run('solve', 'tictactoe', '.........');
    c.cancel();
    c.cancel();
    expect(await a.promise).toEqual({ status: 'cancelled' });
    const b = c.run('solve', 'tictactoe', '.........');
    a.cancel();
    expect(c.busy).toBe(true);
    b.cancel();
    expect(await b.promise).toEqual({ status: 'cancelled' });
    expect(c.liveWorkers).toBe(0);
  });
});

describe('SolveClient with keepAlive', () => {
  const keeping = () => {
    FakeWorker.all = [];
    return new SolveClient(() => new FakeWorker() as unknown as Worker, { keepAlive: true });
  };

  test('a worker that finished its job serves the next one; dispose() ends it', async () => {
    const c = keeping();
    const a = c.task('choose', { game: 'line', position: 'o...x' });
    FakeWorker.all[0].answer({ id: a.id, type: 'done', result: { chosen: '3' }, ms: 1, notices: [] });
    expect(await a.promise).toMatchObject({ status: 'done', result: { chosen: '3' } });
    expect(FakeWorker.all[0].terminated).toBe(false);
    expect(c.liveWorkers).toBe(1);
    const b = c.run('solve', 'connect4', '44');
    expect(FakeWorker.all).toHaveLength(1);
    expect(FakeWorker.all[0].sent.map((m) => m.kind)).toEqual(['task', 'solve']);
    FakeWorker.all[0].answer({ id: b.id, type: 'error', error: { code: 'ERR_NOTATION', message: 'no' } });
    expect(await b.promise).toMatchObject({ status: 'error' });
    expect(c.liveWorkers).toBe(1); // an answered error leaves the worker well
    c.dispose();
    expect(FakeWorker.all[0].terminated).toBe(true);
    expect(c.liveWorkers).toBe(0);
  });

  test('a cancelled job still takes its worker with it: the next job starts a new one', async () => {
    const c = keeping();
    const a = c.task('connect4Road', { step: 'negamax', set: 'end' });
    c.cancel();
    expect(await a.promise).toEqual({ status: 'cancelled' });
    expect(FakeWorker.all[0].terminated).toBe(true);
    expect(c.liveWorkers).toBe(0);
    const b = c.task('connect4Road', { step: 'alphaBeta', set: 'end' });
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all[1].sent).toEqual([{ id: b.id, kind: 'task', task: 'connect4Road', input: { step: 'alphaBeta', set: 'end' } }]);
    expect(c.liveWorkers).toBe(1);
  });

  test('a worker that crashed is not kept', async () => {
    const c = keeping();
    const a = c.task('choose', { game: 'line', position: 'o...x' });
    FakeWorker.all[0].onerror?.({ message: 'boom', preventDefault() {} });
    const failure = { worker: 'solver', how: 'stopped', detail: 'boom' };
    expect(await a.promise).toEqual({ status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'solver worker: stopped (boom)', failure } });
    expect(FakeWorker.all[0].terminated).toBe(true);
    expect(c.liveWorkers).toBe(0);
  });
});
