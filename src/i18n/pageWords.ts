/**
 * @packageDocumentation
 * Words of one language per page. A catalogue (the islands' messages, the
 * visualiser's captions) is one module per language; in a browser page only
 * the page's own is loaded (its `<html lang>`), so a French page ships no
 * English words and an English page no French. Everywhere else (the build,
 * which renders every page; the tests; a worker) every language is loaded.
 *
 * Loading is asynchronous (one `import()` per language, a chunk of its own),
 * so a catalogue module awaits its words at its top level: an island that
 * imports it hydrates once they are there. A page asks for its own language
 * only; asked for another, it gets its own (the build rendered every island in
 * the page's language, so this never shows on a page that passes `lang`).
 */

import { LOCALES, type Locale } from './locales.ts';

/** The language of the page this script runs in, or undefined where there is no page (or none that says). */
const pageLocale = (): Locale | undefined =>
  typeof document === 'undefined' ? undefined : LOCALES.find((l) => l === document.documentElement.lang);

/** Loads the words this realm needs and gives the lookup: `words(locale)`, English when no locale is given. */
export async function loadWords<W>(loaders: Readonly<Record<Locale, () => Promise<W>>>): Promise<(locale?: Locale) => W> {
  const page = pageLocale();
  const wanted = page ? [page] : LOCALES;
  const loaded = new Map(await Promise.all(wanted.map(async (l) => [l, await loaders[l]()] as const)));
  return (locale = 'en') => loaded.get(locale) ?? loaded.get(page!)!;
}
