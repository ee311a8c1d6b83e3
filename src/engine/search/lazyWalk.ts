/**
 * @packageDocumentation
 * Walking a lazy game tree (`lazyTree.ts`) one node at a time, so that the
 * consumer decides how far to go and when to pause.
 *
 * `countPerLevel` walks a whole tree in one call, with recursion. A page that
 * wants to count half a million nodes without freezing needs to stop every few
 * thousand nodes and let the browser draw: the walk below keeps its own stack
 * of child iterators, so it is itself a generator, and taking the next value
 * is the only way to make it do any work. The same idea answers "show me the
 * first few positions of level 7": only the nodes on the way to them are ever
 * grown.
 */

import type { LazyTree } from './lazyTree.ts';

/** The level of every node (0 for the root), in preorder, one node per `next()`. */
export function* levels<P>(tree: LazyTree<P>): Generator<number, void, undefined> {
  yield 0;
  const stack: Iterator<LazyTree<P>>[] = [tree.children()[Symbol.iterator]()];
  while (stack.length > 0) {
    const step = stack[stack.length - 1].next();
    if (step.done) {
      stack.pop();
      continue;
    }
    yield stack.length;
    stack.push(step.value.children()[Symbol.iterator]());
  }
}

/** The positions on level `depth` (0: the root), left to right, grown only as far as they are asked for. */
export function* atLevel<P>(tree: LazyTree<P>, depth: number): Generator<P, void, undefined> {
  if (depth === 0) {
    yield tree.position;
    return;
  }
  for (const child of tree.children()) yield* atLevel(child, depth - 1);
}
