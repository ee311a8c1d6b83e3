import { readdirSync } from 'node:fs';

/**
 * Every page of the built site (each `index.html` of dist/) as a path, sorted,
 * so that a new page is checked by every page-wide test without a word there.
 * The English 404 page is dist/404.html, no index.html, so it is not listed.
 */
export const BUILT_PAGES: readonly string[] = readdirSync('dist', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('index.html'))
  .map((f) => `/${f.replace(/index\.html$/, '')}`)
  .sort();
