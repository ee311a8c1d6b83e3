/**
 * @packageDocumentation
 * Shallow pruning: the cutoff rule of the Pascal course (its `arbre`), which
 * compares a node only with its parent's best so far. Knuth and Moore (1975)
 * call it procedure F1 and the cutoffs it makes "shallow cutoffs"; full
 * alpha-beta (their F2, `alphaBeta.ts`) also cuts on bounds inherited from
 * further up the tree ("deep cutoffs"), and visits no more positions (the
 * tests check it on random trees). On trees of depth 3 or less there is no
 * room for a deep cutoff and the two visit the same positions.
 *
 * It is alpha-beta's own code (`alphaBeta.ts`, option `cutoffs: 'shallow'`)
 * with one expression changed: the window handed to a child. Alpha-beta
 * passes (-beta, -alpha), both bounds; shallow pruning passes (-INFINITY,
 * -alpha), only what this node already has, and forgets everything its
 * ancestors knew. A node's alpha therefore starts at -INFINITY everywhere but
 * at the root (where `options.alpha` may set it), and its beta is its
 * parent's best so far. One implementation, so the two can never drift
 * apart, and the same events for the visualiser.
 */

import type { Game } from '../core/game.ts';
import { alphaBeta } from './alphaBeta.ts';
import type { AlphaBetaOptions, SearchResult } from './types.ts';

/**
 * Searches `root` to `depth` plies with shallow cutoffs only. Same contract as
 * `alphaBeta` for the returned score s and the true value v (side to move):
 * - if alpha < s < beta, then s = v;
 * - if s <= alpha, then v <= s (fail-hard returns alpha);
 * - if s >= beta, then v >= s (fail-hard returns beta).
 * Precondition: alpha < beta.
 */
export function shallowPruning<P>(game: Game<P>, root: P, options: AlphaBetaOptions<P> = {}): SearchResult {
  return alphaBeta(game, root, { ...options, cutoffs: 'shallow' });
}
