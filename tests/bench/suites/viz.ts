/**
 * The visualiser on a 5,000-node recorded search: alpha-beta on tic-tac-toe
 * from `.x.......`, 5 plies, worst move first (4,863 positions searched, 5,761
 * drawn with the pruned stubs, 16,578 events).
 *
 *   npm run -s bench -- viz                      # in Node: replay, picture, layout, Preact render (happy-dom)
 *   npm run -s bench -- viz browser <baseURL>    # also in Chromium against a served build, e.g. http://127.0.0.1:4321
 *
 * Per-step and per-scrub figures are medians (and 95th percentiles) over many
 * steps; a frame at 60 Hz is 16.7 ms. The machines are shared: read the
 * figures as orders of magnitude.
 */

import { performance } from 'node:perf_hooks';
import { runSearch } from '../../../src/lib/viz/searchRun.ts';
import { picture } from '../../../src/lib/viz/display.ts';
import { layoutTree } from '../../../src/lib/viz/layout.ts';
import { Replayer } from '../../../src/lib/viz/replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from '../../../src/lib/viz/spec.ts';
import { median, round, time, type BenchSuite } from '../measure.ts';

const SPEC: ExplorerSpec = { ...DEFAULT_SPEC, game: 'tictactoe', position: '.x.......', depth: 5, order: 'worst-first' };
const QUERY = 'game=tictactoe&pos=.x.......&depth=5&order=worst-first';

const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const summary = (xs: readonly number[]) => ({
  medianMs: round(median(xs)),
  p95Ms: round(percentile(xs, 0.95)),
  maxMs: round(Math.max(...xs)),
  samples: xs.length,
});

/** A fixed sequence of "random" steps (an LCG), so runs compare. */
function jumps(n: number, total: number): number[] {
  let x = 42;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % (total + 1);
  });
}

async function inNode() {
  const rec = time(() => {
    const r = runSearch(SPEC);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, 3);
  const recording = rec.result;
  const { model, source } = recording;
  const replayerBuild = time(() => new Replayer(model, 'max'), 3);
  const replayer = replayerBuild.result;
  const layoutAll = time(() => layoutTree(model, source), 5);
  const layoutFolded = time(() => layoutTree(model, source, { maxPly: 3 }), 5);
  const layout = layoutAll.result;
  const ctx = { model, layout, source, perspective: 'max' as const };

  const total = replayer.total;
  // Every step of the timeline, all 5,761 nodes in the picture (as with "Levels: all").
  const stepTimes: number[] = [];
  let prev: ReturnType<typeof picture> | undefined;
  for (let k = 1; k <= total; k += 4) {
    const t0 = performance.now();
    prev = picture(ctx, replayer.at(k), prev);
    stepTimes.push(performance.now() - t0);
  }
  const scrubTimes: number[] = [];
  for (const k of jumps(300, total)) {
    const t0 = performance.now();
    prev = picture(ctx, replayer.at(k), prev);
    scrubTimes.push(performance.now() - t0);
  }

  // Preact re-rendering the SVG in happy-dom: the DOM work a step costs, without the browser's style and paint.
  const { Window } = await import('happy-dom');
  const win = new Window();
  const g = globalThis as Record<string, unknown>;
  for (const k of ['window', 'document', 'navigator', 'Node', 'Element', 'SVGElement', 'HTMLElement', 'Event'])
    g[k] = (win as unknown as Record<string, unknown>)[k];
  const { h, render } = await import('preact');
  const { TreeSvg, viewBoxFor } = await import('../../../src/components/ui/TreeSvg.tsx');
  const root = win.document.createElement('div');
  win.document.body.appendChild(root);
  // The island's default for a tree this size: three levels drawn, the rest folded.
  const folded = layoutFolded.result;
  const foldedCtx = { ...ctx, layout: folded };
  const vb = viewBoxFor(folded);
  let last: ReturnType<typeof picture> | undefined;
  const draw = (k: number) => {
    last = picture(foldedCtx, replayer.at(k), last);
    render(h(TreeSvg, { picture: last, viewBox: vb, title: 'bench' }), root as unknown as Element);
  };
  const t0 = performance.now();
  draw(0);
  const firstRender = performance.now() - t0;
  const renderSteps: number[] = [];
  for (let k = 1; k <= Math.min(total, 200); k++) {
    const t = performance.now();
    draw(k);
    renderSteps.push(performance.now() - t);
  }
  const renderScrubs: number[] = [];
  for (const k of jumps(40, total)) {
    const t = performance.now();
    draw(k);
    renderScrubs.push(performance.now() - t);
  }
  await win.happyDOM.close();

  return {
    tree: { searched: model.searched, drawn: model.nodes.length, events: total, truncated: recording.truncated },
    recordMs: rec.medianMs,
    replayerBuildMs: replayerBuild.medianMs,
    layoutAllLevelsMs: layoutAll.medianMs,
    layoutThreeLevelsMs: layoutFolded.medianMs,
    stepReplayAndPicture: summary(stepTimes),
    scrubReplayAndPicture: summary(scrubTimes),
    happyDom: { drawnNodes: folded.nodes.length, firstRenderMs: round(firstRender), step: summary(renderSteps), scrub: summary(renderScrubs) },
  };
}

/**
 * Runs in the page. `work`: from the key press to a finished style and layout
 * of the page (Preact renders in a microtask; reading a box forces style and
 * layout), without paint. `frame`: from the key press to the second animation
 * frame after it, paint included (at least one frame interval by construction).
 */
const BROWSER_LOOP = `(async () => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
  const settle = async () => { for (let i = 0; i < 4; i++) await Promise.resolve(); document.querySelector('.sx-svg').getBoundingClientRect(); void document.documentElement.offsetHeight; };
  const stepWork = [], stepFrame = [], scrubWork = [], scrubFrame = [];
  for (let i = 0; i < 120; i++) {
    const t0 = performance.now();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await settle();
    stepWork.push(performance.now() - t0);
    await frame();
    stepFrame.push(performance.now() - t0);
  }
  const scrub = document.querySelector('.sx-scrub');
  const total = Number(scrub.max);
  let x = 42;
  for (let i = 0; i < 60; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const t0 = performance.now();
    scrub.value = String(x % (total + 1));
    scrub.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    scrubWork.push(performance.now() - t0);
    await frame();
    scrubFrame.push(performance.now() - t0);
  }
  return { stepWork, stepFrame, scrubWork, scrubFrame };
})()`;

/** Frame times in Chromium: key press (or scrubber input) to the second animation frame after it. */
async function inBrowser(baseURL: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const out: Record<string, unknown> = {};
    for (const levels of ['folded', 'all'] as const) {
      await page.goto(`${baseURL.replace(/\/$/, '')}/alpha-beta/?${QUERY}`);
      await page.locator('.sx-svg').scrollIntoViewIfNeeded();
      await page.locator('astro-island:not([ssr]) .sx-svg').waitFor();
      if (levels === 'all') await page.locator('.sx-levels select').selectOption('all');
      const drawn = await page.locator('.sx-svg [data-node-id]').count();
      // A string, not a function: tsx would wrap a function with helpers the page does not have.
      const r = (await page.evaluate(BROWSER_LOOP)) as Record<'stepWork' | 'stepFrame' | 'scrubWork' | 'scrubFrame', number[]>;
      out[levels] = {
        drawnNodes: drawn,
        stepWork: summary(r.stepWork),
        stepToPaintedFrame: summary(r.stepFrame),
        scrubWork: summary(r.scrubWork),
        scrubToPaintedFrame: summary(r.scrubFrame),
      };
    }
    return out;
  } finally {
    await browser.close();
  }
}

const suite: BenchSuite = {
  name: 'viz',
  description: 'visualiser frame costs on a 5,000-node recorded alpha-beta search (tic-tac-toe .x......., 5 plies, worst first)',
  async run(args) {
    const out: Record<string, unknown> = { node: await inNode() };
    if (args[0] === 'browser') out.chromium = await inBrowser(args[1] ?? 'http://127.0.0.1:4321');
    return out;
  },
};
export default suite;
