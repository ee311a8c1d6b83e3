/**
 * @packageDocumentation
 * The Vite plugin that makes Vite's preview server serve this site as a host
 * that reads its `_headers` would, and as `astro preview` does otherwise
 * (`preview.ts` runs it).
 */

import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { hostedHeaders } from './hostedHeaders.ts';

/** The base path with its slashes (`/`, `/minimax-notebook/`), as astro.config.mjs takes it from BASE_PATH. */
export const basePath = (raw: string | undefined): string => `/${(raw ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');

/** The request's path from the site's root: no query, no base; a folder's page without its slash counts as the folder (`/speed` as `/speed/`). */
export function sitePath(url: string, base: string, dist: string): string {
  const bare = pathOf(url);
  const path = bare.startsWith(base) ? `/${bare.slice(base.length)}` : bare;
  return !path.endsWith('/') && folderPage(dist, path) !== undefined ? `${path}/` : path;
}

/**
 * The `index.html` that serves `path` as a folder's page (`/speed` or
 * `/speed/`), when dist/ has one. A path with a file extension is a file, not
 * a folder (no look on disk for every script), and one that climbs out of
 * dist/ names nothing of the site.
 */
function folderPage(dist: string, path: string): string | undefined {
  if (/\.[^/]*$/.test(path) || path.split('/').includes('..')) return undefined;
  const index = path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
  return isFile(join(dist, index)) ? index : undefined;
}

/** The URL's path, decoded (as typed when it does not decode). */
function pathOf(url: string): string {
  const raw = url.split('?')[0].split('#')[0];
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/**
 * What the Vite preview server lacks for this site: each response gets the
 * headers `_headers` gives its path (before Vite's own middlewares run); a
 * folder's page is served without its trailing slash too; and what no file
 * answers gets dist/404.html with status 404 (after them).
 */
export function sitePreview(dist: string, base: string): Plugin {
  const hosted = hostedHeaders(dist);
  return {
    name: 'site-preview',
    configurePreviewServer(server) {
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        for (const [name, value] of Object.entries(hosted(sitePath(req.url ?? '/', base, dist)))) res.setHeader(name, value);
        next();
      });
      // After Vite's static files and its .html fallback; req.url has lost the base by then.
      return () => {
        server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
          const path = pathOf(req.url ?? '/');
          // A page Vite's .html fallback found (`/speed/` became `/speed/index.html`): Vite serves it next.
          if (!path.split('/').includes('..') && isFile(join(dist, path))) return next();
          const index = folderPage(dist, path);
          if (index !== undefined) {
            req.url = index;
            return next();
          }
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(isFile(join(dist, '404.html')) ? readFileSync(join(dist, '404.html')) : 'Not found');
        });
      };
    },
  };
}

