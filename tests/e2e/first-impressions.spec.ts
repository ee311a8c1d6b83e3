import { expect, test, type Page } from '@playwright/test';
import { runSearch } from '../../src/lib/viz/searchRun.ts';
import { DEFAULT_SPEC } from '../../src/lib/viz/spec.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// What a new reader trips over (issue 19): the 404 page, the tree by keyboard,
// a value that is no number in exercise mode, the source panel's width, the
// first paint of lesson 3's tree, and the names of the shared stylesheets.

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1280] as const;

test.describe('a missing address', () => {
  for (const scheme of SCHEMES) {
    for (const width of WIDTHS) {
      test(`shows the site's 404 page with its header and a way home (${width} px, ${scheme})`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        const response = await page.goto('/lessons/no-such-lesson/');
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        await expect(page.locator('header.site-header')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('There is no page here');
        await expect(page.locator('[data-missing-path]')).toHaveText('/lessons/no-such-lesson/');
        await expect(page.getByRole('link', { name: 'The home page' })).toHaveAttribute('href', '/');
        await expect(page.getByRole('link', { name: 'Watch alpha-beta think' }).last()).toHaveAttribute('href', '/alpha-beta/');
        expect(await page.locator('.not-found__lessons a').count()).toBeGreaterThanOrEqual(3);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        // 404 is the expected status of the document itself; nothing else may fail.
        expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
        await page.getByRole('link', { name: 'The home page' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('How a program chooses its move');
      });
    }
  }
});

/** The data-node-id of the element that has the focus. */
const focusedNode = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-node-id') ?? null);

/** Lesson 3's first tab in the visualiser, as the engine records it: the root's name and its children's keys and names. */
function walkthroughTree() {
  const r = runSearch({ ...DEFAULT_SPEC, game: 'tictactoe', position: 'x...o...x', algorithm: 'alphabeta' });
  if (!r.ok) throw new Error(r.error.message);
  const { model, source } = r.value;
  const children = model.nodes.filter((n) => n.parent === 0);
  return { root: source.nodeName(model.nodes[0].path), children: children.map((n) => ({ key: n.key, name: source.nodeName(n.path) })) };
}

test.describe('the tree by keyboard (lesson 3)', () => {
  for (const width of WIDTHS) {
    test(`Tab reaches a node, the arrows move between nodes, the preview and the node panel follow (${width} px)`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/lessons/recursion/#course-examples');
      const fig = page.locator('.ce');
      await hydrated(fig.getByRole('tablist'));
      const stage = fig.locator('.sx-stage');
      await expect(stage.locator('[role="tree"]')).toBeVisible();
      await stage.focus();
      await page.keyboard.press('Tab');
      await expect.poll(() => focusedNode(page)).toBe('0');
      const tree = walkthroughTree();
      const title = fig.locator('.sx-nodepanel__title');
      await expect(title).toHaveText(tree.root);
      await expect(fig.locator('.sx-thumb .sx-board')).toBeVisible();

      const children = await fig.locator('[role="treeitem"][aria-level="2"]').evaluateAll((ns) => ns.map((n) => n.getAttribute('data-node-id')));
      expect(children).toEqual(tree.children.map((c) => c.key));
      const thumbFollows = async (key: string) => {
        const [nodeX, thumbX] = await page.evaluate((k) => {
          const x = (el: Element | null) => Number(/translate\(([-\d.]+)/.exec(el?.getAttribute('transform') ?? '')?.[1]);
          const stageEl = document.querySelector('.ce .sx-stage')!;
          return [x(stageEl.querySelector(`[data-node-id="${k}"]`)), x(stageEl.querySelector('.sx-thumb'))];
        }, key);
        expect(thumbX).toBeCloseTo(nodeX + 30, 3);
      };
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedNode(page)).toBe(tree.children[0].key);
      await thumbFollows(tree.children[0].key);
      await expect(title).toHaveText(tree.children[0].name);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => focusedNode(page)).toBe(tree.children[1].key);
      await thumbFollows(tree.children[1].key);
      await expect(title).toHaveText(tree.children[1].name);
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focusedNode(page)).toBe('0');
      // The arrows moved the focus, not the search; Enter selects the node.
      await expect(fig.locator('[data-step]').first()).toHaveAttribute('data-step', '0');
      await page.keyboard.press('Enter');
      await expect(fig.locator('[data-node-id="0"]')).toHaveAttribute('aria-selected', 'true');
      // The ring that shows the focus.
      await expect(fig.locator('[data-node-id="0"] .sx-focus-ring')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test('exercise mode: "abc" as a value says it is not a number and marks the field invalid', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/alpha-beta/?pos=random&seed=42&rd=3&rb=2-3&rv=0..50&mode=exercise');
  await hydrated(page.locator('.sx-svg'));
  const field = page.getByRole('textbox', { name: /^Value of / }).first();
  await field.fill('abc');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = page.getByTestId('sx-not-a-number');
  await expect(message).toContainText('“abc” is not a number: type a value such as 36 or −5, or a bound such as ≥ 39 or ≤ 21.');
  const described = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${described}"]`)).toHaveText(await message.textContent() ?? '');
  await field.fill('36');
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(message).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the explorer’s source panel: no line runs past the right edge at 1280 px', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/alpha-beta/');
  await hydrated(page.locator('.sx-svg'));
  for (const alg of ['Alpha-beta', 'Minimax', 'Negamax']) {
    await page.locator('.sx-settings').getByLabel('Algorithm').selectOption({ label: alg });
    const listing = page.locator('.sx-code pre:visible');
    await expect(listing).toHaveCount(1);
    const [scroll, client] = await listing.evaluate((pre) => [pre.scrollWidth, pre.clientWidth]);
    expect(scroll, alg).toBeLessThanOrEqual(client);
  }
  expect(errors).toEqual([]);
});

/** The rendered size of the root node's shape, and the zoom's transform, of the first tree in `scope`. */
async function rootSize(page: Page, scope: string): Promise<{ width: number; height: number; transform: string | null }> {
  return page.evaluate((s) => {
    const svg = document.querySelector(`${s} .sx-svg`)!;
    const r = svg.querySelector('[data-node-id="0"] .sx-shape')!.getBoundingClientRect();
    return { width: r.width, height: r.height, transform: svg.querySelector('.sx-viewport')!.getAttribute('transform') };
  }, scope);
}

test.describe('the first paint of lesson 3’s tree', () => {
  // The root triangle is 46 units wide; at 1280 px the tree is drawn at about 0.65 px per unit.
  const sane = (w: number) => w > 15 && w < 45;

  test('at step 0, right after hydration and once the zoom is ready, the root has its normal size', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/lessons/recursion/#course-examples');
    await hydrated(page.locator('.ce').getByRole('tablist'));
    await expect(page.locator('.ce .sx-svg [data-node-id="0"]')).toBeVisible();
    await expect(page.locator('.ce [data-step]').first()).toHaveAttribute('data-step', '0');
    expect(sane((await rootSize(page, '.ce')).width)).toBe(true);
    await page.locator('.ce .sx-svg').hover(); // the zoom loads now
    await expect.poll(async () => (await rootSize(page, '.ce')).transform).not.toBeNull();
    const after = await rootSize(page, '.ce');
    expect(sane(after.width), JSON.stringify(after)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('first measured narrow (a window that opens small), then at 1280 px: the root is back to its normal size', async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 240, height: 900 });
    await page.goto('/lessons/recursion/#course-examples');
    await hydrated(page.locator('.ce').getByRole('tablist'));
    await page.locator('.ce .sx-svg').hover();
    await expect.poll(async () => (await rootSize(page, '.ce')).transform).toMatch(/scale\((?!1\))/); // zoomed in to be readable
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await rootSize(page, '.ce')).transform).toBe('translate(0,0) scale(1)');
    const root = await rootSize(page, '.ce');
    expect(sane(root.width), JSON.stringify(root)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a zoom the reader chose stays when the window changes size', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/lessons/recursion/#course-examples');
    await hydrated(page.locator('.ce').getByRole('tablist'));
    await page.locator('.ce').getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(async () => (await rootSize(page, '.ce')).transform).toMatch(/scale\(1\.3\)/);
    const svgWidth = () => page.locator('.ce .sx-svg').evaluate((svg) => svg.getBoundingClientRect().width);
    const wide = await svgWidth();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(svgWidth).not.toBe(wide);
    // The explorer hears of a new size from a ResizeObserver, which runs before the next paint: two frames on, it has answered.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect((await rootSize(page, '.ce')).transform).toMatch(/scale\(1\.3\)/);
  });
});

test('shared stylesheets are named for what they are, not after a page', async ({ page }) => {
  for (const path of ['/', '/about/', '/alpha-beta/', '/lessons/recursion/', '/connect-four-solver/']) {
    await page.goto(path);
    const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((ls) => ls.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(sheets.some((s) => /\/_astro\/site\.[\w-]+\.css$/.test(s)), path).toBe(true);
    for (const s of sheets) expect(s, path).not.toMatch(/\/_astro\/(alpha-beta|index|about|connect-four-solver|_?\.\.\.id_?|404)\./);
  }
});
