/**
 * @packageDocumentation
 * The 19 oriented tetrominoes, generated from the five pieces drawn once.
 *
 * A player may turn a piece and turn it over before placing it, so each piece
 * stands for every shape its rotations and mirror images give. Rather than
 * typing 19 bit patterns (where one wrong bit goes unnoticed), we draw each
 * piece once, rotate it a quarter turn clockwise three times, do the same with
 * its mirror image, and keep the distinct results:
 *
 *   I: 2 shapes   L: 8 (4 named L, 4 named J)   O: 1   S: 4 (S and Z)   T: 4
 *
 * Names follow the course: the letter (J and Z for the mirror images of L and
 * S), then the number of clockwise quarter turns from the drawing below.
 */

import { PIECES, type Piece, type PieceLetter } from './board40.ts';

/** One oriented shape: its cells as (row, column) offsets from the top-left of its bounding box. */
export interface Shape {
  /** "L0", "J3", "O0", ... */
  readonly name: string;
  readonly piece: Piece;
  /** Clockwise quarter turns from the drawing. */
  readonly turns: number;
  readonly mirrored: boolean;
  readonly height: number;
  readonly width: number;
  /** Cells in reading order. */
  readonly cells: readonly (readonly [number, number])[];
  /** The picture, one string per row, `#` for a cell. */
  readonly rows: readonly string[];
}

/** Each piece in its rotation 0, as the course draws them (`#` a cell). */
const DRAWINGS: Record<PieceLetter, readonly string[]> = {
  I: ['#', '#', '#', '#'],
  L: ['#.', '#.', '##'],
  O: ['##', '##'],
  S: ['.##', '##.'],
  T: ['###', '.#.'],
};

/** The letter of a piece's mirror image when it differs (the course's J and Z). */
const MIRROR_LETTER: Partial<Record<PieceLetter, string>> = { L: 'J', S: 'Z' };

const QUARTER_TURNS = 4;

/** A quarter turn clockwise: the new row i is the old column i read from the bottom up. */
export function rotateClockwise(rows: readonly string[]): string[] {
  const height = rows.length;
  const width = rows[0].length;
  const out: string[] = [];
  for (let i = 0; i < width; i++) {
    let line = '';
    for (let j = 0; j < height; j++) line += rows[height - 1 - j][i];
    out.push(line);
  }
  return out;
}

/** Left-right mirror image. */
export const mirror = (rows: readonly string[]): string[] => rows.map((r) => [...r].reverse().join(''));

function shapeOf(name: string, piece: Piece, turns: number, mirrored: boolean, rows: readonly string[]): Shape {
  const cells: [number, number][] = [];
  rows.forEach((line, r) => [...line].forEach((ch, c) => ch === '#' && cells.push([r, c])));
  return { name, piece, turns, mirrored, height: rows.length, width: rows[0].length, cells, rows: [...rows] };
}

/** The distinct oriented shapes of one piece, unmirrored turns first. */
function orientations(piece: Piece): Shape[] {
  const letter = PIECES[piece];
  const seen = new Set<string>();
  const out: Shape[] = [];
  for (const mirrored of [false, true]) {
    let rows: readonly string[] = mirrored ? mirror(DRAWINGS[letter]) : DRAWINGS[letter];
    const name = mirrored ? (MIRROR_LETTER[letter] ?? letter) : letter;
    for (let turns = 0; turns < QUARTER_TURNS; turns++) {
      const id = rows.join('/');
      if (!seen.has(id)) {
        seen.add(id);
        out.push(shapeOf(`${name}${turns}`, piece, turns, mirrored, rows));
      }
      rows = rotateClockwise(rows);
    }
  }
  return out;
}

/** All 19 oriented shapes, grouped by piece in the order I, L, O, S, T. */
export const SHAPES: readonly Shape[] = PIECES.flatMap((_, piece) => orientations(piece));
