/**
 * @packageDocumentation
 * The picture at a step, as plain records the SVG components only have to
 * draw: for each laid-out node its shape, state, text; for each edge its state,
 * move label and window. Everything that decides *what* is shown is here (and
 * tested here); the components decide only *how* it looks.
 */

import type { LaidOutNode, TreeLayout } from './layout.ts';
import { isInfinite, nodeState, PHASE, principalVariation, valueKind, type StepView } from './replay.ts';
import { toView, windowToView } from './perspective.ts';
import type { TraceModel } from './traceModel.ts';
import { formatScore, formatValue, formatWindow } from './format.ts';
import type { NodeState, Perspective, TreeSource } from './types.ts';

type ValueTone = 'none' | 'given' | 'provisional' | 'exact' | 'bound' | 'ghost';

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
  readonly label: string | undefined;
  /** On the principal variation (shown once the search is over). */
  readonly pv: boolean;
  /** Open: on the path from the root to the current node. */
  readonly onPath: boolean;
  readonly hiddenChildren: number;
  /** For a pruned stub: positions in the branch it cut. */
  readonly skipped: number;
  /** The window at the current node, when it has one (α and β as text). */
  readonly alpha: string | undefined;
  readonly beta: string | undefined;
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
  readonly window: string | undefined;
  /** The edge into a pruned stub: drawn dashed with a cut mark. */
  readonly cut: boolean;
}

export interface Picture {
  /** The layout drawn (a picture of another layout is never reused). */
  readonly layout: TreeLayout;
  /** What the picture was drawn from, so the next step can redraw only what changed. */
  readonly view?: StepView;
  readonly perspective?: Perspective;
  readonly blank?: boolean;
  readonly pv?: readonly number[];
  readonly currentIndex?: number;
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

/** What a node shows whatever the step: computed once per layout and perspective. */
interface StaticNode {
  readonly label: string | undefined;
  readonly given: string;
  readonly ghost: string;
  readonly move: string;
  readonly skipped: number;
}

interface Statics {
  readonly nodes: readonly StaticNode[];
  /** Layout index of each link's source and target. */
  readonly linkEnds: readonly (readonly [number, number])[];
  /** Layout index of each model node drawn (-1 when not drawn). */
  readonly drawn: Int32Array;
}

const staticCache = new WeakMap<TreeLayout, Map<string, Statics>>();

function staticsOf(ctx: PictureContext): Statics {
  const { layout, source, perspective, model } = ctx;
  let byPerspective = staticCache.get(layout);
  if (!byPerspective) staticCache.set(layout, (byPerspective = new Map()));
  const hit = byPerspective.get(perspective);
  if (hit) return hit;
  const index = new Map(layout.nodes.map((n, i) => [n.key, i]));
  const nodes = layout.nodes.map((n): StaticNode => {
    const given = source?.givenLeafValue(n.path);
    const parent = n.parent === null ? undefined : layout.byKey.get(n.parent);
    return {
      label: source?.label(n.path),
      given: given === undefined ? '' : formatScore(toView(given, n.player, perspective)),
      ghost: n.kind === 'ghost' && source && given === undefined ? formatScore(toView(source.value(n.path, n.depthLeft), n.player, perspective)) : '',
      move: n.move === null || !source || !parent ? '' : source.formatMove(parent.path, n.move),
      skipped: n.kind === 'pruned' && n.model >= 0 ? model.nodes[n.model].size : 0,
    };
  });
  const drawn = new Int32Array(model.nodes.length).fill(-1);
  layout.nodes.forEach((n, i) => {
    if (n.model >= 0) drawn[n.model] = i;
  });
  const out: Statics = { nodes, linkEnds: layout.links.map((l) => [index.get(l.source.key)!, index.get(l.target.key)!] as const), drawn };
  byPerspective.set(perspective, out);
  return out;
}

/** Shallow equality of two flat records (their fields are strings, numbers and booleans). */
function sameRecord(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  for (const k in y) if (!(k in x)) return false;
  return true;
}

/** Did anything the node shows change between two views? (Its own data; path, PV and current are checked apart.) */
function nodeDataChanged(a: StepView, b: StepView, n: LaidOutNode): boolean {
  if (n.model < 0) return a.phase[n.stub] !== b.phase[n.stub];
  const m = n.model;
  return a.phase[m] !== b.phase[m] || a.kind[m] !== b.kind[m] || !Object.is(a.value[m], b.value[m]) || (n.stub >= 0 && a.phase[n.stub] !== b.phase[n.stub]);
}

/**
 * The picture at this step. Pass the previous picture of the same layout as
 * `previous`: records of nodes and edges that did not change are reused as
 * they are (only the few nodes an event touches are rebuilt), so the SVG
 * components, which compare props by identity, redraw only what changed. The
 * result is the same as without `previous` (a test checks it).
 */
export function picture(ctx: PictureContext, view: StepView, previous?: Picture): Picture {
  const { model, layout, perspective } = ctx;
  const st = staticsOf(ctx);
  const reuse =
    previous &&
    previous.layout === layout &&
    previous.view &&
    previous.blank === !!ctx.blank &&
    previous.perspective === perspective &&
    previous.nodes.length === layout.nodes.length
      ? previous
      : undefined;
  const pv = ctx.showPV === false || ctx.blank ? [] : principalVariation(model, view);
  const pvNodes = new Set<number>(pv);
  const onPath = new Set<number>(ctx.blank ? [] : view.stack);
  let currentKey: string | undefined;
  let currentIndex = -1;
  if (!ctx.blank && view.current >= 0) {
    for (let k = view.current; k >= 0; k = model.nodes[k].parent) {
      if (st.drawn[k] >= 0) {
        currentIndex = st.drawn[k];
        currentKey = layout.nodes[currentIndex].key;
        break;
      }
    }
  }

  const build = (n: LaidOutNode, i: number): NodeDisplay => {
    const s = st.nodes[i];
    let state: NodeState;
    if (ctx.blank) state = 'unvisited';
    else if (i === currentIndex) state = 'current';
    else if (n.model >= 0) {
      const k = nodeState(view, n.model);
      state = k === 'current' ? 'visited' : k;
    } else state = view.phase[n.stub] === PHASE.pruned ? 'pruned' : 'unvisited';
    let value = '';
    let tone: ValueTone = 'none';
    if (!ctx.blank && n.model >= 0 && n.kind === 'searched' && view.kind[n.model] !== 0) {
      const kind = valueKind(view, n.model);
      value = formatValue(view.value[n.model], kind, n.player, perspective);
      tone = kind === 'exact' ? 'exact' : kind === 'best-so-far' ? 'provisional' : 'bound';
    } else if (s.given) {
      value = s.given;
      tone = 'given';
    } else if (!ctx.blank && state === 'pruned' && s.ghost) {
      value = s.ghost;
      tone = 'ghost';
    }
    const isCurrent = i === currentIndex && n.model >= 0;
    const a = isCurrent ? view.alpha[n.model] : NaN;
    const b = isCurrent ? view.beta[n.model] : NaN;
    const hasWindow = isCurrent && !Number.isNaN(a) && !Number.isNaN(b);
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
      label: s.label,
      pv: n.model >= 0 && pvNodes.has(n.model),
      onPath: n.model >= 0 && onPath.has(n.model),
      hiddenChildren: n.hiddenChildren,
      skipped: ctx.blank ? 0 : s.skipped, // an exercise must not say what is cut
      alpha: hasWindow ? formatScore(a) : undefined,
      beta: hasWindow ? formatScore(b) : undefined,
    };
  };

  // Which layout nodes may look different from the previous picture.
  let touched: Set<number> | undefined;
  if (reuse) {
    touched = new Set<number>();
    const add = (m: number) => {
      if (m >= 0 && st.drawn[m] >= 0) touched!.add(st.drawn[m]);
    };
    for (const m of reuse.view!.stack) add(m);
    for (const m of view.stack) add(m);
    for (const m of reuse.pv!) add(m);
    for (const m of pv) add(m);
    if (reuse.currentIndex! >= 0) touched.add(reuse.currentIndex!);
    if (currentIndex >= 0) touched.add(currentIndex);
  }
  const prevView = reuse?.view;
  const nodes: NodeDisplay[] = layout.nodes.map((n, i) => {
    const before = reuse?.nodes[i];
    if (before && !touched!.has(i) && !nodeDataChanged(prevView!, view, n)) return before;
    const d = build(n, i);
    return before && sameRecord(before, d) ? before : d;
  });

  const links: LinkDisplay[] = layout.links.map((l, j) => {
    const [si, ti] = st.linkEnds[j];
    const child = nodes[ti];
    const parent = nodes[si];
    const before = reuse?.links[j];
    if (before && child === reuse!.nodes[ti] && parent === reuse!.nodes[si]) return before;
    const t = l.target;
    let window: string | undefined;
    if (!ctx.blank && t.model >= 0 && onPath.has(t.model)) {
      const w = model.nodes[t.model].window;
      if (w) {
        const [a, b] = windowToView(w[0], w[1], t.player, perspective);
        if (!(isInfinite(a) && isInfinite(b)) || ti === currentIndex) window = formatWindow(a, b);
      }
    }
    const d: LinkDisplay = {
      key: t.key,
      x1: l.source.x,
      y1: l.source.y,
      x2: t.x,
      y2: t.y,
      state: child.state,
      pv: child.pv && parent.pv,
      onPath: child.onPath,
      move: st.nodes[ti].move,
      window,
      cut: t.kind === 'pruned',
    };
    return before && sameRecord(before, d) ? before : d;
  });

  return { layout, view, perspective, blank: !!ctx.blank, pv, currentIndex, nodes, links, ...(currentKey !== undefined ? { currentKey } : {}) };
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Above this many nodes, only what is on screen (and a margin around it) is drawn. */
const CULL_ABOVE = 1500;

/**
 * The part of a picture inside `rect` (tree coordinates) grown by `margin` on
 * every side: nodes whose centre is inside, edges whose box meets it. Records
 * keep their identity, so a pan that reveals more nodes redraws only those.
 * Small pictures are returned whole. The node `keep` is kept wherever it is
 * (the node in the keyboard's Tab order must exist to be reached).
 */
export function cullPicture(p: Picture, rect: Rect | undefined, margin = 60, keep?: string): Picture {
  if (!rect || p.nodes.length <= CULL_ABOVE) return p;
  const x0 = rect.x - margin;
  const x1 = rect.x + rect.width + margin;
  const y0 = rect.y - margin;
  const y1 = rect.y + rect.height + margin;
  const nodes = p.nodes.filter((n) => (n.x >= x0 && n.x <= x1 && n.y >= y0 && n.y <= y1) || n.key === keep);
  const links = p.links.filter((l) => Math.max(l.x1, l.x2) >= x0 && Math.min(l.x1, l.x2) <= x1 && Math.max(l.y1, l.y2) >= y0 && Math.min(l.y1, l.y2) <= y1);
  return { ...p, nodes, links };
}
