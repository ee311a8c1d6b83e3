import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls `inside` into view and waits until the Astro island that holds it has
 * hydrated (Astro removes the island's `ssr` attribute then). A click sent
 * before that lands on server-rendered HTML with no handlers yet.
 */
export async function hydrated(inside: Locator): Promise<void> {
  await inside.first().scrollIntoViewIfNeeded();
  await inside
    .first()
    .locator('xpath=ancestor::astro-island[1]')
    .and(inside.page().locator('astro-island:not([ssr])'))
    .waitFor();
}

/**
 * Brings every island to life, one at a time: scrolls the next one still
 * waiting into view (client:visible) and waits until Astro has hydrated it,
 * then goes back to the top. Each wait is a condition, not a delay, so a busy
 * machine makes it slower, never wrong.
 */
export async function hydrateAll(page: Page) {
  for (;;) {
    // One step in the page, so that an island hydrating meanwhile (client:idle) cannot slip between finding and scrolling.
    const uid = await page.evaluate(() => {
      const island = document.querySelector('astro-island[ssr]');
      (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      return island?.getAttribute('uid') ?? null;
    });
    if (uid === null) break;
    await expect(page.locator(`astro-island[uid="${uid}"]:not([ssr])`), `island ${uid} hydrates`).toHaveCount(1, { timeout: 30_000 });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
