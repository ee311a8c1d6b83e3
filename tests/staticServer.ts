/**
 * @packageDocumentation
 * A static file server for tests and benchmarks that open a built page in a
 * browser with headers of their choosing (the COOP and COEP that make a page
 * cross-origin isolated, which `astro preview` cannot send to one page only).
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The headers that make a page cross-origin isolated (`crossOriginIsolated`: SharedArrayBuffer, one table for a split's workers). */
export const CROSS_ORIGIN_ISOLATION = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } as const;

const TYPES: Record<string, string> = {
  html: 'text/html',
  mjs: 'text/javascript',
  js: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  json: 'application/json',
  bin: 'application/octet-stream',
  wasm: 'application/wasm',
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
