import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { unwrap } from '../../src/engine/core/result.ts';
import { START_NOTATION } from '../../src/engine/games/tetromino/notation.ts';
import { PLACEMENTS, placementByName } from '../../src/engine/games/tetromino/placements.ts';
import { legalPlacements } from '../../src/engine/games/tetromino/rules.ts';
import { SHAPES } from '../../src/engine/games/tetromino/shapes.ts';
import { placeOn, readSetup, writeSetupText } from '../../src/engine/games/tetromino/setup.ts';
import { grabCellOf } from '../../src/lib/models/tetromino/placing.ts';
import { replay } from '../../src/lib/models/tetromino/play.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

const PAGE = '/lessons/tetromino/';

/** The notation after these placements from the start, pieces named (as the cells write it). */
const textAfter = (...names: string[]) =>
  writeSetupText(names.reduce((s, n) => unwrap(placeOn(s, placementByName(n)!)), unwrap(readSetup(START_NOTATION))));

/** The command line's answer for a position. */
function cli(position: string): { value: number; bestMoves: string[] } {
  const out = execFileSync('npm', ['run', '-s', 'engine', '--', 'solve', 'tetromino', position, '--best', 'all'], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').pop()!);
}

const cellName = (cell: number) => `${'abcde'[cell % 5]}${Math.floor(cell / 5) + 1}`;

/**
 * Places placement m on a board of the page as a reader with a mouse does:
 * the piece from the tray (by its key), turned over and turned (F, R) until
 * it has the placement's shape, then a click on the cell under its grab cell.
 */
async function placeWithMouse(page: Page, cell: Locator, m: number): Promise<void> {
  const target = PLACEMENTS[m];
  const board = cell.getByRole('application');
  const status = cell.locator('.pe4__status');
  await board.focus();
  await page.keyboard.press(target.shape.name[0] === 'J' ? 'j' : target.shape.name[0] === 'Z' ? 'z' : target.shape.name[0].toLowerCase());
  for (let turns = 0; turns < 8; turns++) {
    const held = (await status.getAttribute('data-ghost'))!.split('@')[0];
    if (held === target.shape.name) break;
    const heldShape = SHAPES.find((s) => s.name === held)!;
    await page.keyboard.press(heldShape.mirrored !== target.shape.mirrored ? 'f' : 'r');
  }
  await expect(status).toHaveAttribute('data-ghost', new RegExp(`^${target.shape.name}@`));
  await cell.locator(`[data-cell="${cellName(grabCellOf(m))}"]`).click();
}

test('the whole game is solved in the page’s worker: the second player wins; the time is printed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#timing`);
  const cell = page.locator('.t4time');
  const run = cell.getByRole('button', { name: 'Solve the whole game in this browser' });
  await hydrated(run);
  await run.click();
  await expect(cell).toHaveAttribute('data-runs', '1', { timeout: 60_000 });
  const line = cell.locator('.t4time__runs li').first();
  await expect(line).toContainText('value −1 for the first player');
  await expect(line).toContainText('1,366,355 positions');
  const ms = await line.getAttribute('data-ms');
  console.log(`full solve in the page's worker (Chromium): ${ms} ms`);
  test.info().annotations.push({ type: 'full solve, ms', description: String(ms) });
  expect(errors).toEqual([]);
});

test('a position loaded through ?pos= solves to the command line’s value and winning placements', async ({ page }) => {
  const errors = watchErrors(page);
  const position = textAfter('O0@a1', 'T0@c1', 'I0@e4');
  const expected = cli(position);
  await page.goto(`${PAGE}?pos=${encodeURIComponent(position)}#solver`);
  const cell = page.locator('.solver[data-game="tetromino"]');
  const solve = cell.getByRole('button', { name: 'Solve', exact: true });
  await hydrated(solve);
  await expect(cell).toHaveAttribute('data-position', position);
  await expect(cell.locator('.t4b__piece')).toHaveCount(3);
  await solve.click();
  await expect(cell.locator('.solver__result')).toHaveAttribute('data-state', 'solved', { timeout: 30_000 });
  await expect(cell).toHaveAttribute('data-value', String(expected.value));
  await expect(cell).toHaveAttribute('data-best', expected.bestMoves.join(','));
  await expect(cell.locator('.solver__result')).toContainText(`${expected.bestMoves.length} of its`);
  expect(errors).toEqual([]);
});

test('the value of every first move, in the worker: all of them lose', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#solver`);
  const cell = page.locator('.solver[data-game="tetromino"]');
  const every = cell.getByRole('button', { name: 'Value of every placement' });
  await hydrated(every);
  await every.click();
  await expect(cell.locator('.solver__result')).toHaveAttribute('data-state', 'analysed', { timeout: 60_000 });
  await expect(cell.getByTestId('plist-count')).toHaveText('429');
  await expect(cell.locator('.plist__item[data-value="-1"]')).toHaveCount(429);
  await cell.getByRole('button', { name: 'Losses (429)' }).click();
  await cell.getByRole('group', { name: 'Piece' }).getByRole('button', { name: 'O', exact: true }).click();
  await expect(cell.getByTestId('plist-count')).toHaveText('28');
  expect(errors).toEqual([]);
});

test('keyboard placement in the solver: the text follows, impossible input is named', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#solver`);
  const cell = page.locator('.solver[data-game="tetromino"]');
  const board = cell.getByRole('application');
  await hydrated(board);
  await board.focus();
  await expect(board).toBeFocused();
  for (const k of ['t', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'r', 'Enter']) await page.keyboard.press(k);
  const input = cell.getByRole('textbox', { name: 'Position' });
  await expect(input).toHaveValue(textAfter('T1@a1'));
  await expect(cell).toHaveAttribute('data-position', textAfter('T1@a1'));
  await expect(page).toHaveURL(/[?&]pos=/);
  await expect(cell.locator('.solver__status')).toHaveText('The second player is to move and holds I L O S T; the first player holds I L O S.');
  // A T that no hand could have placed.
  await input.fill(`TTT...T${'.'.repeat(33)} ILOST/ILOST`);
  await expect(cell.getByRole('alert')).toHaveText('a T is on the board (a1, b1, c1 and b2), yet both hands still hold their T: no one could have placed it');
  await cell.getByRole('button', { name: 'T: other side holds it' }).click();
  await expect(cell.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the reader playing the losing side (first) against the engine loses', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#play`);
  const cell = page.locator('[data-play-cell][data-game="tetromino"]').first();
  await hydrated(cell.getByRole('application'));
  await expect(cell.getByRole('group', { name: /^First player/ }).getByLabel('Played by')).toHaveValue('human');
  const movesPlayed = async () => (await cell.getAttribute('data-moves'))!.split(',').filter(Boolean).length;
  for (let turn = 0; turn < 5; turn++) {
    // The engine has answered (an even number of moves) or the game is over: not just "not thinking yet".
    await expect.poll(async () => (await cell.getAttribute('data-state')) === 'over' || (await movesPlayed()) % 2 === 0, { timeout: 30_000 }).toBe(true);
    await expect(cell).not.toHaveAttribute('data-state', 'thinking', { timeout: 30_000 });
    if ((await cell.getAttribute('data-state')) === 'over') break;
    const names = (await cell.getAttribute('data-moves'))!.split(',').filter(Boolean);
    expect(names.length % 2).toBe(0); // the reader's turn
    const moves = names.map((n) => placementByName(n)!);
    const position = replay(moves).at(-1)!;
    const m = legalPlacements(position)[0]; // the first placement in table order: no strategy at all
    await placeWithMouse(page, cell, m);
    await expect(cell).toHaveAttribute('data-moves', new RegExp(`^${[...names, PLACEMENTS[m].name].join(',')}`));
    if (turn === 0) await expect(cell.locator('[data-note="feedback"]')).toHaveText(`After your ${PLACEMENTS[m].name}, the engine can force a win.`, { timeout: 30_000 });
  }
  await expect(cell).toHaveAttribute('data-outcome', 'lost', { timeout: 30_000 });
  await expect(cell.getByTestId('play-status')).toHaveText(/^The engine wins: you cannot place any of your pieces/);
  expect(errors).toEqual([]);
});

test('the exercise: a winning reply to I0@c3 is recognised, and every winning reply is listed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}?reply=I0@c3#replies`);
  const cell = page.locator('.t4rep');
  const show = cell.getByRole('button', { name: 'Show every winning reply' });
  await hydrated(show);
  await show.click();
  await expect(cell).toHaveAttribute('data-winning', '20', { timeout: 30_000 });
  await placeWithMouse(page, cell, placementByName('O0@b7')!);
  await expect(cell).toHaveAttribute('data-verdict', 'win');
  await expect(cell.getByTestId('t4rep-feedback')).toHaveText('Yes: O0@b7 wins for the second player. It is one of the 20 winning replies.');
  expect(errors).toEqual([]);
});

test('touch: a first tap moves the held piece there, a tap on it places it', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#solver`);
  const cell = page.locator('.solver[data-game="tetromino"]');
  const status = cell.locator('.pe4__status');
  await hydrated(cell.getByRole('application'));
  await expect(status).toHaveAttribute('data-ghost', 'I0@c2');
  await cell.locator('[data-cell="a6"]').tap();
  await expect(status).toHaveAttribute('data-ghost', 'I0@a5');
  await expect(cell.getByRole('textbox', { name: 'Position' })).toHaveValue(START_NOTATION);
  await cell.locator('[data-cell="a7"]').tap();
  await expect(cell.getByRole('textbox', { name: 'Position' })).toHaveValue(textAfter('I0@a5'));
  expect(errors).toEqual([]);
  await context.close();
});

for (const scheme of ['light', 'dark'] as const) {
  for (const size of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ]) {
    test(`fits a ${size.name}-sized window in ${scheme} mode`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${PAGE}#solver`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const island of ['[data-play-cell]', '.t4bits', '.solver', '.t4time', '.t4rep']) await hydrated(page.locator(island).first().locator('button').first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      const box = await page.locator('.solver .t4b').boundingBox();
      expect(box && box.width).toBeGreaterThan(5 * 40); // cells of about 44 px or more, for a finger
      expect(errors).toEqual([]);
    });
  }
}
