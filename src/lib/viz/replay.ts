/**
 * @packageDocumentation
 * The view at step k: what every node shows after the first k events. It is a
 * fold over `events[0..k)` and nothing else, so stepping back is exact and a
 * link to step 37 shows what stepping 37 times shows.
 *
 * Scrubbing a long recording must not refold from the start at every frame, so
 * a `Replayer` keeps the fold's state at regular checkpoints (and the last view
 * it gave) and folds only the events after the nearest one. The result is the
 * same as `foldView(model, k)`, which the tests check step by step.
 *
 * Per-node data lives in typed arrays indexed like `model.nodes`: a 5,000-node
 * view is a few flat arrays, cheap to copy at every step, and a new view is a
 * new object so components can compare by identity.
 */

import { boundToView, toView, windowToView } from './perspective.ts';
import { INFINITY } from '../../engine/core/score.ts';
import type { SearchEvent } from '../../engine/search/trace.ts';
import type { TraceModel } from './traceModel.ts';
import type { NodeState, Perspective, ValueKind } from './types.ts';

/** Per-node phase: not reached yet, entered (on the current path), finished, skipped by a cutoff. */
export const PHASE = { unvisited: 0, open: 1, done: 2, pruned: 3 } as const;
const KINDS: readonly ValueKind[] = ['none', 'best-so-far', 'exact', 'lower', 'upper'];
const KIND = { none: 0, 'best-so-far': 1, exact: 2, lower: 3, upper: 4 } as const;

interface Counters {
  /** Positions entered so far (the root included). */
  visited: number;
  /** Positions scored by the evaluation (leaf events). */
  leaves: number;
  /** Cutoffs so far. */
  cutoffs: number;
  /** Positions inside the branches pruned so far. */
  skipped: number;
  /** Transposition-table probes that settled a node. */
  ttCutoffs: number;
}

export interface StepView {
  readonly step: number;
  readonly total: number;
  /** Model index of the node of the last event shown, -1 at step 0. */
  readonly current: number;
  /** The last event shown (`events[step - 1]`). */
  readonly event: SearchEvent | undefined;
  readonly phase: Uint8Array;
  /** Values in the view's perspective; NaN when nothing is known. */
  readonly value: Float64Array;
  readonly kind: Uint8Array;
  /** The current window of open nodes (after their raises), in the view's perspective; NaN without a window. */
  readonly alpha: Float64Array;
  readonly beta: Float64Array;
  /** Best move so far at each node, -1 for none. */
  readonly best: Int32Array;
  /** Open nodes from the root down to the deepest one. */
  readonly stack: readonly number[];
  readonly counters: Readonly<Counters>;
}

interface FoldState {
  step: number;
  current: number;
  phase: Uint8Array;
  value: Float64Array;
  kind: Uint8Array;
  alpha: Float64Array;
  beta: Float64Array;
  best: Int32Array;
  stack: number[];
  counters: Counters;
}

function emptyState(n: number): FoldState {
  return {
    step: 0,
    current: -1,
    phase: new Uint8Array(n),
    value: new Float64Array(n).fill(NaN),
    kind: new Uint8Array(n),
    alpha: new Float64Array(n).fill(NaN),
    beta: new Float64Array(n).fill(NaN),
    best: new Int32Array(n).fill(-1),
    stack: [],
    counters: { visited: 0, leaves: 0, cutoffs: 0, skipped: 0, ttCutoffs: 0 },
  };
}

function copyState(s: FoldState): FoldState {
  return {
    step: s.step,
    current: s.current,
    phase: s.phase.slice(),
    value: s.value.slice(),
    kind: s.kind.slice(),
    alpha: s.alpha.slice(),
    beta: s.beta.slice(),
    best: s.best.slice(),
    stack: s.stack.slice(),
    counters: { ...s.counters },
  };
}

const shownBound = (bound: 'lower' | 'upper' | 'exact', player: number, perspective: Perspective): ValueKind => boundToView(bound, player, perspective);

function setWindow(s: FoldState, i: number, a: number | undefined, b: number | undefined, player: number, perspective: Perspective): void {
  if (a === undefined || b === undefined) return;
  [s.alpha[i], s.beta[i]] = windowToView(a, b, player, perspective);
}

function apply(model: TraceModel, s: FoldState, e: number, perspective: Perspective): void {
  const ev = model.events[e];
  const i = model.eventNode[e];
  s.step = e + 1;
  if (i < 0) return;
  s.current = i;
  const node = model.nodes[i];
  const score = model.eventScore[e];
  switch (ev.type) {
    case 'enter':
      s.phase[i] = PHASE.open;
      s.stack.push(i);
      s.counters.visited++;
      setWindow(s, i, ev.alpha, ev.beta, node.player, perspective);
      break;
    case 'leaf':
      s.counters.leaves++;
      s.value[i] = toView(score, node.player, perspective);
      s.kind[i] = KIND.exact;
      break;
    case 'tt':
      if (ev.cutoff && ev.score !== undefined && ev.bound !== undefined && node.ply > 0) s.counters.ttCutoffs++;
      break;
    case 'raise':
      s.value[i] = toView(score, node.player, perspective);
      s.kind[i] = KIND['best-so-far'];
      s.best[i] = ev.move;
      setWindow(s, i, ev.alpha, ev.beta, node.player, perspective);
      break;
    case 'cutoff': {
      s.counters.cutoffs++;
      setWindow(s, i, ev.alpha, ev.beta, node.player, perspective);
      for (const stub of model.stubsAt.get(e) ?? []) {
        s.phase[stub] = PHASE.pruned;
        s.counters.skipped += model.nodes[stub].size;
      }
      break;
    }
    case 'exit':
      s.phase[i] = PHASE.done;
      s.value[i] = toView(score, node.player, perspective);
      s.kind[i] = KIND[shownBound(ev.bound, node.player, perspective)];
      s.best[i] = ev.best ?? -1;
      if (s.stack[s.stack.length - 1] === i) s.stack.pop();
      break;
  }
}

function freeze(model: TraceModel, s: FoldState): StepView {
  return {
    step: s.step,
    total: model.events.length,
    current: s.current,
    event: s.step > 0 ? model.events[s.step - 1] : undefined,
    phase: s.phase,
    value: s.value,
    kind: s.kind,
    alpha: s.alpha,
    beta: s.beta,
    best: s.best,
    stack: s.stack,
    counters: s.counters,
  };
}

const clampStep = (model: TraceModel, k: number): number => Math.max(0, Math.min(model.events.length, Math.floor(k)));

/** The reference definition: fold the first k events from nothing. */
export function foldView(model: TraceModel, k: number, perspective: Perspective = 'max'): StepView {
  const s = emptyState(model.nodes.length);
  const end = clampStep(model, k);
  for (let e = 0; e < end; e++) apply(model, s, e, perspective);
  return freeze(model, s);
}

/** Gives `foldView(model, k)` for any k, quickly, in any order of requests. */
export class Replayer {
  private readonly checkpoints: FoldState[] = [];
  private readonly every: number;
  private last: FoldState;

  constructor(
    readonly model: TraceModel,
    readonly perspective: Perspective = 'max',
    every?: number,
  ) {
    const n = model.events.length;
    this.every = every ?? Math.max(256, Math.ceil(n / 32));
    const s = emptyState(model.nodes.length);
    this.checkpoints.push(copyState(s));
    for (let e = 0; e < n; e++) {
      apply(model, s, e, perspective);
      if ((e + 1) % this.every === 0) this.checkpoints.push(copyState(s));
    }
    this.last = this.checkpoints[0];
  }

  get total(): number {
    return this.model.events.length;
  }

  at(k: number): StepView {
    const step = clampStep(this.model, k);
    const cp = this.checkpoints[Math.min(this.checkpoints.length - 1, Math.floor(step / this.every))];
    const from = this.last.step <= step && this.last.step >= cp.step ? this.last : cp;
    const s = copyState(from);
    for (let e = from.step; e < step; e++) apply(this.model, s, e, this.perspective);
    this.last = s; // never mutated: the next request copies it first
    return freeze(this.model, s);
  }
}

/** What node `i` shows at this step: the `data-state` of its SVG element. */
export function nodeState(view: StepView, i: number): NodeState {
  if (i === view.current) return 'current';
  const p = view.phase[i];
  return p === PHASE.pruned ? 'pruned' : p === PHASE.unvisited ? 'unvisited' : 'visited';
}

export const valueKind = (view: StepView, i: number): ValueKind => KINDS[view.kind[i]];

/** The principal variation once the root is finished: model indices from the root along the best moves. */
export function principalVariation(model: TraceModel, view: StepView): number[] {
  if (model.nodes.length === 0 || view.phase[0] !== PHASE.done) return [];
  const line = [0];
  let i = 0;
  for (;;) {
    const move = view.best[i];
    if (move < 0) break;
    const child = model.nodes[i].children.find((c) => model.nodes[c].kind === 'searched' && model.nodes[c].move === move);
    if (child === undefined || view.phase[child] !== PHASE.done) break;
    line.push(child);
    i = child;
  }
  return line;
}

/** True when a score is one of the window's infinite ends. */
export const isInfinite = (x: number): boolean => Math.abs(x) >= INFINITY;
