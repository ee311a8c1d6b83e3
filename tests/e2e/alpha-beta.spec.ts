import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './pageErrors.ts';
import { runSearch } from '../../src/lib/viz/searchRun.ts';
import { foldView, nodeState } from '../../src/lib/viz/replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from '../../src/lib/viz/spec.ts';
import { hydrated } from './hydration.ts';
import { WALKTHROUGH, openWalkthroughCut } from './walkthroughCut.ts';

// "Watch alpha-beta think": the page's tree must show, step by step, exactly
// what the engine's recorded search says (node ids are the engine's NodeIds,
// `p<parent>.<move>` for pruned stubs).

/** data-node-id → data-state, as the engine's trace says at step k. */
function expectedStates(k: number, patch: Partial<ExplorerSpec> = {}): Record<string, string> {
  const r = runSearch({ ...DEFAULT_SPEC, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  const view = foldView(r.value.model, k);
  return Object.fromEntries(r.value.model.nodes.map((n) => [n.key, nodeState(view, n.index)]));
}

const shownStates = (page: Page): Promise<Record<string, string>> =>
  page.$$eval('.sx-svg [data-node-id]', (nodes) => Object.fromEntries(nodes.map((n) => [n.getAttribute('data-node-id'), n.getAttribute('data-state')])));

const step = (page: Page) => page.locator('[data-step]').first();


test('10 steps forward and 3 back: the step counter and every node state follow the engine’s trace', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/alpha-beta/');
  await hydrated(page.locator('.sx-svg'));
  await expect(step(page)).toHaveAttribute('data-step', '0'); // paused on load
  expect(await shownStates(page)).toEqual(expectedStates(0));

  const forward = page.getByRole('button', { name: /Step forward/ });
  for (let i = 0; i < 10; i++) await forward.click();
  await expect(step(page)).toHaveAttribute('data-step', '10');
  expect(await shownStates(page)).toEqual(expectedStates(10));

  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(step(page)).toHaveAttribute('data-step', '7');
  expect(await shownStates(page)).toEqual(expectedStates(7));
  await expect(page).toHaveURL(/[?&]step=7\b/);
  expect(errors).toEqual([]);
});

test('a link reproduces a view: the walk-through at B’s cut', async ({ page }) => {
  const errors = watchErrors(page);
  const cut = await openWalkthroughCut(page);
  await expect(step(page)).toHaveAttribute('data-step', String(cut));
  expect(await shownStates(page)).toEqual(expectedStates(cut, { position: WALKTHROUGH }));
  await expect(page.locator('[data-node-id="p5.2"]')).toHaveAttribute('data-state', 'pruned');
  await page.keyboard.press('End');
  await expect(page.locator('.sx-caption')).toContainText('worth 25');
  expect(errors).toEqual([]);
});

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`looks right on a ${size.name}-sized window`, async ({ page }, info) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/alpha-beta/?step=24');
    const svg = page.locator('.sx-svg');
    await hydrated(svg);
    await expect(step(page)).toHaveAttribute('data-step', '24');
    // Nothing sticks out sideways; the tree, the timeline and the caption are on screen and usable.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await svg.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width).toBeGreaterThan(size.width * (size.name === 'phone' ? 0.8 : 0.5));
    expect(box!.height).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('button', { name: /Step forward/ })).toBeVisible();
    await expect(page.locator('.sx-caption')).not.toBeEmpty();
    // The current node is drawn inside the visible part of the tree, once the view's pan to it has ended
    // (a loaded machine can read the node mid-way).
    const currentNode = page.locator('.sx-svg [data-node-id][data-state="current"]').first();
    await expect
      .poll(async () => {
        const c = await currentNode.boundingBox();
        return c !== null && c.x >= box!.x - 1 && c.x + c.width <= box!.x + box!.width + 1;
      })
      .toBe(true);
    // Text in the tree is big enough to read on screen.
    const fontPx = await page
      .locator('.sx-svg .sx-value')
      .first()
      .evaluate((el) => (el as SVGTextElement).getBoundingClientRect().height);
    expect(fontPx).toBeGreaterThanOrEqual(6);
    await page
      .locator('.sx')
      .first()
      .screenshot({ path: info.outputPath(`alpha-beta-${size.name}.png`) });
    await info.attach(`alpha-beta-${size.name}`, { path: info.outputPath(`alpha-beta-${size.name}.png`), contentType: 'image/png' });
    expect(errors).toEqual([]);
  });
}

test('tic-tac-toe: hovering a node shows its board; exercise mode checks answers', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/alpha-beta/?game=tictactoe&pos=x.o.o.x..&step=12');
  await hydrated(page.locator('.sx-svg'));
  await page.locator('.sx-svg [data-node-id="3"]').hover();
  await expect(page.locator('.sx-thumb .sx-board')).toBeVisible();

  await page.goto('/alpha-beta/?pos=example:textbook&mode=exercise');
  await hydrated(page.locator('.sx-svg'));
  for (const [name, value] of [
    ['A', '3'],
    ['B', '3'],
    ['C', '2'],
    ['D', '2'],
  ])
    await page.getByRole('textbox', { name: new RegExp(`^Value of ${name}\\b`) }).fill(value);
  await page.getByRole('button', { name: /^Cut the branch to C\.2/ }).click();
  await page.getByRole('button', { name: /^Cut the branch to C\.3/ }).click();
  // The explorer's own Check: the page's checked exercises have theirs.
  await page.locator('.sx-exercise-panel').getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.sx-report')).toContainText('All right');
  expect(errors).toEqual([]);
});
