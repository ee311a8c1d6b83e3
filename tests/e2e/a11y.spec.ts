import { readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// axe-core on every page, light and dark, once the islands have hydrated and
// the page has settled: no violation of WCAG 2.1 A and AA, label-in-name included.

/** Every page of the built site (each `index.html` of dist/), so a new page is checked without a word here. */
const PAGES = readdirSync('dist', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('index.html'))
  .map((f) => `/${f.replace(/index\.html$/, '')}`)
  .sort();

test('the site has pages to check', () => {
  expect(PAGES).toEqual(expect.arrayContaining(['/', '/about/', '/alpha-beta/', '/speed/', '/lessons/recursion/']));
});

async function settle(page: Page) {
  // Every island on the page hydrated (client:visible islands need a scroll).
  for (let y = 0; y < 400; y++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    });
    await page.waitForTimeout(80);
    if (done) break;
  }
  await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 30_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
}

for (const theme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(path);
      await settle(page);
      const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      // WCAG 2.5.3 (label in name) is an experimental axe rule: run it by name.
      const names = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
      const found = [...r.violations, ...names.violations].map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      expect(found).toEqual([]);
    });
  }
}
