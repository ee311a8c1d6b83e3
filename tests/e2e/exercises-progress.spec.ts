import { expect, test, type Page } from '@playwright/test';
import { pageExerciseKeys } from '../../src/lib/progress/pageExercises.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// One exercise per page whose answer is a single number: the test reads the
// engine's answer from "Show the answer", answers one more (wrong), then the
// answer itself (right).
const PAGES = [
  { page: 'tictactoe-19-bits', path: '/lessons/tictactoe-19-bits/#practice', exercise: 'E3' },
  { page: 'bitboards-minimax', path: '/lessons/bitboards-minimax/#course-exercises', exercise: 'A1' },
  { page: 'recursion', path: '/lessons/recursion/#practice', exercise: 'R3' },
  { page: 'othello-endgame', path: '/lessons/othello-endgame/#practice', exercise: 'O1' },
  { page: 'tetromino', path: '/lessons/tetromino/#practice', exercise: 'M1' },
  { page: 'connect-four', path: '/lessons/connect-four/#practice', exercise: 'C2' },
  { page: 'alpha-beta', path: '/alpha-beta/#practice-cells', exercise: 'A1' },
] as const;

const header = (page: Page) => page.locator('.page-header [data-progress]');

for (const { page: id, path, exercise } of PAGES) {
  test(`${id}: a wrong answer, then the right one, kept across a reload, then cleared`, async ({ page }) => {
    const errors = watchErrors(page);
    const total = pageExerciseKeys(id).length;
    expect(total).toBeGreaterThanOrEqual(3);
    await page.goto(path);
    await hydrated(header(page).getByRole('button'));
    await expect(header(page).locator('[data-progress-count]')).toHaveText(`0 of ${total} exercises done`);
    await expect(page.locator('[data-exercise]')).toHaveCount(total);

    const card = page.locator(`[data-exercise="${exercise}"]`);
    const field = card.getByLabel(/Your answer/);
    await hydrated(field);
    await expect(card).not.toHaveAttribute('data-checked');
    await card.getByRole('button', { name: 'Show the answer' }).click();
    const answer = Number(/-?\d+/.exec((await card.locator('.exercise__solution code').textContent())!)![0]);

    await field.fill(String(answer + 1));
    await card.getByRole('button', { name: 'Check' }).click();
    await expect(card.getByRole('status')).toHaveText(/^Not/);
    await expect(card).toHaveAttribute('data-checked', 'wrong');
    await expect(header(page).locator('[data-progress-count]')).toHaveText(`0 of ${total} exercises done`);

    await field.fill(String(answer));
    await card.getByRole('button', { name: 'Check' }).click();
    await expect(card.getByRole('status')).toHaveText(/^Right/);
    await expect(card).toHaveAttribute('data-checked', 'right');
    await expect(header(page).locator('[data-progress-count]')).toHaveText(`1 of ${total} exercises done`);

    await page.reload();
    await hydrated(header(page).getByRole('button'));
    await expect(header(page).locator('[data-progress-count]')).toHaveText(`1 of ${total} exercises done`);
    await hydrated(card.getByLabel(/Your answer/));
    await expect(card).toHaveAttribute('data-checked', 'right');

    await header(page).getByRole('button', { name: 'Clear my progress' }).click();
    await expect(header(page).locator('[data-progress-count]')).toHaveText(`0 of ${total} exercises done`);
    await expect(card).not.toHaveAttribute('data-checked');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('progress')))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the home page counts what each page’s exercises hold in this browser', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('minimax-notebook:progress', JSON.stringify({ version: 1, exercises: { 'othello/O1': 'right', 'othello/O2': 'wrong' } })));
  await page.goto('/#progress');
  const list = page.locator('[data-progress]');
  await hydrated(list.getByRole('button'));
  await expect(list.locator('[data-progress-count]')).toHaveCount(PAGES.length);
  await expect(list.locator('[data-progress-count]', { hasText: 'Othello' })).toContainText(`1 of ${pageExerciseKeys('othello-endgame').length} exercises done`);
  await list.getByRole('button', { name: 'Clear my progress' }).click();
  await expect(list.locator('[data-progress-count]', { hasText: 'Othello' })).toContainText(`0 of ${pageExerciseKeys('othello-endgame').length} exercises done`);
});
