import { expect, test } from '@playwright/test';
import { courseStatic, pack } from '../../src/engine/games/tictactoe/board19.ts';
import { countLevels } from '../../src/engine/search/levelCounts.ts';
import { nextPositions } from '../../src/engine/games/tictactoe/board19.ts';
import { tictactoe } from '../../src/engine/games/tictactoe/tictactoe.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

const PAGE = '/lessons/tictactoe-19-bits/';
const stopAtWins = (p: number) => tictactoe.legalMoves(p).map((m) => tictactoe.play(p, m));
const fmt = (n: number) => n.toLocaleString('en-US');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

test('the tree explorer grows the tree to depth 9: the course’s tree and the one where wins end the game', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const explorer = page.locator('.te');
  const slider = explorer.getByRole('slider', { name: 'Depth of the tree' });
  await hydrated(slider);
  await expect(explorer.getByTestId('tree-depth')).toHaveText('2');

  await slider.focus();
  await page.keyboard.press('End'); // the keyboard grows the tree to the last level
  await expect(explorer.getByTestId('tree-depth')).toHaveText('9');
  const wins = countLevels(0, stopAtWins, (p) => p).nodes;
  const course = countLevels(0, nextPositions, (p) => p).nodes;
  await expect(explorer.getByTestId('total-wins')).toHaveText(fmt(sum(wins)));
  await expect(explorer.getByTestId('total-course')).toHaveText(fmt(sum(course)));
  await expect(explorer.getByTestId('tree-answer')).toContainText(fmt(sum(wins)));
  const shown = await explorer.locator('td[data-tree="wins"]').evaluateAll((tds) => tds.map((td) => Number(td.getAttribute('data-count'))));
  expect(shown).toEqual(wins);
  await expect(page).toHaveURL(/[?&]tree-depth=9\b/);

  await explorer.getByRole('button', { name: 'One level less' }).click();
  await expect(explorer.getByTestId('tree-depth')).toHaveText('8');
  expect(errors).toEqual([]);
});

test('the explorer’s state comes back from the URL; the lazy walk agrees with the table', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}?tree=....x....&tree-depth=3&tree-kind=wins#tree-explorer`);
  const explorer = page.locator('.te');
  await hydrated(explorer.getByRole('slider'));
  await expect(explorer.getByTestId('tree-depth')).toHaveText('3');
  const root = unwrap(tictactoe.parse('....x....'));
  const expected = countLevels(root, stopAtWins, (p) => p, 3).nodes;
  await expect(explorer.locator('td[data-tree="wins"]').last()).toHaveAttribute('data-count', String(expected[3]));
  await explorer.getByRole('button', { name: /^Walk the tree where wins end the game/ }).click();
  await expect(explorer.getByTestId('tree-walk')).toContainText(`Walked ${fmt(sum(expected))} nodes`);
  await expect(explorer.getByTestId('tree-walk')).toContainText('The same as the table.');
  expect(errors).toEqual([]);
});

test('the static evaluation follows the edited board', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const cellFig = page.locator('.se');
  const value = cellFig.getByTestId('static-value');
  await hydrated(value);
  await expect(value).toHaveText('0');
  const cell = (name: RegExp) => cellFig.getByRole('button', { name });

  // O on the top row, X on two cells below: O (the computer) has a line.
  await cell(/^Top left/).click();
  await cell(/^Top left/).click(); // empty -> X -> O
  await cell(/^Top middle/).focus();
  await page.keyboard.press('o');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('o');
  await cell(/^Centre/).click();
  await cell(/^Bottom right/).click();
  await cell(/^Bottom left/).click();
  const expected = courseStatic(pack({ x: (1 << 4) | (1 << 8) | (1 << 6), o: 0b111, turn: 0 }));
  await expect(value).toHaveText(expected > 0 ? `+${expected}` : String(expected));
  await expect(page).toHaveURL(/[?&]eval=ooo.x.x.x\b/);

  // Take one O away: no line for anyone.
  await cell(/^Top right/).focus();
  await page.keyboard.press('Delete');
  await expect(value).toHaveText(String(courseStatic(pack({ x: (1 << 4) | (1 << 8) | (1 << 6), o: 0b011, turn: 1 }))));
  expect(errors).toEqual([]);
});

test('the draughts exercise counts bits for both variants', async ({ page }) => {
  await page.goto(PAGE);
  const fig = page.locator('.dr');
  await hydrated(fig.getByTestId('dr-total'));
  await expect(fig.getByTestId('dr-total')).toHaveText('151');
  await fig.getByRole('button', { name: 'English, 8 × 8' }).click();
  await expect(fig.getByTestId('dr-total')).toHaveText('97');
  await expect(page).toHaveURL(/[?&]draughts=8\b/);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`fits a ${size.name}-sized window in ${scheme} mode`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${PAGE}?tree-depth=9`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await hydrated(page.locator('.te').getByRole('slider'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = await page.locator('.te .tb').boundingBox();
      expect(box && box.width).toBeGreaterThan(3 * 44); // cells large enough for a finger
      expect(errors).toEqual([]);
    });
  }
}
