import { defineConfig } from 'vitest/config';
import { PAGES_AT_ONCE } from './concurrency.ts';

// The browser suites (Firefox, WebKit) against the built site. One engine per
// run; inside it, as many checks at once as the engine has pages (checks.ts).
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/browsers/*.smoke.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxConcurrency: PAGES_AT_ONCE,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    globals: false,
  },
});
