import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// The solver page runs the real solve worker: the opening book is fetched and
// read in the worker, a long search reports progress and stops on Cancel.
test('the Connect Four solver: the book, a search, progress and cancel', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/connect-four-solver/');
  const result = page.locator('.solver__result');
  const cell = page.locator('.solver[data-game="connect4"]');
  const solve = page.getByRole('button', { name: 'Solve', exact: true });
  await hydrated(solve);

  // The empty board: a first-player win through the centre only, from the book.
  await solve.click();
  await expect(result).toHaveAttribute('data-state', 'solved', { timeout: 20_000 });
  await expect(result.locator('[data-value]')).toHaveText('1');
  await expect(result.locator('[data-best]')).toHaveText('4');
  await expect(result).toContainText('From the opening book');
  await expect(page.getByLabel(/^Play column 4\b/)).toHaveClass('is-best');
  await expect(cell).toHaveAttribute('data-value', '1');
  await expect(cell).toHaveAttribute('data-best', '4');

  // A Middle-Easy line of the public test sets (score 8), searched in the worker.
  await page.getByRole('textbox', { name: 'Moves' }).fill('52753311433677442422121');
  await expect(page).toHaveURL(/[?&]pos=52753311433677442422121\b/);
  await solve.click();
  await expect(result).toHaveAttribute('data-state', 'solved', { timeout: 30_000 });
  await expect(result.locator('[data-value]')).toHaveText('8');
  await expect(result).toContainText('positions searched');

  // Every column of the empty board: the replies are in the book.
  await page.getByRole('textbox', { name: 'Moves' }).fill('');
  await page.getByRole('button', { name: 'Score every column' }).click();
  await expect(result).toHaveAttribute('data-state', 'analysed', { timeout: 20_000 });
  const labels = page.locator('.c4b__columns button');
  await expect(labels).toHaveText(['-2', '-1', '0', '1', '0', '-1', '-2']);
  await expect(result).toContainText('Columns 1, 2, 3, 4 from the opening book; 0 positions searched');

  // '117226' is off the book's lines: in reach (six stones) but a minute or more of search. Progress, then Cancel.
  await page.getByRole('textbox', { name: 'Moves' }).fill('117226');
  await solve.click();
  await expect(result).toContainText(/Searching: [\d,]+ positions at [\d.]+ [kM]?\/s, [\d.]+ m?s/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(result).toHaveText('Cancelled.');
  await expect(solve).toBeEnabled();

  // A bad move names itself.
  await page.getByRole('textbox', { name: 'Moves' }).fill('44444444');
  await expect(page.getByRole('alert')).toHaveText('move 7 (column 4): column 4 is already full');
  expect(errors).toEqual([]);
});
