/**
 * @packageDocumentation
 * Our Connect Four solver beside a reference program (Pascal Pons' protocol,
 * `pons.ts`) on Pons' test sets, strong mode.
 *
 * Each round starts the reference once per set and asks it the set's lines
 * one by one; the two programs take the set in turn, the first of the two
 * alternating from round to round. Each empties its table before each
 * position, outside its clock. (Position by position in turn, as this bench
 * first ran, our solve ran in caches the reference's 84 MB emptying had just
 * flushed: an End-Easy position cost us 30 µs there against 7 µs in a row,
 * while the reference's own emptying warms its table just before its clock.)
 * Our CPU time is the process's around `solvePosition` (with no garbage
 * collection on helper threads: `run.ts`). The
 * reference's is its own figure when it prints one (his `main.cpp` edited by
 * `ponsTimedMain.ts`: the solving thread's CPU time around `solve`, the table
 * emptied before). Against an unedited `main.cpp`, which prints the score
 * only, it is the process's CPU time over the whole answer (`/proc`
 * schedstat) minus the median over the round of its answer to a baseline line
 * (a win in one: the per-line overhead, the emptying above all): a coarse
 * figure for End-Easy positions, whose solve costs microseconds beside the
 * emptying's milliseconds.
 * A set is reported as one row: sums over its positions, medians over rounds.
 */

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Connect4Position } from '../../../src/engine/games/connect4/position.ts';
import type { Kernel } from '../../../src/engine/games/connect4/kernel.ts';
import { collectGarbage, median, round } from '../measure.ts';
import { LineProcess } from './childCpu.ts';
import type { CompareOptions } from './options.ts';
import { PONS_BASELINE, parsePonsReply } from './pons.ts';
import { compareReport, type ComparedPosition, type RoundSample } from './report.ts';

export interface Connect4Set {
  name: string;
  positions: { p: Connect4Position; score: number; moves: string }[];
}

/**
 * Busy time before our passes, ms: the core brought to full speed. The
 * reference empties its table before each position, about 2 ms of work just
 * before its clock starts (its answer to a win in one takes 1.8 to 2.4 ms), so
 * its core is always up to speed; ours had idled while the reference answered. Measured on Middle-Easy, nine rounds each:
 * our timed passes took 7.4 to 11.2 ms (median 8.9) without this, 6.8 to 8.3
 * (median 7.5) after 60 ms of it; the reference's took 8.2 to 10.0 ms in both.
 * A busy loop did as much as four more passes: the core's state, rather than
 * caches or compiled code, is what it restores.
 */
const SPIN_UP_MS = 60;

function spinUp(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy on purpose
  }
}

/** One round of a set: per-position figures (the reference's CPU before the baseline is taken off). */
interface Round {
  ourCpuMs: number[];
  ourWallMs: number[];
  refCpuMs: number[];
  refWallMs: number[];
  refSelfMs: (number | undefined)[];
  baselineMs: number;
  ourNodes: number;
  refNodes: number | undefined;
  oursWrong: string[];
  refWrong: string[];
  /** Totals of the untimed first pass: ours (CPU), the reference's own figure (undefined when it prints none). */
  firstPass: { ours: number; ref: number | undefined };
}

/** Our solve of `p` from an empty table (emptied outside the clock): CPU and wall time, ms. */
function solveOurs(kernel: Kernel, p: Connect4Position, out: { score: number; nodes: number; cpuMs: number; wallMs: number }): void {
  kernel.reset();
  kernel.nodes = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  out.score = kernel.solvePosition(p, false);
  out.wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  out.cpuMs = (c.user + c.system) / 1000;
  out.nodes = kernel.nodes;
}

async function runRound(set: Connect4Set, kernel: Kernel, command: string, oursFirst: boolean): Promise<Round> {
  // Started when its turn comes: a reference started before our passes would be paging in and
  // emptying its table on the other core while we are timed (our End-Easy and Middle-Easy
  // passes ran 30-60% slower in the rounds where we went first).
  let started: LineProcess | undefined;
  const start = async (): Promise<LineProcess> => {
    if (!started) {
      started = new LineProcess(command);
      await started.ask(PONS_BASELINE); // the first answer pays for starting up
    }
    return started;
  };
  const t: Round = { ourCpuMs: [], ourWallMs: [], refCpuMs: [], refWallMs: [], refSelfMs: [], baselineMs: 0, ourNodes: 0, refNodes: 0, oursWrong: [], refWrong: [], firstPass: { ours: 0, ref: 0 } };
  const baselines: number[] = [];
  const ours = { score: 0, nodes: 0, cpuMs: 0, wallMs: 0 };
  /** One pass over the set; its figures go into the round when `timed`, else only its total into `firstPass`. */
  const runOurs = (timed: boolean) => {
    // The garbage of the reference's answers collected before, not by V8's threads during the pass.
    collectGarbage();
    for (const { p, score, moves } of set.positions) {
      solveOurs(kernel, p, ours);
      if (!timed) {
        t.firstPass.ours += ours.cpuMs;
        continue;
      }
      t.ourCpuMs.push(ours.cpuMs);
      t.ourWallMs.push(ours.wallMs);
      t.ourNodes += ours.nodes;
      if (ours.score !== score) t.oursWrong.push(`${moves}: ${ours.score}, expected ${score}`);
    }
  };
  const runRef = async (timed: boolean) => {
    const ref = await start();
    for (const { score, moves } of set.positions) {
      const baseline = (await ref.ask(PONS_BASELINE)).cpuMs;
      const theirs = await ref.ask(moves);
      const answer = parsePonsReply(moves, theirs.reply);
      if (!timed) {
        t.firstPass.ref = t.firstPass.ref === undefined || answer.selfUs === undefined ? undefined : t.firstPass.ref + answer.selfUs / 1000;
        continue;
      }
      baselines.push(baseline);
      t.refCpuMs.push(theirs.cpuMs);
      t.refWallMs.push(theirs.wallMs);
      t.refSelfMs.push(answer.selfUs === undefined ? undefined : answer.selfUs / 1000);
      t.refNodes = t.refNodes === undefined || answer.nodes === undefined ? undefined : t.refNodes + answer.nodes;
      if (answer.score !== score) t.refWrong.push(`${moves}: ${answer.score}, expected ${score}`);
    }
  };
  // Each program takes the set twice in a row and the second pass is timed:
  // its steady state, not the state the other program's pass left the machine in
  // (and our core spun up first: `SPIN_UP_MS`).
  const oursTwice = () => {
    spinUp(SPIN_UP_MS);
    runOurs(false);
    runOurs(true);
  };
  const theirsTwice = async () => {
    await runRef(false);
    await runRef(true);
  };
  try {
    if (oursFirst) oursTwice();
    await theirsTwice();
    if (!oursFirst) oursTwice();
  } finally {
    started?.close();
  }
  t.baselineMs = median(baselines);
  return t;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

const refTimesItself = (t: Round): boolean => t.refSelfMs.every((x) => x !== undefined);

/** The reference's CPU time over a round's positions: its own figures, or its answers' less the baseline. */
function refCpuMs(t: Round): number {
  if (refTimesItself(t)) return sum(t.refSelfMs as number[]);
  return Math.max(0, sum(t.refCpuMs) - t.refCpuMs.length * t.baselineMs);
}

/**
 * Per position, the least time over the rounds, summed over the set, each
 * side's clock around the solve alone: our wall time (`performance.now`), the
 * reference's own figure (its thread's CPU time). A round in which our solve
 * was not preempted gives its CPU time, so the least of several is the
 * steadier figure on a loaded machine; it leans against us, if anything, as
 * wall time is never less than CPU time.
 */
function leastWallMs(rounds: readonly Round[]): { ours: number; ref: number } | undefined {
  if (rounds.some((r) => r.refSelfMs.some((x) => x === undefined))) return undefined;
  const n = rounds[0].ourWallMs.length;
  let ours = 0;
  let ref = 0;
  for (let i = 0; i < n; i++) {
    ours += Math.min(...rounds.map((r) => r.ourWallMs[i]));
    ref += Math.min(...rounds.map((r) => r.refSelfMs[i] ?? 0));
  }
  return { ours: round(ours, 3), ref: round(ref, 3) };
}

export async function compareConnect4(sets: readonly Connect4Set[], kernel: Kernel, opts: CompareOptions): Promise<Record<string, unknown>> {
  const command = opts.ref;
  if (command === undefined) throw new Error('connect4 bench: no reference command');
  const loadBefore = os.loadavg();
  const rows: ComparedPosition[] = [];
  for (const set of sets) {
    const rounds: Round[] = [];
    for (let r = 0; r < opts.rounds; r++) {
      const t = await runRound(set, kernel, command, r % 2 === 1);
      rounds.push(t);
      const how = refTimesItself(t) ? 'its own figure' : `baseline ${round(t.baselineMs, 3)} ms per line taken off`;
      process.stderr.write(
        `connect4 compare: ${set.name} round ${r + 1}: ours ${round(sum(t.ourCpuMs), 1)} ms CPU, reference ${round(refCpuMs(t), 1)} ms CPU (${how}); ` +
          `first passes ${round(t.firstPass.ours, 1)} and ${t.firstPass.ref === undefined ? '-' : round(t.firstPass.ref, 1)} ms\n`,
      );
    }
    const first = rounds[0];
    const samples: RoundSample[] = rounds.map((t) => ({
      ourCpuMs: sum(t.ourCpuMs),
      ourWallMs: sum(t.ourWallMs),
      refCpuMs: refCpuMs(t),
      refWallMs: sum(t.refWallMs),
      ...(t.refSelfMs.every((x) => x !== undefined) ? { refSelfMs: sum(t.refSelfMs as number[]) } : {}),
    }));
    rows.push({
      id: set.name,
      expected: `${set.positions.length} exact scores`,
      ours: { value: `${set.positions.length - first.oursWrong.length} right`, nodes: first.ourNodes, exact: first.oursWrong.length === 0 },
      ref: { value: `${set.positions.length - first.refWrong.length} right`, nodes: first.refNodes, exact: first.refWrong.length === 0 },
      samples,
      leastWallMs: leastWallMs(rounds),
      baselineMs: rounds.map((t) => round(t.baselineMs, 3)),
      firstPassCpuMs: {
        ours: round(median(rounds.map((t) => t.firstPass.ours)), 3),
        ref: rounds.every((t) => t.firstPass.ref !== undefined) ? round(median(rounds.map((t) => t.firstPass.ref ?? 0)), 3) : null,
      },
    });
  }
  return compareReport(command, opts.rounds, rows, loadBefore, {
    mode: 'strong (exact scores), each position from an empty table on both sides',
    refCpu: rows.every((r) => r.samples.every((x) => x.refSelfMs !== undefined))
      ? "the reference's own figure: its solving thread's CPU time around solve, the table emptied before (main.cpp edited by ponsTimedMain.ts), summed over the set"
      : "the reference process's CPU time over each answer (/proc/<pid>/task/*/schedstat) minus the median CPU time of its answer to the baseline line, summed over the set",
    refBaseline: PONS_BASELINE,
    ourCpu: 'process.cpuUsage() around kernel.solvePosition, the table emptied before; summed over the set',
  });
}
