import { describe, expect, test } from 'vitest';
import { MINUS, signedScore } from './score.ts';

describe('the display score', () => {
  test.each([
    [3, '+3'],
    [0, '0'],
    [-2, '−2'],
    [-10, '−10'],
  ])('%i for prose: %s', (v, text) => expect(signedScore(v)).toBe(text));

  test('the true minus sign by default, the hyphen-minus when asked', () => {
    expect(MINUS).toBe('\u2212');
    expect(signedScore(-42, '-')).toBe('-42');
    expect(signedScore(6, '-')).toBe('+6');
  });
});
