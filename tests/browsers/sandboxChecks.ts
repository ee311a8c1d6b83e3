/**
 * The attacks on the code cells' sandbox (tests/sandbox/attacks.ts, the list
 * tests/e2e/sandbox-attacks.spec.ts runs in Chromium) in Firefox and WebKit,
 * with the same observations:
 * - each piece of the reader's code is opened from a share link in lesson 2's
 *   cell and run as a 2-game match (a page each, as in Chromium): the match is
 *   the honest one, or stopped with the expected message, or refused;
 * - the escaped attacks run in a worker started by the real sandbox frame,
 *   the frame attacks in the frame's document: all in one page per layer.
 * Every attack must fail, and a listener on another port (tests/sandbox/listener.ts),
 * the site's own server (the suite's proxy sees each request), the page's
 * storage and the page's message channels must show nothing of it.
 *
 * An attack that needs a global the engine's workers lack does not apply
 * there: its name and outcome say so (engineGaps.ts), and the escaped layer
 * checks that table in a worker of the sandbox.
 *
 * The checks run a few at a time in pages of one browser (Firefox shares one
 * profile between them): what a check reads of the page's storage is judged
 * by name, and the listener's record by path, never as "empty".
 */

import { expect } from 'vitest';
import { encodeCode } from '../../src/lib/codeCell/storage.ts';
import { CODE_ATTACKS, ESCAPED_ATTACKS, FRAME_ATTACKS, HONEST, fill, type CodeAttack, type ScopeAttack } from '../sandbox/attacks.ts';
import { inFrameWorker } from '../sandbox/layers.ts';
import { startListener, type Listener } from '../sandbox/listener.ts';
import type { CheckList, InPageCheck } from './checks.ts';
import { ENGINE_GAPS, gap, knownHang } from './engineGaps.ts';
import type { BrowserPage, EngineName } from './page.ts';
import type { Site } from './site.ts';

const LESSON = '/lessons/bitboards-minimax/';
const CODE_KEY = 'minimax-notebook:code:tictactoe';
const CELL = '[data-code-cell]';
const FRAME = 'iframe[title="Sandbox for the code cells"]';
/** The names the layer checks plant in the page's storage, for the attacks to look for. */
const SECRET = 'mn-secret';
/** The names the reader's code tries to make. */
const PWNED = 'mn-pwned';
const LABEL: Record<EngineName, string> = { firefox: 'Firefox', webkit: 'WebKit' };

/** The longest wait for the checker and a 2-game match. */
const MATCH_MS = 120_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the listener heard, but the harness's own control requests. */
const leaks = (listener: Listener) => listener.hits.filter((h) => !/^tcp GET \/control-/.test(h));
/** What the site's server was asked for under the attacks' paths. */
const siteLeaks = (site: Site) => site.requests.filter((r) => r.includes('/attack-'));

interface CellState {
  state: string | null;
  origin: string | null;
  notice: string | null;
  errors: string[];
  tally: Record<'wins' | 'losses' | 'draws' | 'stopped', string | null> | null;
  rows: { result: string; moves: string }[];
  frame: boolean;
}

/** A page function: the code cell's state once its island has hydrated (until then it is scrolled into view). */
function codeCell(selector: string): CellState | null {
  const cell = document.querySelector(selector);
  if (!cell) return null;
  if (cell.closest('astro-island[ssr]')) {
    cell.scrollIntoView({ block: 'center', behavior: 'instant' });
    return null;
  }
  const tally = cell.querySelector('.cc-tally');
  const text = (e: Element | null | undefined) => e?.textContent?.trim() ?? '';
  return {
    state: cell.getAttribute('data-state'),
    origin: cell.querySelector('.cc-origin')?.textContent?.trim() ?? null,
    notice: cell.querySelector('.cc-notice')?.textContent?.trim() ?? null,
    errors: [...cell.querySelectorAll('.cc-errors li')].map(text),
    tally: tally && {
      wins: tally.getAttribute('data-wins'),
      losses: tally.getAttribute('data-losses'),
      draws: tally.getAttribute('data-draws'),
      stopped: tally.getAttribute('data-stopped'),
    },
    rows: [...cell.querySelectorAll('.cc-table tbody tr')].map((r) => {
      const cells = r.querySelectorAll('td');
      return { result: text(cells[1]), moves: text(cells[2]) };
    }),
    frame: document.querySelector('iframe[src*="/sandbox/"]') !== null,
  };
}

/** A page function: sets the cell's number of games (a select, read by its change event). */
function chooseGames([selector, games]: readonly [string, string]): boolean {
  const label = [...document.querySelectorAll(`${selector} label`)].find((l) => l.querySelector('span')?.textContent?.trim() === 'Games');
  const select = label?.querySelector('select');
  if (!select) return false;
  select.value = games;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** A page function: records what the page hears on its window and on the secret BroadcastChannel. */
function listen(channel: string): void {
  const w = window as unknown as { __heard?: string[] };
  if (w.__heard) return;
  const heard: string[] = (w.__heard = []);
  new BroadcastChannel(channel).onmessage = (e) => heard.push(`broadcast: ${String(e.data)}`);
  addEventListener('message', (e) => heard.push(`window: ${String(e.data).slice(0, 80)}`));
}

/** A page function: what the page's origin holds that an attack could have written, and what the page heard. */
async function pageState(): Promise<{ databases: string[]; caches: string[]; storage: string[]; heard: string[]; path: string }> {
  return {
    databases: (await indexedDB.databases()).map((d) => d.name ?? '').sort(),
    caches: (await caches.keys()).sort(),
    storage: Object.keys(localStorage).sort(),
    heard: (window as unknown as { __heard?: string[] }).__heard ?? [],
    path: location.pathname,
  };
}

/** A page function: plants the site's secrets (local storage, a cookie, a database, a cache) for the attacks to look for. */
async function plant(name: string): Promise<void> {
  localStorage.setItem(name, 'secret');
  document.cookie = `${name}=1; path=/`;
  await new Promise<void>((ok, no) => {
    const r = indexedDB.open(name, 1);
    r.onupgradeneeded = () => r.result.createObjectStore('secret');
    r.onsuccess = () => {
      r.result.close();
      ok();
    };
    r.onerror = () => no(r.error);
  });
  await (await caches.open(name)).put(`/${name}`, new Response('secret'));
}

/** A page function: is the cell's Run button there and enabled (not while the checker runs)? */
function runnable(selector: string): boolean {
  const button = [...document.querySelectorAll<HTMLButtonElement>(`${selector} .cc-toolbar button`)].find((b) => b.textContent?.trim() === 'Run the match');
  return button !== undefined && !button.disabled;
}

/** Asks for 2 games and presses Run the match, once it can be pressed. */
async function pressRun(page: BrowserPage): Promise<void> {
  await page.waitFor(chooseGames, { message: 'the Games select' }, [CELL, '2'] as const);
  await page.waitFor(runnable, { message: 'the Run the match button to be enabled', timeout: 30_000 }, CELL);
  await page.click(`${CELL} .cc-toolbar button`, { text: 'Run the match' });
}

/** Runs a 2-game match (depth 1, seed 1) in the cell and waits for its end. */
async function runMatch(page: BrowserPage): Promise<CellState> {
  await pressRun(page);
  // Generous: a cold WebKit on a loaded 2-core machine took more than 45 s to check the code and play 2 games.
  const done = await page.waitFor(codeCell, { message: 'the match to end', until: (c) => c?.state === 'done', timeout: MATCH_MS }, CELL);
  return done!;
}

const FROM_LINK = 'Code from a link — read it before you run it';

/** Opens the lesson's cell with `code` from a share link, once hydrated and showing the link's code. */
async function openLink(page: BrowserPage, code: string): Promise<void> {
  await page.open(`${LESSON}?code-tictactoe=${encodeCode(code)}#code-cell`);
  // The cell reads the link once hydrated: until then it shows the engine's own code.
  await page.waitFor(codeCell, { message: 'the code cell to show the link’s code', until: (c) => c?.origin === FROM_LINK, timeout: 30_000 }, CELL);
}

/** The page function a layer's attack runs in: in a worker the frame starts from a blob, or in the frame's document. */
type Layer = (arg: { body: string; ms: number }) => Promise<string>;

/** A page function (run in the sandbox frame): `body` in the frame's document. */
async function inFrame({ body, ms }: { body: string; ms: number }): Promise<string> {
  const run = new Function(`return (async () => {\n${body}\n})();`) as () => Promise<unknown>;
  const late = new Promise<string>((ok) => setTimeout(() => ok('no answer'), ms));
  const outcome = run().then(
    (v) => String(v).slice(0, 300),
    (e: unknown) => `threw ${(e as Error)?.name}: ${String((e as Error)?.message).slice(0, 200)}`,
  );
  return Promise.race([outcome, late]);
}

/**
 * The body of an escaped attack that lists which of `needs` the worker lacks
 * (`in`, which calls no getter: a getter that refuses an opaque origin is there).
 */
const missingGlobals = (needs: string[]) => `const has = (path) => {
  const keys = path.split('.');
  const last = keys.pop();
  const owner = keys.reduce((o, k) => (o == null ? undefined : o[k]), self);
  return owner != null && last in owner;
};
return JSON.stringify(${JSON.stringify(needs)}.filter((n) => !has(n)));`;

/**
 * Asks the listener to hear the browser outside the sandbox, so that its
 * silence means something: the page goes to it (it answers nothing, so the
 * navigation fails). A fetch from about:blank would do in Firefox, but
 * WebKitGTK sends none.
 */
async function control(page: BrowserPage, listener: Listener, name: string): Promise<void> {
  await page.open(`${listener.url}/control-${name}`).catch(() => undefined);
  for (let i = 0; i < 100 && !listener.hits.some((h) => h.startsWith(`tcp GET /control-${name}`)); i++) await sleep(100);
  expect(listener.hits.some((h) => h.startsWith(`tcp GET /control-${name}`)), 'the listener hears a browser that is not sandboxed').toBe(true);
}

const needed = [...new Set([...CODE_ATTACKS, ...ESCAPED_ATTACKS, ...FRAME_ATTACKS].flatMap((a) => (a.needs ? [a.needs] : [])))].sort();

export function sandboxChecks(engine: EngineName): CheckList {
  let listening: Promise<Listener> | undefined;
  const listener = () => (listening ??= startListener());
  // The control's own listener: a navigation may open a spare connection that sends nothing and closes
  // later, which the attacks' listener would count as a leak (seen in both Firefox and WebKit).
  let controlling: Promise<Listener> | undefined;
  const controlListener = () => (controlling ??= startListener());
  const na = (needs: string | undefined) => {
    const why = gap(engine, needs);
    return why ? ` (does not apply in ${LABEL[engine]}: ${why})` : '';
  };

  const codeCheck = (attack: CodeAttack): InPageCheck => ({
    name: `the reader’s code from a link: ${attack.id}: ${attack.title}${na(attack.needs)}`,
    timeout: 240_000,
    async run(page, site) {
      const l = await listener();
      await openLink(page, fill(attack.code, { listener: l.url, site: site.origin }, attack.id));
      await page.evaluate(listen, SECRET);
      let done: CellState;
      if (attack.expect.kind === 'refused') {
        await pressRun(page);
        done = (await page.waitFor(codeCell, { message: 'the checker’s errors', until: (c) => (c?.errors.length ?? 0) > 0, timeout: MATCH_MS }, CELL))!;
        expect(done.errors[0]).toMatch(attack.expect.message);
        expect(done.notice).toBe('The code has errors (listed under it): fix them, then run the match again.');
        expect(done.frame, 'no sandbox was started').toBe(false);
      } else done = await runMatch(page);
      if (attack.expect.kind === 'honest') {
        expect(done.tally).toEqual({ wins: String(HONEST.wins), losses: String(HONEST.losses), draws: String(HONEST.draws), stopped: String(HONEST.stopped) });
        expect(done.rows.map((r) => r.moves)).toEqual(HONEST.moves.map(String));
      } else if (attack.expect.kind === 'stopped') {
        const text = done.rows[attack.expect.game - 1]?.result ?? '';
        expect(text.replace(/^⚠\s*/, '')).toMatch(attack.expect.message);
        expect(text.length).toBeLessThan(1000);
      }
      // Whatever the code left running would have fired by now.
      await sleep(300);
      expect(leaks(l)).toEqual([]);
      expect(siteLeaks(site)).toEqual([]);
      const state = await page.evaluate(pageState);
      expect(state.databases.filter((d) => d !== SECRET)).toEqual([]);
      expect(state.caches.filter((c) => c !== SECRET)).toEqual([]);
      expect(state.storage).not.toContain(CODE_KEY); // the link's code is not the reader's
      expect(state.heard).toEqual([]);
    },
  });

  const layerCheck = (name: string, id: string, attacks: readonly ScopeAttack[], layer: Layer): InPageCheck => ({
    name: `${name}: every attack fails, and nothing reaches the network, the site or the page`,
    timeout: 300_000,
    // The frame's policy reports what it blocks on the console: that is the point.
    errors: 'expected',
    async run(page, site) {
      const l = await listener();
      await control(page, await controlListener(), id);
      await page.open(`${LESSON}#code-cell`);
      await page.waitFor(codeCell, { message: 'the code cell to hydrate', timeout: 30_000 }, CELL);
      await page.evaluate(plant, SECRET);
      await page.evaluate(listen, SECRET);
      await runMatch(page);
      expect(await page.evaluateInFrame(FRAME, () => origin, null), 'the frame’s origin is opaque').toBe('null');

      const outcomes: string[] = [];
      if (layer === inFrameWorker) {
        // The table of what this engine lacks is true of the sandbox's own workers.
        const missing = await page.evaluateInFrame(FRAME, layer, { body: missingGlobals(needed), ms: 5000 });
        expect(JSON.parse(missing), `the globals ${LABEL[engine]}'s workers lack (engineGaps.ts)`).toEqual(Object.keys(ENGINE_GAPS[engine]).sort());
      }
      for (const attack of attacks) {
        const body = fill(attack.body, { listener: l.url, site: site.origin }, attack.id);
        const outcome = await page.evaluateInFrame(FRAME, layer, { body, ms: 5000 });
        outcomes.push(`${attack.id}: ${knownHang(engine, attack.id, outcome)}${na(attack.needs)}`);
      }
      console.log(`${LABEL[engine]}, ${name}:\n  ${outcomes.join('\n  ')}`);
      expect(outcomes.filter((o) => /^[\w-]+: (reached|no answer)/.test(o))).toEqual([]);
      await sleep(500);
      expect(leaks(l)).toEqual([]);
      expect(siteLeaks(site)).toEqual([]);
      const state = await page.evaluate(pageState);
      expect(state.path, 'the page did not move').toBe(LESSON);
      expect(state.databases).toContain(SECRET);
      expect(state.databases).not.toContain(PWNED);
      expect(state.caches).toContain(SECRET);
      expect(state.caches).not.toContain(PWNED);
      expect(state.storage).toContain(SECRET);
      expect(state.heard).toEqual([]);
    },
  });

  return {
    name: 'the code cells’ sandbox',
    checks: [
      layerCheck('a worker of the sandbox with its whole global scope (as if the code had left its compartment)', 'escaped', ESCAPED_ATTACKS, inFrameWorker),
      layerCheck('the sandbox frame’s own document', 'frame', FRAME_ATTACKS, inFrame),
      ...CODE_ATTACKS.map(codeCheck),
    ],
    close: async () => {
      if (listening) await (await listening).close();
      if (controlling) await (await controlling).close();
    },
  };
}
