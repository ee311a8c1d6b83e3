/**
 * @packageDocumentation
 * What the panels beside the tree say, as plain data: the counters (this
 * search against plain minimax on the same tree), the facts about the node
 * looked at (who moves, its state, value, window, what a pruned branch
 * skipped, its children to move to), and the code panel's line and local
 * variables. The views (components/explorer/) only lay these out.
 */

import { codePointOf, type CodeLines } from '../codeMarkers.ts';
import { formatScore, formatValue } from '../format.ts';
import type { LaidOutNode } from '../layout.ts';
import { toView, windowToView } from '../perspective.ts';
import { nodeState, valueKind, type StepView } from '../replay.ts';
import type { Recording } from '../searchRun.ts';
import type { TraceModel } from '../traceModel.ts';
import type { Algorithm, NodeState, Perspective } from '../types.ts';
import { captionWords } from '../../../i18n/captions.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { messages } from '../../../i18n/messages.ts';
import { formatNumber } from '../../../i18n/format.ts';

// --- counters -------------------------------------------------------------

interface CounterRow {
  readonly label: string;
  /** This search so far, by its end, and plain minimax on the same tree ('—': minimax has no such thing). */
  readonly now: number;
  readonly end: number;
  readonly minimax: number | '—';
}

export interface CountersSummary {
  /** The search's name as a column head ("Alpha-beta"). */
  readonly name: string;
  readonly rows: readonly CounterRow[];
  /** What pruning saved, for searches that prune (none for a truncated recording). */
  readonly saving?: string;
}

export function countersOf(view: StepView, final: StepView, recording: Recording, locale: Locale = 'en'): CountersSummary {
  const t = messages(locale).explorer;
  const c = view.counters;
  const f = final.counters;
  const mm = recording.minimax;
  const alg = recording.spec.algorithm;
  const name = t.searchNames[alg];
  const rows: CounterRow[] = [
    { label: t.visited, now: c.visited, end: f.visited, minimax: mm.nodes },
    { label: t.leaves, now: c.leaves, end: f.leaves, minimax: mm.leaves },
  ];
  const prunes = alg === 'alphabeta' || alg === 'shallow';
  if (prunes) {
    rows.push({ label: t.cutoffs, now: c.cutoffs, end: f.cutoffs, minimax: '—' });
    rows.push({ label: t.skippedRow, now: c.skipped, end: f.skipped, minimax: '—' });
  }
  if (recording.truncated || !prunes) return { name, rows };
  const saved = mm.nodes - f.visited;
  const n = (x: number) => formatNumber(locale, x);
  const saving = saved > 0 ? t.saving(name, n(f.visited), n(mm.nodes), n(Math.round((100 * saved) / mm.nodes))) : t.noSaving(name);
  return { name, rows, saving };
}

// --- the node panel ---------------------------------------------------------

interface NodeChip {
  readonly key: string;
  /** The move (or the child's label) and, once known, its value. */
  readonly text: string;
  readonly value: string;
  readonly state: NodeState;
}

export interface NodeFacts {
  /** The node's label ("B"), if the tree names it, and its name ("the position after X2"). */
  readonly label?: string;
  readonly name: string;
  /** Who moves ("a MAX node", "X to move", "a leaf"). */
  readonly role: string;
  /** Its state at this step, in words ("pruned", "not reached yet"). */
  readonly state: string;
  readonly value: string;
  readonly window: string;
  /** Positions a pruned branch skipped. */
  readonly skipped?: string;
  /** The true value of a node the search never computed (pruned or ghost). */
  readonly trueValue?: string;
  /** The position in the game's notation (games only), for its picture, and the move that led to it. */
  readonly position?: string;
  readonly last?: number;
  readonly parent: string | null;
  readonly children: readonly NodeChip[];
  /** The button that opens or folds the branch below, when there is one. */
  readonly toggle?: { readonly expanded: boolean; readonly text: string };
}

const valueText = (view: StepView, n: LaidOutNode, perspective: Perspective): string =>
  n.model >= 0 && n.kind === 'searched' && view.kind[n.model] !== 0 ? formatValue(view.value[n.model], valueKind(view, n.model), n.player, perspective) : '';

/** The node panel's facts about `node` at this step; `children`: its children drawn. */
export function nodeFacts(
  recording: Recording,
  view: StepView,
  node: LaidOutNode,
  perspective: Perspective,
  children: readonly LaidOutNode[],
  locale: Locale = 'en',
): NodeFacts {
  const t = messages(locale).explorer;
  const words = captionWords(locale);
  const { source, model } = recording;
  const label = source.label(node.path);
  const who = source.players[node.player];
  const isToy = recording.spec.game === 'toy';
  const searched = node.model >= 0 && node.kind === 'searched';
  const state = t.states[searched ? nodeState(view, node.model) : node.kind === 'searched' ? 'unvisited' : view.phase[node.stub] === 3 ? 'pruned' : 'unreached'];
  const position = source.position(node.path);
  const expanded = children.length > 0;
  return {
    ...(label ? { label } : {}),
    name: words.name(source.nodeRef(node.path)),
    role: node.isLeaf ? (isToy ? t.leafRole : t.endRole) : isToy ? words.nodeOf(who) : words.toMove(who),
    state,
    value: valueText(view, node, perspective),
    window:
      node.model >= 0 && !Number.isNaN(view.alpha[node.model]) && nodeState(view, node.model) !== 'unvisited'
        ? `α ${formatScore(view.alpha[node.model], locale)}, β ${formatScore(view.beta[node.model], locale)}`
        : '',
    ...(node.kind === 'pruned' && node.model >= 0 ? { skipped: t.positions(model.nodes[node.model].size) } : {}),
    ...(node.kind !== 'searched' ? { trueValue: formatScore(toView(source.value(node.path, node.depthLeft), node.player, perspective), locale) } : {}),
    ...(position ? { position } : {}),
    ...(node.move !== null ? { last: node.move } : {}),
    parent: node.parent,
    children: children.map((c) => ({
      key: c.key,
      text: source.label(c.path) ?? (c.move !== null ? source.formatMove(node.path, c.move) : '?'),
      value: valueText(view, c, perspective),
      state: c.model >= 0 && c.kind === 'searched' ? nodeState(view, c.model) : view.phase[c.stub] === 3 ? 'pruned' : 'unvisited',
    })),
    ...(node.hiddenChildren > 0 || expanded
      ? { toggle: { expanded, text: expanded ? t.toggle.hide : node.kind === 'searched' ? t.toggle.show : t.toggle.open } }
      : {}),
  };
}

// --- the code panel ---------------------------------------------------------

/** The listing's line for this step, and what the code does there. */
export function codeStep(view: StepView, model: TraceModel, lines: CodeLines | undefined, locale: Locale = 'en'): { readonly line?: number; readonly words?: string } {
  const t = messages(locale).explorer;
  const ev = view.event;
  const point = ev ? codePointOf(ev, model.events[view.step - 2]) : undefined;
  const line = point && lines ? lines[point] : undefined;
  return point && line ? { line, words: t.codePoints[point] } : {};
}

/**
 * The current node's variables as the code sees them: negamax values (for the
 * side to move) except in minimax, which works for MAX. The view holds them in
 * the reader's perspective; at a MIN node the two differ by a sign (and alpha
 * and beta swap).
 */
export function codeLocals(model: TraceModel, view: StepView, algorithm: Algorithm, perspective: Perspective): string {
  if (view.current < 0) return '';
  const i = view.stack.length > 0 ? view.stack[view.stack.length - 1] : view.current;
  const node = model.nodes[i];
  if (!node) return '';
  const codePerspective: Perspective = algorithm === 'minimax' ? 'max' : 'mover';
  // View values back to the side to move, then to the code's reading.
  const asCode = (v: number) => toView(toView(v, node.player, perspective), node.player, codePerspective);
  const parts = [`depthLeft = ${node.depthLeft === Infinity ? '∞' : node.depthLeft}`];
  const a = view.alpha[i];
  const b = view.beta[i];
  if ((algorithm === 'alphabeta' || algorithm === 'shallow') && !Number.isNaN(a)) {
    const [mover0, mover1] = windowToView(a, b, node.player, perspective);
    const [ca, cb] = windowToView(mover0, mover1, node.player, codePerspective);
    parts.push(`alpha = ${formatScore(ca)}`, `beta = ${formatScore(cb)}`);
  }
  if (view.kind[i] === 1) parts.push(`best = ${formatScore(asCode(view.value[i]))}`);
  return parts.join(' · ');
}
