/**
 * @packageDocumentation
 * The road to perfect play, step 7: never search a move that loses at once
 * (Pons' part 9). Steps 1 to 6 look for a winning move of their own at every
 * node, then search every move, including those that hand the opponent a
 * win on the next stone, only to find that out one level down. Here a node
 * computes the opponent's **winning cells** (`winningCells` of
 * `bitBoard.ts`) and keeps only the moves that do not lose at once
 * (`BitBoard.nonLosingMoves`): block the opponent's playable winning cell if
 * it has one (two: the game is lost, no search needed), and never play just
 * below one of its winning cells.
 *
 * The stones left then give a lower bound too: the opponent cannot win with
 * its next stone, so the worst is losing to the one after,
 * -floor((W·H - 2 - n) / 2); alpha is raised to it before any move.
 *
 * Precondition of `negamax`: the side to move cannot win with its next
 * stone. The root checks it (a win at once is scored without a search);
 * below, a move is searched only if it leaves the opponent, the child's side
 * to move, no win with its next stone. So the look-for-a-win loop of steps 1
 * to 6 is gone: it could never succeed.
 *
 * Moves are tried in the order given by `order` (centre first here; step 8
 * plugs in a better one). Same table and null windows as step 6.
 *
 * **Nodes** count the calls of `negamax`, summed over the null-window
 * searches; a root that wins at once costs no node.
 */

import { centreFirst } from '../layout.ts';
import type { Connect4Position } from '../position.ts';
import { scoreFromProbes } from '../probes.ts';
import { lossNext, winNow } from '../score.ts';
import { BitBoard, type Cells } from './bitBoard.ts';
import type { RoadRun } from './types.ts';
import { UpperBounds } from './upperBounds.ts';

/** The moves of `b` among the cells `next`, in the order to search them, as cells (one per column). */
export type MoveOrder = (b: BitBoard, next: Cells) => Cells[];

/** Centre columns first, as steps 3 to 6. */
function centreFirstOrder(width: number): MoveOrder {
  const order = centreFirst(width);
  return (b, next) => {
    const out: Cells[] = [];
    for (const c of order) {
      const lo = next.lo & b.shape.columnLo[c];
      const hi = next.hi & b.shape.columnHi[c];
      if ((lo | hi) !== 0) out.push({ lo, hi });
    }
    return out;
  };
}

export class NonLosingSearch {
  nodes = 0;
  readonly table = new UpperBounds();

  constructor(private readonly order: MoveOrder) {}

  negamax(b: BitBoard, alpha: number, beta: number): number {
    this.nodes++;
    const size = b.shape.size;
    const next = b.nonLosingMoves();
    if ((next.lo | next.hi) === 0) return 0 - ((size - b.moves) >> 1); // every move loses at once
    if (b.moves >= size - 2) return 0; // two cells left, no one can win: draw
    const min = 0 - ((size - 2 - b.moves) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    let max = (size - 1 - b.moves) >> 1;
    const key = b.key();
    const stored = this.table.get(key);
    if (stored !== undefined && stored < max) max = stored;
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    for (const move of this.order(b, next)) {
      const score = -this.negamax(b.playCell(move.lo, move.hi), -beta, -alpha);
      if (score >= beta) return score;
      if (score > alpha) alpha = score;
    }
    this.table.set(key, alpha);
    return alpha;
  }

  /** The exact score of `b` (not over): a win at once, or null-window searches. */
  solve(b: BitBoard): number {
    const size = b.shape.size;
    if (b.canWinNext()) return winNow(size, b.moves);
    const probe = (alpha: number, beta: number) => this.negamax(b, alpha, beta);
    return scoreFromProbes(lossNext(size, b.moves), winNow(size, b.moves), probe, false);
  }
}

/** Solves `p` with step 6's search minus the moves that lose at once, centre first. */
export function solveNonLosing(p: Connect4Position): RoadRun {
  const search = new NonLosingSearch(centreFirstOrder(p.layout.width));
  const score = search.solve(BitBoard.from(p));
  return { score: score + 0, nodes: search.nodes };
}
