/**
 * @packageDocumentation
 * What the Connect Four cells say about a position, as pure functions: a
 * score in words (the test sets' convention, `games/connect4/score.ts`), and
 * whose turn it is or how the game ended, in the words of a language
 * (src/i18n/messages/connect4).
 */

import type { Connect4Position } from '../../engine/games/connect4/position.ts';
import { winningStone } from '../../engine/games/connect4/score.ts';
import type { Connect4Words } from '../../i18n/messages/connect4/en.ts';
import { messages } from '../../i18n/messages.ts';


/** What a score means, in words (English unless given the words of another language). */
export function describeScore(p: Connect4Position, score: number, t: Connect4Words = messages().connect4): string {
  if (score === 0) return t.draw;
  const winner = (score > 0 ? p.toMove : 1 - p.toMove) as 0 | 1;
  const stone = winningStone(p.layout.size, winner, score);
  return t.winsWith(t.players[winner], t.ordinal(stone));
}

/** Whose turn it is, or how the game ended. */
export function connect4Status(p: Connect4Position, t: Connect4Words = messages().connect4): string {
  if (p.won) return t.connected(t.players[(p.moves - 1) % 2], p.layout.k);
  if (p.isOver) return t.full;
  return t.toMove(p.moves, t.players[p.toMove]);
}
