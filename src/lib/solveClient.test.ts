import { describe, expect, test } from 'vitest';
import { SolveClient } from './solveClient.ts';

/** A stand-in for a Worker: records what it is sent, answers when told to. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: ((ev: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  sent: { id: number; kind: string; game: string; position: string }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(m: { id: number; kind: string; game: string; position: string }) {
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
    expect(await job.promise).toEqual({ status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'the solver stopped (its script did not load)' } });
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
