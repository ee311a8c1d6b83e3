/**
 * @packageDocumentation
 * `npm run bench -- multicore-browser [rounds]`: the speed page's own "every
 * core" measure (`islands/CoreSpeedup.tsx`), run in headless Chromium
 * (Debian's /usr/bin/chromium, or CHROMIUM_PATH) on the built site, as a
 * reader's browser runs it: the page's solve workers, split by the page's
 * pool, with `navigator.hardwareConcurrency` workers (at most 4).
 *
 * Serves `dist/` (built first with `astro build` when it is missing; build it
 * again after a change). Each round presses each job's Measure button once
 * (one worker, then every core, the two answers compared by the page) and
 * reads the section's test hooks. Wall time, medians over `rounds` (default
 * 3), with the load average beside: a busy core makes a worker worth less.
 *
 * On Linux, the CPU time of each of the browser's threads during each phase
 * too (`../threadCpu.ts`): the worker threads' total (what the split costs)
 * and the busiest one; `cpuSpeedup`, the one worker's CPU over the busiest
 * worker's CPU with every core, is the speedup free cores would give, which
 * other programs' load does not blur as it blurs wall time.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serveFolder } from '../compiledEngine.ts';
import { BROWSER_MARK, cpuSince, threadCpu, workerCpu } from '../threadCpu.ts';
import { median, round, type BenchSuite } from '../measure.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = `${ROOT}dist`;
const JOBS = ['connect4-columns', 'ffo-40'] as const;

interface PageRun {
  readonly workers: number;
  readonly oneMs: number;
  readonly manyMs: number;
  readonly answer: string;
  /** CPU per phase: the worker threads' total and the busiest one, V8's background threads (compiling, collecting). */
  readonly cpu: Record<string, { workersMs: number; busiestMs: number; workerThreads: number; v8BackgroundMs: number }>;
}

function ensureBuilt(): void {
  if (existsSync(`${DIST}/speed/index.html`)) return;
  process.stderr.write('bench: multicore-browser: dist/ is missing, building the site\n');
  const b = spawnSync('npx', ['astro', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) throw new Error('astro build failed');
}

const suite: BenchSuite = {
  name: 'multicore-browser',
  description: "the speed page's every-core measure in headless Chromium: one worker vs the browser's cores (wall time, medians)",
  async run(args) {
    const rounds = Math.max(1, Number(args[0] ?? 3) || 3);
    ensureBuilt();
    const { server, url } = await serveFolder(DIST);
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', BROWSER_MARK] });
    try {
      const page = await browser.newPage();
      await page.goto(`${url}/speed/`);
      // The island hydrates when it comes into view, and is ready once it has counted the cores.
      await page.locator('[data-speedup-job]').first().scrollIntoViewIfNeeded();
      await page.getByText(/This browser offers \d+ worker/).waitFor({ timeout: 60_000 });
      const out: Record<string, unknown> = { loadAverageBefore: os.loadavg().map((x) => round(x, 2)), hardwareConcurrency: await page.evaluate(() => navigator.hardwareConcurrency) };
      const runs: Record<string, PageRun[]> = Object.fromEntries(JOBS.map((j) => [j, []]));
      for (let r = 0; r < rounds; r++) {
        for (const id of JOBS) {
          const section = page.locator(`[data-speedup-job="${id}"]`);
          await section.getByRole('button', { name: 'Measure' }).click();
          // Each phase's CPU, read every 100 ms until the measure ends (within 5 minutes).
          const spent: Record<string, Map<string, number>> = {};
          let before = threadCpu();
          for (let t0 = Date.now(); Date.now() - t0 < 300_000; ) {
            await new Promise((r) => setTimeout(r, 100));
            const [state, phase] = await Promise.all([section.getAttribute('data-state'), section.getAttribute('data-phase')]);
            const now = threadCpu();
            const into = (spent[phase ?? 'end'] ??= new Map());
            for (const [k, v] of cpuSince(before, now)) into.set(k, (into.get(k) ?? 0) + v);
            before = now;
            if (state !== 'running') break;
          }
          const a = (name: string) => section.getAttribute(name);
          if ((await a('data-state')) !== 'done') throw new Error(`${id}: ${await section.locator('.speed__status').textContent()}`);
          const cpu: PageRun['cpu'] = {};
          for (const phase of ['one', 'many']) {
            const m = spent[phase] ?? new Map<string, number>();
            const w = workerCpu(m);
            const v8 = [...m].filter(([k]) => k.startsWith('ThreadPoolForeg')).reduce((s, [, v]) => s + v, 0);
            cpu[phase] = { workersMs: w.totalMs, busiestMs: w.maxMs, workerThreads: w.threads, v8BackgroundMs: v8 };
          }
          const run = { workers: Number(await a('data-workers')), oneMs: Number(await a('data-one-ms')), manyMs: Number(await a('data-many-ms')), answer: (await a('data-answer')) ?? '', cpu };
          runs[id].push(run);
          process.stderr.write(
            `bench: multicore-browser ${id}: 1 worker ${run.oneMs} ms (${cpu.one.workersMs} ms CPU), ${run.workers} workers ${run.manyMs} ms (${cpu.many.workersMs} ms CPU, busiest ${cpu.many.busiestMs})\n`,
          );
        }
      }
      for (const id of JOBS) {
        const rs = runs[id];
        const one = median(rs.map((x) => x.oneMs));
        const many = median(rs.map((x) => x.manyMs));
        out[id] = {
          rounds,
          workers: rs[0].workers,
          oneWorkerMs: one,
          manyWorkersMs: many,
          speedup: round(one / many, 2),
          // The speedup of each round, then their median: the two runs of a round met the same load.
          roundSpeedups: rs.map((x) => round(x.oneMs / x.manyMs, 2)),
          medianRoundSpeedup: round(median(rs.map((x) => x.oneMs / x.manyMs)), 2),
          answers: [...new Set(rs.map((x) => x.answer))],
          // CPU (Linux): the one worker's, the workers' total with every core, and one over the busiest (0 where /proc is not read).
          oneWorkerCpuMs: median(rs.map((x) => x.cpu.one.workersMs)),
          manyWorkersCpuMs: median(rs.map((x) => x.cpu.many.workersMs)),
          cpuSpeedup: round(median(rs.map((x) => (x.cpu.many.busiestMs > 0 ? x.cpu.one.workersMs / x.cpu.many.busiestMs : 0))), 2),
          cpu: rs.map((x) => x.cpu),
        };
      }
      out.loadAverageAfter = os.loadavg().map((x) => round(x, 2));
      out.chromium = browser.version();
      return out;
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default suite;
