/**
 * @packageDocumentation
 * The road to perfect play, step 8: a better move order (Pons' part 10).
 * Alpha-beta cuts the most when a refuting move comes first, and in Connect
 * Four the moves that refute are the ones that **create threats**: a move is
 * scored by the number of winning cells (`winningCells` of `bitBoard.ts`)
 * the mover has after it, and the moves are searched best score first. Ties
 * keep the centre-first order of step 3. Everything else is step 7.
 *
 * The site's solver (`../bitSolver.ts`) is this step plus two refinements:
 * the move that caused a cutoff is kept in the table and tried first, and a
 * node looks up its children's bounds before searching them (an "enhanced
 * transposition cutoff"); its table is typed arrays, not a `Map`.
 *
 * **Nodes** count the calls of `negamax`, as in step 7.
 */

import { centreFirst } from '../layout.ts';
import type { Connect4Position } from '../position.ts';
import { BitBoard } from './bitBoard.ts';
import { NonLosingSearch, type MoveOrder } from './nonLosing.ts';
import type { RoadRun } from './types.ts';

/** Most threats created first; among equals, centre first. */
function threatOrder(width: number): MoveOrder {
  const order = centreFirst(width);
  return (b, next) => {
    const scored: { lo: number; hi: number; threats: number }[] = [];
    for (const c of order) {
      const lo = next.lo & b.shape.columnLo[c];
      const hi = next.hi & b.shape.columnHi[c];
      if ((lo | hi) !== 0) scored.push({ lo, hi, threats: b.threatsAfter(lo, hi) });
    }
    // Array.prototype.sort is stable: equal scores keep the centre-first order.
    return scored.sort((x, y) => y.threats - x.threats);
  };
}

/** Solves `p` as step 7 does, with the moves sorted by the threats they create. */
export function solveThreatOrder(p: Connect4Position): RoadRun {
  const search = new NonLosingSearch(threatOrder(p.layout.width));
  const score = search.solve(BitBoard.from(p));
  return { score: score + 0, nodes: search.nodes };
}
