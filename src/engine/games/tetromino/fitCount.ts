/**
 * @packageDocumentation
 * How many placements of a hand fit on a board, without listing them: the
 * fit sets of `windows.ts` (every anchor where a shape fits, four shifts and
 * four ANDs) counted with a popcount. Perft's last ply and the "most
 * constraining first" ordering of `searchCost.ts` need only this number, and
 * it costs 2 popcounts per oriented shape in the hand where a list costs one
 * test per placement of the table.
 */

import { popcount32 } from '../../core/bits.ts';
import * as windows from './windows.ts';

// Local copies (see the note in `solver.ts`: module getters are slow in hot loops).
const { HAND_SHAPES, HAND_SHAPES_FIRST, SHAPE_DATA, WINDOW_MASK, highWindow, lowWindow } = windows;

/** The number of placements of the pieces in `hand` (5-bit set) that fit on these board words (hand bits ignored). */
export function countFits(hand: number, top: number, bottom: number): number {
  const high = ~highWindow(top, bottom) & WINDOW_MASK;
  const low = ~lowWindow(top, bottom) & WINDOW_MASK;
  let n = 0;
  for (let j = HAND_SHAPES_FIRST[hand], end = HAND_SHAPES_FIRST[hand + 1]; j < end; j++) {
    const d = HAND_SHAPES[j];
    const k0 = SHAPE_DATA[d];
    const k1 = SHAPE_DATA[d + 1];
    const k2 = SHAPE_DATA[d + 2];
    const k3 = SHAPE_DATA[d + 3];
    n += popcount32(SHAPE_DATA[d + 4] & (high << k0) & (high << k1) & (high << k2) & (high << k3));
    n += popcount32(SHAPE_DATA[d + 5] & (low << k0) & (low << k1) & (low << k2) & (low << k3));
  }
  return n;
}
