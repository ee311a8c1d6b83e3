import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { headersFor, matches, parseHeaders } from './hostedHeaders.ts';

const ISOLATED = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

describe('the _headers format', () => {
  test('blocks of a path and its indented headers; comments and blank lines skipped', () => {
    expect(parseHeaders('# note\n/a/*\n  X-One: 1\n  X-Two: a: b\n\n/b\n  X-One: 2\n')).toEqual([
      { pattern: '/a/*', headers: { 'X-One': '1', 'X-Two': 'a: b' } },
      { pattern: '/b', headers: { 'X-One': '2' } },
    ]);
  });

  test('a header outside a block, or without a colon, names its line', () => {
    expect(() => parseHeaders('  X-One: 1\n')).toThrow('_headers line 1: a header before any path: X-One: 1');
    expect(() => parseHeaders('/a\n  X-One\n')).toThrow('_headers line 2: a header needs "Name: value": X-One');
  });

  test.each([
    ['/speed/*', '/speed/', true],
    ['/speed/*', '/speed/index.html', true],
    ['/speed/*', '/speed', false],
    ['/speed/*', '/fr/speed/', false],
    ['/b', '/b', true],
    ['/b', '/b/', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matches(pattern, path)).toBe(expected);
  });
});

describe('the site’s public/_headers', () => {
  const rules = parseHeaders(readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8'));

  test.each(['/speed/', '/speed/?size=quick', '/fr/speed/', '/fr/speed/index.html'])('%s is cross-origin isolated', (path) => {
    expect(headersFor(rules, path)).toEqual(ISOLATED);
  });

  test.each(['/', '/lessons/bitboards-minimax/', '/lessons/tetromino/', '/fr/lessons/bitboards-minimax/', '/sandbox/code-run.html'])('%s (a lesson, the sandbox) is not', (path) => {
    expect(headersFor(rules, path)).toEqual({});
  });

  test('the bundles, workers among them, may be started by an isolated page', () => {
    expect(headersFor(rules, '/_astro/solve.worker-abc123.js')).toEqual({ 'Cross-Origin-Embedder-Policy': 'require-corp' });
  });
});
