/**
 * @packageDocumentation
 * The endgame solver's transposition table: what earlier searches proved
 * about a position, so that a position reached again by another move order
 * is not searched again, and so that its best move is tried first.
 *
 * Why typed arrays and not a `Map`: a solve stores millions of entries; one
 * `Int32Array` allocated once holds them with no garbage and no hashing of
 * strings. Each entry keeps the whole position (4 halves), so a hash
 * collision can never return a wrong score, and a pair of bounds (a score
 * proved from below and one from above) as a null-window search proves them.
 *
 *   entry (8 x int32):  pLo pHi oLo oHi | bounds | move+depth | (unused x2)
 *   bounds      = (lower + 128) | (upper + 128) << 8   (bytes, scores -64..64)
 *   move+depth  = move | empties << 8 | colour << 16
 *
 * Two entries share a 64-byte bucket (set-associative): a new position takes
 * the slot holding the shallower search, so long proofs stay.
 */

const STRIDE = 8;
const EMPTY_BOUNDS = 0; // lower = -128, upper = -128: never read (the slot's board is all zero)

/** The move of an entry that has none (a private constant in the hot code, exported below; see flips.ts). */
const NO_MOVE = 255;
const noMoveExported = NO_MOVE;
export { noMoveExported as NO_MOVE };

export class EndgameTable {
  readonly bits: number;
  private readonly data: Int32Array;
  private readonly mask: number;
  /** Results of the last `probe` hit. */
  lower = 0;
  upper = 0;
  move = NO_MOVE;

  constructor(bits = 20) {
    if (!Number.isInteger(bits) || bits < 4 || bits > 26) throw new Error(`EndgameTable: bits ${bits} out of range 4..26`);
    this.bits = bits;
    this.data = new Int32Array((1 << bits) * STRIDE);
    this.mask = ((1 << bits) - 1) & ~1; // even slot = start of a bucket
  }

  clear(): void {
    this.data.fill(0);
  }

  /** Index (in ints) of the bucket of a position. */
  private bucket(pLo: number, pHi: number, oLo: number, oHi: number, colour: number): number {
    let h = Math.imul(pLo ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(pHi ^ 0x4f6cdd1d, 0x85ebca77);
    h ^= Math.imul(oLo ^ 0x6a09e667, 0xc2b2ae3d) ^ Math.imul(oHi ^ colour, 0x27d4eb2f);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 13;
    return (h & this.mask) * STRIDE;
  }

  /**
   * Looks a position up. On a hit, fills `lower`, `upper` and `move` and
   * returns true. `colour` separates positions whose value depends on who is
   * black (the course's objective); pass 0 otherwise.
   */
  probe(pLo: number, pHi: number, oLo: number, oHi: number, colour: number): boolean {
    const d = this.data;
    let i = this.bucket(pLo, pHi, oLo, oHi, colour);
    for (let k = 0; k < 2; k++, i += STRIDE) {
      if (d[i] === pLo && d[i + 1] === pHi && d[i + 2] === oLo && d[i + 3] === oHi && ((d[i + 5] >>> 16) & 1) === colour) {
        const b = d[i + 4];
        this.lower = (b & 0xff) - 128;
        this.upper = ((b >>> 8) & 0xff) - 128;
        this.move = d[i + 5] & 0xff;
        return true;
      }
    }
    return false;
  }

  /**
   * Records that the value v of a position searched with `empties` empty
   * squares satisfies lower <= v <= upper, with `move` its best move so far.
   * Bounds already known for the same position are kept when tighter.
   */
  store(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    colour: number,
    empties: number,
    lower: number,
    upper: number,
    move: number,
  ): void {
    const d = this.data;
    const i = this.bucket(pLo, pHi, oLo, oHi, colour);
    let slot = -1;
    for (let k = 0, j = i; k < 2; k++, j += STRIDE) {
      if (d[j] === pLo && d[j + 1] === pHi && d[j + 2] === oLo && d[j + 3] === oHi && ((d[j + 5] >>> 16) & 1) === colour) {
        const b = d[j + 4];
        const oldLower = (b & 0xff) - 128;
        const oldUpper = ((b >>> 8) & 0xff) - 128;
        if (oldLower > lower) lower = oldLower;
        if (oldUpper < upper) upper = oldUpper;
        if (move === NO_MOVE) move = d[j + 5] & 0xff;
        slot = j;
        break;
      }
    }
    if (slot < 0) {
      // Replace the shallower of the two (an empty slot has depth 0).
      const e0 = (d[i + 5] >>> 8) & 0xff;
      const e1 = (d[i + STRIDE + 5] >>> 8) & 0xff;
      slot = e1 < e0 ? i + STRIDE : i;
    }
    d[slot] = pLo;
    d[slot + 1] = pHi;
    d[slot + 2] = oLo;
    d[slot + 3] = oHi;
    d[slot + 4] = (lower + 128) | ((upper + 128) << 8);
    d[slot + 5] = move | (empties << 8) | (colour << 16);
  }

  /** Entries in use (a scan: for reports, not for the search). */
  used(): number {
    let n = 0;
    for (let i = 0; i < this.data.length; i += STRIDE) if (this.data[i + 4] !== EMPTY_BOUNDS) n++;
    return n;
  }
}
