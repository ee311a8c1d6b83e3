import { describe, expect, test } from 'vitest';
import { crc32 } from './crc32.ts';

// Check values of CRC-32/ISO-HDLC (the zip/PNG CRC), from the catalogue of
// parametrised CRC algorithms (reveng.sourceforge.io/crc-catalogue): "123456789" -> 0xCBF43926.
describe('crc32', () => {
  test.each([
    ['', 0x00000000],
    ['123456789', 0xcbf43926],
    ['The quick brown fox jumps over the lazy dog', 0x414fa339],
  ])('%j -> %i', (text, expected) => {
    expect(crc32(new TextEncoder().encode(text))).toBe(expected);
  });
  test('one flipped bit changes it', () => {
    const a = new TextEncoder().encode('123456789');
    const b = a.slice();
    b[4] ^= 1;
    expect(crc32(b)).not.toBe(crc32(a));
  });
});
