// @ts-check
/**
 * @packageDocumentation
 * The pages' Content-Security-Policy: a `<meta http-equiv>` that
 * `src/layouts/BaseLayout.astro` writes in every built page (`SITE_POLICY`,
 * with a placeholder), and the integration that fills the placeholder after
 * the build with the hashes of that page's own inline scripts
 * (`sitePolicy()`), so that no inline script runs but what the build wrote.
 *
 * Why not Astro 5's `experimental.csp`: it always puts hashes in
 * `style-src`, which turns 'unsafe-inline' off, and the site needs inline
 * styles (below); it also leaves `is:inline` scripts (the theme script) to be
 * hashed by hand. Hashing what the build wrote covers every inline script,
 * including any a layout adds later.
 *
 * Each source, and why it is there:
 * - `default-src 'self'`: the site loads its own files only.
 * - `script-src 'self' 'wasm-unsafe-eval'` + hashes: the bundles, the
 *   inline scripts Astro writes (island runtime, hydration directives, the
 *   theme script), WebAssembly for Pagefind's search. No 'unsafe-inline', no
 *   'unsafe-eval'.
 * - `style-src 'self' 'unsafe-inline'`: the one relaxation. CodeMirror
 *   (style-mod) writes `<style>` elements at run time with rules it
 *   generates, which no hash can name and a static site cannot give a nonce;
 *   Shiki's colours and the SVG pictures write thousands of style
 *   attributes. CSS cannot run script, and it can load nothing that
 *   `default-src` does not allow; the site renders no HTML of anyone else's.
 * - `img-src 'self' data:`: the favicon, and CodeMirror's lint markers
 *   (small SVG images it writes as data: URLs); an image runs nothing.
 * - `worker-src 'self'`: the solver's, the checker's and the benchmark's
 *   workers (same-origin bundles).
 * - `frame-src 'self'`: the code cells' sandbox (`/sandbox/code-run.html`).
 * - `object-src 'none'`, `base-uri 'self'`, `form-action 'self'`.
 * `astro dev` gets no policy: Vite's dev server injects scripts of its own.
 */

import { createHash } from 'node:crypto';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPTS = "'inline-script-hashes'";

/** The policy as BaseLayout writes it; the build fills the placeholder. */
export const SITE_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${SCRIPTS}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const hash = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page with its policy's placeholder filled, or an error naming what is wrong. */
export function fillPolicy(/** @type {string} */ html) {
  const scripts = new Set();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)) continue;
    scripts.add(hash(m[2]));
  }
  const marker = html.indexOf(SCRIPTS);
  if (marker < 0) return { ok: false, html, error: 'no policy to fill' };
  return { ok: true, html: html.replace(SCRIPTS, [...scripts].join(' ')), scripts: scripts.size };
}

/** @returns {AsyncGenerator<string>} */
async function* htmlFiles(/** @type {string} */ dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* htmlFiles(p);
    else if (e.name.endsWith('.html')) yield p;
  }
}

/** Fills every built page's policy; a page of the layout without its meta fails the build. @returns {import('astro').AstroIntegration} */
export function sitePolicy() {
  return {
    name: 'site-policy',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let pages = 0;
        for await (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          if (!html.includes('data-pagefind-body') && !html.includes(SCRIPTS)) continue; // not a page of the layout (the sandbox has its own policy)
          const r = fillPolicy(html);
          if (!r.ok) throw new Error(`site policy: ${file}: ${r.error}`);
          await writeFile(file, r.html);
          pages++;
        }
        logger.info(`Content-Security-Policy filled in ${pages} pages`);
      },
    },
  };
}
