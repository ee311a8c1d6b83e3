/**
 * @packageDocumentation
 * How the cells say what a job in a worker is doing: times, rates, and the
 * progress line of a running search.
 */

import type { JobProgress } from '../../workers/jobProtocol.ts';

const fmt = (n: number): string => n.toLocaleString('en');

/** "1.2 s", "85 ms". */
export const formatMs = (ms: number): string => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);

/** "3.4 M/s", "820 k/s", "950/s". */
export function formatRate(perSecond: number): string {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(1)} M/s`;
  if (perSecond >= 1e3) return `${Math.round(perSecond / 1e3)} k/s`;
  return `${Math.round(perSecond)}/s`;
}

/** What a running job says: positions so far, and with time, the rate and the time spent. */
export function progressText(p: JobProgress | null): string {
  if (!p) return 'Searching…';
  const pace = p.ms > 0 ? ` at ${formatRate((p.nodes * 1000) / p.ms)}, ${formatMs(p.ms)}` : '';
  return `Searching: ${fmt(p.nodes)} positions${pace}${p.detail ? ` (${p.detail})` : ''}…`;
}
