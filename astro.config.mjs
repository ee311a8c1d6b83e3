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
 */
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

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
  },
  devToolbar: { enabled: false },
});
