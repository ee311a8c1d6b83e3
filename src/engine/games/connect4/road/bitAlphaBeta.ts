/**
 * @packageDocumentation
 * The road to perfect play, step 4: the search of step 3 on bitboards
 * (`bitBoard.ts`). Same tree, same move order, same node counts; each node
 * is cheaper: a move is three word operations per word instead of copying
 * a grid, and "does this move win?" is a few shifts and ANDs per direction
 * instead of a walk over up to 4 · 2(K - 1) cells (Pascal Pons' part 6).
 *
 * **Nodes** count the calls of `negamax`, the root included.
 */

import { centreFirst } from '../layout.ts';
import type { Connect4Position } from '../position.ts';
import { BitBoard } from './bitBoard.ts';
import type { RoadRun } from './types.ts';

/** Solves `p` by alpha-beta on bitboards, centre columns first. */
export function solveBitAlphaBeta(p: Connect4Position): RoadRun {
  const order = centreFirst(p.layout.width);
  const size = p.layout.size;
  let nodes = 0;

  function negamax(b: BitBoard, alpha: number, beta: number): number {
    nodes++;
    if (b.moves === size) return 0;
    for (const c of order) {
      if (b.canPlay(c) && b.isWinningMove(c)) return (size + 1 - b.moves) >> 1;
    }
    const max = (size - 1 - b.moves) >> 1;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    for (const c of order) {
      if (!b.canPlay(c)) continue;
      const score = -negamax(b.play(c), -beta, -alpha);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    return alpha;
  }

  const score = negamax(BitBoard.from(p), -(size >> 1), size >> 1);
  return { score: score + 0, nodes };
}
