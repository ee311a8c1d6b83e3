import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import ts from 'typescript';
import { functionFrom } from '../../src/lib/codeCell/runner.ts';
import { contractFor } from '../../src/lib/models/codeCell/contracts.ts';
import { GOAL_SOLUTIONS } from '../../src/lib/models/codeCell/goalSolutions.ts';
import { CODE_GOALS } from '../../src/lib/models/codeCell/goals.ts';
import { guarded } from '../../src/lib/models/codeCell/guard.ts';
import { playMatch, tallyMatch } from '../../src/lib/models/codeCell/match.ts';
import { pageExerciseKeys } from '../../src/lib/progress/pageExercises.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// Lesson 2's code cell in Chromium: the reader's evaluation is typed into the
// real editor, checked by TypeScript in a worker, and played against the
// engine's in workers; an endless loop is stopped by the time limit.

const URL = '/lessons/bitboards-minimax/#code-cell';

const cell = (page: Page) => page.locator('[data-code-cell]');

/** Opens the editor and replaces its whole text by typing `code`. */
async function typeCode(page: Page, code: string) {
  const c = cell(page);
  await hydrated(c);
  await c.getByRole('button', { name: 'Edit the code' }).click();
  const editor = c.getByRole('textbox', { name: /^Code of the evaluation function/ });
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(code);
}

test('the page does not load CodeMirror or TypeScript until the reader opens the cell', async ({ page }) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push(`${r.url()}\n${await r.text().catch(() => '')}`);
  });
  await page.goto(URL);
  await hydrated(cell(page));
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  expect(before).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('cm-content') || s.includes('createProgram')).map((s) => s.split('\n')[0])).toEqual([]);
  await cell(page).getByRole('button', { name: 'Edit the code' }).click();
  await expect(cell(page).locator('.cm-editor')).toBeVisible();
  await expect.poll(() => scripts.slice(before).some((s) => s.includes('cm-content'))).toBe(true);
  expect(scripts.some((s) => s.includes('createProgram'))).toBe(false);
  expect(errors).toEqual([]);
});

test('a function that always says 0 loses a pinned match to the built-in evaluation; the code survives a reload, Reset brings the original back', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(URL);
  await typeCode(page, 'function evaluate(position: Position): number {\nreturn 0;\n');
  const c = cell(page);
  await c.getByRole('button', { name: 'Check' }).click();
  await expect(c.getByText('No errors: TypeScript accepts the code.')).toBeVisible({ timeout: 30_000 });
  await expect(c.getByLabel('Depth (plies)')).toHaveValue('1');
  await expect(c.getByLabel('Games')).toHaveValue('10');
  await expect(c.getByLabel('Seed')).toHaveValue('1');
  await c.getByRole('button', { name: 'Run the match' }).click();
  const tally = c.locator('.cc-tally');
  await expect(tally).toHaveAttribute('data-losses', '7', { timeout: 30_000 });
  await expect(tally).toHaveAttribute('data-wins', '3');
  await expect(tally).toHaveAttribute('data-draws', '0');
  await expect(c).toHaveAttribute('data-state', 'done');
  await expect(c.locator('.cc-table tbody tr')).toHaveCount(10);
  // The match is the goal's (lesson 2 pins depth 1, 10 games, seed 1): not met, and kept as a wrong answer.
  await expect(c.locator('[data-goal]')).toHaveText('Goal not met. You won 3, the built-in evaluation 7, with 0 draws: you need more wins than it.');
  await expect(c).toHaveAttribute('data-checked', 'wrong');

  // Replay game 2 from its start, then the search for its next move.
  await c.getByRole('button', { name: 'Replay game 2' }).click();
  const replay = c.locator('.cc-replay');
  await replay.getByRole('button', { name: 'Start' }).click();
  await expect(replay).toHaveAttribute('data-step', '0');
  await replay.getByRole('button', { name: 'Forward' }).click();
  await expect(replay).toHaveAttribute('data-step', '1');
  await expect(replay.locator('.cc-caption')).toContainText('Move 1 of');
  await replay.getByRole('button', { name: 'See the search for the next move' }).click();
  await expect(c.locator('.cc-tree svg').first()).toBeVisible({ timeout: 20_000 });

  // Kept in the address and in local storage.
  await expect.poll(() => new globalThis.URL(page.url()).searchParams.has('code-tictactoe')).toBe(true);
  await page.reload();
  await hydrated(cell(page));
  await expect(cell(page).locator('.cc-listing')).toContainText('return 0;');
  await cell(page).getByRole('button', { name: 'Reset to the original' }).click();
  await expect(cell(page).locator('.cc-listing')).toContainText('openLines(position.cells, me)');
  await expect.poll(() => new globalThis.URL(page.url()).searchParams.has('code-tictactoe')).toBe(false);
  expect(errors).toEqual([]);
});

/** The tally of a goal's match with `source` as side A, played by the engine in this process (the page plays it in the sandbox). */
function goalTally(name: keyof typeof CODE_GOALS, source: string) {
  const goal = CODE_GOALS[name];
  const c = contractFor(goal.game, 'config' in goal ? goal.config : undefined);
  // Types stripped as the page's checker strips them (its module reads TypeScript's libraries through Vite, which this runner lacks).
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  const a = guarded(c, functionFrom(js, 'your evaluation'), 'your evaluation');
  return tallyMatch(playMatch({ game: c.engine, start: c.engine.initial(), depth: goal.depth, a, b: (p) => c.engine.evaluate(p), seed: goal.seed }, goal.games));
}

test('lesson 6’s goal: the blank function misses it and a solution meets it, as the engine says; the verdict counts in the header and survives a reload', async ({ page }) => {
  const errors = watchErrors(page);
  const contract = contractFor('connect4', CODE_GOALS['connect4-beat'].config);
  const blank = goalTally('connect4-beat', contract.blank);
  const solved = goalTally('connect4-beat', GOAL_SOLUTIONS['connect4-beat']);
  expect(blank.a).toBeLessThanOrEqual(blank.b);
  expect(solved.a).toBeGreaterThan(solved.b);
  const draws = (n: number) => `${n} ${n === 1 ? 'draw' : 'draws'}`;
  const total = pageExerciseKeys('connect-four').length;
  const count = page.locator('.page-header [data-progress] [data-progress-count]');

  await page.goto('/lessons/connect-four/#code-cell');
  const c = cell(page);
  await hydrated(c);
  const goal = c.locator('[data-goal]');
  await expect(c).toHaveAttribute('data-exercise', 'G1');
  await expect(c).not.toHaveAttribute('data-checked');
  await expect(c.getByLabel('Depth (plies)')).toHaveValue('3');
  await expect(c.getByLabel('Games')).toHaveValue('20');
  await expect(count).toHaveText(`0 of ${total} exercises done`);

  await c.getByRole('button', { name: 'Blank function' }).click();
  await c.getByRole('button', { name: 'Run the match' }).click();
  await expect(goal).toHaveAttribute('data-goal', 'not-met', { timeout: 90_000 });
  await expect(goal).toHaveText(`Goal not met. You won ${blank.a}, the built-in evaluation ${blank.b}, with ${draws(blank.draws)}: you need more wins than it.`);
  await expect(c).toHaveAttribute('data-checked', 'wrong');
  await expect(count).toHaveText(`0 of ${total} exercises done`);

  await c.getByRole('button', { name: 'Load a solution' }).click();
  await c.getByRole('button', { name: 'Run the match' }).click();
  await expect(goal).toHaveAttribute('data-goal', 'met', { timeout: 90_000 });
  await expect(goal).toHaveText(`Goal met. You won ${solved.a}, the built-in evaluation ${solved.b}, with ${draws(solved.draws)}.`);
  await expect(c).toHaveAttribute('data-checked', 'right');
  await expect(count).toHaveText(`1 of ${total} exercises done`);

  await page.reload();
  await hydrated(cell(page));
  await expect(cell(page)).toHaveAttribute('data-checked', 'right');
  await expect(cell(page).locator('.cc-goal h3')).toContainText('done');
  await expect(count).toHaveText(`1 of ${total} exercises done`);
  expect(errors).toEqual([]);
});

test('an endless loop is stopped after the time per move, the game says so, and the page keeps answering', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(URL);
  await typeCode(page, 'function evaluate(position: Position): number {\nwhile (true) {}\n');
  const c = cell(page);
  await c.getByLabel('Games').selectOption('2');
  await c.getByRole('button', { name: 'Run the match' }).click();
  await expect(c.getByText(/Game 1 of 2, move 1/)).toBeVisible({ timeout: 30_000 });
  // The main thread is free while the worker loops: the page answers at once.
  const t0 = Date.now();
  expect(await page.evaluate(() => 6 * 7)).toBe(42);
  expect(Date.now() - t0).toBeLessThan(1000);
  await expect(c.locator('.cc-table tbody tr')).toHaveCount(2, { timeout: 30_000 });
  const rows = c.locator('.cc-table tbody tr');
  await expect(rows.nth(0)).toHaveAttribute('data-winner', 'stopped');
  await expect(rows.nth(0)).toContainText('Stopped: your evaluation ran for more than 2 s on move 1 and was stopped (an endless loop, or far too slow).');
  await expect(rows.nth(1)).toContainText('your evaluation ran for more than 2 s on move 2');
  await expect(c.locator('.cc-tally')).toHaveAttribute('data-stopped', '2');
  expect(errors).toEqual([]);
});

test('the reader’s function finds no way out of its worker: no fetch, no postMessage, no storage', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(URL);
  // Out of range (a stopped game) if any of them is still there.
  await typeCode(page, "function evaluate(position: Position): number {\nconst g = globalThis as any;\nreturn [g.fetch, g.postMessage, g.indexedDB, g.importScripts, g.XMLHttpRequest].every((x) => x === undefined) ? 0 : 99;\n");
  const c = cell(page);
  await c.getByLabel('Games').selectOption('2');
  await c.getByRole('button', { name: 'Run the match' }).click();
  await expect(c).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(c.locator('.cc-tally')).toHaveAttribute('data-stopped', '0');
  expect(errors).toEqual([]);
});

test('a compile error is listed with its line and drawn in the editor', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(URL);
  await typeCode(page, "function evaluate(position: Position): number {\nreturn position.toMove;\n");
  const c = cell(page);
  await c.getByRole('button', { name: 'Check' }).click();
  await expect(c.locator('.cc-errors li')).toHaveText("Line 2, column 3: Type 'string' is not assignable to type 'number'.", { timeout: 30_000 });
  await expect(c.locator('.cm-lintRange-error')).toHaveCount(1);
  expect(errors).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test(`${width} px, ${scheme}: the open cell fits its column`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(URL);
      await hydrated(cell(page));
      await cell(page).getByRole('button', { name: 'Edit the code' }).click();
      await expect(cell(page).locator('.cm-editor')).toBeVisible();
      // Nothing in the cell reaches past the window, except inside its own scrollers (the editor, the listings).
      const outside = await cell(page).evaluate((root) => {
        const w = document.documentElement.clientWidth;
        const scrolled = (e: Element) => {
          for (let a = e.parentElement; a && a !== root.parentElement; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
          return false;
        };
        return [...root.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > w + 0.5 && !scrolled(e)).map((e) => e.className);
      });
      expect(outside).toEqual([]);
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing in the cell with the editor open, a match played, a replay and a search shown (${scheme})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(URL);
    const c = cell(page);
    await hydrated(c);
    await c.getByRole('button', { name: 'Edit the code' }).click();
    await expect(c.locator('.cm-editor')).toBeVisible();
    await c.getByLabel('Games').selectOption('2');
    await c.getByRole('button', { name: 'Run the match' }).click();
    await expect(c).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await c.locator('.cc-replay').getByRole('button', { name: 'Start' }).click();
    await c.getByRole('button', { name: 'See the search for the next move' }).click();
    await expect(c.locator('.cc-tree svg').first()).toBeVisible({ timeout: 20_000 });
    const r = await new AxeBuilder({ page }).include('[data-code-cell]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const names = await new AxeBuilder({ page }).include('[data-code-cell]').withRules(['label-content-name-mismatch']).analyze();
    const found = [...r.violations, ...names.violations].map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
}
