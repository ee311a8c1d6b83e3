/**
 * @packageDocumentation
 * The engine as plain JavaScript modules, for probes that must run without a
 * TypeScript loader: a bare `node` (memory as the browser's worker sees it)
 * or a Web Worker of headless Chromium (`servePage`). Compiled with the
 * `typescript` package the project already has; tests are left out.
 */

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

const TYPES: Record<string, string> = { html: 'text/html', mjs: 'text/javascript', js: 'text/javascript', bin: 'application/octet-stream' };

/** Serves the files of `dir` on 127.0.0.1 (a random port) for a browser probe. */
export async function serveFolder(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const file = join(dir, (req.url ?? '/').split('?')[0]);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
