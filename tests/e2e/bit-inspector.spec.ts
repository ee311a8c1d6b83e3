import { expect, test } from '@playwright/test';
import { pack } from '../../src/engine/games/tictactoe/board19.ts';
import { hydrated } from './hydration.ts';

// The first lesson's island hydrates and answers clicks with the engine's encoding.
test('the bit inspector: clicks on the board give the packed integer, typing a number gives the board', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/lessons/tictactoe-19-bits/');
  const decimal = page.getByTestId('decimal').first();
  await expect(decimal).toHaveText('0');
  await hydrated(decimal);

  await page.getByRole('button', { name: /^Cell 4, centre/ }).click(); // empty -> X
  await expect(decimal).toHaveText(String(pack({ x: 1 << 4, o: 0, turn: 0 })));
  await page.getByRole('button', { name: /^To move/ }).click();
  const xCentreOToMove = pack({ x: 1 << 4, o: 0, turn: 1 });
  await expect(decimal).toHaveText(String(xCentreOToMove));
  await expect(page).toHaveURL(new RegExp(`[?&]p=${xCentreOToMove}\\b`));

  const input = page.getByRole('textbox').first();
  await input.fill('0x60011'); // X on 0 and 4, O on 8, O to move
  await expect(decimal).toHaveText('393233');
  await expect(page.getByRole('button', { name: /^Cell 8, bottom right: O/ })).toBeVisible();

  await input.fill('999999'); // beyond 19 bits
  await expect(page.getByTestId('status').first()).toContainText(/range|19 bits|524287/i);
  expect(errors).toEqual([]);
});
