/**
 * @packageDocumentation
 * What the Othello cells compute, as pure functions over the engine's
 * notation (`games/othello/notation.ts`: 64 characters a1, b1, ..., h8, then
 * the side to move): the board to draw, the edits a reader makes, the legal
 * moves with the discs each one flips, and the words for a position and a
 * value.
 *
 * Editing works on the engine's *setup* (`games/othello/setup.ts`), the text
 * read leniently, because the boards in between two edits are often
 * impossible: the cell still draws them, and the engine's parser says what
 * is wrong until the reader fixes it. Play works on a checked `Position` only.
 *
 * The board is drawn as Othello players and the course draw it: a1 at the
 * top left, files a to h from left to right, ranks 1 to 8 from top to bottom
 * (the course's cell 11 is a1, its cell 88 is h8).
 */

import { flips, flipsHi } from '../../../engine/games/othello/flips.ts';
import { writeBoard } from '../../../engine/games/othello/notation.ts';
import {
  blackCount,
  emptyCount,
  isFinished,
  moveList,
  playMove,
  sides,
  whiteCount,
  type Position,
} from '../../../engine/games/othello/position.ts';
import { PASS, squareName, squaresOf, type Square } from '../../../engine/games/othello/squares.ts';
import type { Disc, Setup, Side } from '../../../engine/games/othello/setup.ts';

export const SIDE_NAMES: Record<Side, string> = { X: 'Black', O: 'White' };
export const DISC_WORDS: Record<Disc, string> = { X: 'black', O: 'white', '-': 'empty' };

const NEXT: Record<Disc, Disc> = { '-': 'X', X: 'O', O: '-' };

/** Edit mode: the square goes empty → black → white → empty. */
export function cycleSquare(s: Setup, square: Square): Setup {
  const now = s.squares[square] as Disc;
  return { ...s, squares: s.squares.slice(0, square) + NEXT[now] + s.squares.slice(square + 1) };
}

/** Edit mode: a square set directly (keys X, O, Delete). */
export function setSquare(s: Setup, square: Square, disc: Disc): Setup {
  return { ...s, squares: s.squares.slice(0, square) + disc + s.squares.slice(square + 1) };
}

export const withSide = (s: Setup, side: Side): Setup => ({ ...s, side });

export interface LegalMove {
  readonly square: Square;
  /** The discs it turns, in square order. */
  readonly flips: readonly Square[];
}

/** The side to move's legal moves with their flips, in square order ([] when it must pass or the game is over). */
export function legalMovesWithFlips(p: Position): LegalMove[] {
  const [pLo, pHi, oLo, oHi] = sides(p);
  return moveList(p)
    .filter((m) => m !== PASS)
    .map((square) => {
      const lo = flips(square, pLo, pHi, oLo, oHi);
      return { square, flips: squaresOf(lo, flipsHi[0]) };
    });
}

/** Does the side to move have to pass (it has no move, its opponent has one)? */
export const mustPass = (p: Position): boolean => {
  const moves = moveList(p);
  return moves.length === 1 && moves[0] === PASS;
};

/** The text after the side to move plays `move` (a square, or PASS when it must pass). */
export const playText = (p: Position, move: Square): string => writeBoard(playMove(p, move));

/** Discs of each colour and empty squares. */
export const discCounts = (p: Position) => ({ black: blackCount(p), white: whiteCount(p), empty: emptyCount(p) });

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Whose turn it is and what they can do, or how the game ended. */
export function othelloStatus(p: Position): string {
  const { black, white, empty } = discCounts(p);
  const count = `black ${black}, white ${white}, ${plural(empty, 'empty square')}`;
  if (isFinished(p)) {
    const result = black === white ? 'a draw' : `${black > white ? 'black' : 'white'} wins`;
    return `Game over (${count}): ${result}.`;
  }
  const mover = SIDE_NAMES[p.turn === 0 ? 'X' : 'O'];
  if (mustPass(p)) return `${mover} to move has no legal move and must pass (${count}).`;
  return `${mover} to move: ${plural(moveList(p).length, 'legal move')} (${count}).`;
}

export type Objective = 'standard' | 'course';

/**
 * A solved value in words: the standard score is the final disc difference
 * for the side to move (empty squares to the winner); the course's is black's
 * final disc count (empty squares to nobody).
 */
export function describeValue(p: Position, value: number, objective: Objective, finished = false): string {
  const mover = p.turn === 0 ? 'black' : 'white';
  const other = p.turn === 0 ? 'white' : 'black';
  const when = finished ? 'the game is over' : 'with best play on both sides';
  if (objective === 'course') return `${when}, black ends with ${plural(value, 'disc')}`;
  if (value === 0) return `${when}, a draw`;
  const winner = value > 0 ? mover : other;
  return `${when}, ${winner} wins by ${plural(Math.abs(value), 'disc')} (${mover} to move; empty squares go to the winner)`;
}

/** Square names a1..h8 in reading order of the board (a1 top left). */
export const SQUARE_NAMES: readonly string[] = Array.from({ length: 64 }, (_, s) => squareName(s));

/** Files and ranks as drawn. */
export const FILES = 'abcdefgh';
