#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, then one closing line
 * `N passed, N failed` that sums all runners.
 *
 *   1. type checks (the engine alone with no DOM types, then the whole site),
 *      then the linter (ESLint, zero warnings) and the unused-code check (knip)
 *   2. unit and component tests (Vitest)
 *   3. the site build (astro build)
 *   4. end-to-end tests in Chromium (Playwright, against the site's own server, `npm run preview`), the
 *      timed ones (`@solo`) last and one at a time
 *   5. the smoke suites in Firefox and in WebKit (tests/browsers/), each
 *      skipped with its reason where its browser is missing (SKIP_FIREFOX=1,
 *      SKIP_WEBKIT=1 skip one on purpose)
 *
 * A type check, the linter, the unused-code check or the build counts as one test each; a skipped engine counts
 * as one skipped. Set SKIP_E2E=1 to stop after step 3.
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { engineMissing } from './browsers/available.mjs';

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const skips = [];

function run(label, cmd, args, env = {}) {
  process.stdout.write(`\n=== ${label}: ${cmd} ${args.join(' ')}\n`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(label, cmd, args) {
  const ok = run(label, cmd, args);
  if (ok) results.passed++;
  else {
    results.failed++;
    failures.push(label);
  }
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('test-results', { recursive: true });

step('type check: engine (no DOM)', 'npx', ['tsc', '-p', 'src/engine', '--noEmit']);
step('type check: site', 'npx', ['astro', 'check', '--minimumFailingSeverity', 'error']);
step('lint', 'npm', ['run', '--silent', 'lint']);
step('unused code', 'npm', ['run', '--silent', 'unused']);

/** Runs Vitest; the counts come from its JSON report. */
function vitest(label, json, args) {
  rmSync(json, { force: true });
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
  const v = readJson(json);
  if (v) {
    results.passed += v.numPassedTests;
    results.failed += v.numFailedTests;
    results.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
    // A file that fails to load has no tests to count: count it as one failure.
    const brokenFiles = (v.testResults ?? []).filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    results.failed += brokenFiles;
    if (!ok && v.numFailedTests + brokenFiles === 0) results.failed++;
  } else if (!ok) results.failed++;
  if (!ok) failures.push(label);
}

vitest('unit and component tests', 'test-results/vitest.json', []);

const built = step('site build', 'npx', ['astro', 'build']);

if (process.env.SKIP_E2E) {
  process.stdout.write('\nSKIP_E2E is set: end-to-end tests skipped.\n');
} else if (!built) {
  results.failed++;
  failures.push('end-to-end tests (no site to test)');
} else {
  // Two runs: everything but the timed tests, two at a time; then the timed
  // tests (`@solo`), one at a time, so no other test shares the machine with them.
  const runs = [
    ['end-to-end tests', 'test-results/playwright.json', ['--grep-invert', '@solo']],
    ['end-to-end tests, timed, one at a time', 'test-results/playwright-solo.json', ['--grep', '@solo', '--workers', '1']],
  ];
  for (const [label, json, args] of runs) {
    rmSync(json, { force: true });
    const e2eOk = run(label, 'npx', ['playwright', 'test', ...args], { E2E_JSON: json });
    const p = readJson(json);
    if (p?.stats) {
      results.passed += p.stats.expected + (p.stats.flaky ?? 0);
      results.failed += p.stats.unexpected;
      results.skipped += p.stats.skipped ?? 0;
      if (!e2eOk && p.stats.unexpected === 0) results.failed++;
    } else if (!e2eOk) results.failed++;
    if (!e2eOk) failures.push(label);
  }

  // Firefox and WebKit: the smoke suite in each, against the same build.
  for (const [engine, name] of [['firefox', 'Firefox'], ['webkit', 'WebKit']]) {
    const missing = engineMissing(engine);
    if (missing) {
      process.stdout.write(`\n=== ${name} smoke tests: skipped: ${missing}\n`);
      results.skipped++;
      skips.push(`${name} (${missing})`);
      continue;
    }
    vitest(`${name} smoke tests`, `test-results/${engine}.json`, ['-c', 'tests/browsers/vitest.config.ts', `tests/browsers/${engine}.smoke.ts`]);
  }
}

if (skips.length) process.stdout.write(`\nSkipped engines: ${skips.join('; ')}\n`);
if (failures.length) process.stdout.write(`\nFailed steps: ${failures.join('; ')}\n`);
const skipped = results.skipped ? `, ${results.skipped} skipped` : '';
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed${skipped}\n`);
process.exit(results.failed === 0 && failures.length === 0 ? 0 : 1);
