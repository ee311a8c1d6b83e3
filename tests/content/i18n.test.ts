import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { en as siteEn } from '../../src/i18n/site/en.ts';
import { fr as siteFr } from '../../src/i18n/site/fr.ts';
import { figuresEn } from '../../src/i18n/figures/en.ts';
import { figuresFr } from '../../src/i18n/figures/fr.ts';
import { COST_ROWS } from '../../src/engine/games/tetromino/costTable.ts';
import { RECURSION_EXAMPLES } from '../../src/lib/models/tictactoe/recursionExamples.ts';
import { COURSE_JEU_BOARDS } from '../../src/lib/models/tictactoe/courseJeuCases.ts';
import { COURSE_MASKS } from '../../src/lib/facts/bitboards.ts';
import { en as messagesEn } from '../../src/i18n/messages/en.ts';
import { fr as messagesFr } from '../../src/i18n/messages/fr.ts';
import { localePath, splitLocale, twins } from '../../src/i18n/locales.ts';
import { formatNumber } from '../../src/i18n/format.ts';
import { jobWords } from '../../src/lib/jobs/words.ts';

/** Every source file of the page side, read once: the catalogues' keys must each be read somewhere. */
const SOURCES = readdirSync(new URL('../../src/', import.meta.url), { recursive: true })
  .map(String)
  .filter((f) => /\.(astro|tsx?|mdx)$/.test(f) && !f.startsWith('i18n/') && !/\.test\.tsx?$/.test(f))
  .map((f) => readFileSync(new URL(`../../src/${f}`, import.meta.url), 'utf8'))
  .join('\n');

/** Words that are the same in both languages (names, and words French borrows as they are). */
const SAME_IN_BOTH = new Set(['Site', 'Note', 'Minimum', 'Minimax', 'Positions']);

/** A word, or what a word function gives for sample arguments (a count and a title, or a list of counts). */
function sample(value: unknown): unknown {
  if (typeof value !== 'function') return value;
  const f = value as (...a: unknown[]) => unknown;
  try {
    return f(3, 'x');
  } catch {
    return f([3, 4]);
  }
}

describe('the frame catalogue (src/i18n/site)', () => {
  test('French gives every English key, and no other', () => {
    expect(Object.keys(siteFr).sort()).toEqual(Object.keys(siteEn).sort());
  });
  test.each(Object.keys(siteEn))('%s is read by a page or layout', (key) => {
    expect(new RegExp(`words\\.${key}\\b`).test(SOURCES), `no source reads words.${key}`).toBe(true);
  });
  test.each(Object.keys(siteEn).filter((k) => !SAME_IN_BOTH.has(sample(siteEn[k as keyof typeof siteEn]) as string)))('%s is French in French', (key) => {
    const k = key as keyof typeof siteEn;
    expect(sample(siteFr[k])).not.toEqual(sample(siteEn[k]));
  });
});

describe('the figures catalogue (src/i18n/figures)', () => {
  test('French gives every English key, and no other', () => {
    expect(Object.keys(figuresFr).sort()).toEqual(Object.keys(figuresEn).sort());
  });
  test.each(Object.keys(figuresEn))('%s is read by a figure', (key) => {
    expect(new RegExp(`\\bfig\\.${key}\\b`).test(SOURCES), `no source reads fig.${key}`).toBe(true);
  });
  test.each(Object.keys(figuresEn).filter((k) => !SAME_IN_BOTH.has(sample(figuresEn[k as keyof typeof figuresEn]) as string)))('%s is French in French', (key) => {
    const k = key as keyof typeof figuresEn;
    expect(sample(figuresFr[k])).not.toEqual(sample(figuresEn[k]));
  });
  test('the English names of rows, boards and masks are the ones their data gives (the English pages are unchanged)', () => {
    expect(figuresEn.costRows).toEqual(Object.fromEntries(COST_ROWS.map((r) => [r.id, r.label])));
    expect(figuresEn.recursionBoards).toEqual(Object.fromEntries(RECURSION_EXAMPLES.map((e) => [e.key, e.title])));
    expect(figuresEn.jeuCases).toEqual(Object.fromEntries(COURSE_JEU_BOARDS.map((b) => [b.id, b.title])));
    expect(figuresEn.maskNames).toEqual(COURSE_MASKS.map((m) => m.name));
  });
  test('a record or list of words is French in every entry', () => {
    for (const [key, value] of Object.entries(figuresEn)) {
      if (typeof value !== 'object') continue;
      const fr = figuresFr[key as keyof typeof figuresEn] as Record<string, string>;
      for (const [k, en] of Object.entries(value as Record<string, string>)) if (!SAME_IN_BOTH.has(en)) expect(fr[k], `${key}.${k}`).not.toBe(en);
    }
  });
});

describe('the islands catalogue (src/i18n/messages)', () => {
  const keys = Object.entries(messagesEn).flatMap(([ns, words]) => Object.keys(words).map((k) => [ns, k] as const));
  test('French gives every English key, and no other', () => {
    const shape = (m: Record<string, object>) => Object.entries(m).map(([ns, words]) => [ns, Object.keys(words).sort()]);
    expect(shape(messagesFr)).toEqual(shape(messagesEn));
  });
  test.each(keys)('%s.%s is read by an island', (ns, key) => {
    expect(new RegExp(`messages\\([^)]*\\)\\.${ns}\\b`).test(SOURCES), `no island reads messages(...).${ns}`).toBe(true);
    expect(new RegExp(`\\bt\\.${key}\\b`).test(SOURCES), `no island reads t.${key}`).toBe(true);
  });
  test.each(keys)('%s.%s is French in French', (ns, key) => {
    const get = (m: Record<string, Record<string, unknown>>) => sample(m[ns][key]);
    expect(get(messagesFr)).not.toEqual(get(messagesEn));
  });
});

// Paths without the site's base; English has no prefix (src/i18n/locales.ts).
describe('a page path and its twins', () => {
  test.each([
    ['', 'en', ''],
    ['/', 'en', ''],
    ['about/', 'en', 'about/'],
    ['fr', 'fr', ''],
    ['fr/', 'fr', ''],
    ['/fr/lessons/othello-endgame/', 'fr', 'lessons/othello-endgame/'],
    ['french-toast/', 'en', 'french-toast/'],
  ])('%j is %s, %j in English', (path, locale, rest) => {
    expect(splitLocale(path)).toEqual({ locale, rest });
  });
  test('each language puts its prefix, English none', () => {
    expect(localePath('fr', '')).toBe('fr/');
    expect(localePath('fr', '/speed/')).toBe('fr/speed/');
    expect(localePath('en', 'speed/')).toBe('speed/');
  });
  test('twins are the same page in every language, both ways', () => {
    const expected = [
      { locale: 'en', path: 'lessons/tetromino/' },
      { locale: 'fr', path: 'fr/lessons/tetromino/' },
    ];
    expect(twins('lessons/tetromino/')).toEqual(expected);
    expect(twins('fr/lessons/tetromino/')).toEqual(expected);
  });
});

describe('numbers are written the language’s way', () => {
  test.each([
    ['en', 1754026, undefined, '1,754,026'],
    ['fr', 1754026, undefined, '1\u202f754\u202f026'],
    ['en', 0.5, 2, '0.50'],
    ['fr', 0.5, 2, '0,50'],
  ] as const)('%s %d', (locale, n, digits, text) => {
    expect(formatNumber(locale, n, digits)).toBe(text);
  });
  test('durations and rates, through the job words', () => {
    expect(jobWords('en').ms(420)).toBe('420 ms');
    expect(jobWords('fr').ms(420)).toBe('420 ms');
    expect(jobWords('en').ms(1420)).toBe('1.4 s');
    expect(jobWords('fr').ms(1420)).toBe('1,4 s');
    expect(jobWords('fr').ms(61_500)).toBe('61,5 s');
    expect(jobWords('en').rate(3_420_000)).toBe('3.4 M/s');
    expect(jobWords('fr').rate(3_420_000)).toBe('3,4 M/s');
  });
});
