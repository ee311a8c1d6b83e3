import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Every class that a page's HTML uses and one of our stylesheets styles reaches
// that page's styles (its <style> blocks and linked sheets). How the build
// splits scripts decides which stylesheets a page links: a chunking option that
// merged small chunks once dropped every island's stylesheet from every page,
// and nothing else noticed. Reads the built files only; no browser.

const DIST = process.env.DIST_DIR ?? 'dist';

/** The class names that the selectors of a stylesheet name (`.cell__head`, `.sx-node--max` …). */
function classesStyled(css: string): Set<string> {
  const out = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/([^{};]+)\{/g)) {
    const prelude = m[1]!.trim();
    if (prelude.startsWith('@')) continue;
    for (const c of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) out.add(c[1]!);
  }
  return out;
}

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => ext.test(f))
    .map((f) => join(dir, f));
}

/** Every class our source styles: .css files and the <style> blocks of .astro files. */
const OURS = new Set<string>();
for (const f of files('src', /\.(css|astro)$/)) {
  const text = readFileSync(f, 'utf8');
  const css = f.endsWith('.css') ? [text] : [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  for (const c of css.flatMap((t) => [...classesStyled(t)])) OURS.add(c);
}

const PAGES = files(DIST, /\.html$/);

test('our stylesheets style classes, and there are pages to check', () => {
  expect(OURS.size).toBeGreaterThan(500);
  expect(OURS).toContain('bb64__map'); // an island's (Bitboard64View.css)
  expect(PAGES.length).toBeGreaterThan(10);
});

for (const page of PAGES) {
  test(`every class ${page.slice(DIST.length)} uses from our stylesheets is styled on that page`, () => {
    const html = readFileSync(page, 'utf8');
    const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(join(DIST, new URL(m[1]!, 'http://x').pathname), 'utf8'));
    const styled = classesStyled([...inline, ...linked].join('\n'));
    const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
    const missing = [...used].filter((c) => OURS.has(c) && !styled.has(c)).sort();
    expect(missing).toEqual([]);
  });
}
