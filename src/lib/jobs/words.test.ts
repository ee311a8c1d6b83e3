import { describe, expect, test } from 'vitest';
import { formatMs, formatRate, progressWords } from './words.ts';

describe('the words of a job', () => {
  test.each([
    [950, '950/s'],
    [12_345, '12 k/s'],
    [3_456_789, '3.5 M/s'],
  ])('rate %i -> %s', (n, text) => expect(formatRate(n)).toBe(text));

  test.each([
    [0.2, '1 ms'],
    [85.4, '85 ms'],
    [999.4, '999 ms'],
    [1234, '1.2 s'],
  ])('time %f -> %s', (ms, text) => expect(formatMs(ms)).toBe(text));

  test('a running job: before the first report, with positions, with time, with its part', () => {
    expect(progressWords(null)).toBe('Searching…');
    expect(progressWords(null, 'Playing')).toBe('Playing…');
    expect(progressWords({ nodes: 1234, ms: 0 })).toBe('Searching: 1,234 positions…');
    expect(progressWords({ nodes: 2_500_000, ms: 500 })).toBe('Searching: 2,500,000 positions at 5.0 M/s, 500 ms…');
    expect(progressWords({ nodes: 12_345, ms: 1200, detail: 'game 3 of 20' }, 'Playing')).toBe('Playing: 12,345 positions at 10 k/s, 1.2 s (game 3 of 20)…');
  });
});
