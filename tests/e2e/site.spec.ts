import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './pageErrors.ts';
import { BUILT_PAGES } from './builtPages.ts';


/** Every page reachable from the home page by internal links (breadth first, capped). */
async function crawl(page: Page, start = '/', cap = 60): Promise<string[]> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length && seen.size <= cap) {
    const url = queue.shift()!;
    await page.goto(url);
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const u = new URL(href);
      if (u.origin !== new URL(page.url()).origin) continue;
      const path = u.pathname;
      if (/\.(svg|png|txt|xml|json|bin)$/.test(path) || seen.has(path)) continue;
      seen.add(path);
      queue.push(path);
    }
  }
  return [...seen];
}

test('every page loads with status 200, its first islands hydrate, and no console error', async ({ page }) => {
  // Two visits a page (the crawl's and this one's), and there are twice as many pages since the
  // French edition: the budget grows with them, so a busy machine makes the test slower, not red
  // (a test that times out mid-navigation reports "frame was detached", not the timeout).
  test.setTimeout(60_000 + 8_000 * BUILT_PAGES.length);
  const pages = await crawl(page);
  expect(pages.length).toBeGreaterThan(2);
  for (const path of pages) {
    const errors = watchErrors(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    // The islands that need no scrolling come alive: a module that never finishes loading (an
    // import cycle through a top-level await, say) throws nothing and prints nothing.
    await expect(page.locator('astro-island:is([client="load"], [client="idle"])[ssr]'), `${path}: islands hydrate`).toHaveCount(0);
    expect(errors, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test('the home page lists the five courses with their credits', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);
  const text = await page.locator('main').innerText();
  for (const word of ['19 bits', 'Connect Four', 'Othello', 'tetromino']) expect(text.toLowerCase()).toContain(word.toLowerCase());
});

test('dark mode: the toggle switches the theme and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? '');
  const before = await theme();
  await page.getByRole('button', { name: /theme|dark|light/i }).first().click();
  const after = await theme();
  expect(after).not.toBe(before);
  await page.reload();
  expect(await theme()).toBe(after);
});
