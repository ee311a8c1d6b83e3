/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The speed page's worker: runs one benchmark suite (`lib/bench/suites.ts`)
 * off the main thread, posting progress; answers in the job protocol.
 * Cancelling terminates it.
 */

import { ProgressThrottle } from '../engine/core/progress.ts';
import { engineError } from '../engine/core/result.ts';
import { SUITES } from '../lib/bench/suites.ts';
import { isSuiteId, type BenchResult, type BenchSize } from '../lib/bench/types.ts';
import { speedEn } from '../i18n/messages/speed/en.ts';
import { speedFr } from '../i18n/messages/speed/fr.ts';
import type { JobResponse } from './jobProtocol.ts';

export interface BenchRequest {
  readonly id: number;
  readonly suite: string;
  readonly size: BenchSize;
  /** The language of the rows' labels (English when absent). */
  readonly lang?: string;
}

const post = (m: JobResponse<BenchResult>) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

self.onmessage = (ev: MessageEvent<BenchRequest>) => {
  const { id, suite, size, lang } = ev.data;
  // Only the speed page's words, not the whole catalogue, in this worker.
  const t = lang === 'fr' ? speedFr : speedEn;
  if (!isSuiteId(suite)) return post({ id, type: 'error', error: engineError('ERR_NOTATION', `unknown suite '${suite}'`) });
  const t0 = performance.now();
  const progress = new ProgressThrottle((p) => post({ id, type: 'progress', progress: { ...p, ms: performance.now() - t0 } }));
  try {
    const rows = SUITES[suite].run(size === 'quick' ? 'quick' : 'full', progress, t.suites);
    post({ id, type: 'done', result: { suite, rows }, ms: performance.now() - t0, notices: [] });
  } catch (e) {
    post({ id, type: 'error', error: engineError('ERR_INTERNAL', `the benchmark failed: ${(e as Error).message}`) });
  }
};
