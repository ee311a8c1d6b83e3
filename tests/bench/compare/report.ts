/**
 * @packageDocumentation
 * What a compare run reports: for each position, the medians over the rounds
 * of our CPU time and the reference's, their ratio, the node counts and their
 * ratio, and whether each side's value is the exact one; then the totals
 * (sums of the per-position medians). Printed as a table on stderr and
 * returned as JSON-ready data.
 */

import os from 'node:os';
import { median, round } from '../measure.ts';

/** One position measured in one round. */
export interface RoundSample {
  ourCpuMs: number;
  ourWallMs: number;
  /** The reference's CPU time for this position, its start-up or per-line baseline taken off. */
  refCpuMs: number;
  refWallMs: number;
  /** The time the reference reports itself, when it does (ms). */
  refSelfMs?: number;
}

interface Side {
  value: string;
  nodes: number | undefined;
  exact: boolean;
}

export interface ComparedPosition {
  id: string;
  expected: string;
  ours: Side & { nodes: number };
  ref: Side;
  samples: RoundSample[];
  /** Sums of per-position least wall times over the rounds, each program's own clock around the solve (see `connect4.ts`). */
  leastWallMs?: { ours: number; ref: number };
  /** The reference's per-line baseline in each round, ms. */
  baselineMs?: number[];
  /** Medians over the rounds of the untimed first pass before the timed one (see `connect4.ts`), CPU ms. */
  firstPassCpuMs?: { ours: number; ref: number | null };
}

interface PositionSummary {
  id: string;
  expected: string;
  ours: Side & { cpuMs: number; wallMs: number };
  ref: Side & { cpuMs: number; wallMs: number; selfMs: number | null };
  timeRatio: number | null;
  nodesRatio: number | null;
  roundsCpuMs: { ours: number; ref: number }[];
  leastWallMs?: { ours: number; ref: number; ratio: number | null };
  baselineMs?: number[];
  firstPassCpuMs?: { ours: number; ref: number | null; ratio: number | null };
}

interface TotalSummary {
  positions: number;
  oursExact: boolean;
  refExact: boolean;
  ourCpuMs: number;
  refCpuMs: number;
  timeRatio: number | null;
  ourNodes: number;
  refNodes: number | null;
  nodesRatio: number | null;
  /** Sum of the reference's own per-position times, when it reports them. */
  refSelfMs: number | null;
  leastWallMs?: { ours: number; ref: number; ratio: number | null };
}

const ratio = (a: number, b: number | null | undefined): number | null => (b !== null && b !== undefined && b > 0 ? round(a / b, 3) : null);
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

function summarise(p: ComparedPosition): PositionSummary {
  const ourCpu = median(p.samples.map((s) => s.ourCpuMs));
  const refCpu = median(p.samples.map((s) => s.refCpuMs));
  const self = p.samples.map((s) => s.refSelfMs).filter((x): x is number => x !== undefined);
  return {
    id: p.id,
    expected: p.expected,
    ours: { ...p.ours, cpuMs: round(ourCpu, 3), wallMs: round(median(p.samples.map((s) => s.ourWallMs)), 3) },
    ref: {
      ...p.ref,
      cpuMs: round(refCpu, 3),
      wallMs: round(median(p.samples.map((s) => s.refWallMs)), 3),
      selfMs: self.length > 0 ? round(median(self), 3) : null,
    },
    timeRatio: ratio(ourCpu, refCpu),
    nodesRatio: ratio(p.ours.nodes, p.ref.nodes),
    roundsCpuMs: p.samples.map((s) => ({ ours: round(s.ourCpuMs, 3), ref: round(s.refCpuMs, 3) })),
    ...(p.leastWallMs ? { leastWallMs: { ...p.leastWallMs, ratio: ratio(p.leastWallMs.ours, p.leastWallMs.ref) } } : {}),
    ...(p.baselineMs ? { baselineMs: p.baselineMs } : {}),
    ...(p.firstPassCpuMs ? { firstPassCpuMs: { ...p.firstPassCpuMs, ratio: ratio(p.firstPassCpuMs.ours, p.firstPassCpuMs.ref) } } : {}),
  };
}

function totals(rows: readonly PositionSummary[]): TotalSummary {
  const ourCpu = sum(rows.map((r) => r.ours.cpuMs));
  const refCpu = sum(rows.map((r) => r.ref.cpuMs));
  const ourNodes = sum(rows.map((r) => r.ours.nodes ?? 0));
  const refNodes = rows.every((r) => r.ref.nodes !== undefined) ? sum(rows.map((r) => r.ref.nodes ?? 0)) : null;
  const self = rows.every((r) => r.ref.selfMs !== null) ? sum(rows.map((r) => r.ref.selfMs ?? 0)) : null;
  const walls = rows.every((r) => r.leastWallMs) ? rows.map((r) => r.leastWallMs ?? { ours: 0, ref: 0 }) : undefined;
  const leastWall = walls && { ours: round(sum(walls.map((w) => w.ours)), 3), ref: round(sum(walls.map((w) => w.ref)), 3) };
  return {
    positions: rows.length,
    oursExact: rows.every((r) => r.ours.exact),
    refExact: rows.every((r) => r.ref.exact),
    ourCpuMs: round(ourCpu, 1),
    refCpuMs: round(refCpu, 1),
    timeRatio: ratio(ourCpu, refCpu),
    ourNodes,
    refNodes,
    nodesRatio: ratio(ourNodes, refNodes),
    refSelfMs: self === null ? null : round(self, 1),
    ...(leastWall ? { leastWallMs: { ...leastWall, ratio: ratio(leastWall.ours, leastWall.ref) } } : {}),
  };
}

/** The per-position medians and ratios, the totals and the load seen; prints the table on stderr. */
export function compareReport(
  reference: string,
  rounds: number,
  positions: readonly ComparedPosition[],
  loadBefore: readonly number[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const rows = positions.map(summarise);
  const total = totals(rows);
  process.stderr.write(table(rows, total));
  return {
    reference,
    rounds,
    interleaved: 'position by position, the two programs in turn, the first of the two alternating from round to round',
    ...extra,
    loadAverage: { before: loadBefore.map((x) => round(x, 2)), after: os.loadavg().map((x) => round(x, 2)) },
    positions: rows,
    total,
  };
}

function table(rows: readonly PositionSummary[], t: TotalSummary): string {
  const widths = [12, 12, 12, 7, 12, 12, 7, 8, 8];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
  const fixed = (x: number | null, digits: number) => (x === null ? '-' : x.toFixed(digits));
  const exact = (ours: boolean, ref: boolean) => `${ours ? 'yes' : 'NO'}/${ref ? 'yes' : 'NO'}`;
  return [
    line(['position', 'ours CPU ms', 'ref CPU ms', 'time x', 'ours nodes', 'ref nodes', 'nodes x', 'exact', 'wall x']),
    ...rows.map((r) =>
      line([
        r.id,
        fixed(r.ours.cpuMs, 1),
        fixed(r.ref.cpuMs, 1),
        fixed(r.timeRatio, 2),
        String(r.ours.nodes),
        String(r.ref.nodes ?? '-'),
        fixed(r.nodesRatio, 2),
        exact(r.ours.exact, r.ref.exact),
        fixed(r.leastWallMs?.ratio ?? null, 2),
      ]),
    ),
    line([
      'total',
      fixed(t.ourCpuMs, 1),
      fixed(t.refCpuMs, 1),
      fixed(t.timeRatio, 2),
      String(t.ourNodes),
      String(t.refNodes ?? '-'),
      fixed(t.nodesRatio, 2),
      exact(t.oursExact, t.refExact),
      fixed(t.leastWallMs?.ratio ?? null, 2),
    ]),
    '(time x: CPU times, medians over the rounds; wall x: least wall time per position over the rounds, each program timing the solve alone)',
    '',
  ].join('\n');
}
