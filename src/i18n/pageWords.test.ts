// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest';
import { loadWords } from './pageWords.ts';

/** Loaders that record which languages were asked for. */
function loaders() {
  const asked: string[] = [];
  const load = (word: string) => async () => (asked.push(word), word);
  return { asked, loaders: { en: load('en'), fr: load('fr') } };
}

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('one language per page', () => {
  test('a French page loads the French words only, and gives them whatever it is asked', async () => {
    document.documentElement.lang = 'fr';
    const { asked, loaders: l } = loaders();
    const words = await loadWords(l);
    expect(asked).toEqual(['fr']);
    expect([words('fr'), words('en'), words()]).toEqual(['fr', 'fr', 'fr']);
  });

  test('an English page loads the English words only', async () => {
    document.documentElement.lang = 'en';
    const { asked, loaders: l } = loaders();
    const words = await loadWords(l);
    expect(asked).toEqual(['en']);
    expect(words('fr')).toBe('en');
  });

  test('where no page says its language (the build, the tests), every language, English by default', async () => {
    const { asked, loaders: l } = loaders();
    const words = await loadWords(l);
    expect(asked).toEqual(['en', 'fr']);
    expect([words(), words('en'), words('fr')]).toEqual(['en', 'en', 'fr']);
  });
});
