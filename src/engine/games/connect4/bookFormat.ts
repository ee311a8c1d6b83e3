/**
 * @packageDocumentation
 * The opening book's file: how a book is laid out in bytes, and the check
 * that a file is a book before anything trusts it. A book may come from the
 * site (the worker fetches it), from disk (the CLI's `--book FILE`) or from
 * someone's own build: whatever its source, `checkBookFile` reads every byte
 * once and names the first problem, so that a lookup never meets a record it
 * cannot believe (a score of 31 on 7×6, where none can pass 18).
 *
 * Little-endian, a 16-byte header, then one 8-byte record per position,
 * sorted by key, each key once (lookup is a binary search):
 *
 *     header   'C' '4' 'B' version   width height k maxPly   uint32 records   uint32 CRC-32 of the records
 *     record   uint32 hi = key >> 17 (bits 17..48)
 *              uint32 lo = (key & 0x1ffff) << 15 | (score + 32) << 7 | best
 *                             bits 31..15           bits 12..7        bits 6..0
 *
 * `version` is the character '2' (version 1 had an 8-byte header without the
 * count and the checksum). The key is `book.ts`'s: one digit of H + 1 bits
 * per column, the first player's stones and a marker above the top stone.
 * `best` has bit c set when column c (0-based, in the record's orientation)
 * is a best move. Bits 13 and 14 are zero.
 *
 * What the check holds every record to: a key that draws a position of the
 * board (a marker in every column, the right number of stones for each side,
 * fewer stones than `maxPly`), in its canonical orientation (not larger than
 * its mirror), keys in increasing order; a score the position can have (no
 * win before the winner's k-th stone, none before its next stone); at least
 * one best column and none beyond the board; zero reserved bits.
 */

import { crc32 } from '../../core/crc32.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import { makeLayout, sizeName, type Connect4Config } from './layout.ts';
import { winScore } from './score.ts';

export const HEADER_BYTES = 16;
export const RECORD_BYTES = 8;
/** Bits of the key kept in `lo` (the rest go to `hi`). */
const LO_KEY_BITS = 17;
const SCORE_BIAS = 32;
/** The largest key a record holds: 49 bits. */
export const MAX_KEY_BITS = 32 + LO_KEY_BITS;

const MAGIC = [0x43, 0x34, 0x42]; // 'C4B'
const VERSION = 0x32; // '2'

export interface BookHeader {
  readonly config: Connect4Config;
  /** Positions with fewer stones than this are covered. */
  readonly maxPly: number;
  readonly records: number;
}

/** Can a board of this size have a book (the key fits a record, a column's best bit fits 7 bits)? */
export const sizeFitsBook = (width: number, height: number): boolean => width <= 7 && width * (height + 1) <= MAX_KEY_BITS;

/** One record's two words, for `OpeningBook.write`. */
export function packRecord(key: number, score: number, best: number): [hi: number, lo: number] {
  return [Math.floor(key / 2 ** LO_KEY_BITS), (key % 2 ** LO_KEY_BITS) * 2 ** 15 + (score + SCORE_BIAS) * 2 ** 7 + best];
}

export const recordKey = (hi: number, lo: number): number => hi * 2 ** LO_KEY_BITS + (lo >>> 15);
export const recordScore = (lo: number): number => ((lo >>> 7) & 63) - SCORE_BIAS;
export const recordBest = (lo: number): number => lo & 127;

/** The header's 16 bytes for a book of `records` records whose bytes have checksum `crc`. */
export function writeHeader(config: Connect4Config, maxPly: number, records: number, crc: number): Uint8Array {
  const u8 = new Uint8Array(HEADER_BYTES);
  u8.set([...MAGIC, VERSION, config.width, config.height, config.k, maxPly], 0);
  const view = new DataView(u8.buffer);
  view.setUint32(8, records, true);
  view.setUint32(12, crc, true);
  return u8;
}

const refuse = (message: string, index?: number) => err(engineError('ERR_NOTATION', message, index));

/** The best and worst score of a position of `stones` stones where the winner needs `k` in a row. */
export function scoreBounds(size: number, k: number, stones: number): { min: number; max: number } {
  const mine = stones >> 1; // the side to move has played half the stones, rounded down
  const theirs = stones - mine;
  const toMoveIsFirst = stones % 2 === 0;
  // The j-th stone of the first player is ply 2j - 1, of the second 2j.
  const ply = (first: boolean, j: number) => (first ? 2 * j - 1 : 2 * j);
  const max = winScore(size, ply(toMoveIsFirst, Math.max(k, mine + 1)));
  const min = 0 - winScore(size, ply(!toMoveIsFirst, Math.max(k, theirs + 1))); // 0 - x: no -0
  return { min, max };
}

/**
 * Checks a whole book file (see the module comment) and gives its header, or
 * the first problem in one sentence.
 */
export function checkBookFile(u8: Uint8Array): Result<BookHeader> {
  if (u8.byteLength < 4 || MAGIC.some((b, i) => u8[i] !== b)) return refuse('not a Connect Four book: the file does not start with C4B');
  if (u8[3] !== VERSION) {
    const v = u8[3] >= 0x30 && u8[3] <= 0x39 ? String.fromCharCode(u8[3]) : `byte ${u8[3]}`;
    return refuse(`book format version ${v} is not read here (this engine reads version 2: rebuild the book with npm run book -- write)`);
  }
  if (u8.byteLength < HEADER_BYTES) return refuse(`the book's header is cut: ${u8.byteLength} bytes instead of ${HEADER_BYTES}`);
  const view = new DataView(u8.buffer, u8.byteOffset, u8.byteLength);
  const config = { width: u8[4], height: u8[5], k: u8[6] };
  const layout = makeLayout(config);
  if (!layout.ok) return refuse(`the book's board is impossible: ${layout.error.message}`);
  if (!sizeFitsBook(config.width, config.height)) return refuse(`a book cannot be made for the ${sizeName(config)} board (its keys do not fit a record)`);
  const maxPly = u8[7];
  const size = config.width * config.height;
  if (maxPly < 1 || maxPly > size) return refuse(`the book's depth ${maxPly} does not fit the ${sizeName(config)} board (1 to ${size})`);
  const records = view.getUint32(8, true);
  if (records === 0) return refuse('the book holds no records');
  const body = u8.byteLength - HEADER_BYTES;
  if (body !== records * RECORD_BYTES) {
    return refuse(`the book's header announces ${records} records (${records * RECORD_BYTES} bytes), but ${body} bytes follow it${body < records * RECORD_BYTES ? ': the file is cut' : ''}`);
  }
  if (crc32(u8.subarray(HEADER_BYTES)) !== view.getUint32(12, true)) return refuse("the book's checksum is wrong: its records are damaged");

  const { width, height, k } = config;
  const base = 2 ** (height + 1);
  const digits = new Array<number>(width);
  let last = -1;
  for (let i = 0; i < records; i++) {
    const at = HEADER_BYTES + i * RECORD_BYTES;
    const lo = view.getUint32(at + 4, true);
    const key = recordKey(view.getUint32(at, true), lo);
    const bad = (what: string) => refuse(`book record ${i} ${what}`, i);
    if (key <= last) return bad('is out of order (keys must increase, each once)');
    last = key;
    // The key's digits: one column each, a marker bit above the stones.
    let rest = key;
    let stones = 0;
    let firsts = 0;
    for (let c = 0; c < width; c++) {
      const d = rest % base;
      rest = Math.floor(rest / base);
      if (d === 0) return bad(`has no marker in column ${c + 1}: its key is not a position`);
      const h = 31 - Math.clz32(d);
      stones += h;
      for (let r = 0; r < h; r++) firsts += (d >> r) & 1;
      digits[c] = d;
    }
    if (rest !== 0) return bad(`has a key beyond the ${sizeName(config)} board`);
    if (firsts !== stones - (stones >> 1)) return bad(`is not a position of the game: the first player has ${firsts} of its ${stones} stones`);
    if (stones >= maxPly) return bad(`holds ${stones} stones, but the book stops before ply ${maxPly}`);
    let mirror = 0;
    for (let c = 0; c < width; c++) mirror = mirror * base + digits[c];
    if (mirror < key) return bad('is stored the wrong way round (a position is stored as the smaller of it and its mirror image)');
    const score = recordScore(lo);
    const { min, max } = scoreBounds(size, k, stones);
    if (score < min || score > max) return bad(`has score ${score}, out of the range ${min}..${max} a position of ${stones} stones can have on ${sizeName(config)}`);
    const best = recordBest(lo);
    if (best === 0 || best >= 1 << width) return bad(`has best-column bits ${best.toString(2)}: none, or beyond the ${width} columns`);
    if ((lo >>> 13) & 3) return bad('has its reserved bits set');
  }
  return ok({ config, maxPly, records });
}
