import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';
import { connect4ColumnsAnswer } from '../everyCoreAnswer.ts';
import { serveFolder } from '../staticServer.ts';
import { fileURLToPath } from 'node:url';

// The speed page runs every suite in a worker of this Chromium; the header's
// search finds a lesson section by a word only it contains.

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));

const EXPECTED_COLUMNS = connect4ColumnsAnswer();

test('the speed page runs each suite in the browser and shows its numbers', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/speed/?size=quick');
  const run = page.getByRole('button', { name: 'Run every suite' });
  await hydrated(run);
  await expect(page.getByText('Quick tastes')).toBeVisible();
  await run.click();
  for (const suite of ['tictactoe', 'connect4', 'othello', 'tetromino']) {
    const section = page.locator(`[data-suite="${suite}"]`);
    await expect(section).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(section).toContainText('every answer exact');
    const rows = section.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      await expect(row).toHaveAttribute('data-wrong', '0');
      expect(Number(await row.getAttribute('data-nodes'))).toBeGreaterThan(0);
      await expect(row.locator('td').nth(1)).toHaveText(/^\d+(\.\d)? (ms|s)$/); // time per position
      await expect(row.locator('td').nth(2)).toHaveText(/^\d+(\.\d)? ?[kM]?\/s$/); // positions per second
    }
  }
  await expect(page.locator('[data-suite="connect4"] tbody tr').first()).toContainText('C++ solver');
  expect(errors).toEqual([]);
});

test('every core in a page served with no headers (as astro preview and GitHub Pages serve it): not cross-origin isolated, each worker keeps its own table, the same answer', async ({ page }) => {
  const errors = watchErrors(page);
  const { server, url } = await serveFolder(DIST);
  try {
    await page.goto(`${url}/speed/#cores`);
    const section = page.locator('[data-speedup-job="connect4-columns"]');
    const measure = section.getByRole('button', { name: 'Measure' });
    await hydrated(measure);
    expect(await page.evaluate(() => [crossOriginIsolated, typeof SharedArrayBuffer].join(' '))).toBe('false undefined');
    // This machine's cores decide whether there is a split at all.
    const cores = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency, 4)));
    if (cores > 1) await expect(page.locator('[data-isolated]')).toHaveText(/This page is not cross-origin isolated, so each worker scoring Connect Four’s columns keeps its own table\.$/);
    await measure.click();
    await expect(section).toHaveAttribute('data-state', 'done', { timeout: 180_000 });
    await expect(section).toHaveAttribute('data-answer', EXPECTED_COLUMNS);
    await expect(section).toHaveAttribute('data-workers', String(cores));
    expect(errors).toEqual([]);
  } finally {
    server.close();
  }
});

test('a running suite can be cancelled', async ({ page }) => {
  await page.goto('/speed/');
  const run = page.locator('[data-suite="othello"]').getByRole('button', { name: 'Run' });
  await hydrated(run);
  await run.click();
  await expect(page.locator('[data-suite="othello"] .speed__status')).toContainText(/Searching/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('[data-suite="othello"]')).toHaveAttribute('data-state', 'cancelled');
  await expect.poll(() => page.workers().length).toBe(0);
});

test('every core: the value of every Connect Four column with one worker, then split over workers that share one table (the site’s server makes the speed page cross-origin isolated), the same answer as the engine', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/speed/#cores');
  const section = page.locator('[data-speedup-job="connect4-columns"]');
  const measure = section.getByRole('button', { name: 'Measure' });
  await hydrated(measure);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  const cores = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency, 4)));
  // This machine's cores decide whether there is a split to share a table in.
  if (cores > 1) await expect(page.locator('[data-isolated]')).toHaveText(/This page is cross-origin isolated, so the workers scoring Connect Four’s columns share one table\.$/);
  await measure.click();
  await expect(section).toHaveAttribute('data-state', 'done', { timeout: 180_000 });
  await expect(section).toHaveAttribute('data-answer', EXPECTED_COLUMNS);
  await expect(section).toHaveAttribute('data-workers', String(cores));
  await expect(section.locator('.speed__status')).toHaveText(
    new RegExp(`^One worker: [\\d.]+ m?s\\. ${cores} workers?: [\\d.]+ m?s, [\\d.]+× as fast\\. Same answer \\(${EXPECTED_COLUMNS}\\)\\.$`),
  );
  expect(errors).toEqual([]);
});

test('search: "/" focuses the field, a word finds the one lesson section that holds it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  const field = page.getByRole('searchbox', { name: 'Search' });
  await hydrated(field);
  await page.locator('body').press('/');
  await expect(field).toBeFocused();
  await field.fill('statement');
  const results = page.locator('#site-search-results');
  await expect(results).toContainText('1 page found', { timeout: 15_000 });
  const section = results.locator('a[data-section]').first();
  await expect(section).toHaveText('One procedure for both players');
  await expect(section).toHaveAttribute('href', /\/lessons\/recursion\/#one-procedure-for-both-players$/);
  await field.press('ArrowDown');
  await expect(results.locator('a').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(field).toBeFocused();
  expect(errors).toEqual([]);
});
