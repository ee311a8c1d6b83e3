/**
 * @packageDocumentation
 * What the Connect Four cells say about a position, as pure functions: a
 * score in words (the test sets' convention, `games/connect4/score.ts`), and
 * whose turn it is or how the game ended.
 */

import type { Connect4Position } from '../../engine/games/connect4/position.ts';
import { winningStone } from '../../engine/games/connect4/score.ts';

const PLAYERS = ['first player', 'second player'] as const;

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st. */
export const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** What a score means, in words. */
export function describeScore(p: Connect4Position, score: number): string {
  if (score === 0) return 'with best play on both sides, a draw';
  const winner = (score > 0 ? p.toMove : 1 - p.toMove) as 0 | 1;
  const stone = winningStone(p.layout.size, winner, score);
  return `with best play, the ${PLAYERS[winner]} wins with its ${ordinal(stone)} stone`;
}

/** Whose turn it is, or how the game ended. */
export function connect4Status(p: Connect4Position): string {
  if (p.won) return `Game over: the ${PLAYERS[(p.moves - 1) % 2]} connected ${p.layout.k}.`;
  if (p.isOver) return 'Game over: the board is full, a draw.';
  return `${p.moves} moves played; the ${PLAYERS[p.toMove]} is to move.`;
}
