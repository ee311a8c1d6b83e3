import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// Lesson 2's exercises are things to do: the answer is checked in the page.
test('the course’s exercises: an unreadable answer, a wrong one, the right one, the reveal', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/lessons/bitboards-minimax/#course-exercises');
  const card = page.locator('[data-exercise="A1"]');
  const field = card.getByLabel(/Your answer/);
  await hydrated(field);
  const k = Number(/pos_to_bb (\d)/.exec((await card.locator('.exercise__prompt').textContent())!)![1]);
  await field.fill('abc');
  await card.getByRole('button', { name: 'Check' }).click();
  await expect(card.getByRole('status')).toHaveText(/“abc” is not a number/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(String(2 ** ((k + 1) % 9)));
  await field.press('Enter');
  await expect(card.getByRole('status')).toHaveText(/^Not quite/);
  await field.fill(`0b1${'0'.repeat(k)}`);
  await field.press('Enter');
  await expect(card.getByRole('status')).toHaveText(/^Right/);
  await card.getByRole('button', { name: 'Show the answer' }).click();
  await expect(card.locator('.exercise__solution')).toContainText(`2^${k}`);
  expect(errors).toEqual([]);
});

test('the exercises fit a phone: nothing sticks out sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lessons/bitboards-minimax/#course-exercises');
  await hydrated(page.locator('[data-exercise="C1"]').getByLabel(/Your answer/));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
