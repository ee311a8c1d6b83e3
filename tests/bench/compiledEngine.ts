/**
 * @packageDocumentation
 * The engine as plain JavaScript modules, for probes that must run without a
 * TypeScript loader: a bare `node` (memory as the browser's worker sees it)
 * or a Web Worker of headless Chromium (`runInChromiumWorker`). Compiled with the
 * `typescript` package the project already has; tests are left out.
 */

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { serveFolder } from '../staticServer.ts';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));

/** Compiles `src/engine/<folder>` (recursively) into a new temporary folder; returns it. */
export function compileEngine(folders: readonly string[] = ['.']): string {
  const out = mkdtempSync(join(tmpdir(), 'engine-bench-'));
  const walk = (rel: string) => {
    mkdirSync(join(out, rel), { recursive: true });
    for (const name of readdirSync(join(ENGINE, rel))) {
      const from = join(ENGINE, rel, name);
      if (statSync(from).isDirectory()) walk(join(rel, name));
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        const js = ts.transpileModule(readFileSync(from, 'utf8'), {
          compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
        }).outputText.replace(/(from\s+['"][^'"]+)\.ts(['"])/g, '$1.mjs$2');
        writeFileSync(join(out, rel, name.replace(/\.ts$/, '.mjs')), js);
      }
    }
  };
  for (const f of folders) walk(f);
  return out;
}

/** What a worker probe gives back: the worker's one message, or the error that stopped it. */
export type WorkerProbe<T> = { ok: true; value: T; chromium: string } | { ok: false; error: string };

/**
 * Runs `dir/worker.mjs` (which must post one message) in a module Web Worker
 * of headless Chromium (Debian's /usr/bin/chromium, or CHROMIUM_PATH, driven by
 * playwright-core), as the site's solve worker runs, and returns its message.
 * Removes `dir` afterwards.
 */
export async function runInChromiumWorker<T>(dir: string, timeoutMs: number): Promise<WorkerProbe<T>> {
  writeFileSync(
    join(dir, 'page.html'),
    `<!doctype html><script type="module">
       const w = new Worker('./worker.mjs', { type: 'module' });
       w.onmessage = (e) => { window.probe = e.data; document.title = 'done'; };
       w.onerror = (e) => { document.title = 'error: ' + e.message; };
     </script>`,
  );
  const { server, url } = await serveFolder(dir);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}/page.html`);
    await page.waitForFunction(() => document.title.length > 0, null, { timeout: timeoutMs });
    const title = await page.title();
    if (title !== 'done') return { ok: false, error: title };
    const value = (await page.evaluate(() => (window as unknown as { probe: unknown }).probe)) as T;
    return { ok: true, value, chromium: browser.version() };
  } finally {
    await browser.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
