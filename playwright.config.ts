import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against the built site (`npm run build` first), served by
// the site's own server (`npm run preview`: the speed pages cross-origin
// isolated) on localhost and driven in Debian's Chromium: Playwright's own
// browser download is not available on these machines. Tests tagged `@solo`
// measure time in the browser (a move under 1 s, no long task): `npm test`
// runs them on their own, one at a time, after the others.
const PORT = Number(process.env.E2E_PORT ?? 4321);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    // The site's own server: astro preview's, plus the headers of public/_headers (src/server/preview.ts).
    command: `npx tsx src/server/preview.ts --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
