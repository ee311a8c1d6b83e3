/**
 * @packageDocumentation
 * The road to perfect play, steps 2 and 3: alpha-beta, then alpha-beta with
 * the centre columns first. Same board and same scores as step 1.
 *
 * Step 2, **alpha-beta**. The window (alpha, beta) says which scores still
 * matter to the callers above: as soon as one move reaches beta, the opponent
 * will not allow this position and the other moves are skipped. One more cut
 * comes free with the scoring: a side that cannot win with its next stone
 * wins at best with the one after, floor((W·H - 1 - n) / 2), so beta is
 * lowered to that before any move is tried. The root is searched with the
 * full window [-W·H/2, W·H/2], which holds every score.
 *
 * Step 3, **centre first**. Alpha-beta cuts the most when the best move comes
 * first, and a centre column lies on more lines than an edge column, so it
 * tends to be the better move. Same search, columns in the order 3 2 4 1 5 0 6
 * on 7×6 (`centreFirst` of `../layout.ts`) instead of left to right.
 *
 * Contract of `negamax(b, alpha, beta)` with v the exact score (fail-hard, as
 * in Pons' part 4): if the returned r is inside (alpha, beta), r = v; if
 * r <= alpha, v <= r; if r >= beta, v >= r.
 *
 * **Nodes** count the calls of `negamax`, the root included.
 */

import { centreFirst } from '../layout.ts';
import type { Connect4Position } from '../position.ts';
import { ArrayBoard } from './arrayBoard.ts';
import type { RoadRun } from './types.ts';

/** Columns left to right: 0 1 2 ... W-1 (step 2). */
const leftToRight = (width: number): number[] => [...Array(width).keys()];

/** Solves `p` by alpha-beta trying the columns in `order` (step 2: left to right, step 3: centre first). */
export function solveAlphaBeta(p: Connect4Position, order: readonly number[] = leftToRight(p.layout.width)): RoadRun {
  let nodes = 0;

  function negamax(b: ArrayBoard, alpha: number, beta: number): number {
    nodes++;
    if (b.moves === b.size) return 0;
    for (const c of order) {
      if (b.canPlay(c) && b.isWinningMove(c)) return (b.size + 1 - b.moves) >> 1;
    }
    const max = (b.size - 1 - b.moves) >> 1; // no win with the next stone
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

  const size = p.layout.size;
  const score = negamax(ArrayBoard.from(p), -(size >> 1), size >> 1);
  return { score: score + 0, nodes };
}

/** Step 3: alpha-beta with the centre columns first. */
export const solveCentreFirst = (p: Connect4Position): RoadRun => solveAlphaBeta(p, centreFirst(p.layout.width));
