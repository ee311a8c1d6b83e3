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

test('alpha-beta: a card’s tree pruned in the visualiser, loaded on demand; its Check is the card’s, wrong then right, and kept', async ({ page }) => {
  const errors = watchErrors(page);
  const total = pageExerciseKeys('alpha-beta').length;
  await page.goto('/alpha-beta/#practice-cells');
  await hydrated(header(page).getByRole('button'));
  const card = page.locator('[data-exercise="A3"]');
  await hydrated(card.getByLabel(/Your answer/));
  await expect(page.locator('.sx')).toHaveCount(1); // the page's own explorer only
  // The classic trees in turn: the second is Russell and Norvig's.
  await card.getByRole('button', { name: 'Another one' }).click();
  await expect(card.locator('.exercise__prompt')).toContainText('Russell and Norvig’s tree');
  await card.getByRole('button', { name: 'Prune it in the visualiser' }).click();
  const sx = card.locator('.sx');
  await expect(sx.locator('.sx-exercise-panel')).toBeVisible();
  await expect(page.locator('.sx')).toHaveCount(2);
  await expect(page.locator('[data-exercise]')).toHaveCount(total);

  const check = () => sx.locator('.sx-exercise-panel').getByRole('button', { name: 'Check' }).click();
  await check();
  await expect(card).toHaveAttribute('data-checked', 'wrong');
  await expect(card.locator('.exercise__feedback')).toHaveText('Not yet: the visualiser marks on the tree what is wrong or missing.');

  // Figure 5.2, [[3 12 8] [2 4 6] [14 5 2]]: the root 3, its MIN nodes 3, 2 and 2; the two cuts under the second.
  for (const [name, value] of [
    ['the root', '3'],
    ['node 1', '3'],
    ['node 2', '2'],
    ['node 3', '2'],
  ])
    await sx.getByRole('textbox', { name: new RegExp(`^Value of ${name}\\b`) }).fill(value);
  await sx.getByRole('button', { name: /^Cut the branch to node 2\.2/ }).click();
  await sx.getByRole('button', { name: /^Cut the branch to node 2\.3/ }).click();
  await check();
  await expect(sx.locator('.sx-report')).toContainText('All right');
  await expect(card).toHaveAttribute('data-checked', 'right');
  await expect(card.locator('.exercise__feedback')).toHaveText('Right: every value and every cut, checked in the visualiser.');
  await expect(header(page).locator('[data-progress-count]')).toHaveText(`1 of ${total} exercises done`);

  // The card's own answer names the same cuts: node 2's second and third leaves, leaves 5 and 6 from the left.
  await card.getByRole('button', { name: 'Show the answer' }).click();
  await expect(card.locator('.exercise__solution code')).toHaveText('5, 6');
  await sx.locator('.sx-exercise-panel').getByRole('button', { name: 'Show the solution' }).click();
  await expect(sx.locator('.sx-solution')).toBeVisible();

  await page.reload();
  await hydrated(page.locator('[data-exercise="A3"]').getByLabel(/Your answer/));
  await expect(page.locator('[data-exercise="A3"]')).toHaveAttribute('data-checked', 'right');
  await expect(page.locator('.sx')).toHaveCount(1);
  expect(errors).toEqual([]);
});
