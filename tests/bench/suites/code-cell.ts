/**
 * @packageDocumentation
 * A code cell's match in Debian's Chromium, on the built site: the time from
 * a click on "Run the match" to the last game's result, with the code
 * already checked (the TypeScript checker's start is not counted). Two cells:
 * lesson 2's tic-tac-toe (10 games, depth 1) and lesson 6's Connect Four
 * (5×4, 3 in a row, 10 games, depth 4), each with the engine's own evaluation
 * as the reader's code. Each run opens the page afresh (the first match
 * starts the sandbox), then plays a second match on the same page.
 *
 *   npm run -s bench -- code-cell                 serves dist/ (build first) on a free port
 *   npm run -s bench -- code-cell url=URL runs=N  another server (another build), N runs (default 7)
 *
 * Figures are medians of wall time on a shared machine: compare builds by
 * interleaving their runs (`url=` twice, in turn), not across days.
 */

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { median, round, type BenchSuite } from '../measure.ts';

const CELLS = [
  { name: 'tictactoe', path: '/lessons/bitboards-minimax/#code-cell' },
  { name: 'connect4-5x4k3', path: '/lessons/connect-four/#code-cell' },
] as const;

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** `astro preview` of dist/ on a free port, until `stop()`. */
async function preview(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port)], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (await fetch(url).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url, stop: () => process.kill(-child.pid!, 'SIGTERM') };
}

type Page = import('playwright-core').Page;

/**
 * One match: milliseconds from the click to the end, and the tally (to check
 * that the runs agree). Written as text: tsx would add helpers to a function
 * that the page does not have.
 */
const MATCH = `(async () => {
  const cell = document.querySelector('[data-code-cell]');
  const run = [...cell.querySelectorAll('button')].find((b) => b.textContent.includes('Run the match'));
  const t0 = performance.now();
  const ended = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (cell.dataset.state === 'done' || cell.querySelector('.cc-progress .message--error')) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe(cell, { attributes: true, subtree: true, childList: true });
  });
  run.click();
  await ended;
  const ms = performance.now() - t0;
  const t = cell.querySelector('.cc-tally');
  return { ms, tally: t ? [t.dataset.wins, t.dataset.losses, t.dataset.draws, t.dataset.stopped].join('-') : 'error' };
})()`;

const match = (page: Page): Promise<{ ms: number; tally: string }> => page.evaluate(MATCH) as Promise<{ ms: number; tally: string }>;

const suite: BenchSuite = {
  name: 'code-cell',
  description: "a code cell's match in Chromium (the reader's code in the sandbox): time from Run to the last result",
  async run(args) {
    let url: string | undefined;
    let runs = 7;
    for (const a of args) {
      const [k, v] = a.split('=');
      if (k === 'url' && v) url = v.replace(/\/$/, '');
      else if (k === 'runs' && v) runs = Math.max(1, Number(v));
      else throw new Error(`code-cell bench: unknown option '${a}' (url=URL, runs=N)`);
    }
    const server = url ? undefined : await preview();
    const base = url ?? server!.url;
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      const out: Record<string, unknown> = { url: base, chromium: browser.version(), runs };
      for (const c of CELLS) {
        const first: number[] = [];
        const second: number[] = [];
        const tallies = new Set<string>();
        for (let i = 0; i < runs; i++) {
          const page = await browser.newPage();
          await page.goto(base + c.path);
          await page.locator('[data-code-cell]').scrollIntoViewIfNeeded();
          await page.locator('astro-island:not([ssr]) [data-code-cell]').waitFor({ state: 'attached', timeout: 60_000 });
          const cell = page.locator('[data-code-cell]');
          await cell.getByRole('button', { name: 'Check', exact: true }).click();
          await cell.getByText('No errors: TypeScript accepts the code.').waitFor({ timeout: 60_000 });
          const a = await match(page);
          const b = await match(page);
          first.push(a.ms);
          second.push(b.ms);
          tallies.add(a.tally).add(b.tally);
          await page.close();
        }
        out[c.name] = {
          firstMatchMs: { median: round(median(first), 0), min: round(Math.min(...first), 0), max: round(Math.max(...first), 0) },
          secondMatchMs: { median: round(median(second), 0), min: round(Math.min(...second), 0), max: round(Math.max(...second), 0) },
          tallies: [...tallies],
        };
      }
      return out;
    } finally {
      await browser.close();
      server?.stop();
    }
  },
};
export default suite;
