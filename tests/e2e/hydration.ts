import type { Locator } from '@playwright/test';

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
