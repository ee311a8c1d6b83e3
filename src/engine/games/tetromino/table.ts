/**
 * @packageDocumentation
 * The solver's transposition table: typed arrays, one slot per hash index,
 * the newest result replaces the old one.
 *
 * Why typed arrays and not a `Map`: the full solve stores hundreds of thousands
 * of positions; a `Map` of objects costs ~100 bytes and an allocation per entry
 * and keeps the garbage collector busy, a slot here costs 10 bytes and nothing
 * is allocated during the search.
 *
 * A slot holds the full key (the two canonical words of the position, 25 bits
 * each: no false hits) and 16 bits of data:
 *
 *   bit    15     | 12 11 | 10 9 | 8 ............ 0
 *          filled |  hi+1 | lo+1 | best move (511: none), canonical frame
 *
 * The value is known to lie in [lo, hi] (lo, hi in {-1, 0, 1}): lo = hi is an
 * exact value, lo = -1 an upper bound only, hi = 1 a lower bound only. This is
 * Stockfish's bound, written as an interval because a game with three values
 * makes intervals the simplest way to merge what two searches learnt.
 */

export const NO_MOVE = 511;
const FILLED = 1 << 15;
const MOVE_MASK = 0x1ff;
const LO_SHIFT = 9;
const HI_SHIFT = 11;
const BOUND_MASK = 3;
/** Bytes per slot: two 32-bit key words and 16 bits of data. */
export const SLOT_BYTES = 10;

export const entryLo = (data: number): number => ((data >>> LO_SHIFT) & BOUND_MASK) - 1;
export const entryHi = (data: number): number => ((data >>> HI_SHIFT) & BOUND_MASK) - 1;
export const entryMove = (data: number): number => data & MOVE_MASK;

export class SolveTable {
  readonly size: number;
  private readonly shift: number;
  private readonly keys: Int32Array;
  private readonly data: Uint16Array;
  /** Slots in use. */
  filled = 0;
  /** Stores that overwrote a different position. */
  overwrites = 0;

  constructor(readonly bits: number) {
    if (!Number.isInteger(bits) || bits < 4 || bits > 26) throw new Error(`SolveTable: bits out of range (${bits})`);
    this.size = 1 << bits;
    this.shift = 32 - bits;
    this.keys = new Int32Array(2 * this.size);
    this.data = new Uint16Array(this.size);
  }

  get bytes(): number {
    return this.size * SLOT_BYTES;
  }

  private index(top: number, bottom: number): number {
    return Math.imul(top ^ Math.imul(bottom, 0x9e3779b1), 0x85ebca6b) >>> this.shift;
  }

  /** The data stored for this canonical position, or 0 when absent. */
  probe(top: number, bottom: number): number {
    const i = this.index(top, bottom);
    const d = this.data[i];
    return d !== 0 && this.keys[2 * i] === top && this.keys[2 * i + 1] === bottom ? d : 0;
  }

  store(top: number, bottom: number, lo: number, hi: number, move: number): void {
    const i = this.index(top, bottom);
    const old = this.data[i];
    if (old === 0) this.filled++;
    else if (this.keys[2 * i] !== top || this.keys[2 * i + 1] !== bottom) this.overwrites++;
    this.keys[2 * i] = top;
    this.keys[2 * i + 1] = bottom;
    this.data[i] = FILLED | ((hi + 1) << HI_SHIFT) | ((lo + 1) << LO_SHIFT) | move;
  }

  clear(): void {
    this.keys.fill(0);
    this.data.fill(0);
    this.filled = 0;
    this.overwrites = 0;
  }
}
