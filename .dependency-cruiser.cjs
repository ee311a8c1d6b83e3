/**
 * The site's floors, checked by `tests/architecture/imports.test.ts` (part of
 * `npm test`; `npm run -s imports` prints the same): imports point down only.
 * The check reads .astro and .mdx files too (their frontmatter, bundled
 * scripts and ESM blocks: see `tests/architecture/cruise.mjs`).
 *
 *   pages, layouts, content        (Astro)
 *   components/{astro,islands}     (cells and figures)
 *   components/{parts,hooks}       (a game's board, picker, editor; the job hook)
 *   components/ui                  (render only)
 *   lib, workers, cli              (page-side logic, the worker, the command line)
 *   engine                         (pure TypeScript: no DOM, no framework)
 */
module.exports = {
  forbidden: [
    {
      name: 'engine-imports-only-engine',
      comment: 'The engine runs the same in Node, a worker and a page: it imports nothing from the rest of the site.',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { path: '^src/(?!engine/)' },
    },
    {
      name: 'engine-has-no-dependencies',
      comment: 'The engine (outside its tests) uses no package and no Node module.',
      severity: 'error',
      from: { path: '^src/engine/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'] },
    },
    {
      name: 'lib-below-components',
      comment: 'Page-side logic never reaches up into components.',
      severity: 'error',
      from: { path: '^src/(lib|workers|cli)/' },
      to: { path: '^src/(components|layouts|pages)/' },
    },
    {
      name: 'ui-below-islands',
      comment: 'Render-only pieces (and the explorer\'s and the code cell\'s views) do not import hydrated roots.',
      severity: 'error',
      from: { path: '^src/components/(ui|explorer|codeCell)/' },
      to: { path: '^src/components/(islands|astro)/' },
    },
    {
      name: 'parts-below-islands',
      comment: "A game's parts and the hooks serve every cell; they never import one.",
      severity: 'error',
      from: { path: '^src/components/(parts|hooks)/' },
      to: { path: '^src/components/(islands|astro)/' },
    },
    {
      name: 'ui-below-parts',
      comment: 'Render-only pieces do not know the parts built on them.',
      severity: 'error',
      from: { path: '^src/components/ui/' },
      to: { path: '^src/components/(parts|hooks)/' },
    },
    {
      name: 'explorer-imports-engine-types-only',
      comment: 'The explorer (its island and views) talks to the engine through its model in lib/viz/explorer: engine types only.',
      severity: 'error',
      from: { path: '^src/components/(explorer/|islands/SearchExplorer)' },
      to: { path: '^src/engine/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'code-cell-imports-engine-types-only',
      comment: 'The code cell (its island and views) talks to the engine through its model in lib/codeCell and the game kits: engine types only.',
      severity: 'error',
      from: { path: '^src/components/(codeCell/|islands/CodeCell)' },
      to: { path: '^src/engine/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shipped-code-imports-no-tests',
      comment: 'What the site ships never depends on the tests: data both use lives in src (src/data/positions).',
      severity: 'error',
      from: { path: '^(src|content)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-cycles',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};
