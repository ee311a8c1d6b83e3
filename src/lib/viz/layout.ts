/**
 * @packageDocumentation
 * Where every node goes: the recorded tree (plus pruned stubs, plus any pruned
 * subtree the reader opened) through `d3.hierarchy` and `d3.tree().nodeSize()`.
 *
 * `nodeSize` rather than `size`: spacing stays fixed as the tree grows, so a
 * node keeps its size on screen whatever the tree, and zooming is left to the
 * viewer. The layout depends only on the tree and the expand/collapse sets:
 * never on the step, so nothing moves while the reader steps. Coordinates are
 * rounded to 1/1000 so the same input gives the same numbers everywhere.
 */

import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import type { Move, Player } from '../../engine/core/game.ts';
import type { TraceModel } from './traceModel.ts';
import type { TreeSource } from './types.ts';

type LayoutKind = 'searched' | 'pruned' | 'ghost';

export interface LaidOutNode {
  /** The `data-node-id`: a NodeId, `p<parent>.<move>` for a pruned stub, `p<parent>.<move>.<move>…` below it. */
  readonly key: string;
  /** Model index; -1 for a ghost (a node inside an opened pruned subtree, never part of the search). */
  readonly model: number;
  /** Model index of the pruned stub a node belongs to (a stub belongs to itself), -1 for searched nodes. */
  readonly stub: number;
  readonly kind: LayoutKind;
  readonly parent: string | null;
  readonly path: readonly Move[];
  readonly move: Move | null;
  readonly player: Player;
  readonly ply: number;
  readonly depthLeft: number;
  readonly x: number;
  readonly y: number;
  /** Children the tree has but does not draw (collapsed, or a pruned subtree not opened yet). */
  readonly hiddenChildren: number;
  /** True when the node has no children at all (game over, a leaf, or the depth limit). */
  readonly isLeaf: boolean;
}

interface LaidOutLink {
  readonly source: LaidOutNode;
  readonly target: LaidOutNode;
}

export interface TreeLayout {
  readonly nodes: readonly LaidOutNode[];
  readonly links: readonly LaidOutLink[];
  readonly byKey: ReadonlyMap<string, LaidOutNode>;
  /** Bounding box of node centres. */
  readonly extent: { readonly x0: number; readonly x1: number; readonly y0: number; readonly y1: number };
  readonly nodeSize: readonly [number, number];
}

export interface LayoutOptions {
  /** **expanded**: keys of pruned stubs and ghosts whose children are drawn; default none. */
  expanded?: ReadonlySet<string>;
  /** **collapsed**: keys of searched nodes whose children are hidden; default none. */
  collapsed?: ReadonlySet<string>;
  /** **maxPly**: searched nodes at this ply or deeper hide their children unless `expanded` names them; default none. */
  maxPly?: number;
  /** **expandAllPruned**: draw every pruned branch in full (exercise mode); default false. */
  expandAllPruned?: boolean;
  /** **nodeSize**: [horizontal, vertical] spacing in SVG units; default [52, 84]. */
  nodeSize?: readonly [number, number];
  /** **ghostLimit**: most ghost children drawn under one opened node; default 12. */
  ghostLimit?: number;
}

interface Item {
  key: string;
  model: number;
  stub: number;
  kind: LayoutKind;
  path: readonly Move[];
  move: Move | null;
  player: Player;
  ply: number;
  depthLeft: number;
  hiddenChildren: number;
  isLeaf: boolean;
  children?: Item[];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000 + 0; // + 0: no -0

const DEFAULT_NODE_SIZE: readonly [number, number] = [52, 84];

export function layoutTree(model: TraceModel, source: TreeSource | undefined, options: LayoutOptions = {}): TreeLayout {
  const expanded = options.expanded ?? new Set<string>();
  const collapsed = options.collapsed ?? new Set<string>();
  const nodeSize = options.nodeSize ?? DEFAULT_NODE_SIZE;
  const ghostLimit = options.ghostLimit ?? 12;
  const maxPly = options.maxPly ?? Infinity;
  const openAll = options.expandAllPruned ?? false;
  if (model.nodes.length === 0) {
    return { nodes: [], links: [], byKey: new Map(), extent: { x0: 0, x1: 0, y0: 0, y1: 0 }, nodeSize };
  }

  const ghostMoves = (path: readonly Move[], depthLeft: number): readonly Move[] => (source && depthLeft > 0 ? source.moves(path) : []);

  function ghostItem(parent: Item, move: Move): Item {
    const path = [...parent.path, move];
    const depthLeft = parent.depthLeft - 1;
    const moves = ghostMoves(path, depthLeft);
    const key = `${parent.key}.${move}`;
    const item: Item = {
      key,
      model: -1,
      stub: parent.stub,
      kind: 'ghost',
      path,
      move,
      player: source ? source.player(path) : ((1 - parent.player) as Player),
      ply: parent.ply + 1,
      depthLeft,
      hiddenChildren: 0,
      isLeaf: moves.length === 0,
    };
    openGhost(item, moves);
    return item;
  }

  function openGhost(item: Item, moves: readonly Move[]): void {
    if (moves.length === 0) return;
    if (!openAll && !expanded.has(item.key)) {
      item.hiddenChildren = moves.length;
      return;
    }
    const shown = openAll ? moves : moves.slice(0, ghostLimit);
    item.children = shown.map((m) => ghostItem(item, m));
    item.hiddenChildren = moves.length - shown.length;
  }

  function modelItem(i: number): Item {
    const n = model.nodes[i];
    // A pruned node is its own stub: the moves under it are ghosts (drawn, never searched).
    const node = (kind: Item['kind'], stub: number, isLeaf: boolean): Item => ({
      key: n.key,
      model: i,
      stub,
      kind,
      path: n.path,
      move: n.move,
      player: n.player,
      ply: n.ply,
      depthLeft: n.depthLeft,
      hiddenChildren: 0,
      isLeaf,
    });
    if (n.kind === 'pruned') {
      const moves = ghostMoves(n.path, n.depthLeft);
      const item = node('pruned', i, moves.length === 0);
      openGhost(item, moves);
      return item;
    }
    const item = node('searched', -1, n.children.length === 0 && n.leaf !== undefined);
    if (n.children.length > 0) {
      const hide = collapsed.has(n.key) || (n.ply >= maxPly && !expanded.has(n.key));
      if (hide) item.hiddenChildren = n.children.length;
      else item.children = n.children.map(modelItem);
    }
    return item;
  }

  // An explicit stack would be needed for trees thousands of plies deep; ours are at most a few dozen.
  const rootItem = modelItem(0);
  const root = hierarchy<Item>(rootItem, (d) => d.children);
  const laid = tree<Item>()
    .nodeSize([nodeSize[0], nodeSize[1]])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);

  const nodes: LaidOutNode[] = [];
  const byKey = new Map<string, LaidOutNode>();
  let x0 = Infinity;
  let x1 = -Infinity;
  let y1 = 0;
  laid.each((d: HierarchyPointNode<Item>) => {
    const it = d.data;
    const out: LaidOutNode = {
      key: it.key,
      model: it.model,
      stub: it.stub,
      kind: it.kind,
      parent: d.parent ? d.parent.data.key : null,
      path: it.path,
      move: it.move,
      player: it.player,
      ply: it.ply,
      depthLeft: it.depthLeft,
      x: round3(d.x),
      y: round3(d.y),
      hiddenChildren: it.hiddenChildren,
      isLeaf: it.isLeaf,
    };
    nodes.push(out);
    byKey.set(out.key, out);
    x0 = Math.min(x0, out.x);
    x1 = Math.max(x1, out.x);
    y1 = Math.max(y1, out.y);
  });
  const links: LaidOutLink[] = [];
  for (const n of nodes) if (n.parent !== null) links.push({ source: byKey.get(n.parent)!, target: n });
  return { nodes, links, byKey, extent: { x0, x1, y0: 0, y1 }, nodeSize };
}
