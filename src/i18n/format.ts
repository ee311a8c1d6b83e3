/**
 * @packageDocumentation
 * Numbers written the way each language writes them: the engine's node counts
 * and timings read `1,754,026` and `0.42` in English, `1 754 026` and `0,42`
 * in French (`Intl.NumberFormat`; the French group separator is a narrow
 * no-break space, so a number never breaks across lines). Durations and rates
 * with their units: `jobWords(locale)` in src/lib/jobs/words.ts.
 */
import { LOCALE_TAGS, type Locale } from './locales.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, digits: number | undefined): Intl.NumberFormat {
  const key = `${locale}:${digits ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAGS[locale], digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f;
}

/** A count or other number, with exactly `digits` decimals, or as `Intl` writes it by default (up to 3). */
export const formatNumber = (locale: Locale, n: number, digits?: number): string => formatter(locale, digits).format(n);
