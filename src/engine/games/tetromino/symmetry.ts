/**
 * @packageDocumentation
 * The board's symmetries: the 5 x 8 rectangle looks the same after a mirror
 * left-right, a mirror top-bottom and a half-turn (with the identity, a group
 * of four where each element is its own inverse). Positions that are images of
 * each other have the same value, so the solver stores one of them only: the
 * canonical one, whose board read as the 40-bit number top * 2^20 + bottom is
 * the smallest of the four. Hands do not change.
 *
 * In the layout of `board40.ts`:
 * - left-right reverses the 5 bits of each row inside each word;
 * - top-bottom swaps the two words and reverses the order of the 4 rows in each;
 * - the half-turn does both.
 *
 * Moves follow the board: `MOVE_IMAGE[s * 429 + m]` is the placement that
 * symmetry s makes of placement m (same piece; an L may become a J).
 */

import { BOARD_MASK, HAND_MASK, PIECES } from './board40.ts';
import { PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_TOP, PLACEMENTS, placementByBits } from './placements.ts';

export const SYMMETRIES = ['identity', 'mirror left-right', 'mirror top-bottom', 'half-turn'] as const;
export type Symmetry = 0 | 1 | 2 | 3;
const IDENTITY: Symmetry = 0;
export const MIRROR_LEFT_RIGHT: Symmetry = 1;
export const MIRROR_TOP_BOTTOM: Symmetry = 2;
export const HALF_TURN: Symmetry = 3;

const ROW_BITS = 5;
const ROW_MASK = 0x1f;

/** Two rows at once: each 5-bit group of a 10-bit number reversed. */
const MIRROR_TWO_ROWS = Int32Array.from({ length: 1 << (2 * ROW_BITS) }, (_, x) => {
  let y = 0;
  for (let b = 0; b < ROW_BITS; b++) {
    if (x & (1 << b)) y |= 1 << (ROW_BITS - 1 - b);
    if (x & (1 << (b + ROW_BITS))) y |= 1 << (2 * ROW_BITS - 1 - b);
  }
  return y;
});

/** Each row of a 20-bit half mirrored left-right. */
export const mirrorRows = (half: number): number =>
  MIRROR_TWO_ROWS[half & 0x3ff] | (MIRROR_TWO_ROWS[(half >>> 10) & 0x3ff] << 10);

/** The 4 rows of a 20-bit half in reverse order (row 1 <-> row 4, row 2 <-> row 3). */
export const reverseRows = (half: number): number =>
  ((half & ROW_MASK) << 15) |
  (((half >>> 5) & ROW_MASK) << 10) |
  (((half >>> 10) & ROW_MASK) << 5) |
  ((half >>> 15) & ROW_MASK);

/** The board words (20 bits each) after symmetry s: `[top, bottom]`. */
function transformBoard(s: Symmetry, top: number, bottom: number): [number, number] {
  switch (s) {
    case IDENTITY:
      return [top, bottom];
    case MIRROR_LEFT_RIGHT:
      return [mirrorRows(top), mirrorRows(bottom)];
    case MIRROR_TOP_BOTTOM:
      return [reverseRows(bottom), reverseRows(top)];
    default:
      return [mirrorRows(reverseRows(bottom)), mirrorRows(reverseRows(top))];
  }
}

/** Full words (hands kept in place) after symmetry s. */
export function transformWords(s: Symmetry, top: number, bottom: number): [number, number] {
  const [t, b] = transformBoard(s, top & BOARD_MASK, bottom & BOARD_MASK);
  return [t | (top & HAND_MASK), b | (bottom & HAND_MASK)];
}

const TWO_POW_20 = 1 << 20;

/** The symmetry that gives the canonical (smallest) board of the four. Ties go to the lowest index. */
export function canonicalSymmetry(top: number, bottom: number): Symmetry {
  const t = top & BOARD_MASK;
  const b = bottom & BOARD_MASK;
  let best: Symmetry = IDENTITY;
  let bestKey = t * TWO_POW_20 + b;
  for (const s of [MIRROR_LEFT_RIGHT, MIRROR_TOP_BOTTOM, HALF_TURN] as const) {
    const [ts, bs] = transformBoard(s, t, b);
    const key = ts * TWO_POW_20 + bs;
    if (key < bestKey) {
      bestKey = key;
      best = s;
    }
  }
  return best;
}

function buildMoveImages(): Int16Array {
  const images = new Int16Array(SYMMETRIES.length * PLACEMENT_COUNT);
  for (let s = 0; s < SYMMETRIES.length; s++) {
    for (let m = 0; m < PLACEMENT_COUNT; m++) {
      const [t, b] = transformBoard(s as Symmetry, PLACEMENT_TOP[m], PLACEMENT_BOTTOM[m]);
      const image = placementByBits(PLACEMENTS[m].piece, t, b);
      if (image < 0) throw new Error(`symmetry: no image for ${PLACEMENTS[m].name} under ${SYMMETRIES[s]} (${PIECES[PLACEMENTS[m].piece]})`);
      images[s * PLACEMENT_COUNT + m] = image;
    }
  }
  return images;
}

/** `MOVE_IMAGE[s * PLACEMENT_COUNT + m]`: placement m after symmetry s. */
export const MOVE_IMAGE: Int16Array = buildMoveImages();
