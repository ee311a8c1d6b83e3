/**
 * Launching an engine by name: its browser, the site served for it, and a
 * pool of pages the checks share (one check per page at a time).
 */

import { enginePrograms } from './available.mjs';
import { launchFirefox } from './firefox.ts';
import { BrowserPage, type EngineName, type PageDriver } from './page.ts';
import { startSite, type Site } from './site.ts';
import { launchWebKit } from './webkit.ts';

export interface Session {
  readonly site: Site;
  /** Lends a page for one check; give it back with `release`. */
  acquire(): Promise<BrowserPage>;
  release(page: BrowserPage): void;
  /** Replaces a page that may be broken (a check failed in it) by a new one. */
  replace(page: BrowserPage): Promise<void>;
  close(): Promise<void>;
}

export async function startSession(engine: EngineName, pages: number): Promise<Session> {
  const programs = enginePrograms(engine);
  if (!programs) throw new Error(`${engine}: its programs are missing`);
  // WebKit's driver cannot see the page's errors: the server puts the probe in.
  const site = await startSite({ probe: engine === 'webkit' });
  let browser: { newPage(): Promise<PageDriver>; close(): Promise<void> };
  try {
    browser =
      engine === 'firefox'
        ? await launchFirefox((programs as { firefox: string }).firefox)
        : await launchWebKit(programs as { driver: string; browser: string; xvfb?: string }, site.origin);
  } catch (e) {
    await site.stop();
    throw e;
  }
  const newPage = async () => new BrowserPage(engine, site.origin, await browser.newPage());
  const free: BrowserPage[] = [];
  const waiting: ((p: BrowserPage) => void)[] = [];
  try {
    // One after another: starting browsers is itself heavy on a small machine.
    for (let i = 0; i < pages; i++) free.push(await newPage());
  } catch (e) {
    await browser.close();
    await site.stop();
    throw e;
  }
  const release = (page: BrowserPage) => {
    const next = waiting.shift();
    if (next) next(page);
    else free.push(page);
  };
  return {
    site,
    acquire: () => {
      const page = free.shift();
      return page ? Promise.resolve(page) : new Promise((resolve) => waiting.push(resolve));
    },
    release,
    async replace(page) {
      await page.close().catch(() => undefined);
      release(await newPage());
    },
    async close() {
      await browser.close();
      await site.stop();
    },
  };
}
