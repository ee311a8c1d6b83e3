/**
 * Every listing a page shows with <EngineSource path symbol through> names a
 * declaration that exists, and every line range (`lines`) still starts at one. The build fails on a missing one too, but only after
 * minutes, and an unused-code cleanup cannot see that a lesson shows a function
 * nothing calls: this test tells at once.
 */

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { findSymbol } from '../../src/lib/source/excerpt.ts';

const ROOTS = ['../../content/', '../../src/'];

interface Shown {
  readonly page: string;
  readonly path: string;
  readonly name: string;
}

/** Every <EngineSource> tag of the pages, with the page it is on. */
const tags: { page: string; tag: string; path: string }[] = ROOTS.flatMap((root) => {
  const dir = new URL(root, import.meta.url);
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(mdx|astro)$/.test(f))
    .flatMap((f) => {
      const text = readFileSync(new URL(f, dir), 'utf8');
      return [...text.matchAll(/<EngineSource\b[^>]*>/g)].flatMap(([tag]) => {
        const path = /\bpath="([^"]+)"/.exec(tag)?.[1];
        return path ? [{ page: f, tag, path }] : [];
      });
    });
});

const shown: Shown[] = tags.flatMap(({ page, tag, path }) =>
  ['symbol', 'through'].flatMap((attr) => {
    const name = new RegExp(`\\b${attr}="([^"]+)"`).exec(tag)?.[1];
    return name ? [{ page, path, name }] : [];
  }),
);

const sourceLines = (path: string): string[] => readFileSync(new URL(`../../src/engine/${path}`, import.meta.url), 'utf8').split('\n');

describe('the engine source a page shows exists', () => {
  test('the pages show listings', () => {
    expect(shown.length).toBeGreaterThan(50);
  });

  test('every symbol and `through` names a top-level declaration of its file', () => {
    const missing = shown.filter(({ path, name }) => {
      return findSymbol(sourceLines(path), name) === undefined;
    });
    expect(missing.map((m) => `${m.page}: ${m.path} ${m.name}`)).toEqual([]);
  });

  test('every line range starts at a declaration or at the end of the comment right above one', () => {
    // A range is numbers: a change higher in the file shifts what it shows without
    // breaking the build. Starting on a declaration is what a listing does; a
    // shifted range almost never still does.
    const declaration = /^\s*(export |private |protected |public |static |async |function |const |let |class |interface |type )/;
    const ranges = tags.flatMap(({ page, tag, path }) => {
      const range = /\blines="(\d+)-(\d+)"/.exec(tag);
      return range ? [{ page, path, from: Number(range[1]), to: Number(range[2]) }] : [];
    });
    expect(ranges.length).toBeGreaterThan(0);
    const wrong = ranges.filter(({ path, from, to }) => {
      const lines = sourceLines(path);
      if (from < 1 || to > lines.length || to < from) return true;
      const first = lines[from - 1];
      return !(declaration.test(first) || (first.trim() === '*/' && declaration.test(lines[from])));
    });
    expect(wrong.map((r) => `${r.page}: ${r.path} ${r.from}-${r.to}`)).toEqual([]);
  });
});
