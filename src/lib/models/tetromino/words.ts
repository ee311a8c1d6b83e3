/**
 * @packageDocumentation
 * What the tetromino cells say about a position, in words: whose turn it is
 * and what each side still holds, how a finished game ended, and what an exact
 * value means for the two players. Values are the solver's, for the side to
 * move: +1 it wins, 0 a tie, -1 it loses.
 */

import { PIECES, handSize, moverHand, otherHand, toMove, type Hand, type TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { ending } from '../../../engine/games/tetromino/rules.ts';

export const PLAYERS = ['first player', 'second player'] as const;

/** The letters of a hand, "I L O S T", or "no piece". */
export const handText = (h: Hand): string => (handSize(h) === 0 ? 'no piece' : PIECES.filter((_, k) => h & (1 << k)).join(' '));

/** The side to move and the other side, by name. */
function sides(p: TetrominoPosition): { mover: string; other: string } {
  const m = toMove(p);
  return { mover: PLAYERS[m], other: PLAYERS[1 - m] };
}

/** Whose turn it is and what each side holds, or how the game ended. */
export function statusOf(p: TetrominoPosition): string {
  const { mover, other } = sides(p);
  const end = ending(p);
  if (end === 'tie') return 'Game over: every piece is on the board, a tie.';
  if (end === 'stuck') return `Game over: the ${mover} cannot place any of its pieces (${handText(moverHand(p))}) and loses; the ${other} wins.`;
  return `The ${mover} is to move and holds ${handText(moverHand(p))}; the ${other} holds ${handText(otherHand(p))}.`;
}

/** What a placement's value means for the side that plays it. */
export const valueWord = (v: number): string => (v > 0 ? 'wins' : v < 0 ? 'loses' : 'ties');

/** The exact value of a position in words, for both players. */
export function describeValue(p: TetrominoPosition, value: number): string {
  const { mover, other } = sides(p);
  if (value > 0) return `the ${mover}, to move, wins with perfect play`;
  if (value < 0) return `the ${other} wins with perfect play; the ${mover}, to move, loses`;
  return 'with perfect play on both sides, a tie';
}
