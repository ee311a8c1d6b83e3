/**
 * @packageDocumentation
 * CPU time of each thread of a browser's processes, read from Linux's /proc
 * (`/proc/<pid>/task/<tid>/stat`, utime + stime, in 10 ms ticks): on a shared
 * machine, wall time says how busy the other programs were; a worker thread's
 * CPU time says what it cost. Elsewhere than Linux it reads nothing.
 *
 * The browser is found by a marker switch it was launched with
 * (`BROWSER_MARK`); its processes are it and its descendants.
 */

import { readdirSync, readFileSync } from 'node:fs';

/** A switch Chromium ignores, passed at launch so that its process can be found. */
export const BROWSER_MARK = `--minimax-bench-${process.pid}`;

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const pids = (): number[] => {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  } catch {
    return [];
  }
};
/** Fields after the command name of a `stat` line (the name may hold spaces). */
const fields = (stat: string): string[] => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** The browser's processes: the one launched with the marker and its descendants. */
function browserPids(): number[] {
  const all = pids();
  const root = all.find((p) => {
    const c = read(`/proc/${p}/cmdline`);
    return c !== undefined && c.includes(BROWSER_MARK) && !c.includes('--type=');
  });
  if (root === undefined) return [];
  const parent = new Map(all.map((p) => [p, Number(fields(read(`/proc/${p}/stat`) ?? ') 0 0')[1])]));
  const out = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of parent) {
      if (out.has(p) || !out.has(pp)) continue;
      out.add(p);
      grew = true;
    }
  }
  return [...out];
}

/** CPU milliseconds so far of each thread of the browser, keyed `name:tid` (a dedicated worker's thread is named `DedicatedWorker...`). */
export function threadCpu(): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of browserPids()) {
    let tids: string[] = [];
    try {
      tids = readdirSync(`/proc/${p}/task`);
    } catch {
      continue;
    }
    for (const t of tids) {
      const s = read(`/proc/${p}/task/${t}/stat`);
      if (s === undefined) continue;
      const f = fields(s);
      m.set(`${s.slice(s.indexOf('(') + 1, s.lastIndexOf(')'))}:${t}`, (Number(f[11]) + Number(f[12])) * 10);
    }
  }
  return m;
}

/** What each thread spent between two readings (threads that spent nothing left out). */
export function cpuSince(before: Map<string, number>, after: Map<string, number>): Map<string, number> {
  const d = new Map<string, number>();
  for (const [k, v] of after) if (v - (before.get(k) ?? 0) > 0) d.set(k, v - (before.get(k) ?? 0));
  return d;
}

/** The worker threads' share of `spent`: their total and the busiest one (the critical path of a split job). */
export function workerCpu(spent: Map<string, number>): { totalMs: number; maxMs: number; threads: number } {
  const w = [...spent].filter(([k]) => k.startsWith('DedicatedWorker')).map(([, v]) => v);
  return { totalMs: w.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...w), threads: w.length };
}
