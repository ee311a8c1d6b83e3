/**
 * @packageDocumentation
 * The page side of the solve worker. One worker per client, created on first
 * use; `cancel()` terminates it (the next job starts a fresh one), so a long
 * solve never freezes the page and never outlives the reader's interest.
 *
 * Lifecycle: idle -> running (progress callbacks) -> done | error | cancelled.
 * Starting a new job while one runs cancels the old one.
 */

import type { EngineError } from '../engine/core/result.ts';
import type { AnalyzeOutput, Progress, SolveOptions, SolveOutput } from '../engine/solve/types.ts';
import type { SolveRequest, SolveResponse } from '../workers/protocol.ts';

export type JobResult<K extends 'solve' | 'analyze'> =
  | { status: 'done'; result: K extends 'solve' ? SolveOutput : AnalyzeOutput; ms: number }
  | { status: 'error'; error: EngineError }
  | { status: 'cancelled' };

export interface Job<K extends 'solve' | 'analyze'> {
  readonly promise: Promise<JobResult<K>>;
  cancel(): void;
}

export class SolveClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private current: { id: number; settle: (r: JobResult<'solve' | 'analyze'>) => void } | undefined;

  run<K extends 'solve' | 'analyze'>(
    kind: K,
    game: string,
    position: string,
    options: SolveOptions = {},
    onProgress?: (p: Progress) => void,
  ): Job<K> {
    this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const promise = new Promise<JobResult<K>>((resolve) => {
      this.current = { id, settle: resolve as (r: JobResult<'solve' | 'analyze'>) => void };
      worker.onmessage = (ev: MessageEvent<SolveResponse>) => {
        const m = ev.data;
        if (m.id !== id) return;
        if (m.type === 'progress') onProgress?.(m.progress);
        else {
          this.current = undefined;
          resolve((m.type === 'done' ? { status: 'done', result: m.result, ms: m.ms } : { status: 'error', error: m.error }) as JobResult<K>);
        }
      };
      const req: SolveRequest = { id, kind, game, position, options };
      worker.postMessage(req);
    });
    return { promise, cancel: () => this.current?.id === id && this.cancel() };
  }

  /** Stops the running job, if any, by terminating the worker. */
  cancel(): void {
    if (!this.current) return;
    const { settle } = this.current;
    this.current = undefined;
    this.worker?.terminate();
    this.worker = undefined;
    settle({ status: 'cancelled' });
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = undefined;
  }

  private ensureWorker(): Worker {
    this.worker ??= new Worker(new URL('../workers/solve.worker.ts', import.meta.url), { type: 'module' });
    return this.worker;
  }
}
