/**
 * @packageDocumentation
 * The site's own server for a built site (`npm start`, `npm run preview`):
 * dist/ served as `astro preview` serves it, by the same Vite preview server
 * (compression, ETags, the base path; a folder's page with or without its
 * slash; 404.html for what does not exist), plus the headers of the site's
 * `_headers` file by path, as a host that reads that file sends them: the
 * speed pages are cross-origin isolated, so the workers that score Connect
 * Four's columns share one table. `astro preview` can send only one set of
 * headers, to every file (`server.headers`), and the lessons must not be
 * isolated (public/_headers says why).
 *
 *   tsx src/server/preview.ts [--host 127.0.0.1] [--port 4321]
 *
 * `BASE_PATH` is read as astro.config.mjs reads it. It prints the site's
 * address as `astro preview` does (`http://host:port/base/`): the test
 * suites read it from there.
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { basePath, sitePreview } from './sitePreview.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { host: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: '4321' } } });
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/ has no site: run `npm run build` first');
  const base = basePath(process.env.BASE_PATH);
  const server = await preview({
    configFile: false,
    root: fileURLToPath(new URL('../../', import.meta.url)),
    base,
    appType: 'mpa',
    logLevel: 'warn',
    build: { outDir: DIST },
    preview: { host: values.host, port: Number(values.port), strictPort: true },
    plugins: [sitePreview(DIST, base)],
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : Number(values.port);
  console.log(`Minimax Notebook: http://${values.host}:${port}${base}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
