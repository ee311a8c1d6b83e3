/**
 * @packageDocumentation
 * The game tree as a value grown on demand, after John Hughes' "Why functional
 * programming matters" and the Haskell course: `gameTree` describes the whole
 * (possibly infinite) tree, `prune` cuts it to a depth, and nothing is computed
 * until someone walks it. Haskell gets this from lazy evaluation; TypeScript
 * gets it from generators, which run only as far as their consumer asks.
 */

import type { Game } from '../core/game.ts';

export interface LazyTree<P> {
  readonly position: P;
  /** The children, generated one by one when iterated (and again on each iteration). */
  children(): Iterable<LazyTree<P>>;
}

/** The next positions of `pos`, one per legal move. */
export type Successors<P> = (pos: P) => Iterable<P>;

/** The whole tree below `pos`; `next` defaults to playing every legal move. */
export function gameTree<P>(game: Game<P>, pos: P, next?: Successors<P>): LazyTree<P> {
  const successors: Successors<P> =
    next ??
    function* (p: P) {
      for (const m of game.legalMoves(p)) yield game.play(p, m);
    };
  const grow = (p: P): LazyTree<P> => ({
    position: p,
    *children() {
      for (const child of successors(p)) yield grow(child);
    },
  });
  return grow(pos);
}

/** The first `depth` levels of `tree`: nodes at that depth get no children. */
export function prune<P>(tree: LazyTree<P>, depth: number): LazyTree<P> {
  return {
    position: tree.position,
    *children() {
      if (depth <= 0) return;
      for (const child of tree.children()) yield prune(child, depth - 1);
    },
  };
}

/** Number of nodes on each level of a (finite, or pruned) tree: [1, 9, 72, ...]. */
export function countPerLevel<P>(tree: LazyTree<P>): number[] {
  const counts: number[] = [];
  const walk = (t: LazyTree<P>, level: number) => {
    counts[level] = (counts[level] ?? 0) + 1;
    for (const c of t.children()) walk(c, level + 1);
  };
  walk(tree, 0);
  return counts;
}
