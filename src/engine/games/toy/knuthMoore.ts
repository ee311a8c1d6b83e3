/**
 * @packageDocumentation
 * How much move ordering matters to alpha-beta, measured on uniform trees
 * (`uniform.ts`) and set against Knuth and Moore's minimal tree.
 *
 * Knuth and Moore (1975) showed that on a uniform tree of branching b and
 * depth d with distinct leaf values, proving the root's value takes at least
 * b^ceil(d/2) + b^floor(d/2) - 1 leaves (a strategy for MAX that guarantees
 * the value, one for MIN that holds it there, sharing one leaf), and that
 * alpha-beta looks at exactly that many when every node tries its best move
 * first.
 *
 * In the worst order the shallow rule (`shallowPruning.ts`) never cuts and
 * reads all b^d leaves: each child ends up better for its parent than its
 * elder siblings, so no node ever crosses the bound its parent sets.
 * Alpha-beta still saves a few
 * leaves from depth 4 on, because a deep cutoff compares with a bound from
 * three plies up, which that order does not spoil. On trees of depth 3 or
 * less there is no room for a deep cutoff, so the two searches are the same
 * and the worst order reads every leaf.
 *
 * "Best first" and "worst first" use an oracle: each node's children are
 * sorted by their exact value, computed beforehand by a full search. It is
 * the best (and the worst) that any real ordering heuristic can do.
 */

import type { Game, Key } from '../../core/game.ts';
import type { Score } from '../../core/score.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { orderByChildScore } from '../../search/ordering.ts';
import type { AlphaBetaOptions, SearchResult } from '../../search/types.ts';
import { toyGame, type ToyPosition } from './toy.ts';
import { uniformTree, type UniformTreeOptions } from './uniform.ts';

/** Leaves of Knuth and Moore's minimal tree: b^ceil(d/2) + b^floor(d/2) - 1. */
export const minimalTreeLeaves = (branching: number, depth: number): number =>
  branching ** Math.ceil(depth / 2) + branching ** Math.floor(depth / 2) - 1;

/** A search with alpha-beta's signature (`alphaBeta`, `shallowPruning`). */
export type WindowSearch = <P>(game: Game<P>, root: P, options?: AlphaBetaOptions<P>) => SearchResult;

export interface OrderingLeaves {
  /** Knuth and Moore's lower bound, reached with perfect ordering. */
  readonly minimal: number;
  /** b^d: every leaf of the tree. */
  readonly all: number;
  /** Leaves the search visits in the tree's own order. */
  readonly natural: number;
  /** ... with each node's best child first (the oracle's perfect order). */
  readonly bestFirst: number;
  /** ... with each node's worst child first. */
  readonly worstFirst: number;
}

/** Exact negamax values of every node of a finite game tree, by key. */
function exactValues<P>(game: Game<P>, root: P): Map<Key, Score> {
  const values = new Map<Key, Score>();
  const visit = (pos: P): Score => {
    const moves = game.legalMoves(pos);
    let v: Score;
    if (moves.length === 0) v = game.evaluate(pos);
    else {
      v = -Infinity;
      for (const m of moves) v = Math.max(v, 0 - visit(game.play(pos, m)));
    }
    values.set(game.key(pos), v);
    return v;
  };
  visit(root);
  return values;
}

/**
 * Leaves visited by `search` (alpha-beta by default, full window) on the
 * seeded uniform tree of `branching` and `depth`, in three move orders.
 */
export function orderingLeaves(tree: UniformTreeOptions, search: WindowSearch = alphaBeta): OrderingLeaves {
  const game = toyGame(uniformTree(tree));
  const root = game.initial();
  const values = exactValues(game, root);
  const exact = (g: Game<ToyPosition>, child: ToyPosition): Score => values.get(g.key(child))!;
  const leaves = (options: AlphaBetaOptions<ToyPosition>) => search(game, root, options).stats.leaves;
  return {
    minimal: minimalTreeLeaves(tree.branching, tree.depth),
    all: tree.branching ** tree.depth,
    natural: leaves({}),
    bestFirst: leaves({ order: orderByChildScore(exact, 'best-first') }),
    worstFirst: leaves({ order: orderByChildScore(exact, 'worst-first') }),
  };
}
