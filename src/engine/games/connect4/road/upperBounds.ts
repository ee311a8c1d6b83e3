/**
 * @packageDocumentation
 * The transposition table of the road's steps 5 to 8: a `Map` from a
 * position's key to an upper bound of its score, the clearest table there
 * is. Keys are exact (`current + mask`, 49 bits on 7×6), so there are no
 * collisions and no replacement, and node counts depend on the position
 * alone.
 *
 * A `Map` holds at most 2^24 entries and a big one costs tens of bytes per
 * entry, so the table is capped at `UPPER_BOUNDS_LIMIT` entries and simply
 * emptied when full: a crude replacement policy, never reached on the road's
 * fixed positions (the largest search there stores about 115,000). Pascal
 * Pons' solver uses a fixed array instead, where entries overwrite each
 * other; the site's own solver does too (`../table.ts`).
 */

/** Entries kept before the table is emptied: 2^20 (tens of MB, fine in a Web Worker). */
export const UPPER_BOUNDS_LIMIT = 1 << 20;

export class UpperBounds {
  private readonly map = new Map<number, number>();
  /** Times the table was emptied because it was full. */
  flushes = 0;

  get size(): number {
    return this.map.size;
  }

  /** The stored upper bound of the position with this key, if any. */
  get(key: number): number | undefined {
    return this.map.get(key);
  }

  set(key: number, upper: number): void {
    if (this.map.size >= UPPER_BOUNDS_LIMIT && !this.map.has(key)) {
      this.map.clear();
      this.flushes++;
    }
    this.map.set(key, upper);
  }
}
