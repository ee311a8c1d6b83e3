import { afterEach, describe, expect, test, vi } from 'vitest';
import { CodeRunClient, CompileClient, runMatch, timedOutRecord } from './clients.ts';

/** A stand-in for a Worker: records what it is sent, answers when told to. */
class FakeWorker {
  static all: FakeWorker[] = [];
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: unknown = null;
  onmessageerror: unknown = null;
  sent: { id: number }[] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(m: { id: number }) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
}
const factory = () => new FakeWorker() as unknown as Worker;

afterEach(() => {
  FakeWorker.all = [];
  vi.useRealTimers();
});

describe('CompileClient: one checker for the page', () => {
  test('a check that ends keeps its worker for the next; a newer check cancels and terminates the running one', async () => {
    const c = new CompileClient(factory);
    const first = c.compile('a', 'd');
    const w = FakeWorker.all[0];
    w.answer({ id: first.id, type: 'done', result: { ok: true, diagnostics: [], js: 'a' }, ms: 1, notices: [] });
    expect((await first.promise).status).toBe('done');
    expect(w.terminated).toBe(false);
    const second = c.compile('b', 'd');
    expect(FakeWorker.all.length).toBe(1);
    expect(w.sent.map((m) => m.id)).toEqual([first.id, second.id]);
    const third = c.compile('c', 'd');
    expect(await second.promise).toEqual({ status: 'cancelled' });
    expect(w.terminated).toBe(true);
    expect(FakeWorker.all.length).toBe(2);
    expect(c.liveWorkers).toBe(1);
    c.dispose();
    expect(await third.promise).toEqual({ status: 'cancelled' });
    expect(c.liveWorkers).toBe(0);
  });
});

describe('CodeRunClient: a time limit per move', () => {
  test('a move past the limit terminates the worker and answers timeout with the moves before it', async () => {
    vi.useFakeTimers();
    const c = new CodeRunClient(factory);
    const job = c.run({ game: 'tictactoe', a: '', b: null, names: { a: 'your evaluation', b: 'the built-in evaluation' }, task: { kind: 'game', index: 0, seed: 1, depth: 1 } }, 500);
    const w = FakeWorker.all[0];
    const id = w.sent[0].id;
    w.answer({ id, type: 'progress', progress: { nodes: 0, detail: '', ms: 0 } });
    vi.advanceTimersByTime(400);
    w.answer({ id, type: 'progress', progress: { nodes: 10, detail: '4', ms: 400 } });
    vi.advanceTimersByTime(400); // 800 ms in all, but each move took less than 500
    expect(w.terminated).toBe(false);
    w.answer({ id, type: 'progress', progress: { nodes: 20, detail: '40', ms: 800 } });
    vi.advanceTimersByTime(501);
    expect(await job.promise).toEqual({ status: 'timeout', moves: '40', limitMs: 500 });
    expect(w.terminated).toBe(true);
    expect(c.liveWorkers).toBe(0);
  });

  test('a loop while a script loads is that script’s side, even when the other side moves first', async () => {
    vi.useFakeTimers();
    const c = new CodeRunClient(factory);
    const job = c.run({ game: 'tictactoe', a: '', b: null, names: { a: 'your evaluation', b: 'the built-in evaluation' }, task: { kind: 'game', index: 1, seed: 1, depth: 1 } }, 500);
    const w = FakeWorker.all[0];
    w.answer({ id: w.sent[0].id, type: 'progress', progress: { nodes: 0, detail: 'loading a', ms: 0 } });
    vi.advanceTimersByTime(501);
    const r = await job.promise;
    expect(r).toEqual({ status: 'timeout', moves: '', limitMs: 500, loading: 'a' });
    const names = { a: 'your evaluation', b: 'the built-in evaluation' };
    expect(timedOutRecord(1, '', 500, names, 'a')).toEqual({
      index: 1,
      first: 'b',
      moves: [],
      winner: null,
      nodes: 0,
      stopped: {
        side: 'a',
        kind: 'time',
        message: 'your evaluation ran for more than 0.5 s while its code loaded, before the first move, and was stopped (an endless loop at the top level of the code, outside the function?)',
        detail: { loading: true, limitMs: 500 },
      },
    });
  });

  test('the record of a timed-out game names the side to move', () => {
    const names = { a: 'your evaluation', b: 'the built-in evaluation' };
    expect(timedOutRecord(0, '40', 2000, names)).toEqual({
      index: 0,
      first: 'a',
      moves: [4, 0],
      winner: null,
      nodes: 0,
      stopped: { side: 'a', kind: 'time', message: 'your evaluation ran for more than 2 s on move 3 and was stopped (an endless loop, or far too slow)', detail: { limitMs: 2000, move: 3 } },
    });
    expect(timedOutRecord(1, '', 2000, names).stopped!.side).toBe('b');
  });

  test('a match goes on after a game that timed out: that game’s worker goes, a new one plays on and is kept for the next job', async () => {
    vi.useFakeTimers();
    const c = new CodeRunClient(factory);
    const seen: number[] = [];
    const done = runMatch(c, { base: { game: 'tictactoe', a: '', b: null, names: { a: 'A', b: 'B' } }, games: 2, depth: 1, seed: 1, limitMs: 100 }, (r) => seen.push(r.index));
    await vi.advanceTimersByTimeAsync(0);
    const w0 = FakeWorker.all[0];
    w0.answer({ id: w0.sent[0].id, type: 'progress', progress: { nodes: 0, detail: '', ms: 0 } });
    await vi.advanceTimersByTimeAsync(150);
    const w1 = FakeWorker.all[1];
    const record = { index: 1, first: 'b', moves: [4], winner: 'b', nodes: 3 };
    w1.answer({ id: w1.sent[0].id, type: 'done', result: { kind: 'game', record }, ms: 1, notices: [] });
    const out = await done;
    expect(out.cancelled).toBe(false);
    expect(out.records.map((r) => r.stopped?.kind ?? r.winner)).toEqual(['time', 'b']);
    expect(seen).toEqual([0, 1]);
    expect([w0.terminated, w1.terminated, c.liveWorkers]).toEqual([true, false, 1]);
    // The next job goes to the worker kept; a dispose ends it.
    const next = c.run({ game: 'tictactoe', a: '', b: null, names: { a: 'A', b: 'B' }, task: { kind: 'game', index: 2, seed: 1, depth: 1 } }, 100);
    expect([FakeWorker.all.length, w1.sent.length]).toEqual([2, 2]);
    c.dispose();
    expect(await next.promise).toEqual({ status: 'cancelled' });
    expect([w1.terminated, c.liveWorkers]).toEqual([true, 0]);
  });
});

describe('in process (tests and tools): the same client, real games', () => {
  test('a 2-game match of the always-0 evaluation at depth 1, seed 1: the built-in side wins both, in 6 and 5 moves', async () => {
    const { inProcessRunWorkers } = await import('./inProcess.ts');
    const { compileEvaluation } = await import('./compile.ts');
    const { TICTACTOE_CONTRACT } = await import('../models/codeCell/contracts.ts');
    const js = compileEvaluation('function evaluate(p: Position): number {\n  return 0;\n}\n', TICTACTOE_CONTRACT.declarations).js;
    const c = new CodeRunClient(inProcessRunWorkers());
    const out = await runMatch(c, { base: { game: 'tictactoe', a: js, b: null, names: { a: 'A', b: 'B' } }, games: 2, depth: 1, seed: 1, limitMs: 10_000 }, () => {});
    expect(out.records.map((r) => [r.winner, r.moves.join('')])).toEqual([
      ['b', '543870'],
      ['b', '42068'],
    ]);
    expect(c.liveWorkers).toBe(1); // kept for the next match
    c.dispose();
    expect(c.liveWorkers).toBe(0);
  });
});
