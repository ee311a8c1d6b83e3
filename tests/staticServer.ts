/**
 * @packageDocumentation
 * A static file server for tests and benchmarks that open a built page in a
 * browser with headers of their choosing: none, as `astro preview` and GitHub
 * Pages serve it, or those the site's `_headers` file asks for
 * (`hostedHeaders`: COOP and COEP make the speed pages cross-origin
 * isolated), as the site's own server does (src/server/preview.ts).
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

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

/** Response headers: the same for every file, or chosen by the request's path. */
type ServedHeaders = Readonly<Record<string, string>> | ((path: string) => Readonly<Record<string, string>>);

/** Serves the files of `dir` on 127.0.0.1 (a random port) for a browser probe, with `headers`; a folder serves its `index.html`, as a static host does. */
export async function serveFolder(dir: string, headers: ServedHeaders = {}): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...(typeof headers === 'function' ? headers(path) : headers), 'content-type': TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
