/**
 * @packageDocumentation
 * Placing a tetromino by hand, as pure functions: the piece the reader holds
 * (a piece, one of its oriented shapes, the top-left corner of the shape's
 * box), turned, turned over and moved, and the placement of the engine it
 * stands for. Every cell that edits a tetromino board (the solver, the game
 * against the engine, the exercises, the bit view) places pieces through this.
 *
 * The piece is held by its *grab cell* (the middle of a T, the bend of an L:
 * see `grabOffset`). A pointer over a cell puts the grab cell there, and a
 * quarter turn keeps it where it was, so the piece turns in place instead of
 * swinging around its corner. The box always stays on the board.
 */

import { BOARD_MASK, COLUMNS, PIECES, ROWS, type Piece, type TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { PLACEMENTS, placementByName, squareName } from '../../../engine/games/tetromino/placements.ts';
import { fits } from '../../../engine/games/tetromino/rules.ts';
import { SHAPES, mirror, rotateClockwise, type Shape } from '../../../engine/games/tetromino/shapes.ts';

/** The piece in hand: which shape (index in `SHAPES`) and where its box's top-left corner is. */
export interface Cursor {
  readonly shape: number;
  readonly row: number;
  readonly column: number;
}

export const pieceOf = (c: Cursor): Piece => SHAPES[c.shape].piece;

/** The shapes of one piece, as indices in `SHAPES`. */
const shapesOf = (piece: Piece): number[] => SHAPES.flatMap((s, i) => (s.piece === piece ? [i] : []));

const byRows = new Map(SHAPES.map((s, i) => [s.rows.join('/'), i]));
const shapeWithRows = (rows: readonly string[]): number => {
  const i = byRows.get(rows.join('/'));
  if (i === undefined) throw new Error(`no shape ${rows.join('/')}`);
  return i;
};

/**
 * The grab cell of a shape: the cell with the most neighbours in the shape
 * (the middle of a T, the bend of an L), the nearest the middle of the box
 * among those, the first in reading order among those.
 */
export function grabOffset(shape: Shape): readonly [number, number] {
  const mr = (shape.height - 1) / 2;
  const mc = (shape.width - 1) / 2;
  const inShape = (r: number, c: number) => shape.cells.some(([a, b]) => a === r && b === c);
  const cost = ([r, c]: readonly [number, number]) => {
    const neighbours = [inShape(r - 1, c), inShape(r + 1, c), inShape(r, c - 1), inShape(r, c + 1)].filter(Boolean).length;
    return -10 * neighbours + (r - mr) ** 2 + (c - mc) ** 2;
  };
  let best = shape.cells[0];
  for (const cell of shape.cells) if (cost(cell) < cost(best) - 1e-9) best = cell;
  return best;
}

/** The box of `shape` moved so it lies on the board. */
function clamp(shape: number, row: number, column: number): Cursor {
  const s = SHAPES[shape];
  return {
    shape,
    row: Math.max(0, Math.min(ROWS - s.height, row)),
    column: Math.max(0, Math.min(COLUMNS - s.width, column)),
  };
}

/** The board cell (row, column) under the grab cell. */
export function grabCell(c: Cursor): readonly [number, number] {
  const [r, k] = grabOffset(SHAPES[c.shape]);
  return [c.row + r, c.column + k];
}

/** The same piece in another shape, its grab cell kept where it was (as far as the board allows). */
function reshape(c: Cursor, shape: number): Cursor {
  const [gr, gc] = grabCell(c);
  const [r, k] = grabOffset(SHAPES[shape]);
  return clamp(shape, gr - r, gc - k);
}

/** A quarter turn, clockwise (`turns` = 1) or anticlockwise (-1). */
export function rotate(c: Cursor, turns: 1 | -1 = 1): Cursor {
  let rows: readonly string[] = SHAPES[c.shape].rows;
  for (let i = 0; i < (turns === 1 ? 1 : 3); i++) rows = rotateClockwise(rows);
  return reshape(c, shapeWithRows(rows));
}

/** Turned over (mirrored left to right): an L becomes a J, an S a Z; the others keep their look. */
export const flip = (c: Cursor): Cursor => reshape(c, shapeWithRows(mirror(SHAPES[c.shape].rows)));

/** Moved by whole cells, the box kept on the board. */
export const moveBy = (c: Cursor, rows: number, columns: number): Cursor => clamp(c.shape, c.row + rows, c.column + columns);

/** Moved so that the grab cell is on cell (row, column), as near as the board allows. */
export function moveGrabTo(c: Cursor, row: number, column: number): Cursor {
  const [r, k] = grabOffset(SHAPES[c.shape]);
  return clamp(c.shape, row - r, column - k);
}

/** Another piece in hand, in its first shape, as near as possible to where the last one was held. */
function choosePiece(c: Cursor, piece: Piece): Cursor {
  if (pieceOf(c) === piece) return c;
  const [gr, gc] = grabCell(c);
  return moveGrabTo({ shape: shapesOf(piece)[0], row: 0, column: 0 }, gr, gc);
}

/** The engine's placement (move) for the piece in hand. */
export function placementOf(c: Cursor): number {
  const m = placementByName(`${SHAPES[c.shape].name}@${squareName(c.row, c.column)}`);
  if (m === undefined) throw new Error(`no placement for ${SHAPES[c.shape].name} at ${c.row},${c.column}`);
  return m;
}

/** The piece in hand as placement m. */
export function cursorOf(m: number): Cursor {
  const p = PLACEMENTS[m];
  return { shape: SHAPES.indexOf(p.shape), row: p.row, column: p.column };
}

/** The cursor the cells start with: the piece's first shape near the middle of the top rows. */
export const initialCursor = (piece: Piece = 0): Cursor => moveGrabTo({ shape: shapesOf(piece)[0], row: 0, column: 0 }, 2, 2);

/** Does placement m fit on the position's board (every cell empty)? */
const fitsOn = (p: TetrominoPosition, m: number): boolean => fits(m, p.top & BOARD_MASK, p.bottom & BOARD_MASK);

/** The placements of one shape that fit on the board. */
export function fittingOfShape(p: TetrominoPosition, shape: number): number[] {
  return PLACEMENTS.flatMap((pl) => (pl.shape === SHAPES[shape] && fitsOn(p, pl.index) ? [pl.index] : []));
}

/** How many placements of each piece fit on the board (whoever holds it). */
export const fittingCounts = (p: TetrominoPosition): number[] =>
  PIECES.map((_, k) => PLACEMENTS.filter((pl) => pl.piece === k && fitsOn(p, pl.index)).length);

/** The board cell (reading order, 0..39) of a placement's grab cell: where a mark for it goes. */
export function grabCellOf(m: number): number {
  const [r, c] = grabCell(cursorOf(m));
  return r * COLUMNS + c;
}

/**
 * Another piece in hand; with `mirrored`, in a shape turned over or not (the
 * J and the Z are the L and the S turned over).
 */
export function takePiece(c: Cursor, piece: Piece, mirrored?: boolean): Cursor {
  const next = choosePiece(c, piece);
  return mirrored === undefined || SHAPES[next.shape].mirrored === mirrored ? next : flip(next);
}

/** A key press on a board, as an action on the piece in hand (undefined: not a key the board uses). */
export type KeyAction =
  | { readonly kind: 'move'; readonly cursor: Cursor }
  | { readonly kind: 'place' }
  | { readonly kind: 'piece'; readonly piece: Piece; readonly mirrored?: boolean };

/**
 * The board's keys: arrows move the piece, R turns it clockwise (Shift+R
 * anticlockwise), F turns it over, Enter or Space places it, I L O S T take
 * another piece (J and Z take the L and the S turned over).
 */
export function keyAction(c: Cursor, key: string, shift = false): KeyAction | undefined {
  switch (key) {
    case 'ArrowUp':
      return { kind: 'move', cursor: moveBy(c, -1, 0) };
    case 'ArrowDown':
      return { kind: 'move', cursor: moveBy(c, 1, 0) };
    case 'ArrowLeft':
      return { kind: 'move', cursor: moveBy(c, 0, -1) };
    case 'ArrowRight':
      return { kind: 'move', cursor: moveBy(c, 0, 1) };
    case 'Enter':
    case ' ':
      return { kind: 'place' };
  }
  if (key.length !== 1) return undefined;
  const letter = key.toUpperCase();
  if (letter === 'R') return { kind: 'move', cursor: rotate(c, shift ? -1 : 1) };
  if (letter === 'F') return { kind: 'move', cursor: flip(c) };
  const turnedOver = letter === 'J' || letter === 'Z';
  const piece = (PIECES as readonly string[]).indexOf(letter === 'J' ? 'L' : letter === 'Z' ? 'S' : letter);
  if (piece < 0) return undefined;
  return turnedOver ? { kind: 'piece', piece, mirrored: true } : { kind: 'piece', piece };
}
