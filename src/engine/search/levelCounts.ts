/**
 * @packageDocumentation
 * Counting a game tree level by level without walking it.
 *
 * A game tree repeats itself: tic-tac-toe's full tree has 549,946 nodes but
 * only 5,478 different boards, because many move orders reach the same board.
 * The number of nodes on level d is the number of move sequences of length d,
 * so it is enough to carry, level by level, each distinct position with the
 * number of paths that reach it: a child inherits the paths of its parent, and
 * equal children merge by adding their paths. The work is proportional to the
 * distinct positions, not to the nodes, which is what lets a page answer
 * "how many positions on level 8?" while the reader drags a slider.
 *
 * `countPerLevel` in `lazyTree.ts` walks the tree node by node and must give
 * the same numbers; the tests check that they do.
 */

import type { Key } from '../core/game.ts';

export interface LevelCounts {
  /** Nodes on each level of the tree (paths of that length), the root's level first. */
  readonly nodes: number[];
  /** Distinct positions on each level. */
  readonly distinct: number[];
}

/**
 * Counts the nodes per level of the tree that `next` grows from `root`, down to
 * `maxDepth` levels below the root (default: to the end). Positions with the
 * same `key` are merged; `next` must depend on the position only. Levels with
 * no node are left out, as in `countPerLevel`.
 */
export function countLevels<P>(root: P, next: (pos: P) => Iterable<P>, key: (pos: P) => Key, maxDepth = Infinity): LevelCounts {
  const nodes = [1];
  const distinct = [1];
  let level = new Map<Key, { pos: P; paths: number }>([[key(root), { pos: root, paths: 1 }]]);
  for (let d = 1; d <= maxDepth; d++) {
    const below = new Map<Key, { pos: P; paths: number }>();
    let total = 0;
    for (const { pos, paths } of level.values()) {
      for (const child of next(pos)) {
        const k = key(child);
        const seen = below.get(k);
        if (seen) seen.paths += paths;
        else below.set(k, { pos: child, paths });
        total += paths;
      }
    }
    if (below.size === 0) break;
    nodes.push(total);
    distinct.push(below.size);
    level = below;
  }
  return { nodes, distinct };
}
