/**
 * @packageDocumentation
 * 32-bit helpers shared by the bitboard games. JavaScript numbers become
 * 32-bit integers under bitwise operators, so every game keeps its sets in
 * 32-bit words (or in lo/hi pairs of them) and never in BigInt, whose
 * operations allocate.
 */

/** Number of set bits in a 32-bit word (SWAR popcount). */
export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Index of the lowest set bit (0..31), or 32 for 0. */
const ctz32 = (x: number): number => (x === 0 ? 32 : 31 - Math.clz32(x & -x));

/** The indices of the set bits, lowest first. */
export function bitIndices(x: number): number[] {
  const out: number[] = [];
  while (x !== 0) {
    out.push(ctz32(x));
    x &= x - 1;
  }
  return out;
}
