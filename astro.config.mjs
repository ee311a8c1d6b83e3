// @ts-check
/**
 * Site configuration.
 *
 * - Static output. `SITE_URL` and `BASE_PATH` let the same build be served from
 *   a domain root (the default, as `npm run preview` does on 127.0.0.1:4321) or
 *   from a sub-folder (e.g. GitHub Pages: BASE_PATH=/minimax-notebook/). Pages
 *   build internal links with `withBase()` from `src/data/site.ts`, never with a
 *   hard-coded leading slash.
 * - Maths: remark-math + rehype-katex with MathML output only, so no KaTeX
 *   stylesheet or font is shipped; browsers render MathML natively.
 * - Code: Shiki with a light and a dark theme; `src/styles/code.css` picks one
 *   from the page's colour scheme.
 * - Workers: ES module workers (`src/lib/solveClient.ts` starts one). The code
 *   cells run the reader's code in a sandboxed frame's worker instead, from a
 *   document this config's Vite plugin makes (`src/build/codeRunSandbox.mjs`).
 * - Search: after the build, Pagefind indexes every page's `data-pagefind-body`
 *   (the main column) into `dist/pagefind/`, a static index that the header's
 *   search box loads on first use; it works offline and needs no server.
 * - Shared CSS: the site's stylesheet ships as `site.*.css` and the lessons'
 *   as `lesson.*.css` when it is too big for Astro to inline (`SHARED_CSS`);
 *   Astro would otherwise name each after the first page that imports it.
 * - Scripts: the islands' small shared chunks are merged (`mergeSmallChunks`),
 *   so a page makes about half as many requests for the same code.
 */
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import { fileURLToPath } from 'node:url';
import { codeRunSandbox } from './src/build/codeRunSandbox.mjs';
import { sitePolicy } from './src/build/sitePolicy.mjs';

/**
 * Indexes the built site for the header's search (Pagefind's Node API).
 * @type {import('astro').AstroIntegration}
 */
const pagefind = {
  name: 'pagefind-index',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const { createIndex, close } = await import('pagefind');
      const { index, errors } = await createIndex({});
      if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
      const added = await index.addDirectory({ path: fileURLToPath(dir) });
      if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
      await index.writeFiles({ outputPath: fileURLToPath(new URL('pagefind/', dir)) });
      logger.info(`indexed ${added.page_count} pages for search`);
      await close();
    },
  },
};

/** Stylesheets every page (or every lesson) loads, and the file name each ships under in dist/_astro. */
const SHARED_CSS = [
  ['/src/styles/global.css', 'site'],
  ['/src/styles/lessonFigures.css', 'lesson'],
];

/**
 * Merges the browser's chunks under 10 kB into the chunks that load with them
 * (Rollup's `experimentalMinChunkSize`; it keeps every entry's side effects as
 * they were). The islands share many small modules: a lesson scrolled to its
 * end pulled 30 to 50 files, each a round trip on a slow connection; merged,
 * about half as many for the same bytes. Client build only, and never a
 * stylesheet (see `manualChunks`): Astro finds a page's CSS through the chunks
 * that import it, and a merge that moved stylesheets lost every island's
 * (tests/e2e/stylesheets.spec.ts checks).
 * @type {import('vite').Plugin}
 */
const mergeSmallChunks = {
  name: 'merge-small-client-chunks',
  apply: 'build',
  config: (_, env) => (env.isSsrBuild ? undefined : { build: { rollupOptions: { output: { experimentalMinChunkSize: 10_000 } } } }),
};

const site = process.env.SITE_URL ?? 'http://127.0.0.1:4321';
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  site,
  base,
  trailingSlash: 'ignore',
  output: 'static',
  // English at the URLs the site always had, French under /fr/ (src/i18n/locales.ts): pages read
  // their language from Astro.currentLocale.
  i18n: { locales: ['en', 'fr'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // sitePolicy: each page's Content-Security-Policy gets the hashes of its inline scripts and styles (src/build/sitePolicy.mjs).
  integrations: [mdx(), preact(), pagefind, sitePolicy()],
  markdown: {
    remarkPlugins: [remarkMath],
    rehypePlugins: [[rehypeKatex, { output: 'mathml' }]],
    shikiConfig: {
      // Keep in step with SHIKI_THEMES in src/data/site.ts (used by EngineSource's <Code>).
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: 'light',
      wrap: false,
    },
  },
  vite: {
    // The code cells' sandbox document (/sandbox/code-run.html): see src/build/codeRunSandbox.mjs.
    plugins: [codeRunSandbox(), mergeSmallChunks],
    worker: { format: 'es' },
    build: {
      rollupOptions: {
        output: {
          // Shared stylesheets are named for what they are, not after the first
          // page that happens to import them (`alpha-beta.*.css` on every page).
          // Every other stylesheet gets a chunk of its own, named after its file:
          // Rollup never merges a manual chunk into another (mergeSmallChunks).
          manualChunks(id) {
            const shared = SHARED_CSS.find(([file]) => id.endsWith(file))?.[1];
            return shared ?? /\/([^/?]+)\.css$/.exec(id)?.[1];
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
