import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { watchErrors } from './pageErrors.ts';
import { openWalkthroughCut } from './walkthroughCut.ts';

// The French edition (issue 27): every page has a twin under /fr/, both link to
// each other with hreflang, the switch keeps the page's state, the choice is
// remembered, and search keeps to the reader's language. The page checks that
// every page gets (axe, hydration, phone, console) read dist/ and so cover the
// French pages without a word here.

/** Every built page (each index.html of dist/), as a path. */
const PAGES = readdirSync('dist', { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('index.html'))
  .map((f) => `/${f.replace(/index\.html$/, '')}`)
  .sort();
const ENGLISH = PAGES.filter((p) => !p.startsWith('/fr/'));
// The French 404 page is built as a page (/fr/404/); the English one is dist/404.html, which is no index.html.
const FRENCH = PAGES.filter((p) => p.startsWith('/fr/') && p !== '/fr/404/');

/** The page's `<html lang>` and its hreflang links (language → path), read from the built file. */
function head(path: string): { lang: string; alternates: Record<string, string> } {
  const html = readFileSync(`dist${path}index.html`, 'utf8');
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
  const alternates = Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname]));
  return { lang, alternates };
}

test('every English page has its French twin, and each names the other with hreflang', () => {
  expect(ENGLISH).toEqual(expect.arrayContaining(['/', '/about/', '/alpha-beta/', '/speed/', '/lessons/recursion/']));
  expect(FRENCH.map((p) => p.slice(3))).toEqual(ENGLISH);
  for (const path of ENGLISH) {
    const twin = `/fr${path}`;
    expect(head(path), path).toEqual({ lang: 'en', alternates: { en: path, fr: twin, 'x-default': path } });
    expect(head(twin), twin).toEqual({ lang: 'fr', alternates: { en: path, fr: twin, 'x-default': path } });
  }
});

test('every link to an anchor finds it, on its own page or another, in both languages', () => {
  // Headings make their anchors from their words, which differ between the twins: a link
  // written once for both (SiteLink) must land on an id the target page has.
  const ids = (path: string) => new Set([...readFileSync(`dist${path}index.html`, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  const missing: string[] = [];
  for (const path of PAGES) {
    const html = readFileSync(`dist${path}index.html`, 'utf8').replace(/&#38;|&amp;/g, '&');
    for (const [, target, hash] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)?(?:\?[^"#]*)?#([^"]+)"/g)) {
      const page = target ?? path;
      if (!PAGES.includes(page)) continue;
      if (!ids(page).has(decodeURIComponent(hash))) missing.push(`${path} → ${page}#${hash}`);
    }
  }
  expect(missing).toEqual([]);
});

test('the switch keeps the position and the anchor, and the choice is remembered both ways', async ({ page }) => {
  const errors = watchErrors(page);
  const state = '?edit=xo..x....&edit-depth=1#position-editor';
  await page.goto(`/lessons/bitboards-minimax/${state}`);
  // The value once the cell has read the address (depth 1), not the server's default.
  await hydrated(page.getByTestId('pe-value'));
  await expect(page.getByTestId('pe-depth')).toHaveText('1');
  const english = await page.getByTestId('pe-value').textContent();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/fr/lessons/bitboards-minimax/${state}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const value = page.getByTestId('pe-value');
  await hydrated(value);
  await expect(value).toHaveText(english ?? '');
  await expect(page.getByTestId('pe-depth')).toHaveText('1');
  await expect(page.locator('.kicker').first()).toHaveText('Leçon 2');

  // Remembered: an English address opens its French twin, query and anchor kept.
  await page.goto('/about/?from=a-link#courses');
  await expect(page).toHaveURL('/fr/about/?from=a-link#courses');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/about/?from=a-link#courses');
  await page.goto('/fr/speed/');
  await expect(page).toHaveURL('/speed/');
  expect(errors).toEqual([]);
});

test('a position in the address, solved in English, is the same position solved in French words', async ({ page }) => {
  const errors = watchErrors(page);
  // A Middle-Easy line of the public Connect Four test sets (score 8), searched in the worker.
  const state = '?pos=52753311433677442422121#solver';
  const result = page.locator('.solver__result');
  await page.goto(`/connect-four-solver/${state}`);
  const solve = page.getByRole('button', { name: 'Solve', exact: true });
  await hydrated(solve);
  await solve.click();
  await expect(result).toHaveAttribute('data-state', 'solved', { timeout: 30_000 });
  await expect(result).toContainText('with best play');
  const value = await result.locator('[data-value]').textContent();
  const best = await result.locator('[data-best]').textContent();

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(`/fr/connect-four-solver/${state}`);
  const resoudre = page.getByRole('button', { name: 'Résoudre', exact: true });
  await hydrated(resoudre);
  await expect(page.getByRole('textbox', { name: 'Coups' })).toHaveValue('52753311433677442422121');
  await resoudre.click();
  await expect(result).toHaveAttribute('data-state', 'solved', { timeout: 30_000 });
  await expect(result.locator('[data-value]')).toHaveText(value ?? '');
  await expect(result.locator('[data-best]')).toHaveText(best ?? '');
  await expect(result).toContainText(`Score ${value}\u00a0: avec le meilleur jeu`);
  await expect(result).toContainText('positions explorées');
  await expect(result).not.toContainText('with best play');
  expect(errors).toEqual([]);
});

test('the frame speaks French on a French page: navigation, contents, credit and figures', async ({ page }) => {
  await page.goto('/fr/lessons/tictactoe-19-bits/');
  const nav = page.getByRole('navigation', { name: 'Site' });
  await expect(nav.getByRole('link')).toHaveText(['Leçons', 'Voir penser l’alpha-bêta', 'Vitesse', 'À propos']);
  await expect(nav.getByRole('link', { name: 'Leçons' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('#course-credit')).toContainText('en français, avec du code Haskell');
  // A computed figure, grouped the French way (a narrow no-break space).
  await expect(page.locator('[data-fact="tictactoe.tree.positions"]').first()).toHaveText(/^\d{3}\u202f\d{3}$/);
});

test('search keeps to the reader’s language: a French word finds French pages only', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/fr/');
  const field = page.getByRole('searchbox', { name: 'Rechercher' });
  await hydrated(field);
  await field.fill('élagage');
  const results = page.locator('#site-search-results');
  await expect(results).toContainText(/\d+ pages? trouvées?\./, { timeout: 15_000 });
  const hrefs = await results.locator('a.site-search__page').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/fr\//);
  expect(errors).toEqual([]);
});

test('an unknown address under /fr/ is answered by the 404 page, which offers the French home page', async ({ page }) => {
  const response = await page.goto('/fr/lessons/pas-de-lecon/');
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: 'Accueil en français' }).click();
  await expect(page).toHaveURL('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('switching language at a cut of the walk-through keeps the step and tells the cut in French', async ({ page }) => {
  const errors = watchErrors(page);
  const cut = await openWalkthroughCut(page);
  await page.getByRole('link', { name: 'Français' }).click();
  // The explorer writes its state back encoded (%3A): the same address.
  await expect(page).toHaveURL(new RegExp(`/fr/alpha-beta/\\?pos=example(:|%3A)walkthrough&step=${cut}$`));
  await hydrated(page.locator('.sx-svg'));
  const caption = page.locator('.sx-caption');
  await expect(caption).toContainText('α = 39 ≥ β = 30');
  await expect(caption).toContainText('élagué');
  await expect(caption).not.toContainText(/pruned|remaining|steer/);
  await expect(page.locator('[data-node-id="p5.2"]')).toHaveAttribute('data-state', 'pruned');
  expect(errors).toEqual([]);
});
