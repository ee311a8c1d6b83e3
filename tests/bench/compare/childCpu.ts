/**
 * @packageDocumentation
 * The CPU time a reference program spends, measured from outside it, so that
 * any program can be compared without changing a line of it. Two shapes:
 *
 * - `runProcess`: one process per position (Edax's `-solve <file>`). bash's
 *   `time` keyword reads the finished child's rusage (user + system, to the
 *   millisecond). The process's start-up (loading its evaluation, allocating
 *   and clearing its tables) is in that figure: the suites subtract a
 *   baseline, the same command on a trivial position.
 * - `LineProcess`: one process that reads a position per line on stdin and
 *   answers a line per position (Pascal Pons' solver). Its CPU time before and
 *   after each answer is read from `/proc/<pid>/task/<tid>/schedstat` (the
 *   scheduler's run time of each thread, in nanoseconds; Linux only).
 *
 * Both are exact CPU times of the child alone, whatever else the machine runs;
 * wall times are given beside them for the record.
 */

import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

export interface ProcessRun {
  stdout: string;
  stderr: string;
  /** User + system CPU time of the command and its children, ms. */
  cpuMs: number;
  wallMs: number;
}

const MARK = '@@bench-cpu';

/** Runs a shell command to its end; throws when it fails, with its stderr. */
export function runProcess(command: string): ProcessRun {
  const t0 = performance.now();
  const r = spawnSync('bash', ['-c', `TIMEFORMAT='${MARK} %3U %3S'; time { ${command} ; }`], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const wallMs = performance.now() - t0;
  if (r.error) throw r.error;
  const lines = r.stderr.split('\n');
  const timing = lines.findLast((l) => l.startsWith(MARK));
  if (r.status !== 0 || !timing) throw new Error(`reference '${command}' failed (status ${r.status}): ${r.stderr.slice(-500)}`);
  const [, user, system] = timing.split(' ');
  return {
    stdout: r.stdout,
    stderr: lines.filter((l) => !l.startsWith(MARK)).join('\n'),
    cpuMs: (Number(user) + Number(system)) * 1000,
    wallMs,
  };
}

/** Run time of every thread of a live process, ns (`/proc/<pid>/task/<tid>/schedstat`, first field). */
export function processCpuNs(pid: number): number {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // A thread that ended between the listing and the read: its time is lost (a reference should not have any).
    }
  }
  return ns;
}

export interface LineAnswer {
  reply: string;
  /** CPU time of the whole process from the question to the answer, ms. */
  cpuMs: number;
  wallMs: number;
}

/**
 * A reference program that answers one line per line: started once (bash
 * `exec`s it, so its pid is the program's), asked one question at a time.
 */
export class LineProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: ((line: string) => void)[] = [];
  private readonly replies: string[] = [];
  private stderr = '';
  private ended: string | undefined;

  constructor(readonly command: string) {
    try {
      readFileSync('/proc/self/schedstat');
    } catch {
      throw new Error('bench: a line-by-line reference is timed through /proc/<pid>/task/*/schedstat (Linux only)');
    }
    this.child = spawn('bash', ['-c', `exec ${command}`], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (d: Buffer) => {
      this.stderr = (this.stderr + d.toString()).slice(-2000);
    });
    this.child.on('exit', (code) => {
      this.ended = `reference '${command}' exited (status ${code}): ${this.stderr}`;
      for (const w of this.waiting.splice(0)) w('');
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (w) w(line);
      else this.replies.push(line);
    });
  }

  /** Sends one line, waits for one line back. */
  async ask(line: string): Promise<LineAnswer> {
    if (this.ended) throw new Error(this.ended);
    const pid = this.child.pid;
    if (pid === undefined) throw new Error(`reference '${this.command}' did not start`);
    if (this.replies.length > 0) throw new Error(`reference '${this.command}' answered unasked: ${this.replies[0]}`);
    const c0 = processCpuNs(pid);
    const t0 = performance.now();
    const answer = new Promise<string>((resolve) => this.waiting.push(resolve));
    this.child.stdin.write(`${line}\n`);
    const reply = await answer;
    const wallMs = performance.now() - t0;
    if (this.ended) throw new Error(this.ended);
    return { reply, cpuMs: (processCpuNs(pid) - c0) / 1e6, wallMs };
  }

  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}
