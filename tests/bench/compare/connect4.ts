/**
 * @packageDocumentation
 * Our Connect Four solver beside a reference program (Pascal Pons' protocol,
 * `pons.ts`) on Pons' test sets, strong mode, position by position.
 *
 * Each round starts the reference once per set and asks it the set's lines
 * one by one. Per position, the two programs in turn (the first of the two
 * alternating from round to round): the reference answers the baseline line
 * (a win in one: its per-line overhead, the table's emptying above all) and
 * the position; our kernel empties its table before the clock starts and
 * solves. The reference's CPU time for the position is its process's CPU time
 * over the answer (`/proc` schedstat) minus the median baseline of the round.
 * A set is reported as one row: sums over its positions, medians over rounds.
 *
 * The positions are tiny (End-Easy: tens of microseconds), so the reference's
 * figure for those sets rests on the baseline being steady; its own timing of
 * the solve alone (wall clock, `selfMs`), when it prints one, is reported
 * beside it as a second opinion.
 */

import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Connect4Position } from '../../../src/engine/games/connect4/position.ts';
import type { Kernel } from '../../../src/engine/games/connect4/kernel.ts';
import { median, round } from '../measure.ts';
import { LineProcess } from './childCpu.ts';
import type { CompareOptions } from './options.ts';
import { PONS_BASELINE, parsePonsReply } from './pons.ts';
import { compareReport, type ComparedPosition, type RoundSample } from './report.ts';

export interface Connect4Set {
  name: string;
  positions: { p: Connect4Position; score: number; moves: string }[];
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
}

function solveOurs(kernel: Kernel, p: Connect4Position): { score: number; nodes: number; cpuMs: number; wallMs: number } {
  kernel.reset();
  kernel.nodes = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const score = kernel.solvePosition(p, false);
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { score, nodes: kernel.nodes, cpuMs: (c.user + c.system) / 1000, wallMs };
}

async function runRound(set: Connect4Set, kernel: Kernel, command: string, oursFirst: boolean): Promise<Round> {
  const ref = new LineProcess(command);
  const t: Round = { ourCpuMs: [], ourWallMs: [], refCpuMs: [], refWallMs: [], refSelfMs: [], baselineMs: 0, ourNodes: 0, refNodes: 0, oursWrong: [], refWrong: [] };
  const baselines: number[] = [];
  try {
    await ref.ask(PONS_BASELINE); // the first answer pays for starting up
    for (const { p, score, moves } of set.positions) {
      const measureRef = async () => {
        baselines.push((await ref.ask(PONS_BASELINE)).cpuMs);
        return ref.ask(moves);
      };
      let ours;
      let theirs;
      if (oursFirst) {
        ours = solveOurs(kernel, p);
        theirs = await measureRef();
      } else {
        theirs = await measureRef();
        ours = solveOurs(kernel, p);
      }
      const answer = parsePonsReply(moves, theirs.reply);
      t.ourCpuMs.push(ours.cpuMs);
      t.ourWallMs.push(ours.wallMs);
      t.ourNodes += ours.nodes;
      t.refCpuMs.push(theirs.cpuMs);
      t.refWallMs.push(theirs.wallMs);
      t.refSelfMs.push(answer.selfUs === undefined ? undefined : answer.selfUs / 1000);
      t.refNodes = t.refNodes === undefined || answer.nodes === undefined ? undefined : t.refNodes + answer.nodes;
      if (ours.score !== score) t.oursWrong.push(`${moves}: ${ours.score}, expected ${score}`);
      if (answer.score !== score) t.refWrong.push(`${moves}: ${answer.score}, expected ${score}`);
    }
  } finally {
    ref.close();
  }
  t.baselineMs = median(baselines);
  return t;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Per position, the least wall time over the rounds, summed over the set, for
 * both programs: each side's clock around the solve alone (ours
 * `performance.now`, the reference's own figure). A round in which a program
 * was not preempted gives its CPU time, so the least of several is the
 * steadier figure on a loaded machine when the positions are too small for
 * the reference's CPU time to stand out from its baseline.
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
      const refNet = Math.max(0, sum(t.refCpuMs) - t.refCpuMs.length * t.baselineMs);
      process.stderr.write(
        `connect4 compare: ${set.name} round ${r + 1}: ours ${round(sum(t.ourCpuMs), 1)} ms CPU, reference ${round(refNet, 1)} ms CPU ` +
          `(baseline ${round(t.baselineMs, 3)} ms per line taken off)\n`,
      );
    }
    const first = rounds[0];
    const samples: RoundSample[] = rounds.map((t) => ({
      ourCpuMs: sum(t.ourCpuMs),
      ourWallMs: sum(t.ourWallMs),
      refCpuMs: Math.max(0, sum(t.refCpuMs) - t.refCpuMs.length * t.baselineMs),
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
    });
  }
  return compareReport(command, opts.rounds, rows, loadBefore, {
    mode: 'strong (exact scores), each position from an empty table on both sides',
    refCpu: "the reference process's CPU time over each answer (/proc/<pid>/task/*/schedstat) minus the median CPU time of its answer to the baseline line, summed over the set",
    refBaseline: PONS_BASELINE,
    ourCpu: 'process.cpuUsage() around kernel.solvePosition, the table emptied before; summed over the set',
  });
}
