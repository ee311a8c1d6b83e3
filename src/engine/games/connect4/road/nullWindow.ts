/**
 * @packageDocumentation
 * The road to perfect play, step 6: null windows. A search with the window
 * (m, m + 1) answers only "is the score above m?", and prunes far more than
 * a full window. A dichotomy on m finds the exact score in a few of them,
 * each reusing what the table learnt in the previous ones (Pascal Pons'
 * part 8).
 *
 * The loop is the site's own (`scoreFromProbes` in `../probes.ts`, the same
 * one its fast solver runs), which also tries m near 0 first, where most
 * scores lie; the search is step 5's. The bounds of the dichotomy hold every
 * score the side to move can get: from losing to the opponent's next stone,
 * -floor((W·H - n) / 2), to winning with its own, floor((W·H + 1 - n) / 2).
 *
 * **Nodes** count the calls of `negamax`, summed over all the null-window
 * searches of one position.
 */

import type { Connect4Position } from '../position.ts';
import { scoreFromProbes } from '../probes.ts';
import { lossNext, winNow } from '../score.ts';
import { BitBoard } from './bitBoard.ts';
import { TableSearch } from './tableAlphaBeta.ts';
import type { RoadRun } from './types.ts';

/** Solves `p` by null-window searches of step 5's alpha-beta, one table for all of them. */
export function solveNullWindow(p: Connect4Position): RoadRun {
  const search = new TableSearch(p.layout.width, p.layout.size);
  const b = BitBoard.from(p);
  const probe = (alpha: number, beta: number) => search.negamax(b, alpha, beta);
  const score = scoreFromProbes(lossNext(p.layout.size, p.moves), winNow(p.layout.size, p.moves), probe, false);
  return { score: score + 0, nodes: search.nodes };
}
