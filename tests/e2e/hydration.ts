import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How long `hydrateAll` gives one island. Generous because the machine may be shared: a
 * condition, not a delay, so a quiet machine does not wait it out.
 */
const HYDRATE_MS = 30_000;
/** How long each look waits before the island is scrolled into view again. */
const LOOK_MS = 2_000;

/**
 * Scrolls `inside` into view and waits until the Astro island that holds it has
 * hydrated (Astro removes the island's `ssr` attribute then). A click sent
 * before that lands on server-rendered HTML with no handlers yet.
 *
 * The scroll is repeated while waiting: islands above that hydrate meanwhile
 * change their height, and on a loaded machine that can push a `client:visible`
 * island back out of view before the browser noticed it was in view (it then
 * never hydrates).
 */
export async function hydrated(inside: Locator): Promise<void> {
  const island = inside.first().locator('xpath=ancestor::astro-island[1]');
  const live = island.and(inside.page().locator('astro-island:not([ssr])'));
  await expect(async () => {
    await inside.first().scrollIntoViewIfNeeded();
    await live.waitFor({ timeout: LOOK_MS });
  }).toPass(); // as long as the test's own timeout allows
}

/**
 * Brings every island to life, one at a time: scrolls the next one still
 * waiting into view (client:visible) and waits until Astro has hydrated it,
 * scrolling again between looks (see `hydrated`), then goes back to the top.
 * Each wait is a condition, not a delay, so a busy machine makes it slower,
 * never wrong.
 */
export async function hydrateAll(page: Page) {
  for (;;) {
    // The next island still waiting. If it hydrates before the scroll below (client:idle), the first look finds it done.
    const uid = await page.evaluate(() => document.querySelector('astro-island[ssr]')?.getAttribute('uid') ?? null);
    if (uid === null) break;
    await expect(async () => {
      await page.evaluate((id) => {
        const island = document.querySelector(`astro-island[uid="${id}"]`);
        (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' });
      }, uid);
      await expect(page.locator(`astro-island[uid="${uid}"]:not([ssr])`)).toHaveCount(1, { timeout: LOOK_MS });
    }, `island ${uid} hydrates`).toPass({ timeout: HYDRATE_MS });
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}
