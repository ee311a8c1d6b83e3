/**
 * @packageDocumentation
 * Site-wide constants and the one helper every page uses to build internal
 * links. Links go through `withBase()` so the site works both at a domain root
 * and under a sub-folder (`BASE_PATH`, see astro.config.mjs).
 */

import { DEFAULT_LOCALE, localePath, type Locale } from '../i18n/locales';

export const SITE_NAME = 'Minimax Notebook';
export const SITE_TAGLINE = 'Bitboards, minimax and alpha-beta, with the real engine running in the page.';

/** Shiki themes for code cells; keep in step with astro.config.mjs. */
export const SHIKI_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * An internal URL under the configured base, e.g. `withBase('lessons/x/')`
 * gives `/lessons/x/` at the root or `/minimax-notebook/lessons/x/` under a base.
 * Query strings and fragments are kept as they are.
 */
export function withBase(path = ''): string {
  const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
  return base + path.replace(/^\/+/, '');
}

/** An internal URL in `locale`: `localeHref('fr', 'about/')` gives `/fr/about/` (English pages have no prefix). */
export const localeHref = (locale: Locale, path = ''): string => withBase(localePath(locale, path));

/** The URL of a lesson page from its slug (the file name without `NN-` and `.mdx`), in English unless told. */
export const lessonHref = (slug: string, locale: Locale = DEFAULT_LOCALE): string => localeHref(locale, `lessons/${slug}/`);
