/**
 * @packageDocumentation
 * What the tetromino cells say about a position, in words: whose turn it is
 * and what each side still holds, how a finished game ended, and what an exact
 * value means for the two players. Values are the solver's, for the side to
 * move: +1 it wins, 0 a tie, -1 it loses.
 */

import { PIECES, handSize, moverHand, otherHand, toMove, type Hand, type TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { ending } from '../../../engine/games/tetromino/rules.ts';
import type { TetrominoWords } from '../../../i18n/messages/tetromino/en.ts';
import { messages } from '../../../i18n/messages.ts';


/** The letters of a hand, "I L O S T", or "no piece". */
export const handText = (h: Hand, t: TetrominoWords = messages().tetromino): string => (handSize(h) === 0 ? t.noPiece : PIECES.filter((_, k) => h & (1 << k)).join(' '));

/** The side to move and the other side, by name. */
function sides(p: TetrominoPosition, t: TetrominoWords): { mover: string; other: string } {
  const m = toMove(p);
  return { mover: t.players[m], other: t.players[1 - m] };
}

/** Whose turn it is and what each side holds, or how the game ended (English unless given another language's words). */
export function statusOf(p: TetrominoPosition, t: TetrominoWords = messages().tetromino): string {
  const { mover, other } = sides(p, t);
  const end = ending(p);
  if (end === 'tie') return t.tie;
  if (end === 'stuck') return t.stuck(mover, handText(moverHand(p), t), other);
  return t.toMove(mover, handText(moverHand(p), t), other, handText(otherHand(p), t));
}

/** What a placement's value means for the side that plays it. */
export const valueWord = (v: number, t: TetrominoWords = messages().tetromino): string => t.valueWords[v > 0 ? 'win' : v < 0 ? 'loss' : 'tie'];

/** The exact value of a position in words, for both players. */
export function describeValue(p: TetrominoPosition, value: number, t: TetrominoWords = messages().tetromino): string {
  const { mover, other } = sides(p, t);
  if (value > 0) return t.moverWins(mover);
  if (value < 0) return t.otherWins(other, mover);
  return t.perfectTie;
}
