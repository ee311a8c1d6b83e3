import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bundleSandbox } from '../build/codeRunSandbox.mjs';
import { compileEvaluation } from '../lib/codeCell/compile.ts';
import { readResponse } from '../lib/codeCell/runMessages.ts';
import { handleCodeRun, type CodeRunRequest, type CodeRunResponse } from '../lib/codeCell/runner.ts';
import { TICTACTOE_CONTRACT } from '../lib/models/codeCell/contracts.ts';
import type { MatchGameRecord } from '../lib/models/codeCell/match.ts';

// The sandbox's runner exactly as the site bundles it (SES's lockdown, the engine, a
// compartment per script), run in a Node worker thread: whatever the reader's code does
// to the intrinsics, the built-in side plays the same game. (The browser's own walls,
// the frame's origin and policy, are tested in tests/e2e/sandbox-attacks.spec.ts.)

let runner = '';
beforeAll(async () => {
  runner = (await bundleSandbox()).runner;
});

const workers: Worker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.terminate()));
});

/** A fresh worker thread running the bundled runner, spoken to as the page speaks to its worker. */
function runnerWorker(): Worker {
  const shim = `const { parentPort } = require('node:worker_threads');
    globalThis.self = globalThis;
    globalThis.postMessage = (m) => parentPort.postMessage(m);
    parentPort.on('message', (m) => self.onmessage({ data: m }));\n`;
  // The bundle starts with "use strict" (SES needs strict mode): it keeps its own function scope after the shim.
  const w = new Worker(`${shim}(function () {\n${runner}\n})();`, { eval: true });
  workers.push(w);
  return w;
}

/** Runs one job in a fresh worker thread with the bundled runner; the answers, read as the page reads them. */
function inSandbox(req: CodeRunRequest): Promise<CodeRunResponse[]> {
  const w = runnerWorker();
  const out: CodeRunResponse[] = [];
  return new Promise((resolve, reject) => {
    w.on('error', reject);
    w.on('message', (data: unknown) => {
      const r = readResponse(data);
      if (!r.ok) return reject(new Error(r.why));
      out.push(r.value);
      if (r.value.type === 'done' || r.value.type === 'error') {
        void w.terminate();
        resolve(out);
      }
    });
    w.postMessage(req);
  });
}

const names = { a: 'your evaluation', b: 'the built-in evaluation' };
const js = (source: string) => {
  const r = compileEvaluation(source, TICTACTOE_CONTRACT.declarations);
  expect(r.diagnostics).toEqual([]);
  return r.js;
};
/** Game 1 of a match (the built-in side moves first), depth 3. */
const game = (source: string): CodeRunRequest => ({ id: 1, game: 'tictactoe', a: js(source), b: null, names, task: { kind: 'game', index: 1, seed: 1, depth: 3 } });
const recordOf = (answers: CodeRunResponse[]): MatchGameRecord => {
  const done = answers.at(-1);
  if (done?.type !== 'done' || done.result.kind !== 'game') throw new Error(`no game: ${JSON.stringify(done)}`);
  return done.result.record;
};

const ZERO = 'function evaluate(p: Position): number {\n  return 0;\n}\n';
/** The game as a clean realm plays it: the reader says 0 everywhere. */
function honest(): MatchGameRecord {
  let record: MatchGameRecord | undefined;
  handleCodeRun(game(ZERO), (m) => {
    if (m.type === 'done' && m.result.kind === 'game') record = m.result.record;
  });
  return record!;
}

/** Tries every change in turn, each in its own try, then says 0: the attack must change nothing. */
const tampering = (changes: string[]) =>
  `const g: any = globalThis;\n${changes.map((c) => `try { ${c}; } catch {}`).join('\n')}\nfunction evaluate(p: Position): number {\n${changes.map((c) => `  try { ${c}; } catch {}`).join('\n')}\n  return 0;\n}\n`;

describe('the built-in side cannot be changed from the reader’s code', () => {
  test('a clean realm: the honest game is a real game', () => {
    const r = honest();
    expect(r.moves.length).toBeGreaterThan(4);
    expect(r.stopped).toBeUndefined();
  });

  test.each([
    ['Math.max, Math.min and Math.abs', ['Math.max = () => 0', 'Math.min = () => 0', 'Math.abs = () => 0']],
    ['Array.prototype.filter, push, includes, indexOf and sort', ['Array.prototype.filter = function () { return []; }', 'Array.prototype.push = function () { return 0; }', 'Array.prototype.includes = () => true', 'Array.prototype.indexOf = () => 0', 'Array.prototype.sort = function () { return this.reverse(); }']],
    ['Object.prototype pollution', ['(Object.prototype as any).depth = 0', '(Object.prototype as any).evaluate = () => 99', "Object.defineProperty(Object.prototype, 'best', { get: () => [0] })", '(Object.prototype as any).__proto__ = null']],
    ['through Function("return this")() and globalThis.constructor', ["Function('return this')().Math.max = () => 0", 'g.constructor.prototype.length = 0', '(function () {}).constructor.prototype.call = null', "(0, eval)('Math').min = () => 0"]],
    ['Number, String and Symbol intrinsics', ['Number.prototype.valueOf = () => 7', 'Number.isFinite = () => false', 'String.prototype.split = () => []', '(Symbol as any).iterator = 1', 'JSON.stringify = () => "{}"']],
  ])('%s', async (_, changes) => {
    expect(recordOf(await inSandbox(game(tampering(changes))))).toEqual(honest());
  });

  test('an assignment to a frozen intrinsic at the top level stops the game while loading, and says why', async () => {
    const r = recordOf(await inSandbox(game(`Math.max = () => 0;\n${ZERO}`)));
    expect(r.stopped?.kind).toBe('threw');
    expect(r.stopped?.message).toMatch(/^your evaluation threw an exception while loading, TypeError: Cannot assign to read only property 'max'/);
  });
});

describe('the compartment holds nothing of the worker', () => {
  test('no fetch, postMessage, self, timers, structuredClone, process or require, and no shared memory (SharedArrayBuffer, Atomics, WebAssembly); eval and Function reach the compartment’s global or none', async () => {
    const probe = `function evaluate(p: Position): number {
      const g: any = globalThis;
      const names = ['fetch', 'postMessage', 'self', 'setTimeout', 'setInterval', 'queueMicrotask', 'structuredClone', 'importScripts', 'indexedDB', 'caches', 'Worker', 'WebSocket', 'XMLHttpRequest', 'process', 'require', 'SharedArrayBuffer', 'Atomics', 'WebAssembly', 'navigator', 'console'];
      let tamed = false;
      try {
        g.constructor.constructor('return this')();
      } catch {
        tamed = true; // the shared Function.prototype.constructor throws: only the compartment's Function evaluates
      }
      // Functions made inside are strict: \`this\` is undefined, never the worker's global.
      const seen = [Function('return this')(), (0, eval)('globalThis'), new Function('return globalThis')(), (0, eval)('this')];
      const present = names.filter((n) => g[n] !== undefined);
      if (present.length > 0) throw new Error('present: ' + present.join(', '));
      if (!tamed) throw new Error('Function.prototype.constructor evaluates');
      if (!seen.every((s) => s === g || s === undefined)) throw new Error('another global: ' + seen.map((s) => s === g).join());
      return 0;
    }`;
    const r = recordOf(await inSandbox(game(probe)));
    expect(r.stopped).toBeUndefined();
    expect(r).toEqual(honest());
  });

  test('Math.random and Date.now throw inside: an evaluation is a function of its position', async () => {
    const random = recordOf(await inSandbox(game('function evaluate(p: Position): number {\n  return Math.random();\n}\n')));
    expect(random.stopped?.message).toBe('your evaluation threw an exception, TypeError: secure mode %SharedMath%.random() throws');
    const now = recordOf(await inSandbox(game('function evaluate(p: Position): number {\n  return Date.now();\n}\n')));
    expect(now.stopped?.message).toBe('your evaluation threw an exception, TypeError: secure mode Calling %SharedDate%.now() throws');
  });

  test('import( in the code is refused before it runs, even in a string', async () => {
    const r = recordOf(await inSandbox(game('const s = "import(\'x\')";\nfunction evaluate(p: Position): number {\n  return 0;\n}\n')));
    expect(r.stopped?.message).toMatch(/^your evaluation threw an exception while loading, SyntaxError: Possible import expression rejected/);
  });

  test('the loading of each script is its own phase', async () => {
    const answers = await inSandbox(game(ZERO));
    expect(answers.slice(0, 2).map((m) => m.type === 'progress' && m.progress.detail)).toEqual(['loading a', '']);
  });
});

describe('one worker, job after job', () => {
  /** Sends `reqs` to one worker; the answers of each, or what came within `ms` when a job never ends. */
  function jobs(reqs: CodeRunRequest[], ms = 3000): Promise<CodeRunResponse[]> {
    const w = runnerWorker();
    const out: CodeRunResponse[] = [];
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        void w.terminate();
        resolve(out);
      }, ms);
      w.on('error', reject);
      w.on('message', (data: unknown) => {
        const r = readResponse(data);
        if (!r.ok) return reject(new Error(r.why));
        out.push(r.value);
        if (r.value.type === 'done' && out.filter((m) => m.type === 'done').length === reqs.length) {
          clearTimeout(timer);
          void w.terminate();
          resolve(out);
        }
      });
      for (const req of reqs) w.postMessage(req);
    });
  }

  test('two games in one worker: each loads the code afresh, both are the honest game', async () => {
    const counter = 'let calls = 0;\nfunction evaluate(p: Position): number {\n  calls++;\n  return calls > 1000000 ? 1 : 0;\n}\n';
    const out = await jobs([game(counter), { ...game(counter), id: 2 }]);
    const done = out.filter((m) => m.type === 'done');
    expect(done.map((m) => m.id)).toEqual([1, 2]);
    expect(done.map((m) => recordOf([m]))).toEqual([honest(), honest()]);
  });

  test('code that keeps the microtask queue busy after its game never lets the worker say done', async () => {
    const busy = `(async () => {\n  for (;;) await 0;\n})();\n${ZERO}`;
    const out = await jobs([game(busy)], 1500);
    expect(out.some((m) => m.type === 'progress')).toBe(true);
    expect(out.some((m) => m.type === 'done' || m.type === 'error')).toBe(false);
  });
});
