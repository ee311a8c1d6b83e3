/**
 * The built site (dist/) for the browser suites: the site's own server
 * (`src/server/preview.ts`, which sends the headers of the site's `_headers`:
 * the speed pages cross-origin isolated) on a free port, behind a small proxy
 * of ours. The proxy is where a suite sees what the browser asked the server
 * for ({@link Site.requests}), and where the error probe is put into each page
 * for an engine that needs it ({@link PROBE_SOURCE}).
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROBE_PATH, PROBE_SOURCE } from './probe.ts';

export interface Site {
  /** The origin the browsers open, e.g. `http://127.0.0.1:40123`. */
  readonly origin: string;
  /** Every path (with query) the browsers asked for, in order. */
  readonly requests: readonly string[];
  stop(): Promise<void>;
}

export interface SiteOptions {
  /** Put the error probe first in every page's `<head>`. */
  probe: boolean;
}

/** Starts the site's server (port from SMOKE_PORT, else any free port) and resolves with its origin. */
function startPreview(): Promise<{ child: ChildProcess; origin: string }> {
  const port = process.env.SMOKE_PORT ?? '0';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/preview.ts', '--host', '127.0.0.1', '--port', port], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`the site's server did not start in 60 s:\n${out}`)), 60_000);
    const fail = (e: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(e);
    };
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        resolve({ child, origin: `http://127.0.0.1:${m[1]}` });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => fail(new Error(`the site's server exited (${code}):\n${out}`)));
  });
}

/** A top-level page (not an iframe's document, not a fetch) whose HTML gets the probe. */
function isPage(req: IncomingMessage, res: IncomingMessage): boolean {
  const dest = req.headers['sec-fetch-dest'];
  return (dest === undefined || dest === 'document') && /^text\/html\b/.test(res.headers['content-type'] ?? '');
}

function withProbe(html: string): string {
  const tag = `<script src="${PROBE_PATH}"></script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  return head ? html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length) : tag + html;
}

export async function startSite(options: SiteOptions): Promise<Site> {
  const preview = await startPreview();
  const upstream = new URL(preview.origin);
  const requests: string[] = [];
  const proxy: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (options.probe && req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(PROBE_SOURCE);
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    // The probe is put into the page's text: ask for it uncompressed.
    if (options.probe) delete headers['accept-encoding'];
    const up = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (ur) => {
      if (!options.probe || !isPage(req, ur)) {
        res.writeHead(ur.statusCode ?? 502, ur.headers);
        ur.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      ur.on('data', (c: Buffer) => chunks.push(c));
      ur.on('end', () => {
        const body = withProbe(Buffer.concat(chunks).toString('utf8'));
        // The page changed: its length and validator are the proxy's now.
        const headers = { ...ur.headers, 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store' };
        delete headers.etag;
        delete headers['last-modified'];
        res.writeHead(ur.statusCode ?? 200, headers);
        res.end(body);
      });
    });
    up.on('error', (e) => {
      res.writeHead(502);
      res.end(String(e));
    });
    req.pipe(up);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    async stop() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      if (preview.child.exitCode === null) {
        const exited = new Promise((resolve) => preview.child.once('exit', resolve));
        preview.child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
