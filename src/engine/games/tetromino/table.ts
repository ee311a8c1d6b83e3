/**
 * @packageDocumentation
 * The solver's transposition table: one typed array, one 8-byte slot per hash
 * index, the newest result replaces the old one.
 *
 * Why typed arrays and not a `Map`: the full solve stores hundreds of thousands
 * of positions; a `Map` of objects costs ~100 bytes and an allocation per entry
 * and keeps the garbage collector busy, a slot here costs 8 bytes and nothing
 * is allocated during the search.
 *
 * A slot is two 32-bit words, side by side so that a probe reads one cache
 * line: each holds one of the canonical position's words (25 bits: the full
 * key, no false hits) and, in its 7 spare bits, half of the 13 bits of data:
 *
 *   word 0   bit 31 ........ 25 | 24 ............. 0
 *            data bits 12-6     | top    (hand + rows 1-4)
 *   word 1   data bits 5-0, 0   | bottom (hand + rows 5-8)
 *
 *   data     bit 12 11 | 10 9 | 8 ............ 0
 *                 hi+2 | lo+1 | best move (511: none), canonical frame
 *
 * (hi + 2 is never 0, so neither is a stored entry's data.)
 *
 * A slot whose word 0 is 0 is empty: a stored position always has a piece in
 * the hand of the side to move, so its top word is never 0.
 *
 * The value is known to lie in [lo, hi] (lo, hi in {-1, 0, 1}): lo = hi is an
 * exact value, lo = -1 an upper bound only, hi = 1 a lower bound only. This is
 * Stockfish's bound, written as an interval because a game with three values
 * makes intervals the simplest way to merge what two searches learnt.
 */

export const NO_MOVE = 511;
const MOVE_MASK = 0x1ff;
const LO_SHIFT = 9;
const HI_SHIFT = 11;
const BOUND_MASK = 3;
/** Bytes per slot: two 32-bit words. */
const SLOT_BYTES = 8;

/** The position's words use bits 0-24; the data rides in bits 25-31. */
const KEY_BITS = 25;
const KEY_MASK = (1 << KEY_BITS) - 1;
/** Data bits in the top word (the high ones) and in the bottom word. */
const LOW_DATA_BITS = 6;
const LOW_DATA_MASK = (1 << LOW_DATA_BITS) - 1;

export const entryLo = (data: number): number => ((data >>> LO_SHIFT) & BOUND_MASK) - 1;
export const entryHi = (data: number): number => ((data >>> HI_SHIFT) & BOUND_MASK) - 2;
export const entryMove = (data: number): number => data & MOVE_MASK;

export class SolveTable {
  readonly size: number;
  private readonly shift: number;
  /** Slot i is words 2i (top and the high data bits) and 2i + 1 (bottom and the low data bits). */
  private readonly slots: Int32Array;
  /** Slots in use. */
  filled = 0;
  /** Stores that overwrote a different position. */
  overwrites = 0;

  constructor(readonly bits: number) {
    if (!Number.isInteger(bits) || bits < 4 || bits > 26) throw new Error(`SolveTable: bits out of range (${bits})`);
    this.size = 1 << bits;
    this.shift = 32 - bits;
    this.slots = new Int32Array(2 * this.size);
  }

  get bytes(): number {
    return this.size * SLOT_BYTES;
  }

  private index(top: number, bottom: number): number {
    return Math.imul(top ^ Math.imul(bottom, 0x9e3779b1), 0x85ebca6b) >>> this.shift;
  }

  /** The data stored for this canonical position (never 0), or 0 when absent. */
  probe(top: number, bottom: number): number {
    const i = 2 * this.index(top, bottom);
    const w0 = this.slots[i];
    const w1 = this.slots[i + 1];
    if ((w0 & KEY_MASK) !== top || (w1 & KEY_MASK) !== bottom) return 0;
    return ((w0 >>> KEY_BITS) << LOW_DATA_BITS) | (w1 >>> KEY_BITS);
  }

  store(top: number, bottom: number, lo: number, hi: number, move: number): void {
    const i = 2 * this.index(top, bottom);
    const old = this.slots[i];
    if (old === 0) this.filled++;
    else if ((old & KEY_MASK) !== top || (this.slots[i + 1] & KEY_MASK) !== bottom) this.overwrites++;
    const data = ((hi + 2) << HI_SHIFT) | ((lo + 1) << LO_SHIFT) | move;
    this.slots[i] = top | ((data >>> LOW_DATA_BITS) << KEY_BITS);
    this.slots[i + 1] = bottom | ((data & LOW_DATA_MASK) << KEY_BITS);
  }

  clear(): void {
    this.slots.fill(0);
    this.filled = 0;
    this.overwrites = 0;
  }
}
