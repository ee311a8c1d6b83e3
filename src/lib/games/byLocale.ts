/**
 * @packageDocumentation
 * A kit (or a part) made once per language: the same object for every cell
 * of a page, so cells comparing kits or memoising on them see no change.
 */
import type { Locale } from '../../i18n/locales.ts';

export function byLocale<T>(make: (lang: Locale) => T): (lang?: Locale) => T {
  const made = new Map<Locale, T>();
  return (lang = 'en') => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang)!;
  };
}
