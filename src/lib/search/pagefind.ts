/**
 * @packageDocumentation
 * The site's search, over the static index Pagefind writes at build time
 * (`<base>pagefind/pagefind.js`, loaded on first use): pages, and within each
 * page the sections (headings with an id) where the words were found.
 */

import { engineError, err, ok, type Result } from '../../engine/core/result.ts';

interface SearchSection {
  /** The section's heading. */
  readonly title: string;
  /** The page address with the section's anchor. */
  readonly url: string;
  /** A few words around the match; only `<mark>` tags are kept. */
  readonly excerpt: string;
}

export interface SearchHit {
  readonly title: string;
  readonly url: string;
  readonly sections: readonly SearchSection[];
}

/** What Pagefind's `data()` gives for one result (the fields used here). */
export interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string };
  readonly sub_results?: readonly { readonly title: string; readonly url: string; readonly excerpt: string }[];
}

interface PagefindModule {
  options?(o: Record<string, unknown>): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
}

/** Keeps `<mark>` and `</mark>` from an excerpt, and drops any other tag. */
export const cleanExcerpt = (html: string): string => html.replace(/<(?!\/?mark>)[^>]*>/g, '');

/** A Pagefind result as the search box lists it: its sections, at most `maxSections`, in page order. */
export function toHit(d: PagefindData, maxSections = 3): SearchHit {
  const subs = (d.sub_results ?? []).filter((s) => s.url !== d.url || (d.sub_results?.length ?? 0) === 1);
  const sections = (subs.length > 0 ? subs : [{ title: d.meta.title ?? d.url, url: d.url, excerpt: d.excerpt }])
    .slice(0, maxSections)
    .map((s) => ({ title: s.title, url: s.url, excerpt: cleanExcerpt(s.excerpt) }));
  return { title: d.meta.title ?? d.url, url: d.url, sections };
}

let loading: Promise<PagefindModule> | undefined;

/** The pages matching `query`, best first (at most `maxPages`). */
export async function searchSite(base: string, query: string, maxPages = 8): Promise<Result<SearchHit[]>> {
  try {
    loading ??= import(/* @vite-ignore */ `${base.replace(/\/?$/, '/')}pagefind/pagefind.js`) as Promise<PagefindModule>;
    const pagefind = await loading;
    const r = await pagefind.search(query);
    const data = await Promise.all(r.results.slice(0, maxPages).map((x) => x.data()));
    return ok(data.map((d) => toHit(d)));
  } catch {
    loading = undefined;
    return err(engineError('ERR_UNAVAILABLE', 'Search works on the built site: its index is not here.'));
  }
}
