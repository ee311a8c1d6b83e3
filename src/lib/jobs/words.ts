/**
 * @packageDocumentation
 * The one set of words for a job in a worker, for every cell: times, rates,
 * the progress line of a running job, and the line of a cancelled one.
 */

import type { JobProgress } from '../../workers/jobProtocol.ts';

const fmt = (n: number): string => n.toLocaleString('en-US');

/** "1.2 s", "85 ms"; under a millisecond still "1 ms" (a time is never shown as nothing). */
export const formatMs = (ms: number): string => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);

/** "3.4 M/s", "820 k/s", "950/s". */
export function formatRate(perSecond: number): string {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} M/s`;
  if (perSecond >= 1e3) return `${Math.round(perSecond / 1e3)} k/s`;
  return `${Math.round(perSecond)}/s`;
}

/**
 * What a running job says: the verb, the positions so far, with time the
 * rate and the time spent, and the part it is on:
 * "Searching: 12,345 positions at 3.4 M/s, 1.2 s (game 3 of 20)…".
 */
export function progressWords(p: JobProgress | null, what = 'Searching'): string {
  if (!p) return `${what}…`;
  const pace = p.ms > 0 ? ` at ${formatRate((p.nodes * 1000) / p.ms)}, ${formatMs(p.ms)}` : '';
  return `${what}: ${fmt(p.nodes)} positions${pace}${p.detail ? ` (${p.detail})` : ''}…`;
}

/** The line of a job the reader cancelled. */
export const CANCELLED = 'Cancelled.';
