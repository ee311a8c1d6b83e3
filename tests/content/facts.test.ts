import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { FACTS, factByName } from '../../src/lib/facts/index.ts';
import type { FactDef } from '../../src/lib/facts/registry.ts';

// The figures the issues and the courses state, checked against the engine.
// Source: the complete tic-tac-toe game tree (standard figures; the 549,946 and
// 986,410 answer the Haskell course's exercise).
describe('tic-tac-toe facts agree with the known figures', () => {
  test.each([
    ['tictactoe.tree.positions', 549946],
    ['tictactoe.tree.games', 255168],
    ['tictactoe.tree.xWins', 131184],
    ['tictactoe.tree.oWins', 77904],
    ['tictactoe.tree.draws', 46080],
    ['tictactoe.tree.distinct', 5478],
    ['tictactoe.courseTree.positions', 986410],
    ['tictactoe.minimax.nodes', 549946],
    ['tictactoe.alphaBeta.nodes', 18297],
  ])('%s = %i', (key, value) => {
    expect(factByName(key)).toBe(value);
  });
});

/**
 * A lesson must not type a figure the engine can compute: numbers of four or
 * more digits (or with thousands separators) in the prose of a lesson fail this
 * test. Code blocks, inline code, maths, component tags and front matter are
 * exempt; so are years and the allow-list below (numbers that are notation,
 * not results).
 */
const ALLOWED = new Set(['1950', '1975', '1984', '1988', '1989', '1990', '1997', '2000', '2001', '2002', '2003', '2005', '2010', '2015', '2026']);

export function handTypedNumbers(mdx: string): string[] {
  const prose = mdx
    .replace(/^---[\s\S]*?\n---/, '') // front matter
    .replace(/```[\s\S]*?```/g, '') // fenced code
    .replace(/\$\$[\s\S]*?\$\$/g, '') // display maths
    .replace(/\$[^$\n]*\$/g, '') // inline maths
    .replace(/`[^`\n]*`/g, '') // inline code
    .replace(/<[^>]*>/g, '') // tags and their props
    .replace(/^(import|export) .*$/gm, ''); // MDX imports
  // Groups of three digits after a comma (English) or a space of any width (French: 549 946).
  const found = prose.match(/\b\d{1,3}([,\u0020\u00a0\u202f]\d{3})+\b|\b\d{4,}\b/g) ?? [];
  return found.filter((n) => !ALLOWED.has(n));
}

/** The prose of an Astro page: its template, without the frontmatter script, styles and scripts. */
export function astroProse(source: string): string {
  return source
    .replace(/^---[\s\S]*?\n---/, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/\{[^{}]*\}/g, ''); // expressions: computed, not typed
}

describe('pages state no hand-typed figures', () => {
  const dir = new URL('../../src/pages/', import.meta.url);
  const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.astro'));
  test('the pages folder is not empty', () => {
    expect(files.length).toBeGreaterThan(3);
  });
  test.each(files)('%s', (file) => {
    expect(handTypedNumbers(astroProse(readFileSync(new URL(file, dir), 'utf8')))).toEqual([]);
  });
  test('the page checker ignores code and catches prose', () => {
    expect(handTypedNumbers(astroProse('---\nconst n = 549946;\n---\n<p>{n} and 18,297 typed</p><style>.a{width:1200px}</style>'))).toEqual(['18,297']);
  });
});

/** Every lesson file, the French twins in fr/ included, as paths under content/lessons/. */
const LESSON_FILES = readdirSync(new URL('../../content/lessons/', import.meta.url), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.mdx'));

describe('lessons state no hand-typed figures', () => {
  const dir = new URL('../../content/lessons/', import.meta.url);
  const files = LESSON_FILES;
  test('the lesson folder is not empty', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  test.each(files)('%s', (file) => {
    expect(handTypedNumbers(readFileSync(new URL(file, dir), 'utf8'))).toEqual([]);
  });
  test('the checker catches a typed figure', () => {
    expect(handTypedNumbers('The tree has 549,946 positions and 18297 nodes; `0x1FF` and $2^{19}$ are fine.')).toEqual(['549,946', '18297']);
    expect(handTypedNumbers('L’arbre a 549\u202f946 positions, 18 297 nœuds et 5\u00a0478 plateaux ; 3 coups.')).toEqual(['549\u202f946', '18 297', '5\u00a0478']);
  });
  test('every fact has a label in each language, the French one in French', () => {
    for (const [k, def] of Object.entries(FACTS as Record<string, FactDef>)) {
      expect(def.label.en, k).not.toBe('');
      expect(def.label.fr, k).not.toBe('');
      expect(def.label.fr, k).not.toBe(def.label.en);
    }
  });
  test('a fact that is words gives them in each language (no French twin under another key)', () => {
    const defs = Object.entries(FACTS as Record<string, FactDef>);
    expect(defs.map(([k]) => k).filter((k) => /Fr$/.test(k))).toEqual([]);
    const words = defs.filter(([, def]) => def.words);
    expect(words.map(([k]) => k).sort()).toEqual(['alphabeta.course.rootMove', 'connect4.courseGame.mistake.better', 'tetromino.value.winner']);
    for (const [k, def] of words) {
      expect(def.words!('en'), k).toBe(factByName(k));
      expect(def.words!('fr'), k).not.toBe(def.words!('en'));
    }
  });
});

describe('every fact a page names exists', () => {
  const files = [
    ...LESSON_FILES.map((f) => new URL(`../../content/lessons/${f}`, import.meta.url)),
    ...readdirSync(new URL('../../src/pages/', import.meta.url), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.astro'))
      .map((f) => new URL(`../../src/pages/${f}`, import.meta.url)),
  ];
  test.each(files.map((u) => [u.pathname.split('/').slice(-2).join('/'), u] as const))('%s', (_name, url) => {
    const keys = [...readFileSync(url, 'utf8').matchAll(/<Fact(?:Link|Bitboard)?\s+k="([^"]+)"/g)].map((m) => m[1]);
    const missing = keys.filter((k) => !Object.prototype.hasOwnProperty.call(FACTS, k));
    expect(missing).toEqual([]);
  });
});
