import { expect, test } from '@playwright/test';
import { BUILT_PAGES } from './builtPages.ts';

// Every page on a phone: text that a phone can read (12px or more, the bar
// Lighthouse's "legible font sizes" sets), and a page small enough to lay out
// quickly (every element is style, layout and accessibility work; the Othello
// lesson had 9,229 before its code listings lost their needless spans).

const PAGES = BUILT_PAGES;

/** Elements a page may hold as it opens (the longest lesson has about 6,600). */
const MAX_ELEMENTS = 7_000;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

for (const path of PAGES) {
  test(`on a phone, ${path} has no text under 12px and fewer than ${MAX_ELEMENTS.toLocaleString('en')} elements`, async ({ page }) => {
    await page.goto(path);
    const { small, elements } = await page.evaluate(() => {
      const found = new Map<string, string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        const text = n.textContent?.trim();
        if (!el || !text || el.closest('script, style, noscript, template')) continue;
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (size >= 12) continue;
        const where = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${size}px`;
        if (!found.has(where)) found.set(where, text.slice(0, 30));
      }
      return { small: [...found].map(([where, text]) => `${where}: "${text}"`), elements: document.getElementsByTagName('*').length };
    });
    expect(small).toEqual([]);
    expect(elements).toBeLessThan(MAX_ELEMENTS);
  });
}
