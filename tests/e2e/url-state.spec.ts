import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAX_TOY_DEPTH } from '../../src/engine/games/toy/tree.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// Links with values the cells cannot use (issue 17): every cell keeps its
// defaults, says which parameter it ignored and why, and the page throws nothing.

/** The notice of the cell `root`, once the cell has hydrated. */
async function noticeOf(root: Locator): Promise<Locator> {
  await hydrated(root);
  const notice = root.getByTestId('url-notice');
  await expect(notice).toBeVisible();
  return notice;
}

const HOSTILE_SCRIPT = '<img src=x onerror=alert(1)>';

test('lesson 1: the tree explorer, the evaluator and the draughts cell name what they ignored', async ({ page }) => {
  const errors = watchErrors(page);
  page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
  await page.goto(`/lessons/tictactoe-19-bits/?tree=ooo......&tree-depth=10&tree-kind=all&eval=${encodeURIComponent(HOSTILE_SCRIPT)}&draughts=12&draughts-layout=queens`);

  const tree = await noticeOf(page.locator('.te'));
  await expect(tree).toHaveAttribute('data-ignored', 'tree tree-depth tree-kind');
  await expect(tree).toContainText('tree=ooo......: a board no game reaches');
  await expect(tree).toContainText('tree-depth=10: not a depth from 0 to 9.');
  await expect(page.locator('.te')).toHaveAttribute('data-depth', '2');

  const evaluator = await noticeOf(page.locator('.se'));
  await expect(evaluator).toContainText(`eval=${HOSTILE_SCRIPT}: not a board`);
  await expect(page.locator('.se img')).toHaveCount(0); // shown as text, never as HTML
  await expect(page.getByTestId('static-value')).toHaveText('0');

  const draughts = await noticeOf(page.locator('.dr'));
  await expect(draughts).toContainText('draughts=12: not a board size (8, 10).');
  await expect(draughts).toContainText('draughts-layout=queens: not a layout (kings, four).');
  expect(errors).toEqual([]);
});

test('lesson 2: the position editor and the game name what they ignored', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/lessons/bitboards-minimax/?edit=xx&edit-first=z&edit-depth=12&edit-tree=yes&edit-alg=negamax&play=4,4&play-seed=-1&play-depth=0');

  const editor = await noticeOf(page.locator('.pe'));
  await expect(editor).toHaveAttribute('data-ignored', 'edit edit-first edit-depth edit-tree edit-alg');
  await expect(editor).toContainText('5 settings in this page’s address could not be used, so the position editor left them at their defaults');
  await expect(page.getByTestId('pe-depth')).toHaveText('9');

  const game = await noticeOf(page.locator('[data-play-cell][data-game="tictactoe"]'));
  await expect(game).toHaveAttribute('data-ignored', 'play-depth play-seed play');
  await expect(game).toContainText('play=4,4: move 2 cannot be played (cell 4 is already taken), so the game was left out.');
  await expect(page.locator('[data-play-cell][data-game="tictactoe"]')).toHaveAttribute('data-moves', '');
  expect(errors).toEqual([]);
});

test('lesson 3: the course examples and the game name what they ignored', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/lessons/recursion/?ex=nine&ex-board=xxx......&ex-alg=negamax&play-first=me&play-seed=1.5');
  const examples = await noticeOf(page.locator('.ce'));
  await expect(examples).toHaveAttribute('data-ignored', 'ex ex-board ex-alg');
  await expect(page.locator('.ce').getByRole('tab', { name: 'Worked example' })).toHaveAttribute('aria-selected', 'true');
  const game = await noticeOf(page.locator('[data-play-cell][data-game="tictactoe"]'));
  await expect(game).toContainText('play-first=me: neither human nor engine.');
  await expect(game).toContainText('play-seed=1.5: not a seed from 0 to 2147483647.');
  expect(errors).toEqual([]);
});

test('the explorer: a seed that is no number and a step past the end are named, and the view starts at step 0', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/alpha-beta/?seed=abc&step=999999&alg=quick');
  const notice = await noticeOf(page.locator('.sx'));
  await expect(notice).toHaveAttribute('data-ignored', 'seed alg step');
  await expect(notice).toContainText('seed=abc: not a seed from 0 to 2147483647.');
  await expect(notice).toContainText(/step=999999: this search has \d+ steps, so the view starts at step 0\./);
  await expect(page.locator('[data-step]').first()).toHaveAttribute('data-step', '0');
  expect(errors).toEqual([]);
});

test('a tree nested 6,000 deep in the address: a message, the default tree, no page error', async ({ page }) => {
  const errors = watchErrors(page);
  // Brackets unescaped, as a browser sends them in a query: 12 kB, within the server's header limit.
  await page.goto(`/alpha-beta/?pos=${'['.repeat(6000)}1${']'.repeat(6000)}`);
  await hydrated(page.locator('.sx-svg'));
  await expect(page.locator('.sx')).toContainText(`the tree is nested more than ${MAX_TOY_DEPTH} levels deep`);
  expect(await page.locator('.sx-svg [data-node-id]').count()).toBeGreaterThan(10);
  expect(errors).toEqual([]);
});

test('phone and desktop, light and dark: a notice with a long value wraps inside the page', async ({ page }) => {
  const errors = watchErrors(page);
  const long = `ex=${'x'.repeat(300)}&ex-board=${'o'.repeat(300)}`;
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/lessons/recursion/?${long}#course-examples`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const notice = await noticeOf(page.locator('.ce'));
      await expect(notice).toContainText('(300 characters)');
      await expectReadable(page, notice);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  }
  expect(errors).toEqual([]);
});

/** The notice's text against its background: a contrast of at least 4.5:1. */
async function expectReadable(page: Page, notice: Locator): Promise<void> {
  const ratio = await notice.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    const a = lum(style.color);
    const b = lum(style.backgroundColor);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  });
  expect(ratio, await page.evaluate(() => document.documentElement.dataset.theme ?? '')).toBeGreaterThanOrEqual(4.5);
}
