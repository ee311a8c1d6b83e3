import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seededRandom } from '../../src/engine/core/random.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { OpeningBook } from '../../src/engine/games/connect4/book.ts';
import { parseMoves } from '../../src/engine/games/connect4/notation.ts';
import { perfectMove } from '../../src/engine/games/connect4/perfectPlay.ts';
import { Connect4Solver } from '../../src/engine/games/connect4/solver.ts';
import { CONNECT4_BOOK, connect4Solver } from '../../src/engine/solve/connect4.ts';
import { TASKS } from '../../src/engine/tasks/index.ts';
import { moveSeed } from '../../src/lib/sessions/play.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

const PAGE = '/lessons/connect-four/';
const book = unwrap(OpeningBook.read(readFileSync(new URL(`../../public/${CONNECT4_BOOK.path}`, import.meta.url))));
/** The exact score of every column of a position, as the solver and the book give them. */
const columnScores = (moves: string) =>
  unwrap(connect4Solver.analyze(moves, {}, { resources: { book } }))
    .moves.map((m) => m.value)
    .join(',');

/** The play cells: the course's engine at a depth, and the perfect engine. */
const PLAY = '[data-play-cell][data-game="connect4"]:has(#kplay-width)';
const PERFECT = '[data-play-cell][data-game="connect4"]:has(#perfect-board)';

async function open(page: Page, id: string, root: string): Promise<Locator> {
  await page.goto(`${PAGE}#${id}`);
  const cell = page.locator(root);
  await hydrated(cell.locator('button').first());
  return cell;
}

test('computer against computer on 5×4 with four in a row, played to the end, move for move as the engine chooses', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const cell = await open(page, 'play', PLAY);
  await cell.getByRole('combobox', { name: 'Columns' }).selectOption('5');
  await cell.getByRole('combobox', { name: 'Rows' }).selectOption('4');
  await cell.getByRole('combobox', { name: 'In a row (K)' }).selectOption('4');
  await expect(cell).toHaveAttribute('data-position', /^5x4k4:/);
  const playedBy = cell.getByRole('combobox', { name: 'Played by' });
  await playedBy.nth(0).selectOption('computer');
  await playedBy.nth(1).selectOption('computer');
  await expect(cell).toHaveAttribute('data-state', 'over', { timeout: 90_000 });

  // The same game, from the engine alone: depth 4, open windows, seeded by game and move.
  let moves = '';
  while (!unwrap(parseMoves(`5x4k4:${moves}`)).isOver) {
    moves += unwrap(
      TASKS.choose.run({ game: 'connect4', position: `5x4k4:${moves}`, depth: 4, evaluation: 'windows', seed: moveSeed(1, moves.length) }),
    ).chosen;
  }
  await expect(cell).toHaveAttribute('data-moves', moves);
  const end = unwrap(parseMoves(`5x4k4:${moves}`));
  const result = end.won ? (end.moves % 2 === 1 ? 'first' : 'second') : 'draw';
  await expect(cell).toHaveAttribute('data-result', result);
  await expect(cell.getByTestId('play-status')).toHaveText(result === 'draw' ? 'A draw: the board is full.' : `The ${result} player wins: four in a row.`);
  expect(errors).toEqual([]);
});

/** Plays a whole game against the perfect engine; `reader` picks the reader's columns (1-based). Returns the engine's move times. */
async function playPerfect(cell: Locator, reader: (moves: string) => number): Promise<number[]> {
  const times: number[] = [];
  for (;;) {
    await expect(cell).not.toHaveAttribute('data-state', 'thinking', { timeout: 10_000 });
    if ((await cell.getAttribute('data-state')) === 'over') return times;
    const moves = (await cell.getAttribute('data-moves'))!;
    const column = reader(moves);
    const button = cell.getByRole('button', { name: new RegExp(`^Play column ${column}\\b`) });
    const t0 = Date.now();
    await button.click();
    // The engine's reply is on the board (or the reader's move ended the game).
    await expect
      .poll(
        async () => {
          const s = await cell.getAttribute('data-state');
          const m = (await cell.getAttribute('data-moves'))!;
          return s === 'over' || m.length === moves.length + 2;
        },
        { timeout: 10_000, intervals: [5] },
      )
      .toBe(true);
    if ((await cell.getAttribute('data-moves'))!.length === moves.length + 2) times.push(Date.now() - t0);
  }
}

test('a game against the perfect engine: every engine move takes under 1 s, and perfect play meets perfect play @solo', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const cell = await open(page, 'perfect', PERFECT);
  // The reader plays perfectly too: the engine's own book and solver, in this process.
  const solver = new Connect4Solver(unwrap(parseMoves('')).layout);
  const rnd = seededRandom(7);
  let previous: number | undefined;
  const times = await playPerfect(cell, (moves) => {
    const m = perfectMove(unwrap(parseMoves(moves)), solver, book, rnd, previous);
    previous = m.score;
    return m.column + 1;
  });
  // The first player wins with its 21st and last stone: the engine held out to the 41st move.
  await expect(cell).toHaveAttribute('data-outcome', 'won');
  expect((await cell.getAttribute('data-moves'))!.length).toBe(41);
  expect(times.length).toBe(20);
  for (const [i, ms] of times.entries()) expect(ms, `engine move ${i + 1}`).toBeLessThan(1000);
  expect(Number(await cell.getAttribute('data-engine-ms'))).toBeLessThan(1000);
  const sorted = [...times].sort((x, y) => x - y);
  test.info().annotations.push({ type: 'engine move ms (click to reply on the board)', description: `median ${sorted[sorted.length >> 1]}, max ${sorted.at(-1)}: ${times.join(' ')}` });
  expect(errors).toEqual([]);
});

test('the engine first against a careless reader: it wins, every move under 1 s @solo', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const cell = await open(page, 'perfect', PERFECT);
  // The reader takes the second side, then hands the first to the engine (never two computers at once).
  await cell.getByRole('group', { name: /^Second player/ }).getByLabel('Played by').selectOption('human');
  await cell.getByRole('group', { name: /^First player/ }).getByLabel('Played by').selectOption('computer');
  await expect(cell).toHaveAttribute('data-moves', '4');
  const rnd = seededRandom(11);
  const times = await playPerfect(cell, (moves) => {
    const p = unwrap(parseMoves(moves));
    const open = [0, 1, 2, 3, 4, 5, 6].filter((c) => p.heights[c] < 6);
    return open[Math.floor(rnd() * open.length)] + 1;
  });
  await expect(cell).toHaveAttribute('data-outcome', 'lost');
  await expect(cell.getByTestId('play-status')).toHaveText('The engine wins: four in a row.');
  for (const [i, ms] of times.entries()) expect(ms, `engine move ${i + 2}`).toBeLessThan(1000);
  expect(errors).toEqual([]);
});

test('edit, re-solve: the column scores follow every move and take-back', async ({ page }) => {
  const errors = watchErrors(page);
  const cell = await open(page, 'perfect', PERFECT);
  await cell.getByRole('button', { name: 'Column scores' }).click();
  await expect(cell).toHaveAttribute('data-hints', columnScores(''));
  await expect(cell).toHaveAttribute('data-hints', '-2,-1,0,1,0,-1,-2');
  await cell.getByRole('button', { name: /^Play column 3\b/ }).click();
  await expect(cell).toHaveAttribute('data-moves', /^3\d$/);
  const moves = (await cell.getAttribute('data-moves'))!;
  await expect(cell).toHaveAttribute('data-hints', columnScores(moves), { timeout: 20_000 });
  await cell.getByRole('button', { name: 'Take back' }).click();
  await expect(cell).toHaveAttribute('data-moves', '');
  await expect(cell).toHaveAttribute('data-hints', columnScores(''));

  // One engine, any game: an edited position is searched again.
  const any = await open(page, 'any-game', '.c4l-anygame');
  await expect(any).toHaveAttribute('data-best', '2');
  await any.getByRole('textbox', { name: /^Position/ }).fill('x...o....');
  const best = unwrap(TASKS.choose.run({ game: 'tictactoe', position: 'x...o....' })).best.join(',');
  await expect(any).toHaveAttribute('data-best', best);
  expect(errors).toEqual([]);
});

test('the road table fills in, and every count of the browser is the build’s', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const cell = await open(page, 'road', '.c4l-road');
  for (const tab of ['End of game (22)', 'Beginning (7)']) {
    await cell.getByRole('tab', { name: tab }).click();
    await cell.getByRole('button', { name: /^Run all steps/ }).click();
    const rows = cell.locator('tbody tr');
    await expect(cell).toHaveAttribute('data-state', 'idle', { timeout: 90_000 });
    const n = await rows.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i++) {
      const row = rows.nth(i);
      await expect(row).toHaveAttribute('data-wrong', '0');
      expect(await row.getAttribute('data-nodes'), (await row.getAttribute('data-step'))!).toBe(await row.getAttribute('data-built'));
    }
  }
  expect(errors).toEqual([]);
});

test('the keyboard reaches and plays every control; the course’s game steps with the arrows', async ({ page }) => {
  const errors = watchErrors(page);
  const cell = await open(page, 'play', PLAY);
  const column4 = cell.getByRole('button', { name: /^Play column 4\b/ });
  await column4.focus();
  await page.keyboard.press('Enter');
  await expect(cell).toHaveAttribute('data-moves', /^4\d$/);
  // Focus shows: the browser draws the site's outline on the focused column.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');

  const tabs = (await open(page, 'any-game', '.c4l-anygame')).getByRole('tab');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.c4l-anygame')).toHaveAttribute('data-game', 'line');
  await expect(tabs.nth(1)).toBeFocused();

  const course = await open(page, 'course-game', '.c4g');
  await course.getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(course).toHaveAttribute('data-ply', '6');
  await course.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(course).toHaveAttribute('data-ply', '2');
  expect(errors).toEqual([]);
});

test('phone and desktop, light and dark: the cells fit, nothing sticks out sideways', async ({ page }) => {
  const errors = watchErrors(page);
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${PAGE}#perfect`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      for (const root of ['.c4l-tiebreak', '.c4l-anygame', '.c4g', PLAY, '.c4l-match', '.c4l-road', PERFECT]) {
        await hydrated(page.locator(root).locator('button, input, select').first());
      }
      await expect(page.locator('.sx-svg')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  }
  expect(errors).toEqual([]);
});
