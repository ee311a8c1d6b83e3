import { expect, test } from '@playwright/test';
import { unwrap } from '../../src/engine/core/result.ts';
import { courseComputerMove } from '../../src/engine/games/tictactoe/courseJeu.ts';
import { forcedBlock, knownValue } from '../../src/engine/games/tictactoe/shortcuts.ts';
import { tictactoe } from '../../src/engine/games/tictactoe/tictactoe.ts';
import { alphaBeta } from '../../src/engine/search/alphaBeta.ts';
import { minimax } from '../../src/engine/search/minimax.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';
import { STRATEGIES, TTT_CELL, playToTheEnd } from './tttGame.ts';

const PAGE = '/lessons/recursion/';
const SHORTCUTS = { shortcut: knownValue, order: forcedBlock };
const fmt = (n: number) => n.toLocaleString('en-US');
function counts(board: string) {
  const p = unwrap(tictactoe.parse(board));
  return {
    minimax: minimax(tictactoe, p).stats.nodes,
    minimaxShort: minimax(tictactoe, p, SHORTCUTS).stats.nodes,
    alphaBeta: alphaBeta(tictactoe, p).stats.nodes,
    alphaBetaShort: alphaBeta(tictactoe, p, SHORTCUTS).stats.nodes,
  };
}

test('the page’s table of positions visited agrees with the engine', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const boards: Record<string, string> = { empty: '.........', walkthrough: 'x...o...x', winNow: 'xo.xo....', block: 'xox.o....', twoWays: 'x.xoo.o.x', doubleThreat: 'x.x.o.o.x' };
  for (const [id, board] of Object.entries(boards)) {
    const c = counts(board);
    const cells = await page.locator(`.l3-counts tr[data-board="${id}"] td`).allTextContents();
    expect(cells.slice(2)).toEqual([c.minimax, c.minimaxShort, c.alphaBeta, c.alphaBetaShort].map(fmt));
  }
  expect(errors).toEqual([]);
});

test('the course’s boards load in the visualiser, with the shortcut that settles them and their counts', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#course-examples`);
  const fig = page.locator('.ce');
  await hydrated(fig.getByRole('tablist'));
  const expected = counts('x...o...x');
  await expect(fig.getByTestId('ce-minimax')).toHaveText(fmt(expected.minimax));
  await expect(fig.locator('.sx-svg')).toBeVisible();

  for (const [tab, board, words] of [
    ['Win at once', 'xo.xo....', /win at once: X completes a line on A3/],
    ['Forced block', 'xox.o....', /forced block: O threatens B3/],
    ['Two ways to win', 'x.xoo.o.x', /win at once: X completes a line on B1 or C2/],
  ] as const) {
    await fig.getByRole('tab', { name: tab }).click();
    await expect(fig.getByTestId('ce-shortcut')).toContainText(words);
    const c = counts(board);
    await expect(fig.getByTestId('ce-alphabeta')).toHaveText(fmt(c.alphaBeta));
    await expect(fig.getByTestId('ce-alphabeta-short')).toHaveText(fmt(c.alphaBetaShort));
    // The visualiser shows this board's search: step into the root.
    await expect(fig.locator('[data-step]').first()).toHaveAttribute('data-step', '0');
    await fig.getByRole('button', { name: /Step forward/ }).click();
    await expect(fig.locator('[data-step]').first()).toHaveAttribute('data-step', '1');
    await expect(fig.locator('.sx-svg [data-node-id="0"]')).toHaveAttribute('data-state', 'current');
  }
  await fig.getByRole('button', { name: 'Minimax' }).click();
  await expect(page).toHaveURL(/[?&]ex=two-ways\b/);
  await expect(page).toHaveURL(/[?&]ex-alg=minimax\b/);

  // The keyboard moves between tabs.
  await fig.getByRole('tab', { name: 'Two ways to win' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(fig.getByRole('tab', { name: 'Forced block' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test('the course’s sign error: the printed program plays the engine’s replay, and the fix blocks', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#coef-bug`);
  const cell = page.locator('.cjbug');
  await hydrated(cell.getByRole('checkbox'));
  const bug = unwrap(tictactoe.parse('...x.x.o.'));
  const name = (c: number) => `${'ABC'[c % 3]}${Math.floor(c / 3) + 1}`;
  await expect(cell.getByTestId('cjbug-played')).toHaveText(name(courseComputerMove(bug, 'printed').cell));
  await expect(cell.getByTestId('cjbug-verdict')).toContainText('Wrong');
  await cell.getByRole('checkbox').check();
  await expect(cell.getByTestId('cjbug-played')).toHaveText(name(courseComputerMove(bug, 'fixed').cell));
  await expect(cell.getByTestId('cjbug-verdict')).toContainText('Right');
  // The cell names the course section it mirrors, linked to the page's credit line.
  await expect(page.locator('#coef-bug .cell__course')).toContainText('IX-A');
  await expect(page.locator('#coef-bug .cell__course a')).toHaveAttribute('href', '#course-credit');
  await expect(page.locator('#course-credit')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('your own board: edit it and the counts change to the engine’s', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}?ex=own&ex-board=x...o....#course-examples`);
  const fig = page.locator('.ce');
  await hydrated(fig.getByRole('tablist'));
  await expect(fig.getByRole('tab', { name: 'Your board' })).toHaveAttribute('aria-selected', 'true');
  await fig.getByRole('button', { name: /^Top middle \(B1\)/ }).focus();
  await page.keyboard.press('x');
  const c = counts('xx..o....');
  await expect(fig.getByTestId('ce-minimax')).toHaveText(fmt(c.minimax));
  await expect(fig.getByTestId('ce-minimax-short')).toHaveText(fmt(c.minimaxShort));
  await expect(fig.getByTestId('ce-shortcut')).toContainText('forced block: X threatens C1');
  await expect(page).toHaveURL(/[?&]ex-board=xx\.\.o\.\.\.\.(&|$)/);
  expect(errors).toEqual([]);
});

test.describe('play against the engine with the shortcuts, at full depth: it never loses', () => {
  for (const [name, make] of Object.entries(STRATEGIES)) {
    for (const first of ['human', 'engine'] as const) {
      test(`${name}, ${first === 'human' ? 'the reader' : 'the engine'} first`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto(`${PAGE}?play-first=${first}&play-seed=${name.length}#play`);
        const root = page.locator(TTT_CELL);
        await hydrated(root.locator('.tb'));
        const { result } = await playToTheEnd(root, make(first === 'human' ? 'x' : 'o'));
        expect(['lost', 'draw']).toContain(result);
        expect(errors).toEqual([]);
      });
    }
  }
});

test('after each move the engine says how many positions the shortcuts saved', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}?play-first=engine&play-seed=1#play`);
  const root = page.locator(TTT_CELL);
  await hydrated(root.locator('.tb'));
  const with_ = alphaBetaMoveNodes(true);
  const without = alphaBetaMoveNodes(false);
  await expect(root.locator('[data-note="engine"]')).toContainText(`It searched ${fmt(with_)} positions (${fmt(without)} without the shortcuts)`);
  expect(errors).toEqual([]);
});

/** Positions the engine searches for its first move: every move scored by a full-window alpha-beta. */
function alphaBetaMoveNodes(shortcuts: boolean): number {
  let n = 0;
  for (const m of tictactoe.legalMoves(0)) n += alphaBeta(tictactoe, tictactoe.play(0, m), shortcuts ? SHORTCUTS : {}).stats.nodes;
  return n;
}

test('phone and desktop, light and dark: nothing sticks out sideways', async ({ page }) => {
  const errors = watchErrors(page);
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${PAGE}#course-examples`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await hydrated(page.locator('.ce').getByRole('tablist'));
      await expect(page.locator('.ce .sx-svg')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  }
  expect(errors).toEqual([]);
});
