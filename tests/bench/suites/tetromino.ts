/**
 * @packageDocumentation
 * Tetromino placement game: the full solve from the start (target: under
 * 1.5 s in Node, under 64 MB), a few mid-game positions, the value of every
 * first move, perft 3, and on request the cost of each solver feature and the
 * course's own evaluation replayed.
 *
 *   npm run -s bench -- tetromino                  the default rows
 *   npm run -s bench -- tetromino ablation         + the solve without table / symmetry / ordering, other table sizes
 *   npm run -s bench -- tetromino course           + the course's evaluation from the start (64.7 M calls)
 *   npm run -s bench -- tetromino browser          + the solve in a Web Worker of headless Chromium
 *   npm run -s bench -- tetromino cost             + every row of the lesson's search-cost table from the start,
 *                                                    checked against START_NODES (about 3 minutes)
 *   npm run -s bench -- tetromino perft            + perft 4 walked by the generic perft, perft 4 and 5 grouped
 *   npm run -s bench -- tetromino before=<checkout> [--rounds N]
 *                                                  + the full solve beside an earlier commit's, interleaved
 *                                                    (compare/tetrominoBefore.ts)
 *   npm run -s bench -- tetromino replies          + the second player's winning replies to one first move of
 *                                                    each of the 115 classes, timed (about 3 minutes)
 *
 * Memory is measured in fresh child processes, before and after the solve, so
 * the figure is not mixed with the other rows: once in a bare `node` running
 * the engine compiled to JavaScript (as the browser's worker runs it), once
 * under the TypeScript loader the benchmarks use (which alone takes ~40 MiB).
 * Times are medians; on a shared machine compare the CPU time with the wall
 * time (the load average is printed with the targets).
 */

import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { unwrap } from '../../../src/engine/core/result.ts';
import { START, type TetrominoPosition } from '../../../src/engine/games/tetromino/board40.ts';
import { courseEval, COURSE_MESSAGES } from '../../../src/engine/games/tetromino/courseEval.ts';
import { COST_ROWS, START_NODES, runCostRow } from '../../../src/engine/games/tetromino/costTable.ts';
import { afterFirstMove, firstMoveClasses, winningReplies } from '../../../src/engine/games/tetromino/firstMoves.ts';
import { START_PERFT_5, groupedPerft } from '../../../src/engine/games/tetromino/groupedPerft.ts';
import { TetrominoSolver, type SolverOptions } from '../../../src/engine/games/tetromino/solver.ts';
import { tetromino } from '../../../src/engine/games/tetromino/tetromino.ts';
import { perft } from '../../../src/engine/search/perft.ts';
import { compileEngine, runInChromiumWorker } from '../compiledEngine.ts';
import { parseCompareOptions } from '../compare/options.ts';
import { compareTetrominoBefore } from '../compare/tetrominoBefore.ts';
import { median, perSecond, round, time, type BenchSuite } from '../measure.ts';

const TARGET_MS = 1500;
const TARGET_MIB = 64;
const TARGET_BROWSER_MS = 3000;
const MIB = 1024 * 1024;

/** Mid-game positions, as placements from the start, and what they show. */
const MID_GAME: { name: string; moves: string[] }[] = [
  { name: '1 placement: the second player to move wins', moves: ['O0@a1'] },
  { name: '2 placements, random game', moves: ['I0@a2', 'I1@b1'] },
  { name: '2 placements on the tie line of the tests', moves: ['O0@a1', 'I0@e4'] },
  { name: '3 placements, random game', moves: ['Z0@c5', 'I0@a4', 'J1@a2'] },
  { name: '4 placements on the tie line of the tests', moves: ['O0@a1', 'I0@e4', 'Z0@b6', 'Z1@b3'] },
];

const playNames = (names: readonly string[]): TetrominoPosition =>
  names.reduce((p, n) => tetromino.play(p, unwrap(tetromino.parseMove(n, p))), START);

/**
 * The engine compiled to JavaScript, so the memory probe can run in a bare
 * `node` with no TypeScript loader: the situation of the browser's worker,
 * where the loader's ~40 MiB do not exist.
 */
const compileForBareNode = () => compileEngine(['core', 'games/tetromino']);

/** The start solved in a fresh process, measured before and after the solve. */
function memoryProbe(bare: boolean): Record<string, number | string> {
  const dir = bare ? compileForBareNode() : '';
  const module = (name: string) =>
    bare ? pathToFileURL(join(dir, `games/tetromino/${name}.mjs`)).href : new URL(`../../../src/engine/games/tetromino/${name}.ts`, import.meta.url).href;
  // Resident memory is sampled (before, every progress report, after) rather
  // than read from maxRSS: a child's maxRSS starts at its parent's peak on Linux.
  const code = `
    const { TetrominoSolver } = await import(${JSON.stringify(module('solver'))});
    const { START } = await import(${JSON.stringify(module('board40'))});
    const mib = (b) => Math.round(b / 1048576 * 10) / 10;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = () => { peak = Math.max(peak, process.memoryUsage().rss); };
    const t0 = performance.now();
    const s = new TetrominoSolver({ onProgress: sample });
    const r = s.solve(START);
    const ms = performance.now() - t0;
    sample();
    console.log(JSON.stringify({ value: r.value, nodes: s.nodes, ms: Math.round(ms), rssBeforeSolveMiB: mib(before), peakRssMiB: mib(peak), solveAddsMiB: mib(peak - before), tableMiB: mib(s.stats.tableBytes) }));
  `;
  const argv = bare ? ['--input-type=module', '-e', code] : [...process.execArgv, '--input-type=module', '-e', code];
  const child = spawnSync(process.execPath, argv, { encoding: 'utf8' });
  if (bare) rmSync(dir, { recursive: true, force: true });
  if (child.status !== 0) return { error: child.stderr.trim().split('\n').slice(-3).join(' ') };
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}');
}

/**
 * The start solved in a module Web Worker of headless Chromium (Debian's
 * /usr/bin/chromium, driven by playwright-core), as the site's solve worker
 * runs it: four solves in a row, the first one including the JIT's warm-up.
 */
async function browserProbe(): Promise<Record<string, unknown>> {
  const dir = compileForBareNode();
  writeFileSync(
    join(dir, 'worker.mjs'),
    `import { TetrominoSolver } from './games/tetromino/solver.mjs';
     import { START } from './games/tetromino/board40.mjs';
     const ms = [];
     let r, s;
     for (let i = 0; i < 4; i++) {
       const t0 = performance.now();
       s = new TetrominoSolver({ onProgress: () => {} });
       r = s.solve(START);
       ms.push(Math.round(performance.now() - t0));
     }
     postMessage({ value: r.value, nodes: s.nodes, ms });`,
  );
  const probe = await runInChromiumWorker<{ value: number; nodes: number; ms: number[] }>(dir, 120_000);
  if (!probe.ok) return { error: probe.error };
  return { ...probe.value, medianMs: median(probe.value.ms.slice(1)), version: probe.chromium };
}

/** One run, timed (for the rows too long to repeat). */
function once<T>(fn: () => T): { result: T; ms: number } {
  const t0 = performance.now();
  const result = fn();
  return { result, ms: round(performance.now() - t0) };
}

function solveRow(pos: TetrominoPosition, repeat: number, options: SolverOptions = {}) {
  let solver = new TetrominoSolver(options);
  const cpu: number[] = [];
  const t = time(() => {
    solver = new TetrominoSolver(options);
    const c0 = process.cpuUsage();
    const r = solver.solve(pos);
    cpu.push(process.cpuUsage(c0).user / 1000);
    return r;
  }, repeat);
  const s = solver.stats;
  return {
    value: t.result.value,
    bestMove: t.result.best >= 0 ? tetromino.formatMove(t.result.best, pos) : null,
    nodes: s.nodes,
    medianMs: t.medianMs,
    medianCpuMs: round(median(cpu.slice(1))),
    nodesPerSecond: perSecond(s.nodes, t.medianMs),
    immediateWins: s.immediateWins,
    tableEntries: s.tableFilled,
    tableSlots: s.tableSize,
    tableMiB: round(s.tableBytes / MIB, 1),
    runs: t.runs,
  };
}

const suite: BenchSuite = {
  name: 'tetromino',
  description: 'tetromino placement game: full solve from the start, mid-game positions, every first move, perft 3 (args: ablation, course, browser, cost, perft, replies, before=<checkout>)',
  async run(allArgs) {
    const out: Record<string, unknown> = {};
    const { rounds, rest: args } = parseCompareOptions(allArgs);
    const before = args.find((a) => a.startsWith('before='))?.slice('before='.length);
    if (before) return { before: await compareTetrominoBefore(before, rounds) };

    const start = solveRow(START, 5);
    out.startSolve = start;
    const memory = { bareNode: memoryProbe(true), withTypeScriptLoader: memoryProbe(false) };
    out.memory = memory;
    const bare = memory.bareNode;
    out.targets = {
      loadAverage: os.loadavg().map((x) => round(x, 2)),
      solveMs: `${start.medianMs} ms median wall (${start.medianCpuMs} ms CPU) vs ${TARGET_MS} ms: ${start.medianMs < TARGET_MS ? 'met' : 'missed'}${start.medianCpuMs < TARGET_MS ? '' : ' (CPU too)'}`,
      memory:
        typeof bare.peakRssMiB === 'number'
          ? `bare node: peak ${bare.peakRssMiB} MiB resident for the whole process (${bare.rssBeforeSolveMiB} MiB before the solve) vs ${TARGET_MIB} MiB: ${bare.peakRssMiB < TARGET_MIB ? 'met' : 'missed'}; the table is ${bare.tableMiB} MiB`
          : `not measured: ${bare.error}`,
    };

    out.midGame = MID_GAME.map(({ name, moves }) => {
      const pos = playNames(moves);
      return { name, position: tetromino.write(pos), ...solveRow(pos, 3) };
    });

    const t0 = performance.now();
    const analysis = new TetrominoSolver();
    const firstMoves = analysis.analyze(START);
    const counts = { win: 0, tie: 0, loss: 0 };
    for (const mv of firstMoves) counts[mv.value === 1 ? 'win' : mv.value === 0 ? 'tie' : 'loss']++;
    out.firstMoves = { moves: firstMoves.length, forTheFirstPlayer: counts, nodes: analysis.nodes, ms: round(performance.now() - t0) };

    const p = time(() => perft(tetromino, START, 3), 1);
    out.perft3 = { nodes: p.result, medianMs: p.medianMs, nodesPerSecond: perSecond(p.result, p.medianMs) };

    if (args.includes('ablation')) {
      out.ablation = Object.fromEntries(
        (
          [
            ['all features', {}],
            ['no table (nor symmetry)', { tableBits: 0 }],
            ['no symmetry', { symmetry: false }],
            ['no ordering', { ordering: false }],
            ['table 2^16 slots (640 KiB)', { tableBits: 16 }],
            ['table 2^20 slots (10 MiB)', { tableBits: 20 }],
            ['table 2^22 slots (40 MiB)', { tableBits: 22 }],
          ] as const
        ).map(([label, options]) => {
          const r = solveRow(START, 1, options);
          return [label, { value: r.value, nodes: r.nodes, ms: r.medianMs }];
        }),
      );
    }

    if (args.includes('browser')) {
      const b = await browserProbe();
      out.browser = { ...b, target: `${TARGET_BROWSER_MS} ms` };
    }

    if (args.includes('course')) {
      const c0 = performance.now();
      const c = courseEval(START);
      out.course = {
        result: c.result,
        message: COURSE_MESSAGES[c.result],
        evaluations: c.evaluations,
        ms: round(performance.now() - c0),
        reading: 'First = the side to move loses (rule 3): at the start the first player loses, the second player wins',
      };
    }
    if (args.includes('cost')) {
      // The lesson's table: every row from the start, its count against the one the facts state.
      out.cost = COST_ROWS.map((row) => {
        const t0 = performance.now();
        const r = runCostRow(row.id, START);
        const ms = round(performance.now() - t0);
        const check = r.value === -1 && r.nodes === START_NODES[row.id] ? 'ok' : `MISMATCH: START_NODES says ${START_NODES[row.id]}`;
        return { id: row.id, label: row.label, value: r.value, nodes: r.nodes, ms, check };
      });
    }

    if (args.includes('perft')) {
      const walked = once(() => perft(tetromino, START, 4));
      const grouped4 = once(() => groupedPerft(START, 4));
      const grouped5 = once(() => groupedPerft(START, 5, { split: 3 }));
      out.perft = {
        perft4Generic: { nodes: walked.result, ms: walked.ms },
        perft4Grouped: { ...grouped4.result, ms: grouped4.ms, check: grouped4.result.nodes === walked.result ? 'ok' : 'MISMATCH with the generic perft' },
        perft5Grouped: { ...grouped5.result, ms: grouped5.ms, split: 3, check: grouped5.result.nodes === START_PERFT_5 ? 'ok' : `MISMATCH: START_PERFT_5 says ${START_PERFT_5}` },
      };
    }

    if (args.includes('replies')) {
      const rows = firstMoveClasses().map((c) => {
        const t0 = performance.now();
        const replies = winningReplies(c.representative);
        return {
          first: tetromino.formatMove(c.representative, START),
          classSize: c.moves.length,
          replies: tetromino.legalMoves(afterFirstMove(c.representative)).length,
          winning: replies.length,
          ms: round(performance.now() - t0),
        };
      });
      const ms = rows.map((r) => r.ms);
      const winning = rows.map((r) => r.winning);
      out.replies = {
        classes: rows.length,
        winningReplies: { min: Math.min(...winning), max: Math.max(...winning), median: median(winning) },
        ms: { min: Math.min(...ms), max: Math.max(...ms), median: median(ms), total: round(ms.reduce((a, b) => a + b, 0)) },
        slowest: [...rows].sort((a, b) => b.ms - a.ms).slice(0, 5),
        fewest: [...rows].sort((a, b) => a.winning - b.winning).slice(0, 5),
        most: [...rows].sort((a, b) => b.winning - a.winning).slice(0, 5),
      };
    }
    return out;
  },
};
export default suite;
