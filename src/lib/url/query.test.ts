import { describe, expect, test } from 'vitest';
import { ignoredText, oneOf, paramReader, shownValue, wholeNumber } from './query.ts';

describe('reading a parameter with a reason', () => {
  test('absent: undefined and nothing recorded; refused: undefined and recorded with the reason', () => {
    const r = paramReader('?d=12&k=wins&s=7');
    expect(r.read('missing', wholeNumber(1, 9, 'a depth'))).toBeUndefined();
    expect(r.read('d', wholeNumber(1, 9, 'a depth'))).toBeUndefined();
    expect(r.read('k', oneOf(['course', 'wins'] as const))).toBe('wins');
    expect(r.read('s', wholeNumber(0, 9))).toBe(7);
    expect(r.ignored).toEqual([{ name: 'd', value: '12', reason: 'not a depth from 1 to 9' }]);
  });

  test.each(['', ' 7', '7 ', '1e1', '0x7', '7.0', '+7', 'NaN', '７', '99999999999999999999'])('whole numbers are written in digits only: %j is refused', (raw) => {
    expect(wholeNumber(0, 100)(raw).ok).toBe(false);
  });

  test('two words: "neither … nor …"; more: "not one of …"; named: "not an algorithm (…)"', () => {
    expect(oneOf(['x', 'o'])('y')).toEqual({ ok: false, reason: 'neither x nor o' });
    expect(oneOf(['a', 'b', 'c'])('d')).toEqual({ ok: false, reason: 'not one of a, b, c' });
    expect(oneOf(['minimax', 'alphabeta'], 'an algorithm')('quick')).toEqual({ ok: false, reason: 'not an algorithm (minimax, alphabeta)' });
  });

  test('a value is shown short and printable, whatever its size', () => {
    expect(shownValue('abc')).toBe('abc');
    expect(shownValue('a\nb')).toBe('a\\u000ab');
    const long = shownValue('['.repeat(1_000_000));
    expect(long).toBe(`${'['.repeat(40)}… (1,000,000 characters)`);
    expect(ignoredText({ name: 'tree', value: 'x'.repeat(41), reason: 'not a board' })).toBe(`tree=${'x'.repeat(40)}… (41 characters): not a board`);
  });
});
