/**
 * @packageDocumentation
 * `npm run bench -- multicore-browser [rounds]`: the speed page's own "every
 * core" measure (`islands/CoreSpeedup.tsx`), run in headless Chromium
 * (Debian's /usr/bin/chromium, or CHROMIUM_PATH) on the built site, as a
 * reader's browser runs it: the page's solve workers, split by the page's
 * pool, with `navigator.hardwareConcurrency` workers (at most 4).
 *
 * The page is served twice: with the headers of the site's `_headers` (COOP
 * and COEP: cross-origin isolated), as a host that reads that file serves it,
 * where the workers of a Connect Four split share one table
 * (`connect4-columns`, `ffo-40`), and without, as `astro preview` and most
 * static hosts serve it, where each keeps its own
 * (`connect4-columns/not-isolated`).
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
 * other programs' load does not blur as it blurs wall time. Beside them, the
 * other threads of the browser that ran (`others`) and the machine's busy,
 * idle and stolen time over the phase (`machine`, from /proc/stat): with two
 * workers on two cores, idle time is the split's imbalance, busy time beyond
 * the workers' is what else ran.
 *
 * The bench does not poll the page while it measures: the page calls back
 * (an exposed function, from a MutationObserver on the section's attributes)
 * when a phase begins and ends, and only then are the threads read. Polling
 * every 100 ms, as it first did, took about 15% of a core from the workers
 * (CDP round trips and a scan of /proc), which two busy cores felt: every
 * column of 32164625 measured 1.60x with it, 1.77x without.
 */

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { hostedHeaders } from '../../../src/server/hostedHeaders.ts';
import { serveFolder } from '../../staticServer.ts';
import { BROWSER_MARK, browserPids, cpuSince, machineCpu, otherThreads, threadCpu, workerCpu } from '../threadCpu.ts';
import { median, round, type BenchSuite } from '../measure.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = `${ROOT}dist`;
type Mode = 'isolated' | 'plain';
/** Each job in each page: FFO #40 shares no table, so it runs in the isolated page only. */
const MEASURES = [
  ['isolated', 'connect4-columns'],
  ['plain', 'connect4-columns'],
  ['isolated', 'ffo-40'],
] as const satisfies readonly (readonly [Mode, string])[];
/** A measure's name in the output: the job, and `/not-isolated` in the plain page. */
const key = (mode: Mode, job: string): string => (mode === 'isolated' ? job : `${job}/not-isolated`);

interface PageRun {
  readonly workers: number;
  readonly oneMs: number;
  readonly manyMs: number;
  readonly answer: string;
  /** CPU per phase: the worker threads' total and the busiest one, V8's background threads (compiling, collecting). */
  readonly cpu: Record<string, { workersMs: number; busiestMs: number; workerThreads: number; v8BackgroundMs: number; others: ReturnType<typeof otherThreads>; machine: ReturnType<typeof machineCpu> }>;
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
    // The site as a host that reads its _headers serves it (the speed page cross-origin isolated: a
    // split's workers share a table), and as one that sends no headers; the two pages measured in turn.
    const served = { isolated: await serveFolder(DIST, hostedHeaders(DIST)), plain: await serveFolder(DIST) };
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', BROWSER_MARK] });
    try {
      let phaseListener: (phase: string) => void = () => undefined;
      const pages = {} as Record<Mode, Page>;
      for (const mode of ['isolated', 'plain'] as const) {
        const page = (pages[mode] = await browser.newPage());
        await page.exposeFunction('benchPhase', (phase: string) => phaseListener(phase));
        await page.goto(`${served[mode].url}/speed/`);
        // The island hydrates when it comes into view, and is ready once it has counted the cores.
        await page.locator('[data-speedup-job]').first().scrollIntoViewIfNeeded();
        await page.getByText(/This browser offers \d+ worker/).waitFor({ timeout: 60_000 });
        const isolated = await page.locator('[data-isolated]').getAttribute('data-isolated');
        if (isolated !== String(mode === 'isolated')) throw new Error(`the ${mode} page says data-isolated=${isolated}`);
      }
      const out: Record<string, unknown> = { loadAverageBefore: os.loadavg().map((x) => round(x, 2)), hardwareConcurrency: await pages.isolated.evaluate(() => navigator.hardwareConcurrency) };
      const runs: Record<string, PageRun[]> = Object.fromEntries(MEASURES.map(([mode, job]) => [key(mode, job), []]));
      for (let r = 0; r < rounds; r++) {
        for (const [mode, id] of MEASURES) {
          const page = pages[mode];
          const section = page.locator(`[data-speedup-job="${id}"]`);
          // CPU per phase, read when the page enters it: the page calls back as its
          // attributes change, so nothing polls the browser while the workers run (a
          // reading every 100 ms cost the busy cores about a tenth of the wall time).
          const processes = browserPids();
          const marks: { phase: string; threads: Map<string, number>; machine: ReturnType<typeof machineCpu> }[] = [];
          const mark = (phase: string) => {
            if (marks.at(-1)?.phase !== phase) marks.push({ phase, threads: threadCpu(processes), machine: machineCpu() });
          };
          phaseListener = mark;
          mark('idle');
          const ended = page.evaluate(
            (job) =>
              new Promise<void>((resolve) => {
                const el = document.querySelector(`[data-speedup-job="${job}"]`);
                if (el === null) throw new Error(`no section ${job}`);
                const observer = new MutationObserver(() => {
                  const running = el.getAttribute('data-state') === 'running';
                  (window as unknown as { benchPhase: (p: string) => void }).benchPhase(running ? (el.getAttribute('data-phase') ?? 'running') : 'end');
                  if (!running) {
                    observer.disconnect();
                    resolve();
                  }
                });
                observer.observe(el, { attributes: true, attributeFilter: ['data-state', 'data-phase'] });
              }),
            id,
          );
          await section.getByRole('button', { name: 'Measure' }).click();
          await Promise.race([ended, new Promise((_, reject) => setTimeout(() => reject(new Error(`${id}: no end within 5 minutes`)), 300_000))]);
          await new Promise((r) => setTimeout(r, 200)); // the last callback's reading
          const spent: Record<string, Map<string, number>> = {};
          const machine: Record<string, ReturnType<typeof machineCpu>> = {};
          for (let i = 0; i + 1 < marks.length; i++) {
            const [m0, m1] = [marks[i], marks[i + 1]];
            spent[m0.phase] = cpuSince(m0.threads, m1.threads);
            machine[m0.phase] = {
              busyMs: m1.machine.busyMs - m0.machine.busyMs,
              idleMs: m1.machine.idleMs - m0.machine.idleMs,
              stealMs: m1.machine.stealMs - m0.machine.stealMs,
            };
          }
          const a = (name: string) => section.getAttribute(name);
          if ((await a('data-state')) !== 'done') throw new Error(`${id}: ${await section.locator('.speed__status').textContent()}`);
          const cpu: PageRun['cpu'] = {};
          for (const phase of ['one', 'many']) {
            const m = spent[phase] ?? new Map<string, number>();
            const w = workerCpu(m);
            const v8 = [...m].filter(([k]) => k.startsWith('ThreadPoolForeg')).reduce((s, [, v]) => s + v, 0);
            cpu[phase] = { workersMs: w.totalMs, busiestMs: w.maxMs, workerThreads: w.threads, v8BackgroundMs: v8, others: otherThreads(m), machine: machine[phase] ?? { busyMs: 0, idleMs: 0, stealMs: 0 } };
          }
          const run = { workers: Number(await a('data-workers')), oneMs: Number(await a('data-one-ms')), manyMs: Number(await a('data-many-ms')), answer: (await a('data-answer')) ?? '', cpu };
          runs[key(mode, id)].push(run);
          process.stderr.write(
            `bench: multicore-browser ${key(mode, id)}: 1 worker ${run.oneMs} ms (${cpu.one.workersMs} ms CPU), ${run.workers} workers ${run.manyMs} ms (${cpu.many.workersMs} ms CPU, busiest ${cpu.many.busiestMs})\n`,
          );
        }
      }
      for (const id of Object.keys(runs)) {
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
      for (const { server } of Object.values(served)) server.close();
    }
  },
};

export default suite;
