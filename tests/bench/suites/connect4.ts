/**
 * @packageDocumentation
 * Connect Four solver benchmark, on Pascal Pons' public test sets
 * (`src/data/positions/connect4/`, see its README), with his protocol: every
 * position solved from an empty transposition table, mean time and mean node
 * count per position, strong mode (exact score) and weak mode (sign only).
 *
 *   npm run -s bench -- connect4                          all four sets, strong and weak, 3 runs each, + kernel perft 8
 *   npm run -s bench -- connect4 end-easy middle-medium   some sets (file names work too: Test_L2_R2)
 *   npm run -s bench -- connect4 limit=100 repeat=1       first 100 lines of each set, one timed run
 *   npm run -s bench -- connect4 modes=strong             strong mode only
 *   npm run -s bench -- connect4 tableBits=22             cap the table at 2^22 entries
 *   npm run -s bench -- connect4 empty                    the empty 7x6 board, every column (about 20 min CPU)
 *   npm run -s bench -- connect4 limit=200 --compare --ref /path/to/c4solver [--rounds 3]
 *                                                         beside Pascal Pons' solver, interleaved (README, "Comparing")
 *
 * Times: `meanUs` is CPU time per position (process.cpuUsage around the
 * whole run of the set, table resets included, divided by the positions),
 * the median over `repeat` runs; `wallMeanUs` and `medianUs` (the median
 * position) are wall time. On a shared machine CPU time is the steadier
 * figure; both are noisy under load. The timed loop allocates nothing and
 * garbage is collected before each run, so no GC pause lands in a position.
 * `cxx` quotes the C++ reference figures of issue 5 (same design, same
 * protocol, one core of this machine) for comparison.
 */

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { unwrap } from '../../../src/engine/core/result.ts';
import { parseMoves } from '../../../src/engine/games/connect4/notation.ts';
import type { Connect4Position } from '../../../src/engine/games/connect4/position.ts';
import { BitSolver } from '../../../src/engine/games/connect4/bitSolver.ts';
import { Connect4Solver } from '../../../src/engine/games/connect4/solver.ts';
import { compareConnect4 } from '../compare/connect4.ts';
import { parseCompareOptions } from '../compare/options.ts';
import { collectGarbage, median, peakRssMiB, round, type BenchSuite } from '../measure.ts';

interface TestSet {
  file: string;
  name: string;
  alias: string;
  cxx: { meanUs: string; meanNodes: number };
}

const SETS: TestSet[] = [
  { file: 'Test_L3_R1', name: 'End-Easy', alias: 'end-easy', cxx: { meanUs: '11-15', meanNodes: 51 } },
  { file: 'Test_L2_R1', name: 'Middle-Easy', alias: 'middle-easy', cxx: { meanUs: '72-81', meanNodes: 449 } },
  { file: 'Test_L2_R2', name: 'Middle-Medium', alias: 'middle-medium', cxx: { meanUs: '6200-6800', meanNodes: 39800 } },
  { file: 'Test_L1_R1', name: 'Begin-Easy', alias: 'begin-easy', cxx: { meanUs: '450-550', meanNodes: 3300 } },
];

const EMPTY_BOARD_COLUMNS = [-2, -1, 0, 1, 0, -1, -2];
/**
 * The empty board is a search of billions of nodes: let the table grow to
 * 2^26 entries (512 MB). Measured here: 2.44e9 nodes, 1081 s CPU (25 min wall
 * on the shared 2-core machine), peak RSS 970 MB.
 */
const EMPTY_TABLE_BITS = 26;

function load(file: string): { p: Connect4Position; score: number; moves: string }[] {
  const text = readFileSync(new URL(`../../../src/data/positions/connect4/${file}`, import.meta.url), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const [moves, score] = line.split(' ');
      return { p: unwrap(parseMoves(moves)), score: Number(score), moves };
    });
}

const cpuUs = (): number => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

interface Run {
  /** CPU time of the whole run (solves and table resets), microseconds. */
  cpuUs: number;
  /** Wall time of each solve, microseconds. */
  wallUs: Float64Array;
  nodes: number;
  wrong: string[];
}

/** The timed loop allocates nothing: a number per solve into a typed array. */
function runSet(solver: Connect4Solver, positions: ReturnType<typeof load>, weak: boolean): Run {
  const kernel = solver.kernel;
  const wallUs = new Float64Array(positions.length);
  const scores = new Int32Array(positions.length);
  let nodes = 0;
  collectGarbage();
  const c0 = cpuUs();
  for (let i = 0; i < positions.length; i++) {
    kernel.reset();
    kernel.nodes = 0;
    const t0 = performance.now();
    scores[i] = kernel.solvePosition(positions[i].p, weak);
    wallUs[i] = (performance.now() - t0) * 1000;
    nodes += kernel.nodes;
  }
  const cpu = cpuUs() - c0;
  const wrong: string[] = [];
  positions.forEach(({ score, moves }, i) => {
    const expected = weak ? Math.sign(score) + 0 : score;
    if (scores[i] !== expected) wrong.push(`${moves}: ${scores[i]}, expected ${expected}`);
  });
  return { cpuUs: cpu, wallUs, nodes, wrong };
}

const sum = (xs: ArrayLike<number>): number => {
  let total = 0;
  for (let i = 0; i < xs.length; i++) total += xs[i];
  return total;
};

/**
 * Lets the JIT compile the search, through the same loop as the timed runs,
 * before anything is timed: a few million nodes of Middle-Medium positions in
 * both modes (a page or a worker that solves position after position runs in
 * this steady state too). Then back to a small table whose pages are touched
 * once, so that no page fault lands in the first timed positions.
 */
/** Untimed passes over each compared set before the rounds. */
const COMPARE_WARM_PASSES = 5;

function warmUp(solver: Connect4Solver): void {
  const positions = load('Test_L2_R2').slice(0, 80);
  runSet(solver, positions, false);
  runSet(solver, positions, true);
  solver.reset();
  if (solver.kernel instanceof BitSolver) solver.kernel.table.slots.fill(0);
}

function benchSet(set: TestSet, opts: Options): Record<string, unknown> {
  const positions = load(set.file).slice(0, opts.limit);
  const solver = new Connect4Solver(positions[0].p.layout, { tableBits: opts.tableBits });
  warmUp(solver);
  const out: Record<string, unknown> = { set: `${set.file} (${set.name})`, positions: positions.length };
  for (const mode of opts.modes) {
    const runs: Run[] = [];
    for (let r = 0; r < opts.repeat; r++) runs.push(runSet(solver, positions, mode === 'weak'));
    const n = positions.length;
    const means = runs.map((run) => run.cpuUs / n);
    const meanUs = median(means);
    const meanNodes = runs[0].nodes / n;
    out[mode] = {
      wrong: runs[0].wrong.length,
      ...(runs[0].wrong.length > 0 ? { firstWrong: runs[0].wrong.slice(0, 5) } : {}),
      meanUs: round(meanUs, 1),
      wallMeanUs: round(median(runs.map((run) => sum(run.wallUs) / n)), 1),
      medianUs: round(median(runs.map((run) => median(Array.from(run.wallUs)))), 1),
      meanNodes: round(meanNodes, 1),
      nodesPerSecond: Math.round((meanNodes / meanUs) * 1e6),
      runs: opts.repeat,
      runMeansUs: means.map((m) => round(m, 1)),
    };
  }
  out.cxxStrong = set.cxx;
  return out;
}

function benchEmpty(opts: Options): Record<string, unknown> {
  const p = unwrap(parseMoves(''));
  const solver = new Connect4Solver(p.layout, { tableBits: opts.tableBits ?? EMPTY_TABLE_BITS });
  let lastLog = Date.now();
  solver.onProgress = (pr) => {
    if (Date.now() - lastLog < 60_000) return;
    lastLog = Date.now();
    process.stderr.write(`bench: connect4 empty: ${pr.detail}, ${pr.nodes} nodes\n`);
  };
  const out: Record<string, unknown> = {};
  const c0 = cpuUs();
  const t0 = performance.now();
  const a = solver.analyze(p);
  out.analysis = {
    columns: a.scores,
    expected: EMPTY_BOARD_COLUMNS,
    correct: JSON.stringify(a.scores) === JSON.stringify(EMPTY_BOARD_COLUMNS),
    nodes: a.nodes,
    cpuSeconds: round((cpuUs() - c0) / 1e6, 1),
    wallSeconds: round((performance.now() - t0) / 1000, 1),
    tableBits: solver.kernel instanceof BitSolver ? solver.kernel.table.bits : undefined,
  };
  return out;
}

interface Options {
  sets: TestSet[];
  limit: number | undefined;
  repeat: number;
  modes: ('strong' | 'weak')[];
  tableBits: number | undefined;
  empty: boolean;
  perft: boolean;
}

function parseArgs(args: string[]): Options {
  const opts: Options = { sets: [], limit: undefined, repeat: 3, modes: ['strong', 'weak'], tableBits: undefined, empty: false, perft: true };
  for (const a of args) {
    const [k, v] = a.split('=');
    if (v !== undefined) {
      if (k === 'limit') opts.limit = Number(v);
      else if (k === 'repeat') opts.repeat = Math.max(1, Number(v));
      else if (k === 'modes') opts.modes = v.split(',').filter((m): m is 'strong' | 'weak' => m === 'strong' || m === 'weak');
      else if (k === 'tableBits') opts.tableBits = Number(v);
      else throw new Error(`connect4 bench: unknown option '${k}' (limit, repeat, modes, tableBits)`);
    } else if (a === 'empty') opts.empty = true;
    else {
      const set = SETS.find((s) => s.file.toLowerCase() === a.toLowerCase() || s.alias === a.toLowerCase());
      if (!set) throw new Error(`connect4 bench: unknown set '${a}' (${SETS.map((s) => s.alias).join(', ')}, empty)`);
      opts.sets.push(set);
    }
  }
  const named = args.some((a) => !a.includes('='));
  if (!named) opts.sets = SETS;
  opts.perft = !named;
  return opts;
}

const suite: BenchSuite = {
  name: 'connect4',
  description: "Pascal Pons' test sets, strong and weak, table emptied before each position (add 'empty' for the empty board)",
  async run(args) {
    const compare = parseCompareOptions(args);
    const opts = parseArgs(compare.rest);
    if (compare.ref !== undefined) {
      const sets = opts.sets.map((set) => ({ name: set.file, positions: load(set.file).slice(0, opts.limit) }));
      const solver = new Connect4Solver(sets[0].positions[0].p.layout, { tableBits: opts.tableBits });
      warmUp(solver);
      // And through each compared set, untimed, until the JIT has compiled the
      // paths the set takes: after one pass, End-Easy's rounds still fell from
      // 4.4 to 2.6 ms over the first seven.
      for (let pass = 0; pass < COMPARE_WARM_PASSES; pass++) {
        for (const { p } of sets.flatMap((set) => set.positions)) {
          solver.kernel.reset();
          solver.kernel.solvePosition(p, false);
        }
      }
      return { compare: await compareConnect4(sets, solver.kernel, compare) };
    }
    const out: Record<string, unknown> = {};
    for (const set of opts.sets) {
      process.stderr.write(`bench: connect4 ${set.file} (${set.name})\n`);
      out[set.alias] = benchSet(set, opts);
    }
    if (opts.perft) {
      const p = unwrap(parseMoves(''));
      const solver = new Connect4Solver(p.layout);
      solver.perft(p, 6);
      const ms: number[] = [];
      let nodes = 0;
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        nodes = solver.perft(p, 8);
        ms.push(performance.now() - t0);
      }
      out.perft8 = { nodes, medianMs: round(median(ms), 1), expected: 5673234 };
    }
    if (opts.empty) {
      process.stderr.write('bench: connect4 empty board: analysis of all 7 columns (long)\n');
      out.empty = benchEmpty(opts);
    }
    out.peakRssMiB = peakRssMiB();
    return out;
  },
};
export default suite;
