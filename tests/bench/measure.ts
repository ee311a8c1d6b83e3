/**
 * @packageDocumentation
 * Benchmark helpers. Speed targets are checked here, never in unit tests: the
 * machines are shared and noisy, so every figure is a median over repeats.
 */

import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export const round = (x: number, digits = 3): number => Math.round(x * 10 ** digits) / 10 ** digits;

export interface Timing<T> {
  result: T;
  /** Median wall time of one run, in milliseconds. */
  medianMs: number;
  runs: number;
}

/** Runs `fn` once to warm up, then `repeat` times, and reports the median time. */
export function time<T>(fn: () => T, repeat = 5): Timing<T> {
  let result = fn();
  const ms: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    result = fn();
    ms.push(performance.now() - t0);
  }
  return { result, medianMs: round(median(ms)), runs: repeat };
}

export const perSecond = (count: number, ms: number): number => (ms > 0 ? Math.round((count / ms) * 1000) : 0);

/** Peak resident memory of this process so far, in MiB. */
/**
 * Collects garbage before a timed run, so that a collection started by
 * allocations elsewhere does not land inside one position's time (on a
 * loaded machine a 4 MB scavenge can stall for tens of milliseconds while
 * V8's helper threads wait for a core).
 */
export const collectGarbage: () => void = (() => {
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  return typeof gc === 'function' ? gc : () => undefined;
})();

export const peakRssMiB = (): number => round(process.resourceUsage().maxRSS / 1024, 1);

export interface BenchSuite {
  /** Suite name, as typed after `npm run bench --`. */
  name: string;
  description: string;
  /** Returns plain JSON-ready data; `args` are the words after the suite name. */
  run(args: string[]): Promise<unknown> | unknown;
}
