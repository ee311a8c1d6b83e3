import { expect, test, type Page } from '@playwright/test';
import { BUILT_PAGES } from './builtPages.ts';
import { hydrateAll } from './hydration.ts';

// No English word left in a French page's islands (issue 27). Each French page
// and its English twin are opened, every island hydrated, and each island's
// words read: its text, and the words it gives only to assistive technology or
// on hover (aria-label, title, placeholder, alt). A French island whose words
// include a phrase its English twin also shows has kept some English. The twin
// is the island with the same component at the same rank on the English page:
// the lessons hold the same cells in the same order.
//
// Code, notation and names are the same in both languages by nature; they are
// left out by what they are (code elements, the code editor, notation marked
// `data-notation`) or listed in SAME_IN_BOTH below, each with its reason.

/** Words that are right in both languages. */
const SAME_IN_BOTH = new Set<string>([
  // Names of games, programs and people; the FFO test positions are named by their number.
  'Othello', 'Edax', 'Pons', ...[40, 41, 42, 43, 44].map((n) => `FFO #${n}`),
  // Names of algorithms and terms French teaching keeps as they are.
  'Minimax', 'Negamax', 'minimax', 'negamax', 'fail-hard', 'fail-soft', 'Mode', 'Position', 'Positions',
  // The two 32-bit halves of a 64-bit set, as the code names them.
  'lo', 'hi',
]);

/** Code and notation, the same in every language: an identifier with an underscore, a tic-tac-toe position string. */
const CODE_LIKE = /^(?:[a-z]\w*_\w+|[xo.]{9})$/;

/** A phrase worth comparing: it holds a word (two letters or more) and is neither code nor in SAME_IN_BOTH. */
const wordy = (text: string) => /\p{L}{2,}/u.test(text) && !SAME_IN_BOTH.has(text) && !CODE_LIKE.test(text);

interface IslandWords {
  /** The component's file name and its rank among the page's islands of that component: "SolverCell #2". */
  readonly island: string;
  readonly phrases: readonly string[];
}

/** Every top-level island of the open page with the phrases it shows or speaks. */
function readIslands(page: Page): Promise<IslandWords[]> {
  return page.evaluate(() => {
    // Left out: code the reader reads or edits, which is the same in both editions.
    const CODE = 'code, pre, kbd, samp, script, style, .cm-editor, [translate="no"], [data-notation]';
    const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext'];
    const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
    const seen = new Map<string, number>();
    const islands = [...document.querySelectorAll('astro-island')].filter((el) => !el.parentElement?.closest('astro-island'));
    return islands.map((island) => {
      const file = (island.getAttribute('component-url') ?? '?').split('/').pop() ?? '?';
      const name = file.replace(/\.[\w-]+\.js$|\.js$|\.tsx$/, '');
      const rank = (seen.get(name) ?? 0) + 1;
      seen.set(name, rank);
      const phrases = new Set<string>();
      const walker = document.createTreeWalker(island, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.parentElement?.closest(CODE)) continue;
        const text = tidy(n.textContent ?? '');
        if (text) phrases.add(text);
      }
      for (const el of island.querySelectorAll('*')) {
        if (el.closest(CODE)) continue;
        for (const a of ATTRIBUTES) {
          const text = tidy(el.getAttribute(a) ?? '');
          if (text) phrases.add(`[${a}] ${text}`);
        }
      }
      return { island: `${name} #${rank}`, phrases: [...phrases] };
    });
  });
}

async function islandsOf(page: Page, path: string): Promise<IslandWords[]> {
  await page.goto(path);
  await hydrateAll(page);
  return readIslands(page);
}

const FRENCH = BUILT_PAGES.filter((p) => p.startsWith('/fr/') && p !== '/fr/404/');

test('the French pages to check are there', () => {
  expect(FRENCH).toEqual(expect.arrayContaining(['/fr/', '/fr/lessons/recursion/', '/fr/speed/']));
});

for (const path of FRENCH) {
  test(`no English left in the islands of ${path}`, async ({ page }) => {
    test.setTimeout(180_000);
    const english = await islandsOf(page, path.slice(3));
    const french = await islandsOf(page, path);
    expect(french.map((i) => i.island), 'the same islands in the same order').toEqual(english.map((i) => i.island));
    const left: string[] = [];
    french.forEach(({ island, phrases }, i) => {
      const twin = new Set(english[i].phrases);
      for (const phrase of phrases) if (wordy(phrase.replace(/^\[[\w-]+\] /, '')) && twin.has(phrase)) left.push(`${island}: ${phrase}`);
    });
    expect(left, `English phrases in ${path}'s islands`).toEqual([]);
  });
}
