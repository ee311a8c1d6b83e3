/**
 * @packageDocumentation
 * What the Connect Four lesson's cells compute and say, as pure functions
 * (no DOM): values in words, the sides of a game between people and
 * computers, taking a move back, the course's example game, the rows of the
 * road table. The islands draw; this decides.
 */

import type { Connect4Position } from '../../engine/games/connect4/position.ts';
import { WIN_BASE, exactFromEvaluation, winningStone } from '../../engine/games/connect4/score.ts';
import { ordinal } from './connect4.ts';

/** A value as prose writes it: "+2", "0", "−3" (a real minus sign). */
export const signedValue = (v: number): string => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

/**
 * A Connect Four evaluation (from the side to move, `score.ts` scale) in
 * words: a proven result is "wins with its 9th stone" / "loses ..." / "a
 * draw", a guess is "a guess, +12".
 */
export function evaluationWords(p: Connect4Position, value: number): string {
  if (Math.abs(value) >= WIN_BASE) {
    const score = exactFromEvaluation(value);
    const winner = (score > 0 ? p.toMove : 1 - p.toMove) as 0 | 1;
    const stone = winningStone(p.layout.size, winner, score);
    return `${score > 0 ? 'wins' : 'loses'}: the ${winner === 0 ? 'first' : 'second'} player connects with its ${ordinal(stone)} stone`;
  }
  return `a guess, ${signedValue(value)}`;
}
