/**
 * @packageDocumentation
 * The picture at a step, as plain records the SVG components only have to
 * draw: for each laid-out node its shape, state, text; for each edge its state,
 * move label and window. Everything that decides *what* is shown is here (and
 * tested here); the components decide only *how* it looks.
 */

import type { LaidOutNode, TreeLayout } from './layout.ts';
import { isInfinite, nodeState, PHASE, principalVariation, shown, valueKind, type StepView } from './replay.ts';
import type { TraceModel } from './traceModel.ts';
import { formatScore, formatValue, formatWindow } from './format.ts';
import type { NodeState, Perspective, TreeSource } from './types.ts';

export type ValueTone = 'none' | 'given' | 'provisional' | 'exact' | 'bound' | 'ghost';

export interface NodeDisplay {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  /** Who moves: `max` (player 0) is drawn as an up triangle, `min` (player 1) as a down triangle. */
  readonly role: 'max' | 'min';
  /** A leaf is drawn as a square, whoever is to move there. */
  readonly leaf: boolean;
  readonly state: NodeState;
  /** Searched by the algorithm, a pruned stub, or a ghost inside an opened pruned branch. */
  readonly kind: LaidOutNode['kind'];
  readonly value: string;
  readonly tone: ValueTone;
  readonly label?: string;
  /** On the principal variation (shown once the search is over). */
  readonly pv: boolean;
  /** Open: on the path from the root to the current node. */
  readonly onPath: boolean;
  readonly hiddenChildren: number;
  /** For a pruned stub: positions in the branch it cut. */
  readonly skipped: number;
  /** The window at the current node, when it has one: "α 26 · β 31". */
  readonly window?: { readonly alpha: string; readonly beta: string };
}

export interface LinkDisplay {
  readonly key: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly state: NodeState;
  readonly pv: boolean;
  readonly onPath: boolean;
  /** The move label ("2", "X4"). */
  readonly move: string;
  /** The window the child was entered with, shown while the child is open: "(26, 31)". */
  readonly window?: string;
  /** The edge into a pruned stub: drawn dashed with a cut mark. */
  readonly cut: boolean;
}

export interface Picture {
  readonly nodes: readonly NodeDisplay[];
  readonly links: readonly LinkDisplay[];
  /** Key of the node drawn as current (the current node, or its collapsed ancestor). */
  readonly currentKey?: string;
}

export interface PictureContext {
  readonly model: TraceModel;
  readonly layout: TreeLayout;
  readonly source?: TreeSource;
  readonly perspective: Perspective;
  /** Show the principal variation (default: when the root is done). */
  readonly showPV?: boolean;
  /** Exercise mode: hide everything the search found (values, states), keep the given leaf values. */
  readonly blank?: boolean;
}

export function picture(ctx: PictureContext, view: StepView): Picture {
  const { model, layout, source, perspective } = ctx;
  const pvNodes = new Set<number>(ctx.showPV === false || ctx.blank ? [] : principalVariation(model, view));
  const onPath = new Set<number>(ctx.blank ? [] : view.stack);
  let currentKey: string | undefined;
  if (!ctx.blank && view.current >= 0) {
    for (let k = view.current; k >= 0; k = model.nodes[k].parent) {
      if (layout.byKey.has(model.nodes[k].key)) {
        currentKey = model.nodes[k].key;
        break;
      }
    }
  }

  const stateOf = (n: LaidOutNode): NodeState => {
    if (ctx.blank) return 'unvisited';
    if (n.key === currentKey) return 'current';
    if (n.model >= 0) {
      const s = nodeState(view, n.model);
      return s === 'current' ? 'visited' : s;
    }
    return view.phase[n.stub] === PHASE.pruned ? 'pruned' : 'unvisited';
  };

  const nodes: NodeDisplay[] = layout.nodes.map((n) => {
    const state = stateOf(n);
    let value = '';
    let tone: ValueTone = 'none';
    const given = source?.givenLeafValue(n.path);
    if (!ctx.blank && n.model >= 0 && n.kind === 'searched' && view.kind[n.model] !== 0) {
      const kind = valueKind(view, n.model);
      value = formatValue(view.value[n.model], kind, n.player, perspective);
      tone = kind === 'exact' ? 'exact' : kind === 'best-so-far' ? 'provisional' : 'bound';
    } else if (given !== undefined) {
      value = formatScore(shown(given, n.player, perspective));
      tone = 'given';
    } else if (!ctx.blank && n.kind !== 'searched' && state === 'pruned' && source && n.kind === 'ghost') {
      value = formatScore(shown(source.value(n.path, n.depthLeft), n.player, perspective));
      tone = 'ghost';
    }
    const isCurrent = n.key === currentKey && n.model >= 0;
    const a = isCurrent ? view.alpha[n.model] : NaN;
    const b = isCurrent ? view.beta[n.model] : NaN;
    return {
      key: n.key,
      x: n.x,
      y: n.y,
      role: n.player === 0 ? 'max' : 'min',
      leaf: n.isLeaf,
      state,
      kind: n.kind,
      value,
      tone,
      ...(source?.label(n.path) ? { label: source.label(n.path) } : {}),
      pv: n.model >= 0 && pvNodes.has(n.model),
      onPath: n.model >= 0 && onPath.has(n.model),
      hiddenChildren: n.hiddenChildren,
      skipped: n.kind === 'pruned' && n.model >= 0 ? model.nodes[n.model].size : 0,
      ...(isCurrent && !Number.isNaN(a) && !Number.isNaN(b) ? { window: { alpha: formatScore(a), beta: formatScore(b) } } : {}),
    };
  });

  const byKey = new Map(nodes.map((d) => [d.key, d]));
  const links: LinkDisplay[] = layout.links.map(({ source: s, target: t }) => {
    const child = byKey.get(t.key)!;
    const parent = byKey.get(s.key)!;
    let window: string | undefined;
    if (!ctx.blank && t.model >= 0 && onPath.has(t.model)) {
      const w = model.nodes[t.model].window;
      if (w) {
        const [a, b] = perspective === 'max' && t.player === 1 ? [0 - w[1], 0 - w[0]] : [w[0], w[1]];
        if (!(isInfinite(a) && isInfinite(b)) || t.key === currentKey) window = formatWindow(a, b);
      }
    }
    return {
      key: t.key,
      x1: s.x,
      y1: s.y,
      x2: t.x,
      y2: t.y,
      state: child.state === 'current' ? 'current' : child.state,
      pv: child.pv && parent.pv,
      onPath: child.onPath,
      move: t.move === null || !source ? '' : source.formatMove(s.path, t.move),
      ...(window ? { window } : {}),
      cut: t.kind === 'pruned',
    };
  });

  return { nodes, links, ...(currentKey !== undefined ? { currentKey } : {}) };
}
