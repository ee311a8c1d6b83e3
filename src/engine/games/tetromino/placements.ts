/**
 * @packageDocumentation
 * Every way to put a tetromino on the empty board: the 19 oriented shapes of
 * `shapes.ts` slid over every row and column where they fit, as the two board
 * words of `board40.ts` (the course's `unfold_piece`, computed rather than
 * listed). 429 placements in all: I 41, L 180, O 28, S 90, T 90.
 *
 * A placement's index is the engine's move: a small integer. The table is
 * sorted by piece, then shape, then row, then column, so each piece owns one
 * contiguous range `[PIECE_FIRST[k], PIECE_FIRST[k + 1])`, which is what the
 * move generator loops over for the pieces still in hand.
 *
 * A placement is named by its shape and the top-left corner of the shape's
 * bounding box: `T0@b3` is the T pointing down (###/.#.) with its box starting
 * at column b, row 3 (rows counted from the top, as in the notation). That
 * corner cell is not always covered (S0@a1 leaves a1 empty).
 *
 * The typed arrays are built once at load time and never change; the solver
 * reads them in its hot loop.
 */

import { COLUMNS, HALF_CELLS, PIECES, ROWS, type Piece } from './board40.ts';
import { SHAPES, type Shape } from './shapes.ts';

export interface Placement {
  readonly index: number;
  readonly piece: Piece;
  readonly shape: Shape;
  /** Top-left corner of the shape's bounding box (0-based, row 0 is row 1 of the notation). */
  readonly row: number;
  readonly column: number;
  /** Board bits in the `top` and `bottom` words. */
  readonly top: number;
  readonly bottom: number;
  /** Covered cells, 0..39 in reading order. */
  readonly cells: readonly number[];
  readonly name: string;
}

export const COLUMN_LETTERS = 'abcde';

export const squareName = (row: number, column: number): string => `${COLUMN_LETTERS[column]}${row + 1}`;

function placementsOf(shape: Shape, first: number): Placement[] {
  const out: Placement[] = [];
  for (let row = 0; row + shape.height <= ROWS; row++) {
    for (let column = 0; column + shape.width <= COLUMNS; column++) {
      let top = 0;
      let bottom = 0;
      const cells: number[] = [];
      for (const [dr, dc] of shape.cells) {
        const cell = (row + dr) * COLUMNS + column + dc;
        cells.push(cell);
        if (cell < HALF_CELLS) top |= 1 << (HALF_CELLS - 1 - cell);
        else bottom |= 1 << (2 * HALF_CELLS - 1 - cell);
      }
      const index = first + out.length;
      out.push({ index, piece: shape.piece, shape, row, column, top, bottom, cells, name: `${shape.name}@${squareName(row, column)}` });
    }
  }
  return out;
}

function buildPlacements(): Placement[] {
  const all: Placement[] = [];
  for (const shape of SHAPES) all.push(...placementsOf(shape, all.length));
  return all;
}

/** All placements on the empty board, in move-index order. */
export const PLACEMENTS: readonly Placement[] = buildPlacements();
export const PLACEMENT_COUNT = PLACEMENTS.length;

/** Hot-path copies: board bits of each placement, and its piece's hand bit (in bits 24..20). */
export const PLACEMENT_TOP = Int32Array.from(PLACEMENTS, (p) => p.top);
export const PLACEMENT_BOTTOM = Int32Array.from(PLACEMENTS, (p) => p.bottom);
export const PLACEMENT_PIECE = Uint8Array.from(PLACEMENTS, (p) => p.piece);

/** PIECE_FIRST[k] .. PIECE_FIRST[k + 1] - 1 are the placements of piece k; PIECE_FIRST[5] = 429. */
export const PIECE_FIRST = Int32Array.from({ length: PIECES.length + 1 }, (_, k) => {
  const i = PLACEMENTS.findIndex((p) => p.piece >= k);
  return i < 0 ? PLACEMENTS.length : i;
});

const BY_NAME = new Map(PLACEMENTS.map((p) => [p.name.toLowerCase(), p.index]));

/** The placement with this name (`T0@b3`, any case), or undefined. */
export const placementByName = (name: string): number | undefined => BY_NAME.get(name.trim().toLowerCase());

/** The placement covering exactly these board bits with this piece, or -1. */
export function placementByBits(piece: Piece, top: number, bottom: number): number {
  for (let m = PIECE_FIRST[piece]; m < PIECE_FIRST[piece + 1]; m++) {
    if (PLACEMENT_TOP[m] === top && PLACEMENT_BOTTOM[m] === bottom) return m;
  }
  return -1;
}
