/**
 * @packageDocumentation
 * The course's pieces (section 30): the 19 oriented tetrominoes as 20-bit
 * patterns, and `unfold_piece`, which slides a pattern over the board by
 * shifting it and cuts it into the two integers of `courseBoard.ts`.
 *
 * A pattern is a shape drawn in the top-left corner of rows 1-4, 5 bits per
 * row, the top-left cell at bit 19 (as in `first`). The L turned a quarter
 * clockwise (the course's `tetro_l1`) is
 *
 *   ###..   11100
 *   #....   10000   ->  0b11100100000000000000
 *   .....   00000
 *   .....   00000
 *
 * Shifting a pattern right by 1 moves it one column right, by 5 one row
 * down. `unfold_piece p a b c` takes three lists of shifts: `a`, those that
 * keep the shape in rows 1-4 (only `upper` has bits); `b`, those where it
 * straddles the cut between rows 4 and 5 (the cells shifted out of `upper`
 * come back at the top of `lower`); `c`, those that put it wholly in rows 5-8.
 * The course types the lists for each box size (3x2, 2x3, 1x4, 4x1, 2x2, width
 * by height); here they are computed from the box: a shift 5 r + c for every
 * row r and column c where the box fits, in increasing order as in the
 * course. The tests check the computed lists against the course's.
 *
 * The orientations are those of `shapes.ts` (each piece drawn once, turned and
 * turned over), named as the course names them: `tetro_l0` .. `tetro_l3` for
 * the L turned 0 to 3 quarters clockwise, `tetro_j0` .. for its mirror image,
 * `tetro_oo` for the only O. Per piece: I 2, L 8 (4 L and 4 J), O 1, S 4
 * (2 S and 2 Z), T 4: 19 in all.
 */

import { COLUMNS, PIECES, ROWS, type Piece, type PieceLetter } from './board40.ts';
import { CELLS_PER_WORD, COURSE_BOARD_MASK, type CoursePiece } from './courseBoard.ts';
import { SHAPES, type Shape } from './shapes.ts';

/** Rows per integer: the cut lies below row 4. */
const ROWS_PER_WORD = CELLS_PER_WORD / COLUMNS;

/** One oriented piece as the course declares it. */
export interface CourseOrientation {
  /** The engine's name ("L1"; "O0" for the O). */
  readonly name: string;
  /** The course's identifier ("tetro_l1"; "tetro_oo" for the O). */
  readonly courseName: string;
  readonly piece: Piece;
  readonly width: number;
  readonly height: number;
  /** The box as the course names its `unfold_piece_WxH`: "3x2" is 3 wide, 2 tall. */
  readonly box: string;
  /** The 20-bit pattern: the shape in the top-left corner of rows 1-4, top-left cell at bit 19. */
  readonly pattern: number;
  /** Cells as (row, column) from the top-left of the box, in reading order: what a drawing needs. */
  readonly cells: readonly (readonly [number, number])[];
}

/** The course's identifier of an oriented shape: lower-case name, and `oo` for the one O. */
const courseNameOf = (shape: Shape): string => `tetro_${PIECES[shape.piece] === 'O' ? 'oo' : shape.name.toLowerCase()}`;

function patternOf(shape: Shape): number {
  let pattern = 0;
  for (const [r, c] of shape.cells) pattern |= 1 << (CELLS_PER_WORD - 1 - (COLUMNS * r + c));
  return pattern;
}

/** The 19 orientations in the course's order: I, then L and J, O, S and Z, T (as `tetro_i` .. `tetro_t` list them). */
export const COURSE_ORIENTATIONS: readonly CourseOrientation[] = SHAPES.map((shape) => ({
  name: shape.name,
  courseName: courseNameOf(shape),
  piece: shape.piece,
  width: shape.width,
  height: shape.height,
  box: `${shape.width}x${shape.height}`,
  pattern: patternOf(shape),
  cells: shape.cells,
}));

/** The orientations of one piece (by letter: I, L, O, S, T). */
export const orientationsOf = (letter: PieceLetter): CourseOrientation[] =>
  COURSE_ORIENTATIONS.filter((o) => PIECES[o.piece] === letter);

/** The cells of one orientation by its engine name ("J2") or course identifier ("tetro_j2"), for drawing. */
export function orientationCells(name: string): readonly (readonly [number, number])[] {
  const o = COURSE_ORIENTATIONS.find((x) => x.name === name || x.courseName === name);
  if (o === undefined) throw new Error(`orientationCells: no orientation '${name}'`);
  return o.cells;
}

/** The cells (row, column) a 20-bit pattern covers in rows 1-4, in reading order. */
export function patternCells(pattern: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < CELLS_PER_WORD; i++) if ((pattern >>> (CELLS_PER_WORD - 1 - i)) & 1) out.push([Math.floor(i / COLUMNS), i % COLUMNS]);
  return out;
}

/** The three shift lists of `unfold_piece` (the course's a, b, c). */
export interface UnfoldOffsets {
  /** The box stays in rows 1-4. */
  readonly upper: readonly number[];
  /** The box straddles the cut between rows 4 and 5. */
  readonly straddle: readonly number[];
  /** The box lies in rows 5-8. */
  readonly lower: readonly number[];
}

/** The shifts 5 r + c for every place (row r, column c of its top-left corner) where a box of this size fits. */
export function unfoldOffsets(width: number, height: number): UnfoldOffsets {
  const upper: number[] = [];
  const straddle: number[] = [];
  const lower: number[] = [];
  for (let r = 0; r + height <= ROWS; r++) {
    for (let c = 0; c + width <= COLUMNS; c++) {
      const shift = COLUMNS * r + c;
      if (r + height <= ROWS_PER_WORD) upper.push(shift);
      else if (r >= ROWS_PER_WORD) lower.push(shift);
      else straddle.push(shift);
    }
  }
  return { upper, straddle, lower };
}

/**
 * Every placement of one pattern, as the course's `unfold_piece` makes them:
 * a shift n moves the pattern n cells on in reading order. In the straddling
 * case, the cells that fall off the bottom of `upper` are the low n bits of
 * the pattern; shifted left by 20 - n and masked to 20 bits they are the top
 * of `lower`. (The left shift may push the pattern's high bits past bit 31,
 * where a 32-bit integer loses them, as a 31-bit OCaml `int` would: the mask
 * keeps only bits that survive.)
 */
export function unfoldPiece(pattern: number, offsets: UnfoldOffsets): CoursePiece[] {
  return [
    ...offsets.upper.map((n) => ({ upper: pattern >>> n, lower: 0 })),
    ...offsets.straddle.map((n) => ({ upper: pattern >>> n, lower: (pattern << (CELLS_PER_WORD - n)) & COURSE_BOARD_MASK })),
    ...offsets.lower.map((n) => ({ upper: 0, lower: pattern >>> (n - CELLS_PER_WORD) })),
  ];
}

/** Every placement of one orientation on the empty board. */
export const unfoldOrientation = (o: CourseOrientation): CoursePiece[] => unfoldPiece(o.pattern, unfoldOffsets(o.width, o.height));

/**
 * The course's `tetro_i` .. `tetro_t`: for each piece (in `PIECES` order), the
 * placements of all its orientations, orientation after orientation.
 */
export const COURSE_PIECE_PLACEMENTS: readonly (readonly CoursePiece[])[] = PIECES.map((_, k) =>
  COURSE_ORIENTATIONS.filter((o) => o.piece === k).flatMap(unfoldOrientation),
);

/** Distinct orientations per piece: I 2, L 8, O 1, S 4, T 4. */
export const ORIENTATION_COUNTS: Readonly<Record<PieceLetter, number>> = Object.fromEntries(
  PIECES.map((letter) => [letter, orientationsOf(letter).length]),
) as Record<PieceLetter, number>;

/** Placements per piece on the empty board, by the course's unfolding: I 41, L 180, O 28, S 90, T 90. */
export const UNFOLDED_COUNTS: Readonly<Record<PieceLetter, number>> = Object.fromEntries(
  PIECES.map((letter, k) => [letter, COURSE_PIECE_PLACEMENTS[k].length]),
) as Record<PieceLetter, number>;
