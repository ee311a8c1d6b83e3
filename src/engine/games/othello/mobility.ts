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

import { INNER_FILES } from './squares.ts';

/** The high half of the last `legalMoves` result; the low half is its return value. */
export const movesHi = new Int32Array(1);

/** Legal moves of the mover (pLo, pHi) against (oLo, oHi): returns the low half, high half in `movesHi[0]`. */
export function legalMoves(pLo: number, pHi: number, oLo: number, oHi: number): number {
  let mLo = 0;
  let mHi = 0;

  // Along the rank (+1 and -1): no carry between halves.
  const hLo = oLo & INNER_FILES;
  const hHi = oHi & INNER_FILES;
  {
    let f = hLo & (pLo << 1);
    let g = hHi & (pHi << 1);
    f |= hLo & (f << 1);
    g |= hHi & (g << 1);
    const qf = hLo & (hLo << 1);
    const qg = hHi & (hHi << 1);
    f |= qf & (f << 2);
    g |= qg & (g << 2);
    f |= qf & (f << 2);
    g |= qg & (g << 2);
    mLo |= f << 1;
    mHi |= g << 1;
  }
  {
    let f = hLo & (pLo >>> 1);
    let g = hHi & (pHi >>> 1);
    f |= hLo & (f >>> 1);
    g |= hHi & (g >>> 1);
    const qf = hLo & (hLo >>> 1);
    const qg = hHi & (hHi >>> 1);
    f |= qf & (f >>> 2);
    g |= qg & (g >>> 2);
    f |= qf & (f >>> 2);
    g |= qg & (g >>> 2);
    mLo |= f >>> 1;
    mHi |= g >>> 1;
  }

  // Up the board (+8 file, +9 and +7 diagonals): lo's top rank carries into hi.
  // Down the board (-8, -9, -7): hi's bottom rank carries into lo.
  for (let k = 0; k < 3; k++) {
    const d = k === 0 ? 8 : k === 1 ? 9 : 7;
    const xLo = k === 0 ? oLo : hLo;
    const xHi = k === 0 ? oHi : hHi;
    const d2 = d << 1;

    let fLo = xLo & (pLo << d);
    let fHi = xHi & ((pHi << d) | (pLo >>> (32 - d)));
    fHi |= xHi & ((fHi << d) | (fLo >>> (32 - d)));
    fLo |= xLo & (fLo << d);
    let qLo = xLo & (xLo << d);
    let qHi = xHi & ((xHi << d) | (xLo >>> (32 - d)));
    fHi |= qHi & ((fHi << d2) | (fLo >>> (32 - d2)));
    fLo |= qLo & (fLo << d2);
    fHi |= qHi & ((fHi << d2) | (fLo >>> (32 - d2)));
    fLo |= qLo & (fLo << d2);
    mHi |= (fHi << d) | (fLo >>> (32 - d));
    mLo |= fLo << d;

    fLo = xLo & ((pLo >>> d) | (pHi << (32 - d)));
    fHi = xHi & (pHi >>> d);
    fLo |= xLo & ((fLo >>> d) | (fHi << (32 - d)));
    fHi |= xHi & (fHi >>> d);
    qLo = xLo & ((xLo >>> d) | (xHi << (32 - d)));
    qHi = xHi & (xHi >>> d);
    fLo |= qLo & ((fLo >>> d2) | (fHi << (32 - d2)));
    fHi |= qHi & (fHi >>> d2);
    fLo |= qLo & ((fLo >>> d2) | (fHi << (32 - d2)));
    fHi |= qHi & (fHi >>> d2);
    mLo |= (fLo >>> d) | (fHi << (32 - d));
    mHi |= fHi >>> d;
  }

  movesHi[0] = mHi & ~(pHi | oHi);
  return mLo & ~(pLo | oLo);
}
