import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test } from '@playwright/test';
import { hydrateAll } from './hydration.ts';
import { BUILT_PAGES } from './builtPages.ts';

// axe-core on every page, light and dark, once every island has hydrated: every
// rule axe ships (best practices, experimental and deprecated rules included,
// label-in-name among them), not only the WCAG tags, with these exceptions:
const LEFT_OUT: Record<string, string> = {
  'color-contrast-enhanced': 'WCAG AAA (7:1); the site is held to AA, which color-contrast checks',
  'identical-links-same-purpose': 'WCAG AAA',
  'meta-refresh-no-exceptions': 'WCAG AAA',
  'hidden-content': 'lists every hidden element for a human to review; it never reports a violation',
};
const RULES = axe
  .getRules()
  .map((r) => r.ruleId)
  .filter((id) => !(id in LEFT_OUT));

const PAGES = BUILT_PAGES;

test('the site has pages to check, and axe has rules to run', () => {
  expect(PAGES).toEqual(expect.arrayContaining(['/', '/about/', '/alpha-beta/', '/speed/', '/lessons/recursion/']));
  expect(RULES).toEqual(expect.arrayContaining(['color-contrast', 'empty-table-header', 'landmark-unique', 'aria-allowed-role', 'label-content-name-mismatch', 'region']));
  expect(RULES.length).toBeGreaterThan(95);
});

for (const theme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`axe finds nothing on ${path} (${theme})`, async ({ page }) => {
      // Colours are read at rest: no transition or pulse caught halfway.
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto(path);
      await hydrateAll(page);
      // axe's time grows with the page: color-contrast alone, three quarters of it, looks at every
      // element with text. So the budget does too, as the machine may be shared: what the test's
      // 60 s leaves after loading and hydrating, plus 30 ms an element (axe took 13 to 29 ms an
      // element on the 6,600 of the Othello lesson at a load average of 17 to 25 on 2 cores).
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      test.setTimeout(60_000 + 30 * elements);
      // Only violations are reported in full: axe builds a selector for every node it reports, passes included.
      const r = await new AxeBuilder({ page }).withRules(RULES).options({ resultTypes: ['violations'] }).analyze();
      const found = r.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      expect(found).toEqual([]);
    });
  }
}
