/**
 * @packageDocumentation
 * A stand-in for `lib/solveClient.ts` in component tests: the same API, but
 * jobs run in the test's own process with the real engine (solvers and
 * tasks), the opening book read from `public/`. With `control.hold` set, a
 * job reports one progress message and waits until it is cancelled, so a
 * test can see a cell's running state. Use it with
 *
 *     vi.mock('../../lib/solveClient.ts', () => import('./testing/inProcessSolveClient.ts'));
 */

import { readFileSync } from 'node:fs';
import { unwrap, type Result } from '../../../engine/core/result.ts';
import { OpeningBook } from '../../../engine/games/connect4/book.ts';
import { solverFor } from '../../../engine/registry.ts';
import { CONNECT4_BOOK } from '../../../engine/solve/connect4.ts';
import { taskFor } from '../../../engine/tasks/index.ts';
import type { JobProgress } from '../../../workers/protocol.ts';

export const control = { hold: false, log: [] as string[] };

let book: OpeningBook | undefined;
const resources = () => ({ book: (book ??= unwrap(OpeningBook.read(readFileSync(`${process.cwd()}/public/${CONNECT4_BOOK.path}`)))) });

type Outcome = { status: 'done'; result: unknown; ms: number; notices: string[] } | { status: 'error'; error: unknown } | { status: 'cancelled' };

export class SolveClient {
  private settle: ((r: Outcome) => void) | null = null;
  private nextId = 1;
  liveWorkers = 0;

  get busy(): boolean {
    return this.settle !== null;
  }

  private start(label: string, work: (onProgress: (p: { nodes: number }) => void) => Result<unknown>, onProgress?: (p: JobProgress) => void) {
    this.cancel();
    control.log.push(label);
    const id = this.nextId++;
    const promise = new Promise<Outcome>((resolve) => {
      this.settle = resolve;
      if (control.hold) {
        onProgress?.({ nodes: 1234, ms: 0 });
        return;
      }
      queueMicrotask(() => {
        if (this.settle !== resolve) return;
        const r = work((p) => onProgress?.({ ...p, ms: 1 }));
        this.settle = null;
        resolve(r.ok ? { status: 'done', result: r.value, ms: 5, notices: [] } : { status: 'error', error: r.error });
      });
    });
    return { id, promise, cancel: () => this.cancel() };
  }

  run(kind: 'solve' | 'analyze', game: string, position: string, options: Record<string, unknown> = {}, onProgress?: (p: JobProgress) => void) {
    const solver = unwrap(solverFor(game));
    return this.start(
      `${kind} ${game} ${position}`,
      (tick) => solver[kind](position, options as never, { resources: resources(), onProgress: tick }),
      onProgress,
    );
  }

  task(id: string, input: unknown, onProgress?: (p: JobProgress) => void) {
    const task = unwrap(taskFor(id));
    return this.start(
      `task ${id} ${JSON.stringify(input)}`,
      (tick) => task.run(input, { resources: resources(), onProgress: tick, clock: () => 0 }),
      onProgress,
    );
  }

  cancel() {
    const s = this.settle;
    this.settle = null;
    s?.({ status: 'cancelled' });
  }

  dispose() {
    this.cancel();
  }
}
