/**
 * The flakiness check: the whole end-to-end suite (not the @solo timings, which
 * need a quiet machine) three times in a row while a CPU hog keeps every core
 * busy. A test that fails once here is a defect, not bad luck.
 *
 *   npm run test:e2e:load            # three runs, one busy loop per core
 *   RUNS=5 HOGS=4 npm run test:e2e:load
 *
 * Build the site first (`npx astro build`): the suite serves dist/.
 */

import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const runs = Number(process.env.RUNS ?? 3);
const hogs = Number(process.env.HOGS ?? availableParallelism());

// Busy loops at normal priority: they compete with the browser and the server for every core.
const hogProcs = Array.from({ length: hogs }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopHogs = () => hogProcs.forEach((p) => p.kill('SIGKILL'));
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

const results = [];
for (let i = 1; i <= runs; i++) {
  const started = Date.now();
  process.stdout.write(`\n=== e2e under load: run ${i} of ${runs} (${hogs} busy loops)\n`);
  const r = spawnSync('npx', ['playwright', 'test', '--grep-invert', '@solo'], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ run: i, ok: r.status === 0, seconds });
  if (r.status !== 0) break;
}
stopHogs();
process.stdout.write(`\n${JSON.stringify({ runs: results, hogs }, null, 1)}\n`);
const allOk = results.length === runs && results.every((r) => r.ok);
process.stdout.write(allOk ? `\n${runs} consecutive runs under load: no failure\n` : '\nA run failed under load\n');
process.exit(allOk ? 0 : 1);
