/**
 * @packageDocumentation
 * The one set of words for a job in a worker, for every cell: times, rates,
 * the progress line of a running job, and the line of a cancelled one, in
 * each language (`jobWords(locale)`). The plain exports are the English set,
 * for the cells that do not take a language yet.
 */

import type { JobProgress } from '../../workers/jobProtocol.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface JobWords {
  /** "1.2 s", "85 ms"; under a millisecond still "1 ms" (a time is never shown as nothing). */
  ms(ms: number): string;
  /** "3.4 M/s", "820 k/s", "950/s". */
  rate(perSecond: number): string;
  /**
   * What a running job says: the verb, the positions so far, with time the
   * rate and the time spent, and the part it is on:
   * "Searching: 12,345 positions at 3.4 M/s, 1.2 s (game 3 of 20)…".
   */
  progress(p: JobProgress | null, what?: string): string;
  /** The line of a job the reader cancelled. */
  readonly cancelled: string;
}

function wordsIn(locale: Locale, w: { searching: string; positions: string; at: string; cancelled: string }): JobWords {
  const n = (x: number, digits?: number) => formatNumber(locale, x, digits);
  const ms = (t: number) => (t < 1000 ? `${n(Math.max(1, Math.round(t)))} ms` : `${n(t / 1000, 1)} s`);
  const rate = (perSecond: number) =>
    perSecond >= 1e6 ? `${n(perSecond / 1e6, 1)} M/s` : perSecond >= 1e3 ? `${n(Math.round(perSecond / 1e3))} k/s` : `${n(Math.round(perSecond))}/s`;
  const colon = locale === 'fr' ? '\u00a0:' : ':';
  return {
    ms,
    rate,
    progress(p, what = w.searching) {
      if (!p) return `${what}…`;
      const pace = p.ms > 0 ? ` ${w.at} ${rate((p.nodes * 1000) / p.ms)}, ${ms(p.ms)}` : '';
      return `${what}${colon} ${n(p.nodes)} ${w.positions}${pace}${p.detail ? ` (${p.detail})` : ''}…`;
    },
    cancelled: w.cancelled,
  };
}

const SETS: Readonly<Record<Locale, JobWords>> = {
  en: wordsIn('en', { searching: 'Searching', positions: 'positions', at: 'at', cancelled: 'Cancelled.' }),
  fr: wordsIn('fr', { searching: 'Recherche', positions: 'positions', at: 'à', cancelled: 'Annulé.' }),
};

/** The job words in `locale` (English when absent). */
export const jobWords = (locale: Locale = 'en'): JobWords => SETS[locale];

export const formatMs = SETS.en.ms;
export const formatRate = SETS.en.rate;
export const progressWords = SETS.en.progress;
