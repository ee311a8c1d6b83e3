/**
 * @packageDocumentation
 * Makes Pascal Pons' solver answer in the protocol the comparison needs: each
 * position from an empty table, and the solve alone timed by the program
 * itself. His current `main.cpp` keeps the table from one line to the next
 * and prints the score only, so the comparison could time only whole answers
 * and take a per-line baseline off (the table's 64 MB emptying costs a
 * thousand times an End-Easy solve). This edits his file in place:
 *
 *   npx tsx tests/bench/compare/ponsTimedMain.ts ../connect4/main.cpp
 *   make -C ../connect4 c4solver
 *
 * After it, each answer is `<moves> <score> <nodes> <microseconds>`, the last
 * the solving thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`) around `solve`,
 * the table emptied before the clock starts, as on our side (`connect4.ts`).
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The statement that solves a line in his main.cpp (2019 and later). */
const SOLVE = /int score = solver\.solve\(P, weak\);\s*std::cout << " " << score;/;

const TIMED = [
  'solver.reset();',
  '        timespec t0, t1;',
  '        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0);',
  '        int score = solver.solve(P, weak);',
  '        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1);',
  '        double us = (t1.tv_sec - t0.tv_sec) * 1e6 + (t1.tv_nsec - t0.tv_nsec) / 1e3;',
  '        std::cout << " " << score << " " << solver.getNodeCount() << " " << std::fixed << us;',
].join('\n');

/** His main.cpp with the timed solve, or an error naming what was not found. */
export function timedMain(source: string): { ok: true; text: string } | { ok: false; error: string } {
  if (source.includes('CLOCK_THREAD_CPUTIME_ID')) return { ok: true, text: source };
  if (!SOLVE.test(source)) return { ok: false, error: 'no `int score = solver.solve(P, weak);` followed by its print: another version of main.cpp?' };
  return { ok: true, text: `#include <time.h>\n${source.replace(SOLVE, TIMED)}` };
}

// Run as a script (not imported by a test): edit the file named on the command line.
const file = process.argv[2];
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && file) {
  const edited = timedMain(readFileSync(file, 'utf8'));
  if (!edited.ok) {
    process.stderr.write(`${file}: ${edited.error}\n`);
    process.exit(1);
  }
  writeFileSync(file, edited.text);
}
