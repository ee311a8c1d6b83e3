import { expect, test, type Frame, type Page } from '@playwright/test';
import { encodeCode } from '../../src/lib/codeCell/storage.ts';
import { CODE_ATTACKS, ESCAPED_ATTACKS, FRAME_ATTACKS, HONEST, fill, type ScopeAttack } from '../sandbox/attacks.ts';
import { inFrameWorker } from '../sandbox/layers.ts';
import { startListener, type Listener } from '../sandbox/listener.ts';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';

// Every attack of tests/sandbox/attacks.ts, in Chromium, against the built site: each must
// fail, and a listener on another port, the site's own server, the page's storage and the
// page's message channels must show nothing of it.

const LESSON = '/lessons/bitboards-minimax/';
const CODE_KEY = 'minimax-notebook:code:tictactoe';
const cell = (page: Page) => page.locator('[data-code-cell]');

let listener: Listener;
test.beforeAll(async () => {
  listener = await startListener();
});
test.afterAll(async () => {
  await listener.close();
});

/** Requests the site's own server receives for the attacks' paths. */
function watchSite(page: Page): string[] {
  const seen: string[] = [];
  page.context().on('request', (r) => {
    if (r.url().includes('/attack-')) seen.push(r.url());
  });
  return seen;
}

/** What the page's origin holds that an attack could have written, and what the page heard. */
async function pageState(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((d) => d.name).sort(),
    caches: (await caches.keys()).sort(),
    storage: Object.keys(localStorage).sort(),
    heard: (window as unknown as { __heard?: string[] }).__heard ?? [],
  }));
}

/** Runs a 2-game match (depth 1, seed 1) in the cell and waits for its end. */
async function runMatch(page: Page) {
  const c = cell(page);
  await c.getByLabel('Games').selectOption('2');
  await c.getByRole('button', { name: 'Run the match' }).click();
  await expect(c).toHaveAttribute('data-state', 'done', { timeout: 45_000 });
}

test.describe('the reader’s code, opened from a share link and run', () => {
  for (const attack of CODE_ATTACKS) {
    test(`${attack.id}: ${attack.title}`, async ({ page, baseURL }) => {
      const errors = watchErrors(page);
      const site = watchSite(page);
      const before = listener.hits.length;
      const code = fill(attack.code, { listener: listener.url, site: baseURL! }, attack.id);
      await page.goto(`${LESSON}?code-tictactoe=${encodeCode(code)}#code-cell`);
      const c = cell(page);
      await hydrated(c);
      await expect(c.locator('.cc-origin')).toHaveText('Code from a link — read it before you run it');
      const rows = c.locator('.cc-table tbody tr');
      if (attack.expect.kind === 'refused') {
        await c.getByRole('button', { name: 'Run the match' }).click();
        await expect(c.locator('.cc-errors li').first()).toContainText(attack.expect.message, { timeout: 45_000 });
        await expect(c.getByText('The code has errors (listed under it): fix them, then run the match again.')).toBeVisible();
        expect(page.frames().some((f) => f.url().includes('/sandbox/'))).toBe(false);
      } else await runMatch(page);
      if (attack.expect.kind === 'honest') {
        const tally = c.locator('.cc-tally');
        await expect(tally).toHaveAttribute('data-wins', String(HONEST.wins));
        await expect(tally).toHaveAttribute('data-losses', String(HONEST.losses));
        await expect(tally).toHaveAttribute('data-draws', String(HONEST.draws));
        await expect(tally).toHaveAttribute('data-stopped', String(HONEST.stopped));
        expect(await rows.locator('td:nth-child(4)').allInnerTexts()).toEqual(HONEST.moves.map(String));
      } else if (attack.expect.kind === 'stopped') {
        const result = rows.nth(attack.expect.game - 1).locator('td').nth(1);
        const text = await result.innerText();
        expect(text.replace(/^⚠\s*/, '')).toMatch(attack.expect.message);
        expect(text.length).toBeLessThan(1000);
      }
      // Whatever the code left running would have fired by now.
      await page.waitForTimeout(300);
      expect(listener.hits.slice(before)).toEqual([]);
      expect(site).toEqual([]);
      const state = await pageState(page);
      expect(state.databases).toEqual([]);
      expect(state.caches).toEqual([]);
      expect(state.storage).not.toContain(CODE_KEY); // the link's code is not the reader's
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the link’s code stays the link’s', () => {
  test('it is labelled, never saved, and a later visit without the link shows the reader’s own code; Keep makes it theirs', async ({ page }) => {
    const errors = watchErrors(page);
    const mine = 'function evaluate(p: Position): number {\n  return 1;\n}\n';
    const theirs = 'function evaluate(p: Position): number {\n  return 2;\n}\n';
    await page.goto(`${LESSON}#code-cell`);
    await page.evaluate(([key, code]) => localStorage.setItem(key, code), [CODE_KEY, mine]);

    await page.goto(`${LESSON}?code-tictactoe=${encodeCode(theirs)}#code-cell`);
    const c = cell(page);
    await hydrated(c);
    await expect(c.locator('.cc-listing')).toContainText('return 2;');
    await expect(c.locator('.cc-origin')).toHaveText('Code from a link — read it before you run it');
    await runMatch(page);
    await page.waitForTimeout(600); // past the 400 ms in which the cell writes what it keeps
    expect(await page.evaluate((key) => localStorage.getItem(key), CODE_KEY)).toBe(mine);

    await page.goto(`${LESSON}#code-cell`);
    await hydrated(cell(page));
    await expect(cell(page).locator('.cc-listing')).toContainText('return 1;');
    await expect(cell(page).locator('.cc-origin')).toHaveText('edited');

    // With nothing of the reader's kept, a visit without the link shows the original.
    await page.evaluate((key) => localStorage.removeItem(key), CODE_KEY);
    await page.goto(`${LESSON}?code-tictactoe=${encodeCode(theirs)}#code-cell`);
    await hydrated(cell(page));
    await page.waitForTimeout(600);
    await page.goto(`${LESSON}#code-cell`);
    await hydrated(cell(page));
    await expect(cell(page).locator('.cc-listing')).toContainText('openLines(position.cells, me)');
    await expect(cell(page).locator('.cc-origin')).toHaveText('the engine’s own, as it ships');

    // Keep: now it is the reader's.
    await page.goto(`${LESSON}?code-tictactoe=${encodeCode(theirs)}#code-cell`);
    await hydrated(cell(page));
    await cell(page).getByRole('button', { name: 'Keep this code' }).click();
    await expect(cell(page).locator('.cc-origin')).toHaveText('edited');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CODE_KEY)).toBe(theirs);
    expect(errors).toEqual([]);
  });
});

test('the lesson is not cross-origin isolated (public/_headers isolates the speed pages only), and its code cell runs a match', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${LESSON}#code-cell`);
  await hydrated(cell(page));
  expect(await page.evaluate(() => [crossOriginIsolated, typeof SharedArrayBuffer].join(' '))).toBe('false undefined');
  await runMatch(page);
  await expect(cell(page).locator('.cc-tally')).toHaveAttribute('data-stopped', '0');
  expect(errors).toEqual([]);
});

/** Runs `body` in a worker started from a blob by the sandbox frame: the worker's whole global scope. */
function inFrameWorkerOf(frame: Frame, body: string): Promise<string> {
  return frame.evaluate(inFrameWorker, { body, ms: 5000 });
}

/** Runs `body` in the sandbox frame's document. */
function inFrame(frame: Frame, body: string): Promise<string> {
  return frame.evaluate(`(async () => {\n${body}\n})().then((v) => String(v).slice(0, 300), (e) => 'threw ' + (e && e.name) + ': ' + String(e && e.message).slice(0, 200))`) as Promise<string>;
}

/** The lesson page with the site's secrets planted, and its sandbox frame started by a match. */
async function sandboxFrame(page: Page): Promise<Frame> {
  await page.goto(`${LESSON}#code-cell`);
  await hydrated(cell(page));
  await page.evaluate(async () => {
    localStorage.setItem('mn-secret', 'secret');
    document.cookie = 'mn-secret=1; path=/';
    await new Promise<void>((ok, no) => {
      const r = indexedDB.open('mn-secret', 1);
      r.onupgradeneeded = () => r.result.createObjectStore('secret');
      r.onsuccess = () => {
        r.result.close();
        ok();
      };
      r.onerror = () => no(r.error);
    });
    await (await caches.open('mn-secret')).put('/mn-secret', new Response('secret'));
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    new BroadcastChannel('mn-secret').onmessage = (e) => heard.push(`broadcast: ${String(e.data)}`);
    addEventListener('message', (e) => heard.push(`window: ${String(e.data).slice(0, 80)}`));
  });
  await runMatch(page);
  const frame = page.frames().find((f) => f.url().endsWith('/sandbox/code-run.html'));
  if (!frame) throw new Error('no sandbox frame');
  expect(await frame.evaluate(() => origin)).toBe('null');
  return frame;
}

for (const [layer, attacks, run] of [
  ['a worker of the sandbox with its whole global scope (as if the code had left its compartment)', ESCAPED_ATTACKS, inFrameWorkerOf],
  ['the sandbox frame’s own document', FRAME_ATTACKS, inFrame],
] as const) {
  test(`${layer}: every attack fails, and nothing reaches the network, the site or the page`, async ({ page, baseURL, browser }) => {
    // The listener hears a browser that is not sandboxed (a page of no origin, no policy).
    const control = await browser.newPage();
    await control.evaluate((url) => fetch(`${url}/control`, { mode: 'no-cors' }).catch(() => undefined), listener.url);
    await expect.poll(() => listener.hits.some((h) => h.startsWith('tcp GET /control'))).toBe(true);
    await control.close();

    const site = watchSite(page);
    const frame = await sandboxFrame(page);
    const before = listener.hits.length;
    const outcomes: string[] = [];
    for (const attack of attacks as readonly ScopeAttack[]) {
      const outcome = await run(frame, fill(attack.body, { listener: listener.url, site: baseURL! }, attack.id));
      outcomes.push(`${attack.id}: ${outcome}`);
    }
    test.info().annotations.push({ type: 'outcomes', description: outcomes.join('\n') });
    console.log(outcomes.join('\n')); // the outcomes, for the report
    expect(outcomes.filter((o) => /^[\w-]+: (reached|no answer)/.test(o))).toEqual([]);
    await page.waitForTimeout(500);
    expect(listener.hits.slice(before)).toEqual([]);
    expect(site).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(LESSON);
    const state = await pageState(page);
    expect(state).toEqual({ databases: ['mn-secret'], caches: ['mn-secret'], storage: expect.arrayContaining(['mn-secret']), heard: [] });
  });
}
