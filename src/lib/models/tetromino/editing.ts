/**
 * @packageDocumentation
 * Editing the hands of a position written in the notation, even while the
 * rest of the text is wrong: the solver cell's hand toggles rewrite the part
 * after the board and leave the board as the reader typed it, so a toggle
 * that made the position impossible can be toggled back.
 */

import { PIECES, type Piece } from '../../../engine/games/tetromino/board40.ts';
import { EMPTY_HAND } from '../../../engine/games/tetromino/notation.ts';

/** The two hands of a text, side to move first, as 5-bit sets; undefined when the text has no board-space-hands shape. */
export function handsOfText(text: string): [number, number] | undefined {
  const words = text.trim().split(/\s+/);
  if (words.length !== 2) return undefined;
  const halves = words[1].split('/');
  if (halves.length !== 2) return undefined;
  const read = (h: string) => [...h.toUpperCase()].reduce((set, ch) => (PIECES.indexOf(ch as never) >= 0 ? set | (1 << PIECES.indexOf(ch as never)) : set), 0);
  return [read(halves[0]), read(halves[1])];
}

const writeHand = (h: number): string => (h === 0 ? EMPTY_HAND : PIECES.filter((_, k) => h & (1 << k)).join(''));

/** The text with piece `piece` added to or taken from hand `side` (0: the side to move), or undefined (see `handsOfText`). */
export function toggleHand(text: string, side: 0 | 1, piece: Piece): string | undefined {
  const hands = handsOfText(text);
  if (!hands) return undefined;
  hands[side] ^= 1 << piece;
  const board = text.trim().split(/\s+/)[0];
  return `${board} ${writeHand(hands[0])}/${writeHand(hands[1])}`;
}
