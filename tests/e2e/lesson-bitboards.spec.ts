import { expect, test, type Locator } from '@playwright/test';
import { tictactoe } from '../../src/engine/games/tictactoe/tictactoe.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { analyze, engineMove } from '../../src/lib/models/tictactoe/analysis.ts';
import { analyzeMoves } from '../../src/engine/search/choose.ts';
import { openLinesEval, toBitboards } from '../../src/engine/games/tictactoe/bitboards.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';
import { STRATEGIES, TTT_CELL, playToTheEnd } from './tttGame.ts';

const PAGE = '/lessons/bitboards-minimax/';
const signed = (v: number) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');
/** The editor's value for crosses of a board (reading order) at a depth, from the engine. */
const valueOf = (board: string, depth: number) => {
  const p = unwrap(tictactoe.parse(board));
  return signed(analyze(p, tictactoe.toMove(p) === 0 ? 'x' : 'o', depth).value);
};

test('the position editor: each edit changes the value to the engine’s, at the chosen depth', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(PAGE);
  const editor = page.locator('.pe');
  const value = editor.getByTestId('pe-value');
  await hydrated(value);
  await expect(value).toHaveText('0');
  await expect(editor.getByTestId('pe-nodes')).toHaveText('549,946');
  const cell = (name: RegExp) => editor.getByRole('button', { name });

  await cell(/^Top left \(cell 8\)/).click(); // a cross
  await expect(editor.getByTestId('pe-cross')).toContainText('0x100 = 256');
  await expect(editor.getByTestId('pe-status')).toHaveText('A possible position: noughts to move.');
  await cell(/^Top middle \(cell 7\)/).click();
  await cell(/^Top middle \(cell 7\)/).click(); // a nought
  await cell(/^Centre/).focus();
  await page.keyboard.press('x');
  // x o . / . x . / . . . : noughts to move, and they must block the diagonal.
  await expect(value).toHaveText(valueOf('xo..x....', 9));
  const h = openLinesEval(toBitboards(unwrap(tictactoe.parse('xo..x....'))));
  await expect(editor.getByTestId('pe-heuristic')).toHaveText(signed(h));

  // Depth 1: the heuristic after each nought move; the value changes to the engine's depth-1 value.
  const slider = editor.getByRole('slider', { name: 'Search depth in plies' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(editor.getByTestId('pe-depth')).toHaveText('1');
  await expect(value).toHaveText(valueOf('xo..x....', 1));
  const best = analyzeMoves(tictactoe, unwrap(tictactoe.parse('xo..x....')), { depth: 1 }).best.map((c) => 8 - c);
  await expect(editor.getByTestId('pe-best')).toHaveText(best.join(', '));
  await expect(page).toHaveURL(/[?&]edit=xo\.\.x\.\.\.\.(&|$)/);
  await expect(page).toHaveURL(/[?&]edit-depth=1\b/);
  expect(errors).toEqual([]);
});

test('the course’s example 1 is impossible with crosses first, possible with noughts first; two winners are rejected', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}#position-editor`);
  const editor = page.locator('.pe');
  await hydrated(editor.getByTestId('pe-value'));
  await editor.getByRole('button', { name: 'The course’s example 1' }).click();
  await expect(editor.getByTestId('pe-status')).toContainText('1 cross and 2 noughts');
  await expect(editor.getByTestId('pe-free-list')).toHaveText('[7; 6; 5; 3; 2; 1]');
  await editor.getByRole('button', { name: 'Noughts first' }).click();
  await expect(editor.getByTestId('pe-status')).toHaveText('A possible position: crosses to move.');
  await expect(page).toHaveURL(/[?&]edit-first=o\b/);
  await editor.getByRole('button', { name: 'Two winners' }).click();
  await expect(editor.getByTestId('pe-status')).toContainText('Can not have two winners');
  expect(errors).toEqual([]);
});

test('the edited board opens in the visualiser, and the state survives a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${PAGE}?edit=xx..o....&edit-depth=9#position-editor`);
  const editor = page.locator('.pe');
  await hydrated(editor.getByTestId('pe-value'));
  await expect(editor.getByTestId('pe-best')).toHaveText('6');
  await editor.getByRole('button', { name: 'Show this search in the visualiser' }).click();
  const svg = editor.locator('.sx-svg');
  await expect(svg).toBeVisible();
  const step = editor.locator('[data-step]').first();
  await expect(step).toHaveAttribute('data-step', '0');
  await editor.getByRole('button', { name: /Step forward/ }).click();
  await expect(step).toHaveAttribute('data-step', '1');
  await expect(svg.locator('[data-node-id="0"]')).toHaveAttribute('data-state', 'current');
  await expect(page).toHaveURL(/[?&]edit-tree=1\b/);
  await page.reload();
  await hydrated(editor.getByTestId('pe-value'));
  await expect(editor.locator('.sx-svg')).toBeVisible();
  await expect(editor.getByTestId('pe-best')).toHaveText('6');
  expect(errors).toEqual([]);
});

async function openPlay(page: import('@playwright/test').Page, query = ''): Promise<Locator> {
  await page.goto(`${PAGE}${query}#play`);
  const root = page.locator(TTT_CELL);
  await hydrated(root.locator('.tb'));
  return root;
}

test.describe('play against the engine at full depth: it never loses', () => {
  for (const [name, make] of Object.entries(STRATEGIES)) {
    for (const first of ['human', 'engine'] as const) {
      test(`${name}, ${first === 'human' ? 'the reader' : 'the engine'} first`, async ({ page }) => {
        const errors = watchErrors(page);
        const root = await openPlay(page);
        if (first === 'engine') {
          // The reader takes the second side, then hands the first to the computer (never two computers at once).
          await root.getByRole('group', { name: /^Second player/ }).getByLabel('Played by').selectOption('human');
          await root.getByRole('group', { name: /^First player/ }).getByLabel('Played by').selectOption('computer');
        }
        const { result, moves } = await playToTheEnd(root, make(first === 'human' ? 'x' : 'o'));
        expect(['lost', 'draw']).toContain(result);
        await expect(root.getByTestId('play-status')).toHaveText(result === 'draw' ? /^Draw/ : /^The engine wins/);
        // The game is in the URL, and a reload shows it again.
        await expect(page).toHaveURL(new RegExp(`[?&]play=${moves.replace(/,/g, '%2C')}(&|$)`));
        await page.reload();
        await hydrated(root.locator('.tb'));
        await expect(root).toHaveAttribute('data-moves', moves);
        await expect(root).toHaveAttribute('data-outcome', result);
        expect(errors).toEqual([]);
      });
    }
  }
});

test('at depth 2 the engine misses a fork, as the lesson says, and the reader wins', async ({ page }) => {
  const errors = watchErrors(page);
  const root = await openPlay(page, '?play=0,4,8&play-depth=2&play-seed=1&play-first=human');
  const reply = engineMove([0, 4, 8].reduce((p, m) => tictactoe.play(p, m), 0), 2, 1)!.move;
  await expect(root).toHaveAttribute('data-moves', `0,4,8,${reply}`);
  // From here the reader plays perfectly (the engine's own full-depth best move) and wins.
  const perfect = (board: string) => analyzeMoves(tictactoe, unwrap(tictactoe.parse(board))).best[0];
  const { result } = await playToTheEnd(root, (board) => perfect(board));
  expect(result).toBe('won');
  await expect(root.getByTestId('play-status')).toHaveText('You win: three in a row!');
  expect(errors).toEqual([]);
});
