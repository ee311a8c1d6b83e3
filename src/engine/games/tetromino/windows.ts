/**
 * @packageDocumentation
 * Where a shape fits, for every position on the board at once: the solver's
 * view of the course's two words.
 *
 * The course's words cut the board between rows 4 and 5, so a shape lying
 * across the cut has cells in both words and cannot be tested with one shift.
 * The solver reads the board through two overlapping 30-bit windows instead,
 * rows 1-6 and rows 3-8. A shape is at most 4 rows tall, so every placement
 * lies whole inside one of them:
 *
 *   high = rows 1-6 = (top << 10) | (bottom >>> 10)
 *   low  = rows 3-8 = ((top & 0x3ff) << 20) | bottom
 *
 *              a  b  c  d  e
 *     row 1   29 28 27 26 25    high window (the low window is the same
 *     row 2   24 23 22 21 20    drawing for rows 3 to 8)
 *     row 3   19 18 17 16 15
 *     row 4   14 13 12 11 10
 *     row 5    9  8  7  6  5
 *     row 6    4  3  2  1  0
 *
 * As in the course's words, the top-left cell is the highest bit, one column
 * right is one bit lower and one row down five bits lower. A shape's cell at
 * offset k = 5 * row + column from the shape's anchor (the top-left corner of
 * its bounding box) is therefore k bits below the anchor, and the anchors where
 * shape s fits are, with `free` the window's empty cells:
 *
 *   fit(s) = ANCHORS[s] & (free << k0) & (free << k1) & (free << k2) & (free << k3)
 *
 * Four shifts and four ANDs test a shape everywhere at once, where a list of
 * placements costs one test per position. `ANCHORS[s]` keeps the shape inside
 * the board, and in the low window keeps only the rows the high window cannot
 * hold, so each placement belongs to exactly one (shape, window, anchor bit).
 *
 * Example: the O (offsets 0, 1, 5, 6) on an empty high window: free = 2^30 - 1,
 * the four shifts keep every bit from 6 up, and ANCHORS_HIGH[O] (rows 1-5,
 * columns a-d) leaves 20 anchors; the low window adds rows 6 and 7: 8 more, 28.
 */

import { BOARD_MASK, COLUMNS, PIECES, ROWS } from './board40.ts';
import { handLists } from './handLists.ts';
import { PLACEMENTS } from './placements.ts';
import { SHAPES } from './shapes.ts';

const WINDOW_ROWS = 6;
export const WINDOW_BITS = WINDOW_ROWS * COLUMNS;
export const WINDOW_MASK = 0x3fffffff;
/** First row of the low window (0-based): rows 3-8 of the notation. */
const LOW_WINDOW_ROW = ROWS - WINDOW_ROWS;
const LOW_SHIFT = LOW_WINDOW_ROW * COLUMNS; // 10: the two rows of `top` the low window keeps
const LOW_KEEP = (1 << LOW_SHIFT) - 1;

/** Rows 1-6 as a 30-bit word. */
export const highWindow = (top: number, bottom: number): number =>
  (((top & BOARD_MASK) << LOW_SHIFT) | ((bottom & BOARD_MASK) >>> LOW_SHIFT)) & WINDOW_MASK;
/** Rows 3-8 as a 30-bit word. */
export const lowWindow = (top: number, bottom: number): number => ((top & LOW_KEEP) << 20) | (bottom & BOARD_MASK);

export const SHAPE_COUNT = SHAPES.length;

/** SHAPE_OFFSETS[4 s + i]: offset of the i-th cell of shape s from its anchor. */
const SHAPE_OFFSETS = Int8Array.from(SHAPES.flatMap((s) => s.cells.map(([r, c]) => COLUMNS * r + c)));

/** PIECE_SHAPES[k] .. PIECE_SHAPES[k + 1] - 1 are the shapes of piece k. */
export const PIECE_SHAPES = Int32Array.from({ length: PIECES.length + 1 }, (_, k) => {
  const i = SHAPES.findIndex((s) => s.piece >= k);
  return i < 0 ? SHAPES.length : i;
});

const anchorBit = (windowRow: number, column: number): number => WINDOW_BITS - 1 - (COLUMNS * windowRow + column);

/** The rows (0-based, whole board) whose anchors window w (0 high, 1 low) owns for a shape of this height. */
function ownedRows(w: number, height: number): number[] {
  const rows: number[] = [];
  for (let r = 0; r + height <= ROWS; r++) {
    const inHigh = r + height <= WINDOW_ROWS;
    if (w === 0 ? inHigh : !inHigh) rows.push(r);
  }
  return rows;
}

/** ANCHORS[2 s + w]: the anchor bits of shape s that window w owns. */
export const ANCHORS = new Int32Array(2 * SHAPE_COUNT);
/** PLACEMENT_AT[64 s + 32 w + bit]: the placement index of shape s at that anchor (or -1). */
export const PLACEMENT_AT = new Int16Array(64 * SHAPE_COUNT).fill(-1);

SHAPES.forEach((shape, s) => {
  for (let w = 0; w < 2; w++) {
    for (const r of ownedRows(w, shape.height)) {
      for (let c = 0; c + shape.width <= COLUMNS; c++) {
        const bit = anchorBit(w === 0 ? r : r - LOW_WINDOW_ROW, c);
        ANCHORS[2 * s + w] |= 1 << bit;
        const index = PLACEMENTS.findIndex((p) => p.shape === shape && p.row === r && p.column === c);
        PLACEMENT_AT[64 * s + 32 * w + bit] = index;
      }
    }
  }
});


/** The anchors of shape s that fit in window w, given the window's free cells. */
function fitSet(s: number, w: number, free: number): number {
  const o = 4 * s;
  return (
    ANCHORS[2 * s + w] &
    (free << SHAPE_OFFSETS[o]) &
    (free << SHAPE_OFFSETS[o + 1]) &
    (free << SHAPE_OFFSETS[o + 2]) &
    (free << SHAPE_OFFSETS[o + 3])
  );
}

/** The placements of the pieces in `hand` that fit, via the windows (same set as `rules.placementsFor`). */
export function fittingPlacements(hand: number, top: number, bottom: number): number[] {
  const free = [~highWindow(top, bottom) & WINDOW_MASK, ~lowWindow(top, bottom) & WINDOW_MASK];
  const out: number[] = [];
  for (let k = 0; k < PIECES.length; k++) {
    if (((hand >>> k) & 1) === 0) continue;
    for (let s = PIECE_SHAPES[k]; s < PIECE_SHAPES[k + 1]; s++) {
      for (let w = 0; w < 2; w++) {
        let fit = fitSet(s, w, free[w]);
        while (fit !== 0) {
          const bit = 31 - Math.clz32(fit & -fit);
          fit &= fit - 1;
          out.push(PLACEMENT_AT[64 * s + 32 * w + bit]);
        }
      }
    }
  }
  return out;
}

/**
 * Hot-path copy of the shape data, 8 numbers per shape:
 * SHAPE_DATA[8 s .. 8 s + 3] the 4 cell offsets, [8 s + 4] and [8 s + 5] the
 * anchors of the high and low windows, [8 s + 6] = 64 s (where the shape's
 * anchors start in PLACEMENT_AT).
 */
export const SHAPE_DATA_STRIDE = 8;
export const SHAPE_DATA = Int32Array.from({ length: SHAPE_DATA_STRIDE * SHAPE_COUNT }, (_, i) => {
  const s = Math.floor(i / SHAPE_DATA_STRIDE);
  const field = i % SHAPE_DATA_STRIDE;
  if (field < 4) return SHAPE_OFFSETS[4 * s + field];
  if (field < 6) return ANCHORS[2 * s + field - 4];
  return field === 6 ? 64 * s : 0;
});

/**
 * The shapes of every hand (5-bit set of pieces), as offsets into SHAPE_DATA:
 * HAND_SHAPES[HAND_SHAPES_FIRST[h] .. HAND_SHAPES_FIRST[h + 1]).
 */
export const { first: HAND_SHAPES_FIRST, items: HAND_SHAPES } = handLists(PIECE_SHAPES, (s) => SHAPE_DATA_STRIDE * s);
