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
import type { OthelloWords } from '../../../i18n/messages/othello/en.ts';
import { messages } from '../../../i18n/messages.ts';


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

/** Whose turn it is and what they can do, or how the game ended (English unless given another language's words). */
export function othelloStatus(p: Position, t: OthelloWords = messages().othello): string {
  const { black, white, empty } = discCounts(p);
  const count = t.count(black, white, empty);
  if (isFinished(p)) {
    const result = black === white ? t.aDraw : t.wins(t.colours[black > white ? 'X' : 'O']);
    return t.over(count, result);
  }
  const mover = t.sideNames[p.turn === 0 ? 'X' : 'O'];
  if (mustPass(p)) return t.mustPass(mover, count);
  return t.legalMoves(mover, moveList(p).length, count);
}

export type Objective = 'standard' | 'course';

/**
 * A solved value in words: the standard score is the final disc difference
 * for the side to move (empty squares to the winner); the course's is black's
 * final disc count (empty squares to nobody).
 */
export function describeValue(p: Position, value: number, objective: Objective, finished = false, t: OthelloWords = messages().othello): string {
  const mover = t.colours[p.turn === 0 ? 'X' : 'O'];
  const other = t.colours[p.turn === 0 ? 'O' : 'X'];
  const when = finished ? t.gameIsOver : t.withBestPlay;
  if (objective === 'course') return t.blackEnds(when, value);
  if (value === 0) return t.drawn(when);
  const winner = value > 0 ? mover : other;
  return t.winsBy(when, winner, Math.abs(value), mover);
}

/** Square names a1..h8 in reading order of the board (a1 top left). */
export const SQUARE_NAMES: readonly string[] = Array.from({ length: 64 }, (_, s) => squareName(s));

/** Files and ranks as drawn. */
export const FILES = 'abcdefgh';
