/**
 * @packageDocumentation
 * Stable discs: discs that no sequence of moves can ever flip. If the
 * opponent already owns s stable discs, the side to move ends with at most
 * 64 - s discs, so its final disc difference is at most 64 - 2s. When that is
 * no better than what it already has elsewhere (alpha), the search can stop
 * without looking at a single move (the "stability cutoff").
 *
 * A lower bound of the stable set is enough, and is computed in three steps:
 *
 * 1. Edges, exactly: an edge disc can only flip along its edge (every other
 *    line through it ends on it), so its fate is a one-line game. A table of
 *    the 3^8 edge patterns says which discs survive every possible sequence
 *    of placements on that edge, by either colour; it is built once by
 *    dynamic programming from full edges back to empty ones.
 * 2. Full lines: a disc whose four lines (rank, file, two diagonals) are all
 *    full can never be flipped.
 * 3. Growth: a disc is stable when, on each of its four lines, the line is
 *    full or one of its two neighbours on that line is a stable disc of the
 *    same colour (or the board's edge). Repeat until nothing changes.
 */

import * as bits from '../../core/bits.ts';
import * as squares from './squares.ts';

// Module constants, not imported or exported bindings, in the hot functions (see flips.ts).
const { popcount32 } = bits;
const { FILE_A, FILE_H } = squares;

/** EDGE_STABLE[p << 8 | o]: the discs of p (8-bit line) that can never flip. */
const EDGE_STABLE = new Uint8Array(1 << 16);

function buildEdgeTable(): void {
  // Patterns with more discs first: a child has one empty square less.
  for (let n = 8; n >= 0; n--) {
    for (let occ = 0; occ < 256; occ++) {
      if (popcount32(occ) !== n) continue;
      const empty = ~occ & 0xff;
      for (let p = occ; ; p = (p - 1) & occ) {
        const o = occ & ~p;
        let stable = p;
        for (let x = 0; x < 8 && stable !== 0; x++) {
          if (!((empty >>> x) & 1)) continue;
          // Either colour may play x (a move can be legal through another line).
          const bit = 1 << x;
          let run = runFlipped(p | bit, o, x);
          stable &= EDGE_STABLE[((p | bit | run) << 8) | (o & ~run)];
          run = runFlipped(o | bit, p, x);
          stable &= EDGE_STABLE[((p & ~run) << 8) | o | bit | run];
        }
        EDGE_STABLE[(p << 8) | o] = stable;
        if (p === 0) break;
      }
    }
  }
}

/** The discs of `other` flipped along an 8-square line when `mover` (which already holds x) plays x. */
function runFlipped(mover: number, other: number, x: number): number {
  let flipped = 0;
  let run = 0;
  let i = x - 1;
  for (; i >= 0 && (other >>> i) & 1; i--) run |= 1 << i;
  if (run !== 0 && i >= 0 && (mover >>> i) & 1) flipped |= run;
  run = 0;
  i = x + 1;
  for (; i < 8 && (other >>> i) & 1; i++) run |= 1 << i;
  if (run !== 0 && i < 8 && (mover >>> i) & 1) flipped |= run;
  return flipped;
}

buildEdgeTable();

/**
 * Full diagonals by doubling: a square lies on a full line in direction d
 * when it and every square after it along d are full, and so are the squares
 * before it. "It and the next 2^(k+1) - 1 squares are full" is "it and the
 * next 2^k - 1 are" at the square and at the square 2^k steps on, so three
 * shifts (by 1, 2 and 4 steps) cover a line of 8; a square whose walk leaves
 * the board within those steps (mask below) counts as full beyond the edge,
 * which also hides the wrap-around of the shifted bits.
 *
 * LEAVES[4 * (3 * dir + k) ..]: for the walk of 2^k steps from each square,
 * the squares where it leaves the board, forward (lo, hi) then backward (lo,
 * hi); dir 0 is a1-h8 (index step 9), dir 1 is h1-a8 (index step 7).
 */
const LEAVES = new Int32Array(24);
for (let dir = 0; dir < 2; dir++) {
  const dc = dir === 0 ? 1 : -1;
  for (let k = 0; k < 3; k++) {
    const steps = 1 << k;
    for (let sq = 0; sq < 64; sq++) {
      const r = sq >>> 3;
      const c = sq & 7;
      const bit = 1 << (sq & 31);
      const half = sq < 32 ? 0 : 1;
      const off = (r2: number, c2: number): boolean => r2 < 0 || r2 > 7 || c2 < 0 || c2 > 7;
      if (off(r + steps, c + dc * steps)) LEAVES[4 * (3 * dir + k) + half] |= bit;
      if (off(r - steps, c - dc * steps)) LEAVES[4 * (3 * dir + k) + 2 + half] |= bit;
    }
  }
}

/** Where `fullLines` leaves the high half of its result. */
export const fullHi = new Int32Array(1);

/** The squares of the full set (fLo, fHi) whose line in direction `dir` (0: a1-h8, 1: h1-a8) is full; low half returned, high half in fullHi[0]. */
export function fullLines(fLo: number, fHi: number, dir: number): number {
  const step = dir === 0 ? 9 : 7;
  let uLo = fLo;
  let uHi = fHi;
  let dLo = fLo;
  let dHi = fHi;
  for (let k = 0; k < 3; k++) {
    const n = step << k;
    const m = 4 * (3 * dir + k);
    // Forward: the bit of the square n on, i.e. a right shift by n (n is 7 to 36).
    const rLo = n < 32 ? (uLo >>> n) | (uHi << (32 - n)) : uHi >>> (n - 32);
    const rHi = n < 32 ? uHi >>> n : 0;
    uLo &= rLo | LEAVES[m];
    uHi &= rHi | LEAVES[m + 1];
    // Backward: a left shift by n.
    const lLo = n < 32 ? dLo << n : 0;
    const lHi = n < 32 ? (dHi << n) | (dLo >>> (32 - n)) : dLo << (n - 32);
    dLo &= lLo | LEAVES[m + 2];
    dHi &= lHi | LEAVES[m + 3];
  }
  fullHi[0] = uHi & dHi;
  return uLo & dLo;
}

const GATHER_FILE = 0x01020408;
const SPREAD_FILE = 0x00204081;
const BYTES = 0x01010101;

/** Where `stableDiscs` leaves the high half of its result (exported below). */
const stableHi = new Int32Array(1);
/** The high half of the last `stableDiscs` result; the low half is its return value. */
const stableHiExported = stableHi;
export { stableHiExported as stableHi };

/**
 * A subset of the discs of p (pLo, pHi) that can never flip, whoever moves,
 * given the opponent's discs (oLo, oHi). Returns the low half; the high half
 * is left in `stableHi[0]`.
 */
export function stableDiscs(pLo: number, pHi: number, oLo: number, oHi: number): number {
  return stableSet(pLo, pHi, oLo, oHi);
}

/** `stableDiscs`, under a private binding for `stableCount` (see flips.ts, "Module constants"). */
function stableSet(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const fLo = pLo | oLo;
  const fHi = pHi | oHi;

  // 1. The four edges.
  let sLo = EDGE_STABLE[((pLo & 0xff) << 8) | (oLo & 0xff)];
  let sHi = EDGE_STABLE[((pHi >>> 24) << 8) | (oHi >>> 24)] << 24;
  for (let c = 0; c < 8; c += 7) {
    const pf = Math.imul(((pLo >>> c) & BYTES) | (((pHi >>> c) & BYTES) << 4), GATHER_FILE) >>> 24;
    const of = Math.imul(((oLo >>> c) & BYTES) | (((oHi >>> c) & BYTES) << 4), GATHER_FILE) >>> 24;
    const st = EDGE_STABLE[(pf << 8) | of];
    sLo |= (Math.imul(st & 15, SPREAD_FILE) & BYTES) << c;
    sHi |= (Math.imul(st >>> 4, SPREAD_FILE) & BYTES) << c;
  }

  // 2. Full lines. Ranks: a byte is full when its 8 bits are.
  let rLo = fLo & (fLo >>> 1);
  rLo &= rLo >>> 2;
  rLo &= rLo >>> 4;
  rLo = Math.imul(rLo & BYTES, 0xff);
  let rHi = fHi & (fHi >>> 1);
  rHi &= rHi >>> 2;
  rHi &= rHi >>> 4;
  rHi = Math.imul(rHi & BYTES, 0xff);
  // Files: AND of the eight ranks.
  let v = fLo & fHi;
  v &= v >>> 16;
  v &= v >>> 8;
  const vAll = Math.imul(v & 0xff, BYTES);
  // Diagonals.
  const dLo = fullLines(fLo, fHi, 0);
  const dHi = fullHi[0];
  const aLo = fullLines(fLo, fHi, 1);
  const aHi = fullHi[0];
  sLo |= pLo & rLo & vAll & dLo & aLo;
  sHi |= pHi & rHi & vAll & dHi & aHi;
  if ((sLo | sHi) === 0) {
    stableHi[0] = 0;
    return 0;
  }

  // 3. Growth from stable neighbours (the board's edge counts as one, since
  // a line cannot be closed past it: handled by the edge table already).
  for (;;) {
    // Along the rank: a stable neighbour on the left or the right.
    const hLo = rLo | ((sLo << 1) & ~FILE_A) | ((sLo >>> 1) & ~FILE_H);
    const hHi = rHi | ((sHi << 1) & ~FILE_A) | ((sHi >>> 1) & ~FILE_H);
    // Along the file: above or below.
    const vLo = vAll | (sLo << 8) | (sLo >>> 8) | (sHi << 24);
    const vHi = vAll | (sHi << 8) | (sHi >>> 8) | (sLo >>> 24);
    // Diagonals.
    const d9Lo = dLo | ((sLo << 9) & ~FILE_A) | (((sLo >>> 9) | (sHi << 23)) & ~FILE_H);
    const d9Hi = dHi | (((sHi << 9) | (sLo >>> 23)) & ~FILE_A) | ((sHi >>> 9) & ~FILE_H);
    const d7Lo = aLo | ((sLo << 7) & ~FILE_H) | (((sLo >>> 7) | (sHi << 25)) & ~FILE_A);
    const d7Hi = aHi | (((sHi << 7) | (sLo >>> 25)) & ~FILE_H) | ((sHi >>> 7) & ~FILE_A);
    const nLo = sLo | (pLo & hLo & vLo & d9Lo & d7Lo);
    const nHi = sHi | (pHi & hHi & vHi & d9Hi & d7Hi);
    if (nLo === sLo && nHi === sHi) break;
    sLo = nLo;
    sHi = nHi;
  }
  stableHi[0] = sHi;
  return sLo;
}

/** How many of p's discs are stable (see `stableDiscs`). */
export function stableCount(pLo: number, pHi: number, oLo: number, oHi: number): number {
  const lo = stableSet(pLo, pHi, oLo, oHi);
  return popcount32(lo) + popcount32(stableHi[0]);
}
