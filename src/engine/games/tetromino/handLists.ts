/**
 * @packageDocumentation
 * Lists by hand. A hand is a 5-bit set of pieces (bit k: piece k of
 * `PIECES`); the solvers need, for each of the 32 hands, the things of its
 * pieces (shapes, words of a placement set) side by side. `handLists` lays
 * them out once, at load, in one flat array: the list of hand h is
 * `items[first[h] .. first[h + 1])`, pieces in hand-bit order.
 */

import { PIECES } from './board40.ts';

export interface HandLists {
  readonly first: Int32Array;
  readonly items: Int32Array;
}

/** Piece k owns the indices `pieceFirst[k] .. pieceFirst[k + 1]`; `item(i)` is what the list holds for index i. */
export function handLists(pieceFirst: ArrayLike<number>, item: (i: number) => number): HandLists {
  const hands = 1 << PIECES.length;
  const first = new Int32Array(hands + 1);
  const list: number[] = [];
  for (let h = 0; h < hands; h++) {
    first[h] = list.length;
    for (let k = 0; k < PIECES.length; k++) {
      if ((h >>> k) & 1) for (let i = pieceFirst[k]; i < pieceFirst[k + 1]; i++) list.push(item(i));
    }
  }
  first[hands] = list.length;
  return { first, items: Int32Array.from(list) };
}
