/**
 * @packageDocumentation
 * `npm run bench` runs every suite; `npm run bench -- <suite> [args]` runs one.
 * Suites are the files of `suites/`, each exporting a default `BenchSuite`.
 * Output: one JSON document on stdout, `{ suites: { name: result } }`.
 *
 * The script runs Node with `--single-threaded-gc`: the solvers allocate
 * nothing while they search, so any garbage is the bench's own (a reference
 * program's answers, the figures it keeps), and V8 would otherwise collect it
 * on helper threads during a timed solve, whose CPU time `process.cpuUsage()`
 * counts as the solve's. Measured on Middle-Easy: the process's CPU time over
 * the solves was 1.1 to 1.5 times their wall time with helper threads, equal
 * to it without.
 *
 * And with `--no-use-osr`: Node 20's V8 sometimes leaves the Connect Four
 * search in unoptimised code for good. When a late deoptimisation (a branch
 * first taken after the search was compiled) is followed by an on-stack
 * replacement of the running recursion, no regular optimised version follows,
 * and every later call starts in baseline code: Middle-Easy ran at 18 ms a
 * pass instead of 6.2 in two of six processes, traced with `--trace-opt`.
 * Without on-stack replacement, eight processes of eight ran at 6.0-6.2.
 */

import os from 'node:os';
import { loadSuites } from './suiteFiles.ts';

const [wanted, ...args] = process.argv.slice(2);
const { names, chosen } = await loadSuites(wanted || undefined);
if (chosen.length === 0) {
  process.stderr.write(`error: unknown suite '${wanted}' (suites: ${names.join(', ')})\n`);
  process.exit(2);
}
const out: Record<string, unknown> = {};
for (const s of chosen) {
  process.stderr.write(`bench: ${s.name}: ${s.description}\n`);
  out[s.name] = await s.run(args);
}
const machine = { node: process.version, cpu: os.cpus()[0]?.model, cores: os.cpus().length };
process.stdout.write(`${JSON.stringify({ machine, suites: out }, null, 2)}\n`);
