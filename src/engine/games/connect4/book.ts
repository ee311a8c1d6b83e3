/**
 * @packageDocumentation
 * The opening book: solved positions near the start, so that the engine plays
 * its first moves at once instead of searching for minutes (the empty 7×6
 * board alone takes the solver about 18 minutes).
 *
 * **What it holds.** Not every early position, only the engine's side of
 * perfect play (see `bookBuilder.ts`): each position where the engine is to
 * move, up to a given ply, on the lines where the engine has followed the
 * book and its opponent has played anything. For each: the exact score for
 * the side to move and every column that achieves it.
 *
 * **The key** names a position without saying whose turn it is (the stone
 * count says that). Column c gets a code of H + 1 bits, the first player's
 * stones as bits from the bottom, plus one bit just above the top stone:
 *
 *     row 2   .      marker       code = 0b1_0_1 = 5
 *     row 1   o      (second player: 0)
 *     row 0   x      (first player: 1)
 *
 *     key = code(0) + code(1)·2^(H+1) + ... + code(W-1)·2^((W-1)(H+1))
 *
 * An empty column is 1, so the empty 7×6 board is 1 + 2^7 + ... + 2^42. For
 * 7×6 the key takes 49 bits, exact in a double (no BigInt needed). A position
 * and its mirror image have the same value with mirrored columns, so the book
 * stores one of the two, the one with the smaller key ("canonical").
 *
 * **The file** (`bookFormat.ts`): a header that names the board, the depth,
 * the number of records and their CRC-32, then one 8-byte record per
 * position, sorted by key; it is checked whole when read.
 */

import { crc32 } from '../../core/crc32.ts';
import { ok, type Result } from '../../core/result.ts';
import {
  HEADER_BYTES,
  MAX_KEY_BITS,
  RECORD_BYTES,
  checkBookFile,
  packRecord,
  recordBest,
  recordKey,
  recordScore,
  sizeFitsBook,
  writeHeader,
} from './bookFormat.ts';
import { centreFirst, type Layout } from './layout.ts';
import { stoneAt, type Connect4Position } from './position.ts';

export interface BookEntry {
  /** Canonical key (see the module comment). */
  key: number;
  /** Exact score for the side to move, in the test sets' convention. */
  score: number;
  /** Bit c: column c is a best move, in the key's orientation. */
  best: number;
}

export interface BookHit {
  score: number;
  /** The best columns (0-based) of the position as asked, mirrored back if needed. */
  best: number[];
  /** The best column the book's lines follow (see `lineMove`). */
  line: number;
}

/** Can a board of this size have a book (key and columns fit the record)? */
export const bookFits = (l: Layout): boolean => sizeFitsBook(l.width, l.height);

/** The key of `p` read left to right, or right to left with `mirror`. */
export function positionKey(p: Connect4Position, mirror = false): number {
  const l = p.layout;
  const base = 2 ** (l.height + 1);
  let key = 0;
  // Horner from the most significant column down.
  for (let i = l.width - 1; i >= 0; i--) {
    const c = mirror ? l.width - 1 - i : i;
    const h = p.heights[c];
    let code = 2 ** h;
    for (let r = 0; r < h; r++) if (stoneAt(p, c, r) === 1) code += 2 ** r;
    key = key * base + code;
  }
  return key;
}

/** The key the book stores `p` under, and whether that key is the mirror image. */
export function canonicalKey(p: Connect4Position): { key: number; mirrored: boolean } {
  const direct = positionKey(p);
  const mirror = positionKey(p, true);
  return mirror < direct ? { key: mirror, mirrored: true } : { key: direct, mirrored: false };
}

/** Column bit set `bits` of a board `width` wide, mirrored. */
export function mirrorColumns(bits: number, width: number): number {
  let out = 0;
  for (let c = 0; c < width; c++) if (bits & (1 << c)) out |= 1 << (width - 1 - c);
  return out;
}

const columnsOf = (bits: number, width: number): number[] => [...Array(width).keys()].filter((c) => bits & (1 << c));

/**
 * The one best move the book follows, among several equal ones: the most
 * central in the stored (canonical) orientation, mirrored back if the
 * position is the mirror image. Choosing in the canonical orientation makes a
 * position and its mirror follow mirrored lines, so both stay in the book.
 */
export function lineMove(canonicalBest: number, width: number, mirrored: boolean): number {
  const c = centreFirst(width).find((col) => canonicalBest & (1 << col));
  if (c === undefined) throw new Error('a book entry without a best move');
  return mirrored ? width - 1 - c : c;
}

/** The book entry for `p`'s canonical key (score and best columns as `p` sees them). */
export function entryFor(p: Connect4Position, score: number, bestColumns: readonly number[]): BookEntry {
  const { key, mirrored } = canonicalKey(p);
  let best = 0;
  for (const c of bestColumns) best |= 1 << c;
  return { key, score, best: mirrored ? mirrorColumns(best, p.layout.width) : best };
}

export class OpeningBook {
  private constructor(
    readonly width: number,
    readonly height: number,
    readonly k: number,
    /** Positions with fewer stones than this are covered (where the engine is to move). */
    readonly maxPly: number,
    private readonly view: DataView,
  ) {}

  get size(): number {
    return (this.view.byteLength - HEADER_BYTES) / RECORD_BYTES;
  }

  /** Reads a book file, checked whole (`checkBookFile`); a clear error if it is not a good one. */
  static read(bytes: ArrayBuffer | Uint8Array): Result<OpeningBook> {
    const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
    const checked = checkBookFile(u8);
    if (!checked.ok) return checked;
    const { config, maxPly } = checked.value;
    return ok(new OpeningBook(config.width, config.height, config.k, maxPly, new DataView(u8.buffer, u8.byteOffset, u8.byteLength)));
  }

  /** Writes entries (any order, no duplicate keys) as a book file. */
  static write(config: { width: number; height: number; k: number; maxPly: number }, entries: readonly BookEntry[]): Uint8Array {
    const sorted = [...entries].sort((a, b) => a.key - b.key);
    const u8 = new Uint8Array(HEADER_BYTES + RECORD_BYTES * sorted.length);
    const view = new DataView(u8.buffer);
    sorted.forEach((e, i) => {
      if (i > 0 && sorted[i - 1].key === e.key) throw new Error(`duplicate book key ${e.key}`);
      if (!(e.key >= 0 && e.key < 2 ** MAX_KEY_BITS)) throw new Error(`book key ${e.key} needs more than ${MAX_KEY_BITS} bits`);
      const [hi, lo] = packRecord(e.key, e.score, e.best);
      view.setUint32(HEADER_BYTES + i * RECORD_BYTES, hi, true);
      view.setUint32(HEADER_BYTES + i * RECORD_BYTES + 4, lo, true);
    });
    u8.set(writeHeader(config, config.maxPly, sorted.length, crc32(u8.subarray(HEADER_BYTES))), 0);
    return u8;
  }

  private record(i: number): [hi: number, lo: number] {
    const at = HEADER_BYTES + i * RECORD_BYTES;
    return [this.view.getUint32(at, true), this.view.getUint32(at + 4, true)];
  }

  private keyAt(i: number): number {
    return recordKey(...this.record(i));
  }

  /** Every record, in key order. */
  entries(): BookEntry[] {
    const out: BookEntry[] = [];
    for (let i = 0; i < this.size; i++) {
      const [hi, lo] = this.record(i);
      out.push({ key: recordKey(hi, lo), score: recordScore(lo), best: recordBest(lo) });
    }
    return out;
  }

  /** Is this book for `p`'s board? */
  fits(p: Connect4Position): boolean {
    const c = p.layout.config;
    return c.width === this.width && c.height === this.height && c.k === this.k;
  }

  /** The book's score and best columns for `p`, or null if `p` is not in it. */
  lookup(p: Connect4Position): BookHit | null {
    if (!this.fits(p) || p.moves >= this.maxPly || p.isOver) return null;
    const { key, mirrored } = canonicalKey(p);
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keyAt(mid);
      if (k < key) lo = mid + 1;
      else if (k > key) hi = mid - 1;
      else {
        const rec = this.record(mid)[1];
        const best = recordBest(rec);
        return {
          score: recordScore(rec),
          best: columnsOf(mirrored ? mirrorColumns(best, this.width) : best, this.width),
          line: lineMove(best, this.width, mirrored),
        };
      }
    }
    return null;
  }
}
