/**
 * @packageDocumentation
 * The tetromino game's position in two 25-bit integers, the representation of
 * the OCaml course: the 40 cells of the 5 x 8 board split into a top half and a
 * bottom half of 20 cells each, and in the five bits left above each half, the
 * hand of one player (the pieces not yet placed).
 *
 *   bit       24 23 22 21 20 | 19 ............................ 0
 *   top        T  S  O  L  I | rows 1-4 (20 cells)   hand: the side to move
 *   bottom     T  S  O  L  I | rows 5-8 (20 cells)   hand: the other side
 *
 * Inside a half the top-left cell is the highest bit, 5 bits per row:
 *
 *              a  b  c  d  e
 *     row 1   19 18 17 16 15  ┐
 *     row 2   14 13 12 11 10  │ `top`
 *     row 3    9  8  7  6  5  │
 *     row 4    4  3  2  1  0  ┘
 *     row 5   19 18 17 16 15  ┐
 *     row 6   14 13 12 11 10  │ `bottom`
 *     row 7    9  8  7  6  5  │
 *     row 8    4  3  2  1  0  ┘
 *
 * Cell i (0..39 in reading order: a1 = 0, e1 = 4, a2 = 5, ..., e8 = 39) is bit
 * 19 - i of `top` when i < 20, bit 39 - i of `bottom` otherwise. A shape moves
 * one column right with `>>> 1` and one row down with `>>> 5` (bits leaving
 * `top` at row 4 enter `bottom` at row 5).
 *
 * Why this layout (the course's): the two halves fit 32-bit words, so every
 * test is a plain `&` on small integers; the hands ride in the spare bits, so a
 * whole position is two numbers and a move builds the next one with a few
 * `|`. The position never says *who* is to move: the word `top` always carries
 * the hand of the side to move, and a move swaps the hands (the course's
 * `first` and `second` fields). Which player that is follows from the hand
 * sizes (see `toMove`).
 *
 * Example: the start is top = bottom = 0x1F00000 (both hands full, no cell
 * taken). The first player puts the O in the corner a1 b1 a2 b2 (top bits 19,
 * 18, 14, 13 = 0xC6000); in the result the opponent, now to move, has its full
 * hand in `top`:
 *   top    = 0x1F00000 | 0xC6000 = 0x1FC6000
 *   bottom = 0x1B00000 (I L S T: the O bit 22 is gone) | 0 (rows 5-8 empty)
 */

import { popcount32 } from '../../core/bits.ts';
import type { Player } from '../../core/game.ts';

/** A position: the course's two words. Immutable, compared by value. */
export interface TetrominoPosition {
  /** Rows 1-4 in bits 19..0, the hand of the side to move in bits 24..20. */
  readonly top: number;
  /** Rows 5-8 in bits 19..0, the hand of the other side in bits 24..20. */
  readonly bottom: number;
}

export const COLUMNS = 5;
export const ROWS = 8;
export const CELLS = COLUMNS * ROWS;
/** Cells per half word. */
export const HALF_CELLS = 20;
/** The 20 board bits of a word (the course's `board_mask`). */
export const BOARD_MASK = 0x00fffff;
/** The 5 hand bits of a word (the course's `hand_mask`). */
export const HAND_MASK = 0x1f00000;
export const HAND_SHIFT = 20;
/** Five bits: one hand, shifted down to bits 4..0. */
export const FULL_HAND = 0x1f;
/** Cells covered by one tetromino. */
export const PIECE_CELLS = 4;

/** The pieces in hand-bit order: I is bit 20, L bit 21, O bit 22, S bit 23, T bit 24. */
export const PIECES = ['I', 'L', 'O', 'S', 'T'] as const;
export type PieceLetter = (typeof PIECES)[number];
/** A piece as its index in `PIECES` (0..4). */
export type Piece = number;

/** A hand as 5 bits, bit k set when piece `PIECES[k]` has not been placed yet. */
export type Hand = number;

export const moverHand = (p: TetrominoPosition): Hand => p.top >>> HAND_SHIFT;
export const otherHand = (p: TetrominoPosition): Hand => p.bottom >>> HAND_SHIFT;

/** The position with both halves' cells and both hands given (hands as 5-bit sets). */
export const makePosition = (topBoard: number, bottomBoard: number, mover: Hand, other: Hand): TetrominoPosition => ({
  top: (mover << HAND_SHIFT) | topBoard,
  bottom: (other << HAND_SHIFT) | bottomBoard,
});

/** Both hands full, no cell taken. */
export const START: TetrominoPosition = makePosition(0, 0, FULL_HAND, FULL_HAND);

/** Is cell i (0..39, reading order) taken? */
export function isTaken(p: TetrominoPosition, cell: number): boolean {
  return cell < HALF_CELLS ? ((p.top >>> (19 - cell)) & 1) === 1 : ((p.bottom >>> (39 - cell)) & 1) === 1;
}

/** The two board words' bits for cell i: `[topBit, bottomBit]`, one of them 0. */
export const cellBits = (cell: number): readonly [number, number] =>
  cell < HALF_CELLS ? [1 << (19 - cell), 0] : [0, 1 << (39 - cell)];

export const emptyCellCount = (p: TetrominoPosition): number =>
  CELLS - popcount32(p.top & BOARD_MASK) - popcount32(p.bottom & BOARD_MASK);

export const handSize = (h: Hand): number => popcount32(h & FULL_HAND);

/**
 * The player to move, from the hand sizes: player 0 moves first, so before each
 * of its moves both hands are the same size; before player 1's moves the side
 * to move holds one piece more than the other (it has placed one piece fewer).
 */
export const toMove = (p: TetrominoPosition): Player =>
  handSize(moverHand(p)) === handSize(otherHand(p)) ? 0 : 1;

/** Pieces placed so far by both players (the ply, from the start). */
export const piecesPlaced = (p: TetrominoPosition): number =>
  2 * PIECES.length - handSize(moverHand(p)) - handSize(otherHand(p));
