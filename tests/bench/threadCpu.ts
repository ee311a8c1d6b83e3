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

/**
 * The browser's processes: the one launched with the marker and its
 * descendants. A scan of every process of the machine: find them once per
 * measure, not at every reading, as the scan costs CPU the measured workers
 * would otherwise have.
 */
export function browserPids(): number[] {
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
export function threadCpu(processes: readonly number[] = browserPids()): Map<string, number> {
  const m = new Map<string, number>();
  for (const p of processes) {
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

/** The busiest threads of `spent` that are neither workers nor V8's background threads: what else ran. */
export function otherThreads(spent: Map<string, number>, top = 4): { totalMs: number; busiest: string[] } {
  const others = [...spent].filter(([k]) => !k.startsWith('DedicatedWorker') && !k.startsWith('ThreadPoolForeg'));
  return {
    totalMs: others.reduce((a, [, v]) => a + v, 0),
    busiest: others
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${k.slice(0, k.lastIndexOf(':'))} ${v}`),
  };
}

/** The whole machine's CPU so far, ms (`/proc/stat`, every core): busy, idle (with I/O wait), stolen by the host. */
export function machineCpu(): { busyMs: number; idleMs: number; stealMs: number } {
  const line = read('/proc/stat')?.split('\n')[0] ?? '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  if (!Number.isFinite(steal)) return { busyMs: 0, idleMs: 0, stealMs: 0 };
  return { busyMs: (user + nice + system + irq + softirq) * 10, idleMs: (idle + iowait) * 10, stealMs: steal * 10 };
}
