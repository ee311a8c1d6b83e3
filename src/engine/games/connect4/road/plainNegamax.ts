/**
 * @packageDocumentation
 * The road to perfect play, step 1: plain negamax. Every move is searched to
 * the end of the game; the score is exact, in the convention of the public
 * test sets (`../score.ts`): 0 for a draw, and for a win the earlier the
 * better, floor((W·H + 1 - n) / 2) when the side to move wins with its next
 * stone, n stones being on the board.
 *
 * The road follows Pascal Pons' tutorial "Solving Connect 4: how to build a
 * perfect AI" (blog.gamesolver.org), one idea per step; the code is written
 * anew for this site. One trick is already there, as in his part 3: before
 * searching any move, a node looks for a move that wins at once, and if there
 * is one, that is its score. The child is never searched, so a search never
 * meets a position that is already won.
 *
 * **Nodes** count the calls of `negamax`: every position searched, the root
 * included; a winning move found by the look-ahead is not a node.
 */

import type { Connect4Position } from '../position.ts';
import { ArrayBoard } from './arrayBoard.ts';
import type { RoadRun } from './types.ts';

/** Solves `p` (not over, no win already on the board) by plain negamax. */
export function solvePlainNegamax(p: Connect4Position): RoadRun {
  const W = p.layout.width;
  let nodes = 0;

  function negamax(b: ArrayBoard): number {
    nodes++;
    if (b.moves === b.size) return 0; // a full board: draw
    for (let c = 0; c < W; c++) {
      if (b.canPlay(c) && b.isWinningMove(c)) return (b.size + 1 - b.moves) >> 1;
    }
    let best = -b.size; // below any score
    for (let c = 0; c < W; c++) {
      if (!b.canPlay(c)) continue;
      const score = -negamax(b.play(c));
      if (score > best) best = score;
    }
    return best;
  }

  const score = negamax(ArrayBoard.from(p));
  return { score: score + 0, nodes };
}
