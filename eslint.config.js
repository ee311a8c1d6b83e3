// @ts-check
/**
 * The linter (`npm run lint`, part of `npm test`): zero warnings, zero errors.
 *
 * - TypeScript and TSX: ESLint's and typescript-eslint's recommended rules.
 * - Preact components and hooks: the hooks rules (rules of hooks, exhaustive
 *   effect deps). Not the engine: it has no hooks, and a function named
 *   `useBook` there is not one.
 * - Disable comments: each names its rule and says why after ` -- `; one that
 *   silences nothing is an error.
 * - Not type-aware: typescript-eslint's type-checked rules took 2 min of CPU
 *   (26 s without) and `astro check` already runs the type checker.
 * - Astro components: eslint-plugin-astro's recommended rules, and the same
 *   TypeScript rules in their frontmatter and scripts.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'book-build/',
      // A deliberately wrong tree for the import rules' own test.
      'tests/architecture/fixture/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      // An argument named `_x` is kept for its place in a signature (a fake's `fetch(_url, init)`);
      // a destructured `_x` is the field left out of the rest (`const { ms: _ms, ...rest } = r`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/engine/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Build scripts, configs, the test runner and workers run in Node or a
    // worker; page code in a browser. Both sets of names are known everywhere:
    // TypeScript already checks which one a file may use.
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
  },
);
