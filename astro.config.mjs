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
 * - Workers: ES module workers (`src/lib/solveClient.ts` starts one).
 * - Shared CSS: the site's stylesheet ships as `site.*.css` and the lessons'
 *   as `lesson.*.css` when it is too big for Astro to inline (`SHARED_CSS`);
 *   Astro would otherwise name each after the first page that imports it.
 */
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

/** Stylesheets every page (or every lesson) loads, and the file name each ships under in dist/_astro. */
const SHARED_CSS = [
  ['/src/styles/global.css', 'site'],
  ['/src/styles/lessonFigures.css', 'lesson'],
];

const site = process.env.SITE_URL ?? 'http://127.0.0.1:4321';
const base = process.env.BASE_PATH ?? '/';

export default defineConfig({
  site,
  base,
  trailingSlash: 'ignore',
  output: 'static',
  integrations: [mdx(), preact()],
  markdown: {
    remarkPlugins: [remarkMath],
    rehypePlugins: [[rehypeKatex, { output: 'mathml' }]],
    shikiConfig: {
      // Keep in step with SHIKI_THEMES in src/data/site.ts (used by EngineSource's <Code>).
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: 'light',
      wrap: false,
    },
  },
  vite: {
    worker: { format: 'es' },
    build: {
      rollupOptions: {
        output: {
          // Shared stylesheets are named for what they are, not after the first
          // page that happens to import them (`alpha-beta.*.css` on every page).
          manualChunks(id) {
            return SHARED_CSS.find(([file]) => id.endsWith(file))?.[1];
          },
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
