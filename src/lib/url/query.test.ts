import { describe, expect, test } from 'vitest';
import { ignoredReason, ignoredText, oneOf, paramReader, shownSetting, shownValue, wholeNumber } from './query.ts';

describe('reading a parameter with a reason', () => {
  test('absent: undefined and nothing recorded; refused: undefined and recorded with the reason', () => {
    const r = paramReader('?d=12&k=wins&s=7');
    expect(r.read('missing', wholeNumber(1, 9, 'depth'))).toBeUndefined();
    expect(r.read('d', wholeNumber(1, 9, 'depth'))).toBeUndefined();
    expect(r.read('k', oneOf(['course', 'wins'] as const))).toBe('wins');
    expect(r.read('s', wholeNumber(0, 9))).toBe(7);
    expect(r.ignored).toEqual([{ name: 'd', value: '12', reason: 'not a depth from 1 to 9', why: { kind: 'range', lo: 1, hi: 9, what: 'depth' } }]);
  });

  test.each(['', ' 7', '7 ', '1e1', '0x7', '7.0', '+7', 'NaN', '７', '99999999999999999999'])('whole numbers are written in digits only: %j is refused', (raw) => {
    expect(wholeNumber(0, 100)(raw).ok).toBe(false);
  });

  test('two words: "neither … nor …"; more: "not one of …"; named: "not an algorithm (…)"', () => {
    expect(oneOf(['x', 'o'])('y')).toEqual({ ok: false, reason: 'neither x nor o', why: { kind: 'words', words: ['x', 'o'] } });
    expect(oneOf(['a', 'b', 'c'])('d')).toMatchObject({ ok: false, reason: 'not one of a, b, c' });
    expect(oneOf(['minimax', 'alphabeta'], 'algorithm')('quick')).toMatchObject({ ok: false, reason: 'not an algorithm (minimax, alphabeta)' });
  });

  test('a value is shown short and printable, whatever its size', () => {
    expect(shownValue('abc')).toBe('abc');
    expect(shownValue('a\nb')).toBe('a\\u000ab');
    const long = shownValue('['.repeat(1_000_000));
    expect(long).toBe(`${'['.repeat(40)}… (1,000,000 characters)`);
    expect(ignoredText({ name: 'tree', value: 'x'.repeat(41), reason: 'not a board' })).toBe(`tree=${'x'.repeat(40)}… (41 characters): not a board`);
  });
});

describe('the same reasons in French', () => {
  const french = (search: string, read: (r: ReturnType<typeof paramReader>) => unknown) => {
    const r = paramReader(search);
    read(r);
    return r.ignored.map((p) => `${shownSetting(p, 'fr')}\u00a0: ${ignoredReason(p, 'fr')}`);
  };
  test('a number out of range, a word not among the choices, two words', () => {
    expect(french('?d=12', (r) => r.read('d', wholeNumber(1, 9, 'depth')))).toEqual(['d=12\u00a0: ce n’est pas une profondeur de 1 à 9']);
    expect(french('?a=quick', (r) => r.read('a', oneOf(['minimax', 'alphabeta'], 'algorithm')))).toEqual(['a=quick\u00a0: ce n’est pas un algorithme (minimax, alphabeta)']);
    expect(french('?f=y', (r) => r.read('f', oneOf(['x', 'o'])))).toEqual(['f=y\u00a0: ni x ni o']);
    expect(french('?s=4294967296', (r) => r.read('s', wholeNumber(0, 2 ** 31 - 1, 'seed')))).toEqual(['s=4294967296\u00a0: ce n’est pas une graine de 0 à 2\u202f147\u202f483\u202f647']);
  });
  test('a long value is cut, its length written the French way', () => {
    expect(shownValue('['.repeat(1_000_000), 'fr')).toBe(`${'['.repeat(40)}… (1\u202f000\u202f000 caractères)`);
  });
  test('a reason given in English only stays English', () => {
    const r = paramReader('?k=1');
    r.ignore('k', '1', 'some reason');
    expect(ignoredReason(r.ignored[0], 'fr')).toBe('some reason');
  });
});
