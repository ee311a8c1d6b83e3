/**
 * Every listing a page shows with <EngineSource path symbol through> names a
 * declaration that exists. The build fails on a missing one too, but only after
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

const shown: Shown[] = ROOTS.flatMap((root) => {
  const dir = new URL(root, import.meta.url);
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.(mdx|astro)$/.test(f))
    .flatMap((f) => {
      const text = readFileSync(new URL(f, dir), 'utf8');
      return [...text.matchAll(/<EngineSource\b[^>]*>/g)].flatMap(([tag]) => {
        const path = /\bpath="([^"]+)"/.exec(tag)?.[1];
        if (!path) return [];
        return ['symbol', 'through'].flatMap((attr) => {
          const name = new RegExp(`\\b${attr}="([^"]+)"`).exec(tag)?.[1];
          return name ? [{ page: f, path, name }] : [];
        });
      });
    });
});

describe('the engine source a page shows exists', () => {
  test('the pages show listings', () => {
    expect(shown.length).toBeGreaterThan(50);
  });

  test('every symbol and `through` names a top-level declaration of its file', () => {
    const missing = shown.filter(({ path, name }) => {
      const lines = readFileSync(new URL(`../../src/engine/${path}`, import.meta.url), 'utf8').split('\n');
      return findSymbol(lines, name) === undefined;
    });
    expect(missing.map((m) => `${m.page}: ${m.path} ${m.name}`)).toEqual([]);
  });
});
