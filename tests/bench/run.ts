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
 */

import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import os from 'node:os';
import type { BenchSuite } from './measure.ts';

const dir = fileURLToPath(new URL('./suites/', import.meta.url));

async function loadSuites(): Promise<BenchSuite[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();
  const suites: BenchSuite[] = [];
  for (const f of files) suites.push((await import(pathToFileURL(dir + f).href)).default as BenchSuite);
  return suites;
}

const [wanted, ...args] = process.argv.slice(2);
const suites = await loadSuites();
const chosen = wanted ? suites.filter((s) => s.name === wanted) : suites;
if (chosen.length === 0) {
  process.stderr.write(`error: unknown suite '${wanted}' (suites: ${suites.map((s) => s.name).join(', ')})\n`);
  process.exit(2);
}
const out: Record<string, unknown> = {};
for (const s of chosen) {
  process.stderr.write(`bench: ${s.name}: ${s.description}\n`);
  out[s.name] = await s.run(args);
}
const machine = { node: process.version, cpu: os.cpus()[0]?.model, cores: os.cpus().length };
process.stdout.write(`${JSON.stringify({ machine, suites: out }, null, 2)}\n`);
