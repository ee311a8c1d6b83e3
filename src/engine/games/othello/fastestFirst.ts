/**
 * @packageDocumentation
 * Fastest-first move ordering for the generic searches on Othello: try
 * first the moves that leave the opponent the fewest replies. In an endgame
 * the best move is often one that takes the opponent's choices away (the
 * classic heuristic of endgame solvers, which `endgame.ts` refines with
 * corners, stability and parity), and a move that leaves few replies also
 * leaves a small subtree, so even a wrong guess is cheap.
 *
 * Replies are the opponent's legal squares after the move (a forced pass
 * counts as none). Ties keep the natural order, so the order is
 * deterministic. The children looked at here are not visits of the search:
 * they are not counted in its `nodes`.
 */

import { popcount32 } from '../../core/bits.ts';
import type { MoveOrder } from '../../search/types.ts';
import { moveSet, playMove, type Position } from './position.ts';
import { PASS } from './squares.ts';

/** The number of legal squares of the side to move. */
export function mobility(p: Position): number {
  const { lo, hi } = moveSet(p);
  return popcount32(lo) + popcount32(hi);
}

export const fastestFirst: MoveOrder<Position> = (_game, pos, moves) => {
  if (moves.length < 2 || moves[0] === PASS) return moves;
  const keyed = moves.map((m, i) => ({ m, i, replies: mobility(playMove(pos, m)) }));
  keyed.sort((a, b) => a.replies - b.replies || a.i - b.i);
  return keyed.map((k) => k.m);
};
