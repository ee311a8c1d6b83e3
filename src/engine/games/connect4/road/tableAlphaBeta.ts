/**
 * @packageDocumentation
 * The road to perfect play, step 5: a transposition table. The same position
 * is reached by many move orders (`44` then `33`, or `33` then `44`), and
 * step 4 searches it again each time. Here every search that ends without a
 * cutoff stores what it proved, an **upper bound**: the returned alpha, which
 * the exact score cannot exceed (`alphaBeta.ts` states the contract). The
 * next visit reads it as a tighter `max` than the stones-left bound.
 *
 * The table (`upperBounds.ts`) maps the position's exact key
 * (`current + mask`) to the bound, so the node counts depend on the position
 * alone. Every solve starts with an empty one.
 *
 * As in Pascal Pons' part 7, only upper bounds are stored. `TableSearch` is
 * a class because step 6 runs the same search several times on one table.
 *
 * **Nodes** count the calls of `negamax`, the root included.
 */

import { centreFirst } from '../layout.ts';
import type { Connect4Position } from '../position.ts';
import { BitBoard } from './bitBoard.ts';
import type { RoadRun } from './types.ts';
import { UpperBounds } from './upperBounds.ts';

export class TableSearch {
  nodes = 0;
  /** Position key -> an upper bound of its score. */
  readonly table = new UpperBounds();
  private readonly order: readonly number[];
  private readonly size: number;

  constructor(readonly width: number, size: number) {
    this.order = centreFirst(width);
    this.size = size;
  }

  /** Alpha-beta with the table; contract of `alphaBeta.ts`. */
  negamax(b: BitBoard, alpha: number, beta: number): number {
    this.nodes++;
    const size = this.size;
    if (b.moves === size) return 0;
    for (const c of this.order) {
      if (b.canPlay(c) && b.isWinningMove(c)) return (size + 1 - b.moves) >> 1;
    }
    let max = (size - 1 - b.moves) >> 1;
    const key = b.key();
    const stored = this.table.get(key);
    if (stored !== undefined && stored < max) max = stored;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    for (const c of this.order) {
      if (!b.canPlay(c)) continue;
      const score = -this.negamax(b.play(c), -beta, -alpha);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    this.table.set(key, alpha);
    return alpha;
  }
}

/** Solves `p` by alpha-beta with a transposition table, full window. */
export function solveWithTable(p: Connect4Position): RoadRun {
  const search = new TableSearch(p.layout.width, p.layout.size);
  const size = p.layout.size;
  const score = search.negamax(BitBoard.from(p), -(size >> 1), size >> 1);
  return { score: score + 0, nodes: search.nodes };
}
