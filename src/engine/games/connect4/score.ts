/**
 * @packageDocumentation
 * The exact score of a Connect Four position, in the convention of the public
 * test sets (Pascal Pons' benchmark): from the side to move, 0 for a draw, and
 * for a win the earlier the better,
 *
 *     score = floor((W·H + 2 - m) / 2)      m = 1-based ply of the winning stone,
 *
 * positive when the side to move wins, negative when it loses. On 7×6 that is
 * 22 minus the number of stones the winner has played. The fastest possible
 * win, with the side to move's next stone after `n` stones on the board, is
 * worth `winNow(size, n) = floor((W·H + 1 - n) / 2)`.
 *
 * The game's static evaluation (`evaluate.ts`) needs a scale where any
 * heuristic guess stays below any real result (the course's rule "the static
 * evaluation never exceeds v"), so it reports a finished game as
 * ±(`WIN_BASE` + exact score) and keeps guesses strictly inside ±`WIN_BASE`.
 * `exactFromEvaluation` turns such a value back into the exact score.
 */

import type { Score } from '../../core/score.ts';

/** Base of the evaluation scale for finished games; heuristics stay in (-WIN_BASE, WIN_BASE). */
export const WIN_BASE: Score = 10_000;

/** Score of a win whose winning stone is ply `m` (1-based) on a board of `size` cells. */
export const winScore = (size: number, m: number): Score => (size + 2 - m) >> 1;

/**
 * Which of the winner's stones wins, for a win worth `score` (either sign):
 * `winScore` read backwards. Player 0's j-th stone is ply 2j - 1, player 1's
 * is ply 2j.
 */
export const winningStone = (size: number, winner: 0 | 1, score: Score): number =>
  ((size + 3 - winner) >> 1) - Math.abs(score);

/** Score for the side to move if it wins with its very next stone, `moves` stones being on the board. */
export const winNow = (size: number, moves: number): Score => (size + 1 - moves) >> 1;

/** Score for the side to move if the opponent wins with its next stone. */
export const lossNext = (size: number, moves: number): Score => 0 - ((size - moves) >> 1);

/** The largest absolute score on a board of `size` cells. */
export const maxScore = (size: number): Score => (size + 1) >> 1;

/** The exact score behind an evaluation of a finished game (or 0 for a draw). */
export const exactFromEvaluation = (v: Score): Score => (v >= WIN_BASE ? v - WIN_BASE : v <= -WIN_BASE ? v + WIN_BASE : 0);
