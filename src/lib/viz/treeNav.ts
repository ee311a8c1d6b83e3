/**
 * @packageDocumentation
 * Moving around the drawn tree by keyboard, as a tree widget does (a roving
 * tabindex: one node is in the Tab order, the arrow keys move between nodes):
 * Up to the parent, Down to the first child drawn, Left and Right to the
 * previous and next sibling. And what a screen reader needs to place a node:
 * its level, its position among its siblings, whether it has children and
 * whether they are shown (`aria-level`, `aria-posinset`, `aria-setsize`,
 * `aria-expanded`). Pure, computed once per layout.
 */

import type { TreeLayout } from './layout.ts';

/** Where a node sits in the drawn tree, for `role="treeitem"`. */
export interface TreeItemInfo {
  /** 1 for the root. */
  readonly level: number;
  /** 1-based position among the siblings drawn. */
  readonly posInSet: number;
  readonly setSize: number;
  /** Undefined for a node without children; true when its children are drawn. */
  readonly expanded: boolean | undefined;
}

export type TreeMove = 'parent' | 'first-child' | 'previous' | 'next';

/** The arrow keys of a tree widget. */
export const TREE_KEYS: Readonly<Record<string, TreeMove>> = {
  ArrowUp: 'parent',
  ArrowDown: 'first-child',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
};

interface Index {
  readonly children: ReadonlyMap<string, readonly string[]>;
  readonly items: ReadonlyMap<string, TreeItemInfo>;
}

const cache = new WeakMap<TreeLayout, Index>();

function indexOf(layout: TreeLayout): Index {
  const hit = cache.get(layout);
  if (hit) return hit;
  const children = new Map<string, string[]>();
  for (const n of layout.nodes) {
    if (n.parent === null) continue;
    const list = children.get(n.parent);
    if (list) list.push(n.key);
    else children.set(n.parent, [n.key]);
  }
  const items = new Map<string, TreeItemInfo>();
  for (const n of layout.nodes) {
    const siblings = n.parent === null ? [n.key] : children.get(n.parent)!;
    const drawn = children.has(n.key);
    items.set(n.key, {
      level: n.ply + 1,
      posInSet: siblings.indexOf(n.key) + 1,
      setSize: siblings.length,
      expanded: drawn ? true : n.hiddenChildren > 0 ? false : undefined,
    });
  }
  const out = { children, items };
  cache.set(layout, out);
  return out;
}

/** Every drawn node's place in the tree, by key (the same map for the same layout). */
export const treeItems = (layout: TreeLayout): ReadonlyMap<string, TreeItemInfo> => indexOf(layout).items;

/** The node a move leads to from `key`, or undefined when there is none (the root has no parent...). */
export function treeNeighbour(layout: TreeLayout, key: string, move: TreeMove): string | undefined {
  const node = layout.byKey.get(key);
  if (!node) return undefined;
  const { children } = indexOf(layout);
  switch (move) {
    case 'parent':
      return node.parent ?? undefined;
    case 'first-child':
      return children.get(key)?.[0];
    case 'previous':
    case 'next': {
      if (node.parent === null) return undefined;
      const siblings = children.get(node.parent)!;
      return siblings[siblings.indexOf(key) + (move === 'next' ? 1 : -1)];
    }
  }
}
