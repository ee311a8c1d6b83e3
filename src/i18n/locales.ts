/**
 * @packageDocumentation
 * The site's languages and how a page's path carries one.
 *
 * English pages keep the URLs they always had (`lessons/othello-endgame/`);
 * each French twin lives under `fr/` (`fr/lessons/othello-endgame/`). Paths
 * here are site paths without the base (see `withBase` in src/data/site.ts),
 * with or without a leading slash. Pure functions: no Astro, no DOM.
 */

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of every URL without a language prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own language, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français' };

/** The BCP 47 tag for `Intl` and `<html lang>`. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en', fr: 'fr' };

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * Reads a locale that may be missing or unknown (Astro's `currentLocale` is
 * `undefined` outside i18n routes): anything but a known locale is the default.
 */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** A path's language and the path in the default language: `fr/about/` → `{ locale: 'fr', rest: 'about/' }`. */
export function splitLocale(path: string): { locale: Locale; rest: string } {
  const clean = path.replace(/^\/+/, '');
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (clean === locale) return { locale, rest: '' };
    if (clean.startsWith(`${locale}/`)) return { locale, rest: clean.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, rest: clean };
}

/** The same page in `locale`: `localePath('fr', 'about/')` → `fr/about/`; the default language has no prefix. */
export const localePath = (locale: Locale, rest: string): string => {
  const clean = rest.replace(/^\/+/, '');
  return locale === DEFAULT_LOCALE ? clean : clean === '' ? `${locale}/` : `${locale}/${clean}`;
};

/** Every language's twin of a page path, the page's own included: for `hreflang` links and the switch. */
export const twins = (path: string): { locale: Locale; path: string }[] => {
  const { rest } = splitLocale(path);
  return LOCALES.map((locale) => ({ locale, path: localePath(locale, rest) }));
};
