/**
 * Every page of the built site loads and every island on it hydrates, read
 * from top to bottom as a reader scrolls (so `client:visible` islands
 * hydrate as they come into view). The pages are listed from dist/, so a new
 * page is checked without a word here. No console error and no uncaught
 * exception on the way: checks.ts fails the check on any.
 */

import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import type { CheckList, InPageCheck } from './checks.ts';
import type { BrowserPage } from './page.ts';

/** Every page of the built site (each `index.html` of dist/), as paths. */
export function sitePages(dist = 'dist'): string[] {
  return readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('index.html') && !f.startsWith('pagefind'))
    .map((f) => `/${f.replace(/index\.html$/, '')}`)
    .sort();
}

/**
 * A page function: the islands still server-rendered (their component URLs):
 * all of them, or only those whose content is on screen or above it. One
 * above the screen was passed over while the page moved under the reader
 * (an island that hydrates can change height, and WebKit does not anchor the
 * scroll position as Chromium and Firefox do): it is scrolled back into view.
 * (astro-island is `display: contents`, so its children are measured.)
 */
function unhydrated(upToScreenEnd: boolean): string[] {
  const islands = [...document.querySelectorAll('astro-island[ssr]')];
  const pending = upToScreenEnd
    ? islands.filter((island) =>
        [...island.children].some((c) => {
          const r = c.getBoundingClientRect();
          return r.top < innerHeight && r.width > 0 && r.height > 0;
        }),
      )
    : islands;
  const passed = pending.find((island) => [...island.children].every((c) => c.getBoundingClientRect().bottom <= 0));
  passed?.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
  return pending.map((island) => island.getAttribute('component-url') ?? '?');
}

/**
 * A page function: scrolls down most of a screen; true at the end of the
 * page. Instantly: the site scrolls smoothly, and the end must be read where
 * the scroll has arrived, not where it is on its way.
 */
function scrollOn(): boolean {
  window.scrollBy({ top: Math.round(innerHeight * 0.8), behavior: 'instant' });
  return Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight - 1;
}

const none = (left: string[]) => left.length === 0;

/**
 * Scrolls down a page a screen at a time, as a reader does, waiting at each
 * screen until the islands on it (and any passed over) have hydrated; at the
 * end, waits until no island is left unhydrated anywhere. Returns how many
 * islands the page has.
 */
export async function readToTheEnd(page: BrowserPage): Promise<number> {
  for (let screen = 0; screen < 500; screen++) {
    await page.waitFor(unhydrated, { message: `the islands down to screen ${screen} to hydrate`, until: none, timeout: 30_000 }, true);
    if (await page.evaluate(scrollOn)) break;
  }
  await page.waitFor(unhydrated, { message: 'every island of the page to hydrate', until: none, timeout: 30_000 }, false);
  return page.evaluate(() => document.querySelectorAll('astro-island').length);
}

function pageCheck(path: string): InPageCheck {
  return {
    name: `${path} loads, every island hydrates`,
    // Each step of the walk has its own bound (30 s); this only stops a walk
    // that keeps making progress on a very long page of a loaded machine.
    timeout: 300_000,
    async run(page) {
      await page.open(path);
      const title = await page.evaluate(() => document.title);
      expect(title.length, 'the page has a title').toBeGreaterThan(0);
      await readToTheEnd(page);
    },
  };
}

export const pageChecks = (): CheckList => {
  const pages = sitePages();
  // The list itself must not come up empty (a site not built, a wrong folder).
  if (!pages.includes('/') || !pages.includes('/about/')) throw new Error(`dist/ does not hold the site (found ${pages.join(', ') || 'no page'}): build it first`);
  return { name: 'every page', checks: pages.map(pageCheck) };
};
