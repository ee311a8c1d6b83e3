import { describe, expect, test } from 'vitest';
import { layoutTree } from './layout.ts';
import { runSearch } from './searchRun.ts';
import { DEFAULT_SPEC } from './spec.ts';
import { treeItems, treeNeighbour } from './treeNav.ts';

function courseLayout(collapsed: ReadonlySet<string> = new Set()) {
  const r = runSearch({ ...DEFAULT_SPEC, position: '[[3 12 8] [2 4 6] [14 5 2]]', algorithm: 'minimax' });
  if (!r.ok) throw new Error(r.error.message);
  return layoutTree(r.value.model, r.value.source, { collapsed });
}

describe('moving around the drawn tree', () => {
  const layout = courseLayout();
  const root = layout.nodes[0].key;
  const [a, b, c] = layout.nodes.filter((n) => n.parent === root).map((n) => n.key);

  test('down to the first child, right and left along the siblings, up to the parent', () => {
    expect(treeNeighbour(layout, root, 'first-child')).toBe(a);
    expect(treeNeighbour(layout, a, 'next')).toBe(b);
    expect(treeNeighbour(layout, b, 'next')).toBe(c);
    expect(treeNeighbour(layout, c, 'next')).toBeUndefined();
    expect(treeNeighbour(layout, b, 'previous')).toBe(a);
    expect(treeNeighbour(layout, a, 'previous')).toBeUndefined();
    expect(treeNeighbour(layout, b, 'parent')).toBe(root);
    expect(treeNeighbour(layout, root, 'parent')).toBeUndefined();
    expect(treeNeighbour(layout, root, 'next')).toBeUndefined();
    const leaf = treeNeighbour(layout, a, 'first-child')!;
    expect(treeNeighbour(layout, leaf, 'first-child')).toBeUndefined();
    expect(treeNeighbour(layout, 'no such node', 'parent')).toBeUndefined();
  });

  test('each node’s level, place among its siblings and whether its children are shown', () => {
    const items = treeItems(layout);
    expect(items.get(root)).toEqual({ level: 1, posInSet: 1, setSize: 1, expanded: true });
    expect(items.get(c)).toEqual({ level: 2, posInSet: 3, setSize: 3, expanded: true });
    expect(items.get(treeNeighbour(layout, c, 'first-child')!)).toEqual({ level: 3, posInSet: 1, setSize: 3, expanded: undefined });
    const folded = courseLayout(new Set([b]));
    expect(treeItems(folded).get(b)?.expanded).toBe(false);
    expect(treeNeighbour(folded, b, 'first-child')).toBeUndefined();
    expect(treeItems(layout)).toBe(items);
  });
});
