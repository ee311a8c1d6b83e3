/**
 * @packageDocumentation
 * The OCaml course's minimax (its exercise C1), written again on the course's
 * own pair of bitboards and numbering, and corrected, so that a lesson can put
 * the course's idea and a working version side by side.
 *
 * Same rules as the course: crosses maximise and noughts minimise, a won board
 * is worth +10 or -10 whatever the depth, the open-lines heuristic scores the
 * boards where the depth runs out, a full board is a draw. Two changes:
 * - it returns the move to play (and the line of play it expects), not the
 *   whole path of moves that led to the best leaf;
 * - it needs no "last move" to start from: the course's version reads the head
 *   of its list of moves on entry, which fails on the first call, whose list
 *   is empty.
 * Among equally good moves it keeps the first in the course's order (the free
 * cells from 8 down to 0); the course's fold keeps the last.
 *
 * The engine's generic `minimax` does the same search on any game; the tests
 * check that both give the same values.
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';
import { cellToBit, freeCells, openLinesEval, winner, type Bitboards } from './bitboards.ts';

export type CoursePlayer = 'cross' | 'nought';

/** The course's score of a won board: +10 when crosses have won, -10 when noughts have. */
const COURSE_WIN = 10;

export interface CourseChoice {
  /** The cell to play (course numbering), or null when the board is scored without a move. */
  readonly move: number | null;
  /** The value for crosses. */
  readonly score: number;
  /** The expected line of play, starting with `move`. */
  readonly line: readonly number[];
}

const place = (b: Bitboards, player: CoursePlayer, cell: number): Bitboards =>
  player === 'cross' ? { cross: b.cross | cellToBit(cell), nought: b.nought } : { cross: b.cross, nought: b.nought | cellToBit(cell) };

/** Minimax to `depth` plies with `player` to move; an error for a board with two winners. */
export function courseMinimax(board: Bitboards, depth: number, player: CoursePlayer): Result<CourseChoice> {
  const won = winner(board);
  if (!won.ok) return err(engineError('ERR_BOTH_WON', 'both sides have three in a row'));
  return ok(search(board, depth, player));
}

function search(board: Bitboards, depth: number, player: CoursePlayer): CourseChoice {
  const won = winner(board);
  if (won.ok && won.value === 'cross') return { move: null, score: COURSE_WIN, line: [] };
  if (won.ok && won.value === 'nought') return { move: null, score: -COURSE_WIN, line: [] };
  if (depth === 0) return { move: null, score: openLinesEval(board), line: [] };
  const free = freeCells(board);
  if (free.length === 0) return { move: null, score: 0, line: [] };

  const next: CoursePlayer = player === 'cross' ? 'nought' : 'cross';
  let best: CourseChoice | null = null;
  for (const cell of free) {
    const reply = search(place(board, player, cell), depth - 1, next);
    const better = best === null || (player === 'cross' ? reply.score > best.score : reply.score < best.score);
    if (better) best = { move: cell, score: reply.score, line: [cell, ...reply.line] };
  }
  return best as CourseChoice;
}
