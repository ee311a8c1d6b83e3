/**
 * @packageDocumentation
 * The engine as plain JavaScript modules, for probes that must run without a
 * TypeScript loader: a bare `node` (memory as the browser's worker sees it)
 * or a Web Worker of headless Chromium (`runInChromiumWorker`). Compiled with the
 * `typescript` package the project already has; tests are left out.
 */

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

const TYPES: Record<string, string> = {
  html: 'text/html',
  mjs: 'text/javascript',
  js: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  json: 'application/json',
  bin: 'application/octet-stream',
};

/** Serves the files of `dir` on 127.0.0.1 (a random port) for a browser probe, with `headers` on every file; a folder serves its `index.html`, as a static host does. */
export async function serveFolder(dir: string, headers: Readonly<Record<string, string>> = {}): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let file = join(dir, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-type': TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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
