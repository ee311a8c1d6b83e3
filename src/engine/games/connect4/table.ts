/**
 * @packageDocumentation
 * The solvers' transposition table: typed arrays, no objects, no Map.
 *
 * One entry is a few 32-bit words side by side in one `Int32Array`: the
 * **tag** words (all or part of the position key) then one **code**, a bound
 * on the exact score. Tag and code share a cache line, so a probe costs one
 * memory access, which is most of the price of a node. The code is an upper
 * bound (the node failed low: every move scored at most alpha) or a lower
 * bound (a move scored at least beta: a cutoff), stored shifted so that 0
 * means "empty":
 *
 *     upper bound v  ->  v + S + 1      in 1 .. 2S+1
 *     lower bound v  ->  v + 3S + 2     in 2S+2 .. 4S+2      (S = max |score|)
 *
 * Always replace: the newest entry is the one most likely to be asked for
 * again.
 *
 * The fast solver (`bitSolver.ts`) stores each tag word XORed with
 * `mixCode(code)`, and a probe recomputes it: an entry is a hit only when its
 * words were written together (the wide solver, never shared, stores its key
 * as it is). That is
 * what lets solvers in several threads share one table (`sharedSlots`, on a
 * SharedArrayBuffer) without locks: a reader that catches a writer between
 * two words sees a tag changed by the code's change, which matches no
 * position it could be probing but by a rare chance, where a plain tag
 * would pair one position's key with another's bound. Aligned
 * 32-bit reads and writes never tear in JavaScript, so words are whole. A
 * shared table has one size (it cannot grow under the other threads), and
 * whoever shares it out empties it: `clear()` leaves it as it is, and its
 * entries stay true bounds for any later search. How a key becomes (index, tag) is the solver's business (see
 * `bitSolver.ts`): the fast solver stores only part of its key because the
 * index supplies the rest, the wide solver stores every key word.
 *
 * Size: a big table saves work on deep searches, but every probe of a big
 * table misses the processor's caches and its page tables (the TLB), and
 * that miss is most of the price of a node. Most solves need few entries. So
 * the table starts small (2^17 entries, 1 MB) and the solver doubles it
 * (`resize`, then re-inserting the old entries) whenever the writes since
 * the last resize reach half its entries, up to a maximum (2^24 by default).
 *
 * Emptying megabytes takes milliseconds, far more than solving an easy
 * position, so the table remembers the slots it wrote (up to a limit) and
 * `clear()` zeroes only those. After a growth the table goes back to its
 * first array, zeroed: a fresh one would be paged in by the next solve's
 * first probes (256 page faults for 1 MB, inside that solve's time). For the
 * same reason the arrays it grew into are kept, up to 2^SPARE_MAX_BITS
 * entries, for the next growth to the same size: a new array is paged in
 * inside a solve, and a dropped one is garbage of megabytes for the collector
 * (Middle-Medium grows 16 times in 200 solves: measured solver against solver
 * in one process, 10 to 24% faster with the arrays kept, the same nodes).
 */

import { maxScore } from './score.ts';

/**
 * Initial number of entries, as a power of two: 2^17 (1 MB with one tag word).
 * Measured solver against solver in one process: on Pascal Pons' four test
 * sets 2^17 solves 4 to 23% faster than 2^18 (Middle-Medium the most: a table
 * that grows has fewer lines to miss while it is small), and every column of
 * 32164625 11% faster, for at most 1% more positions. (2^18 and 2^19 had
 * been 10 to 30% faster than 2^20.) Deeper searches grow the table.
 */
export const MIN_TABLE_BITS = 17;
/** Default largest size: 2^24 entries (128 MB with one tag word). */
export const MAX_TABLE_BITS = 24;
const WRITE_LOG = 1 << 20;
/**
 * What a tag word is XORed with when it is stored beside `code` (see the
 * module comment): the code word moved up a byte, so that two codes that
 * differ change the tag (code words stay under 2^24: a score byte and a
 * move). A shift, not a multiply: a probe is the solver's hottest code.
 */
export const mixCode = (code: number): number => code << 8;

/**
 * A table of 2^bits entries of `tagWords` tag words each for solvers in several
 * threads to share (`SolverTable`'s `shared`), in a SharedArrayBuffer, empty.
 * Where SharedArrayBuffer is missing (a page that is not cross-origin isolated)
 * there is nothing to share: undefined.
 */
export function sharedSlots(bits: number, tagWords: number): Int32Array | undefined {
  if (typeof SharedArrayBuffer === 'undefined') return undefined;
  return new Int32Array(new SharedArrayBuffer(2 ** bits * (tagWords + 1) * 4));
}
/** Grown arrays of up to 2^20 entries (8 MB with one tag word) are kept; larger ones are dropped rather than held for good. */
const SPARE_MAX_BITS = 20;

export class SolverTable {
  bits: number;
  entries: number;
  /** Entry i starts at `i * stride`: the tag words, then the code. */
  slots: Int32Array;
  /** Writes since the last clear or resize (what `crowded` looks at). */
  writes = 0;
  /** Writes recorded in `written` since the last clear (more than the log holds: unknown). */
  private logged = 0;
  readonly minBits: number;
  readonly maxBits: number;
  readonly tagWords: number;
  readonly stride: number;
  /** Offsets of the code encoding (see the module comment). */
  readonly upperOffset: number;
  readonly lowerOffset: number;
  /** Largest upper-bound code; larger codes are lower bounds. */
  readonly upperMax: number;
  private readonly written = new Int32Array(WRITE_LOG);
  /** The array of 2^minBits entries, kept for `clear` after a growth. */
  private readonly first: Int32Array;
  /** `spares[bits]`: a grown array of 2^bits entries not in use, for the next growth to that size. */
  private readonly spares: (Int32Array | undefined)[] = [];

  /** True for slots given to the constructor (shared with other threads): one size, never emptied here. */
  readonly shared: boolean;

  /** With `shared` (from `sharedSlots`), the table uses those slots: 2^minBits entries, and minBits = maxBits. */
  constructor(minBits: number, maxBits: number, tagWords: number, boardSize: number, shared?: Int32Array) {
    for (const b of [minBits, maxBits]) {
      if (!Number.isInteger(b) || b < 4 || b > 27) throw new Error(`table: ${b} index bits is out of range 4..27`);
    }
    if (maxBits < minBits) throw new Error('table: maxBits < minBits');
    const S = maxScore(boardSize);
    this.minBits = minBits;
    this.maxBits = maxBits;
    this.tagWords = tagWords;
    this.stride = tagWords + 1;
    this.bits = minBits;
    this.entries = 2 ** minBits;
    this.shared = shared !== undefined;
    if (shared && (minBits !== maxBits || shared.length !== this.entries * this.stride)) {
      throw new Error(`table: shared slots hold ${shared.length} words, not one size of 2^${minBits} entries of ${this.stride} words`);
    }
    this.slots = shared ?? new Int32Array(this.entries * this.stride);
    this.first = this.slots;
    this.upperOffset = S + 1;
    this.lowerOffset = 3 * S + 2;
    this.upperMax = 2 * S + 1;
  }

  /** Entries written since the last clear (counting again those written twice; past the log's size after a growth). */
  get writesSinceClear(): number {
    return this.logged;
  }

  /** Notes that entry `index` was written, so that `clear` can empty it. */
  wrote(index: number): void {
    if (this.logged < WRITE_LOG) this.written[this.logged] = index;
    this.logged++;
    this.writes++;
  }

  /** Should the owner grow the table? (Writes reached half the entries, and there is room to grow.) */
  get crowded(): boolean {
    return this.writes >= this.entries / 2 && this.bits < this.maxBits;
  }

  /**
   * Switches to a new, empty array of 2^bits entries and returns the old
   * slots, for the owner to re-insert (only it knows how keys map to slots).
   */
  resize(bits: number): Int32Array {
    const old = this.slots;
    this.keepSpare(old, this.bits); // the owner re-inserts from it before any other resize
    this.bits = bits;
    this.entries = 2 ** bits;
    const spare = this.spares[bits];
    this.spares[bits] = undefined;
    this.slots = spare?.fill(0) ?? new Int32Array(this.entries * this.stride);
    this.logged = WRITE_LOG + 1; // the log no longer describes the slots
    this.writes = 0;
    return old;
  }

  /** Empties the table, back to its initial size (a shared table: see the module comment). */
  clear(): void {
    if (this.shared) return;
    if (this.bits !== this.minBits) {
      this.keepSpare(this.slots, this.bits);
      this.bits = this.minBits;
      this.entries = 2 ** this.minBits;
      this.slots = this.first;
      this.slots.fill(0);
    } else if (this.logged <= WRITE_LOG) {
      const code = this.tagWords;
      for (let i = 0; i < this.logged; i++) this.slots[this.written[i] * this.stride + code] = 0;
    } else {
      this.slots.fill(0);
    }
    this.writes = 0;
    this.logged = 0;
  }

  private keepSpare(slots: Int32Array, bits: number): void {
    if (slots !== this.first && bits <= SPARE_MAX_BITS) this.spares[bits] = slots;
  }

  /** Entries in use (a full scan: for tests and statistics). */
  occupancy(): number {
    let n = 0;
    for (let i = this.tagWords; i < this.slots.length; i += this.stride) if (this.slots[i] !== 0) n++;
    return n;
  }

  /** Bytes held by the arrays. */
  get bytes(): number {
    const spares = this.spares.reduce((sum, a) => sum + (a?.byteLength ?? 0), 0);
    return this.slots.byteLength + (this.slots === this.first ? 0 : this.first.byteLength) + spares + this.written.byteLength;
  }
}
