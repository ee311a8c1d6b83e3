/**
 * @packageDocumentation
 * A fast perft for Othello on raw 32-bit halves: no object per position, the
 * moves counted in bulk one ply before the end. It follows the convention of
 * the published Othello tables: a pass counts as one ply, and a finished game
 * counts as one leaf at every deeper depth. The generic `perft` of the engine,
 * run on the `Game` with `finished: 'counted'`, gives the same numbers
 * (slower); the tests compare the two.
 */

import { popcount32 } from '../../core/bits.ts';
import { flips, flipsHi } from './flips.ts';
import { legalMoves, movesHi } from './mobility.ts';
import { sides, type Position } from './position.ts';

function walk(pLo: number, pHi: number, oLo: number, oHi: number, depth: number): number {
  let mLo = legalMoves(pLo, pHi, oLo, oHi);
  let mHi = movesHi[0];
  if ((mLo | mHi) === 0) {
    if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return 1; // finished: one leaf
    return depth === 1 ? 1 : walk(oLo, oHi, pLo, pHi, depth - 1); // the pass is a ply
  }
  if (depth === 1) return popcount32(mLo) + popcount32(mHi);
  let n = 0;
  while (mLo !== 0) {
    const b = mLo & -mLo;
    mLo ^= b;
    const x = 31 - Math.clz32(b);
    const fLo = flips(x, pLo, pHi, oLo, oHi);
    const fHi = flipsHi[0];
    n += walk(oLo & ~fLo, oHi & ~fHi, pLo | fLo | b, pHi | fHi, depth - 1);
  }
  while (mHi !== 0) {
    const b = mHi & -mHi;
    mHi ^= b;
    const x = 63 - Math.clz32(b);
    const fLo = flips(x, pLo, pHi, oLo, oHi);
    const fHi = flipsHi[0];
    n += walk(oLo & ~fLo, oHi & ~fHi, pLo | fLo, pHi | fHi | b, depth - 1);
  }
  return n;
}

/** Move sequences of exactly `depth` plies from `pos` (passes are plies, finished games stay leaves). */
export function othelloPerft(pos: Position, depth: number): number {
  if (depth <= 0) return 1;
  const [pLo, pHi, oLo, oHi] = sides(pos);
  return walk(pLo, pHi, oLo, oHi, depth);
}
