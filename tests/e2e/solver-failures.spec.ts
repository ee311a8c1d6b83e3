import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// Every failure of the solve worker reaches the reader, in the real browser:
// a worker that cannot load, an opening book that is missing, damaged or
// stalled, a job out of reach without the book, and a Cancel followed at once
// by a new solve. '117226' is off the book's lines and in reach without it
// (six stones), but a minute or more of search.

const PAGE = '/connect-four-solver/';

async function open(page: Page, position = '') {
  await page.goto(`${PAGE}?pos=${position}`);
  const solve = page.getByRole('button', { name: 'Solve', exact: true });
  await hydrated(solve);
  return { solve, cell: page.locator('.solver[data-game="connect4"]'), result: page.locator('.solver__result') };
}

test('a worker script that fails to load: the reader is told, and Retry works once it loads', async ({ page }) => {
  let block = true;
  await page.route(/solve\.worker[^/]*\.js/, (route) => (block ? route.abort() : route.continue()));
  const { solve, result } = await open(page, '52753311433677442422121');
  await solve.click();
  await expect(result).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
  await expect(result).toContainText('the solver stopped');
  block = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(result).toHaveAttribute('data-state', 'solved', { timeout: 30_000 });
  await expect(result.locator('[data-value]')).toHaveText('8');
});

for (const [what, fulfil, reason] of [
  ['missing (404)', { status: 404, body: 'not here' }, /the server answered 404/],
  ['damaged', { status: 200, body: Buffer.alloc(188_496, 7) }, /checksum is wrong/],
  ['truncated', { status: 200, body: Buffer.alloc(1000, 0) }, /has 1000 bytes instead of 188496/],
] as const) {
  test(`an opening book that is ${what}: the reader is told at once and the search goes on`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/books/connect4-7x6.bin', (route) => route.fulfill(fulfil));
    const { solve, result, cell } = await open(page, '117226');
    await solve.click();
    await expect(cell.getByRole('note')).toContainText(reason, { timeout: 15_000 });
    await expect(cell.getByRole('note')).toContainText('Everything is searched instead');
    await expect(result).toContainText(/Searching: [\d,]+ positions/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(result).toHaveText('Cancelled.');
    expect(errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([]);
  });
}

test('an opening book that never arrives: given up after the time limit, then searched', async ({ page }) => {
  await page.route('**/books/connect4-7x6.bin', () => {
    /* never answered */
  });
  const { solve, result, cell } = await open(page, '117226');
  await solve.click();
  await expect(cell.getByRole('note')).toContainText('did not arrive within 5 s', { timeout: 20_000 });
  await expect(result).toContainText(/Searching: [\d,]+ positions/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(result).toHaveText('Cancelled.');
});

test('without the book, the empty board is out of reach: refused at once with its estimate, not a frozen job', async ({ page }) => {
  await page.route('**/books/connect4-7x6.bin', (route) => route.fulfill({ status: 404, body: 'not here' }));
  const { solve, result } = await open(page);
  await solve.click();
  await expect(result).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
  await expect(result).toContainText('out of reach: solving the empty 7x6k4 board without the opening book would take about 9.5 billion positions');
});

test('Cancel then a new solve at once: the old worker is gone, one worker searches', async ({ page }) => {
  const { solve, result, cell } = await open(page, '117226');
  await solve.click();
  await expect(result).toContainText(/Searching: [\d,]+ positions/, { timeout: 20_000 });
  expect(page.workers()).toHaveLength(1);
  const first = page.workers()[0];
  const closed = new Promise<void>((resolve) => first.once('close', () => resolve()));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await solve.click();
  await closed; // the cancelled job's worker was terminated
  await expect(result).toContainText(/Searching: [\d,]+ positions/, { timeout: 20_000 });
  await expect(cell).toHaveAttribute('data-workers', '1');
  expect(page.workers()).toHaveLength(1);
  expect(page.workers()[0]).not.toBe(first);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(cell).toHaveAttribute('data-workers', '0');
  await expect.poll(() => page.workers().length).toBe(0);
});
