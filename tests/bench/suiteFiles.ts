/**
 * @packageDocumentation
 * Where the bench finds its suites: `suites/<name>.ts` exports the suite
 * `<name>` as its default.
 */

import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchSuite } from './measure.ts';

const dir = fileURLToPath(new URL('./suites/', import.meta.url));

/**
 * The suites named `wanted` (every suite without it): a suite lives in the
 * file of its name, and only the files run are loaded. Loading them all cost
 * the timed code: Connect Four's Middle-Easy solves took 8 to 10% more CPU
 * time in a process that had loaded the other suites' modules (or any large
 * module, TypeScript's compiler as well), measured 6.1-6.2 ms against 6.6-6.9.
 */
export async function loadSuites(wanted: string | undefined): Promise<{ names: string[]; chosen: BenchSuite[] }> {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort();
  const chosen: BenchSuite[] = [];
  for (const name of names.filter((n) => wanted === undefined || n === wanted)) {
    const suite = (await import(pathToFileURL(`${dir}${name}.ts`).href)).default as BenchSuite;
    if (suite.name !== name) throw new Error(`bench: suites/${name}.ts names its suite '${suite.name}'`);
    chosen.push(suite);
  }
  return { names, chosen };
}

