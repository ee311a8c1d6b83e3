import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { crc32 } from '../engine/core/crc32.ts';
import { CONNECT4_BOOK } from '../engine/solve/connect4.ts';
import { checkResource, loadResource } from './resources.ts';

const shipped = new Uint8Array(readFileSync(new URL('../../public/books/connect4-7x6.bin', import.meta.url)));

describe('the opening book as a resource', () => {
  test('the declared size and CRC-32 are those of the shipped file', () => {
    expect(shipped.byteLength).toBe(CONNECT4_BOOK.bytes);
    expect(crc32(shipped)).toBe(CONNECT4_BOOK.crc32);
    const r = checkResource(CONNECT4_BOOK, shipped);
    expect(r.ok && r.value.size).toBe(23_560);
  });

  test.each([
    ['truncated', shipped.slice(0, shipped.byteLength - 8), /has 188488 bytes instead of 188496/],
    ['one byte changed', (() => { const b = shipped.slice(); b[1000] ^= 0x40; return b; })(), /checksum is wrong/],
    ['an HTML error page', new TextEncoder().encode('<!doctype html><title>404</title>'), /bytes instead of/],
  ])('a %s copy is refused with a reason', (_what, bytes, reason) => {
    expect(checkResource(CONNECT4_BOOK, bytes)).toMatchObject({ ok: false, error: { code: 'ERR_UNAVAILABLE', message: expect.stringMatching(reason) } });
  });
});

describe('loadResource', () => {
  afterEach(() => vi.unstubAllGlobals());
  const spec = (name: string) => ({ ...CONNECT4_BOOK, name });

  test('a 404 is an answer, not a wait', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('missing', { status: 404 })));
    expect(await loadResource(spec('404'), '/')).toMatchObject({ ok: false, error: { message: 'the server answered 404' } });
  });

  test('a request that stalls is given up after the time limit', async () => {
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))));
    expect(await loadResource(spec('stall'), '/', 50)).toMatchObject({ ok: false, error: { message: 'it did not arrive within 0.05 s' } });
  });

  test('a good copy is fetched once per worker, from the base URL', async () => {
    const fetcher = vi.fn(async (_url: string) => new Response(shipped));
    vi.stubGlobal('fetch', fetcher);
    const a = await loadResource(spec('good'), '/site');
    const b = await loadResource(spec('good'), '/site');
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toBe('/site/books/connect4-7x6.bin');
  });
});
