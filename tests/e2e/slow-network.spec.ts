import { expect, test, type Locator, type Page } from '@playwright/test';
import { runCli } from '../../src/cli/engineCli.ts';
import { WORK0 } from '../../src/engine/games/othello/courseListing.ts';

// A reader on a slow phone connection: every island is server HTML for seconds
// before its script runs. A control clicked in that window must either work or
// say, visibly, that it is not ready yet (src/layouts/IslandReadiness.astro),
// and work once it is. Chromium only: the throttling is the DevTools protocol's.

const PAGE = '/lessons/othello-endgame/';

/** What the command line answers for the Othello solver cell's starting position (the course's endgame). */
function expected(): { value: number; bestMoves: string[] } {
  const out = runCli(['solve', 'othello', WORK0]);
  expect(out.status, out.stderr).toBe(0);
  return JSON.parse(out.stdout);
}

/** 400 ms latency, 400 kbit/s both ways, a CPU four times slower. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

function solverCell(page: Page) {
  const cell = page.locator('.solver[data-game="othello"]');
  return { cell, solve: cell.getByRole('button', { name: 'Solve', exact: true }), result: cell.locator('.solver__result') };
}

/** The control as the reader finds it: is its island still server HTML, and how does the control look and announce itself? */
function stateOf(control: Locator) {
  return control.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      waiting: el.closest('astro-island[ssr]') !== null,
      ariaDisabled: el.getAttribute('aria-disabled'),
      cursor: s.cursor,
      opacity: s.opacity,
      filter: s.filter,
    };
  });
}

const NOT_READY = { waiting: true, ariaDisabled: 'true', cursor: 'progress', opacity: '0.6', filter: 'grayscale(1)' };

async function expectSolved(page: Page) {
  const { cell, result } = solverCell(page);
  const cli = expected();
  await expect(result).toHaveAttribute('data-state', 'solved', { timeout: 45_000 });
  await expect(cell).toHaveAttribute('data-value', String(cli.value));
  await expect(cell).toHaveAttribute('data-best', cli.bestMoves.join(','));
}

test('on a slow phone, Solve clicked the moment it shows either solves or is visibly refused until the cell is ready, then solves', async ({ page }) => {
  test.setTimeout(120_000);
  await slowPhone(page);
  // What the reader's click met, seen by the page at the moment of the click (before any handler of the site's).
  await page.addInitScript(() => {
    window.addEventListener(
      'click',
      (e) => {
        const el = e.target as Element;
        const s = getComputedStyle(el.closest('button') ?? el);
        (window as unknown as { clicked: unknown }).clicked = {
          waiting: el.closest('astro-island[ssr]') !== null,
          ariaDisabled: el.closest('button')?.getAttribute('aria-disabled') ?? null,
          cursor: s.cursor,
          opacity: s.opacity,
          filter: s.filter,
        };
      },
      { capture: true, once: true },
    );
  });
  // No fragment: while a page loads, the browser keeps scrolling back to its fragment at every change of layout,
  // and undoes the scroll that brings the button (more than a screen below the cell's top) into view for the click.
  await page.goto(PAGE, { waitUntil: 'commit' });
  const { solve, result } = solverCell(page);
  await solve.waitFor({ state: 'visible', timeout: 60_000 });
  // `force`: a reader does not wait for the button to be enabled, nor does this click.
  await solve.click({ force: true, noWaitAfter: true });
  const met = await page.evaluate(() => (window as unknown as { clicked: { waiting: boolean } }).clicked);
  if (met.waiting) {
    expect(met).toEqual(NOT_READY);
    // Refused in words: the status was written (it hides again once the cell is live).
    await expect(page.locator('.island-wait[role="status"]')).toHaveText('Still loading: this cell will respond in a moment.');
    // The refused click started nothing, and it is not replayed: once the cell is live it is still idle.
    await expect(solve).not.toHaveAttribute('aria-disabled', { timeout: 60_000 });
    await expect(result).toHaveAttribute('data-state', 'idle');
    await expect(page.locator('.island-wait')).toBeHidden();
    await solve.click();
  }
  await expectSolved(page);
});

test('a click, a key and typing on a cell whose script has not arrived are refused in words, and the cell works once it has', async ({ page }) => {
  // Hold the solver island's script: the cell stays server HTML for as long as the test wants.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/OthelloSolver.*.js', async (route) => {
    await held;
    await route.continue();
  });
  // No fragment, as above: the browser would scroll back to it as the page settles.
  await page.goto(PAGE);
  const { cell, solve, result } = solverCell(page);
  const position = cell.getByRole('textbox', { name: 'Position' });
  const note = page.getByRole('status').filter({ hasText: 'Still loading' });

  await expect(solve).toHaveAttribute('aria-disabled', 'true');
  expect(await stateOf(solve)).toEqual(NOT_READY);
  await expect(position).toHaveAttribute('aria-disabled', 'true');
  // The note as the page shows it, read by the page when its words arrive: it hides again after a
  // few seconds, which a loaded machine can spend between two steps of this test. `hidden` is watched
  // too: the note's words may already be there, only un-hidden by the click.
  await solve.evaluate((button) => {
    const w = window as unknown as { noteSeen?: { text: string; role: string | null; gap: number } };
    new MutationObserver((_, observer) => {
      const note = document.querySelector<HTMLElement>('.island-wait');
      if (!note || note.hidden || !note.textContent) return;
      w.noteSeen = { text: note.textContent, role: note.getAttribute('role'), gap: note.getBoundingClientRect().top - button.getBoundingClientRect().bottom };
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  });
  // `force`: the button is aria-disabled until its island hydrates, and Playwright would wait for that.
  // A forced click skips the wait for a still layout too: if the islands above, settling, move the button
  // out of view between the scroll and the click, the click is not sent; scroll and try again.
  await expect(async () => {
    await solve.scrollIntoViewIfNeeded();
    await solve.click({ force: true, timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const seen = await page.waitForFunction(() => (window as unknown as { noteSeen?: object }).noteSeen).then((h) => h.jsonValue());
  expect(seen).toMatchObject({ text: 'Still loading: this cell will respond in a moment.', role: 'status' });
  // The note sits just under the button it answers.
  expect((seen as { gap: number }).gap).toBeGreaterThanOrEqual(0);
  expect((seen as { gap: number }).gap).toBeLessThan(20);

  await solve.focus();
  await page.keyboard.press('Enter');
  await position.focus();
  await page.keyboard.type('zz');
  await expect(position).toHaveValue(WORK0);
  await expect(result).toHaveAttribute('data-state', 'idle');

  release();
  await expect(solve).not.toHaveAttribute('aria-disabled');
  await expect(position).not.toHaveAttribute('aria-disabled');
  expect(await stateOf(solve)).toEqual({ waiting: false, ariaDisabled: null, cursor: 'pointer', opacity: '1', filter: 'none' });
  await expect(note).toBeHidden();
  await expect(result).toHaveAttribute('data-state', 'idle');
  await solve.click();
  await expectSolved(page);
});
