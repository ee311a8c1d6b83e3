/**
 * @packageDocumentation
 * All legal moves at once, as a set of squares (`lo`, `hi`).
 *
 * A move is an empty square at the end of a run of opponent discs that starts
 * next to a mover's disc. For each of the eight directions the runs are grown
 * from the mover's discs by a parallel-prefix fill (Kogge-Stone): after k
 * steps the fill covers runs of length up to 2^k, and three steps plus one
 * cover the six discs a run can have at most. Shifts along a rank stay inside
 * one 32-bit half; shifts by a rank or a diagonal carry the edge rank from one
 * half to the other, which is the price of having no 64-bit integers.
 *
 * The opponent's discs are masked with files b-g for the directions that move
 * along a rank (1, 7, 9), so that no run wraps from file h to file a.
 */

import * as squares from './squares.ts';

// Module constants, not imported or exported bindings, in the hot function (see flips.ts).
const { INNER_FILES } = squares;
/** Where `legalMoves` leaves the high half of its result (exported below). */
const movesHi = new Int32Array(1);
/** The high half of the last `legalMoves` result; the low half is its return value. */
const movesHiExported = movesHi;
export { movesHiExported as movesHi };

/** Legal moves of the mover (pLo, pHi) against (oLo, oHi): returns the low half, high half in `movesHi[0]`. */
export function legalMoves(pLo: number, pHi: number, oLo: number, oHi: number): number {
  let mLo = 0;
  let mHi = 0;

  // Along the rank (+1 and -1): no carry between halves. The run mask for -1
  // is the one for +1 shifted back (q & q >>> 1 == (q & q << 1) >>> 1).
  const hLo = oLo & INNER_FILES;
  const hHi = oHi & INNER_FILES;
  let qLo = hLo & (hLo << 1);
  let qHi = hHi & (hHi << 1);
  let fLo = hLo & (pLo << 1);
  let fHi = hHi & (pHi << 1);
  fLo |= hLo & (fLo << 1);
  fHi |= hHi & (fHi << 1);
  fLo |= qLo & (fLo << 2);
  fHi |= qHi & (fHi << 2);
  fLo |= qLo & (fLo << 2);
  fHi |= qHi & (fHi << 2);
  mLo |= fLo << 1;
  mHi |= fHi << 1;
  qLo >>>= 1;
  qHi >>>= 1;
  fLo = hLo & (pLo >>> 1);
  fHi = hHi & (pHi >>> 1);
  fLo |= hLo & (fLo >>> 1);
  fHi |= hHi & (fHi >>> 1);
  fLo |= qLo & (fLo >>> 2);
  fHi |= qHi & (fHi >>> 2);
  fLo |= qLo & (fLo >>> 2);
  fHi |= qHi & (fHi >>> 2);
  mLo |= fLo >>> 1;
  mHi |= fHi >>> 1;

  // Up and down the board, by a file (8) and by the diagonals (9, 7): the
  // edge rank of one half carries into the other.

  // +8 and -8
  qLo = oLo & (oLo << 8);
  qHi = oHi & ((oHi << 8) | (oLo >>> 24));
  fLo = oLo & (pLo << 8);
  fHi = oHi & ((pHi << 8) | (pLo >>> 24));
  fHi |= oHi & ((fHi << 8) | (fLo >>> 24));
  fLo |= oLo & (fLo << 8);
  fHi |= qHi & ((fHi << 16) | (fLo >>> 16));
  fLo |= qLo & (fLo << 16);
  fHi |= qHi & ((fHi << 16) | (fLo >>> 16));
  fLo |= qLo & (fLo << 16);
  mHi |= (fHi << 8) | (fLo >>> 24);
  mLo |= fLo << 8;
  qLo = (qLo >>> 8) | (qHi << 24);
  qHi >>>= 8;
  fLo = oLo & ((pLo >>> 8) | (pHi << 24));
  fHi = oHi & (pHi >>> 8);
  fLo |= oLo & ((fLo >>> 8) | (fHi << 24));
  fHi |= oHi & (fHi >>> 8);
  fLo |= qLo & ((fLo >>> 16) | (fHi << 16));
  fHi |= qHi & (fHi >>> 16);
  fLo |= qLo & ((fLo >>> 16) | (fHi << 16));
  fHi |= qHi & (fHi >>> 16);
  mLo |= (fLo >>> 8) | (fHi << 24);
  mHi |= fHi >>> 8;

  // +9 and -9
  qLo = hLo & (hLo << 9);
  qHi = hHi & ((hHi << 9) | (hLo >>> 23));
  fLo = hLo & (pLo << 9);
  fHi = hHi & ((pHi << 9) | (pLo >>> 23));
  fHi |= hHi & ((fHi << 9) | (fLo >>> 23));
  fLo |= hLo & (fLo << 9);
  fHi |= qHi & ((fHi << 18) | (fLo >>> 14));
  fLo |= qLo & (fLo << 18);
  fHi |= qHi & ((fHi << 18) | (fLo >>> 14));
  fLo |= qLo & (fLo << 18);
  mHi |= (fHi << 9) | (fLo >>> 23);
  mLo |= fLo << 9;
  qLo = (qLo >>> 9) | (qHi << 23);
  qHi >>>= 9;
  fLo = hLo & ((pLo >>> 9) | (pHi << 23));
  fHi = hHi & (pHi >>> 9);
  fLo |= hLo & ((fLo >>> 9) | (fHi << 23));
  fHi |= hHi & (fHi >>> 9);
  fLo |= qLo & ((fLo >>> 18) | (fHi << 14));
  fHi |= qHi & (fHi >>> 18);
  fLo |= qLo & ((fLo >>> 18) | (fHi << 14));
  fHi |= qHi & (fHi >>> 18);
  mLo |= (fLo >>> 9) | (fHi << 23);
  mHi |= fHi >>> 9;

  // +7 and -7
  qLo = hLo & (hLo << 7);
  qHi = hHi & ((hHi << 7) | (hLo >>> 25));
  fLo = hLo & (pLo << 7);
  fHi = hHi & ((pHi << 7) | (pLo >>> 25));
  fHi |= hHi & ((fHi << 7) | (fLo >>> 25));
  fLo |= hLo & (fLo << 7);
  fHi |= qHi & ((fHi << 14) | (fLo >>> 18));
  fLo |= qLo & (fLo << 14);
  fHi |= qHi & ((fHi << 14) | (fLo >>> 18));
  fLo |= qLo & (fLo << 14);
  mHi |= (fHi << 7) | (fLo >>> 25);
  mLo |= fLo << 7;
  qLo = (qLo >>> 7) | (qHi << 25);
  qHi >>>= 7;
  fLo = hLo & ((pLo >>> 7) | (pHi << 25));
  fHi = hHi & (pHi >>> 7);
  fLo |= hLo & ((fLo >>> 7) | (fHi << 25));
  fHi |= hHi & (fHi >>> 7);
  fLo |= qLo & ((fLo >>> 14) | (fHi << 18));
  fHi |= qHi & (fHi >>> 14);
  fLo |= qLo & ((fLo >>> 14) | (fHi << 18));
  fHi |= qHi & (fHi >>> 14);
  mLo |= (fLo >>> 7) | (fHi << 25);
  mHi |= fHi >>> 7;

  movesHi[0] = mHi & ~(pHi | oHi);
  return mLo & ~(pLo | oLo);
}
