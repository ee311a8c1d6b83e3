import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { basePath, sitePath } from './sitePreview.ts';

describe('the base path, as astro.config.mjs takes it from BASE_PATH', () => {
  test.each([
    [undefined, '/'],
    ['/', '/'],
    ['/minimax-notebook/', '/minimax-notebook/'],
    ['minimax-notebook', '/minimax-notebook/'],
  ])('%s is %s', (raw, base) => {
    expect(basePath(raw)).toBe(base);
  });
});

describe('the path a request’s headers are chosen by', () => {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  mkdirSync(join(dist, 'speed'));
  writeFileSync(join(dist, 'speed', 'index.html'), '<p>speed</p>');

  test.each([
    ['/speed/', '/', '/speed/'],
    ['/speed/?size=quick#cores', '/', '/speed/'],
    ['/speed', '/', '/speed/'], // a folder's page without its slash counts as the folder
    ['/nope', '/', '/nope'],
    ['/minimax-notebook/speed', '/minimax-notebook/', '/speed/'],
    ['/minimax-notebook/_astro/a%20b.js', '/minimax-notebook/', '/_astro/a b.js'],
    ['/bad%E0', '/', '/bad%E0'], // a path that does not decode is taken as typed
  ])('%s (base %s) is %s', (url, base, path) => {
    expect(sitePath(url, base, dist)).toBe(path);
  });
});
