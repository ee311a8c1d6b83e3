/**
 * @packageDocumentation
 * One sentence or two, in plain words, for every event a search reports: what
 * just happened and why it matters ("β = 26 ≤ α = 30: MAX already has 30
 * elsewhere, so it will steer play away from D; the 2 remaining children of D cannot
 * change the result: pruned").
 *
 * Captions read values in the view's perspective (see `Perspective`): in the
 * `max` picture α is what MAX is already sure of and β what MIN is sure of; in
 * the `mover` picture they are negamax's alpha and beta for the side to move.
 * The caption of step k uses the first k events and the static model only.
 */

import type { StepView } from './replay.ts';
import { isInfinite } from './replay.ts';
import { toView } from './perspective.ts';
import type { TraceModel } from './traceModel.ts';
import { formatScore, formatWindow, ordinal, plural } from './format.ts';
import type { Perspective, TreeSource } from './types.ts';

type CaptionTone = 'start' | 'enter' | 'leaf' | 'raise' | 'cutoff' | 'exit' | 'tt' | 'end';

export interface Caption {
  readonly tone: CaptionTone;
  readonly text: string;
}

export interface CaptionContext {
  readonly model: TraceModel;
  readonly source: Pick<TreeSource, 'players'> & { nodeName(path: readonly number[]): string };
  readonly perspective: Perspective;
  /** True for abstract trees (nodes are "MAX nodes"), false for games ("X to move"). */
  readonly abstract: boolean;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function captionFor(ctx: CaptionContext, view: StepView): Caption {
  const { model, perspective, source } = ctx;
  const ev = view.event;
  if (!ev) {
    if (model.events.length === 0) return { tone: 'start', text: 'Nothing to show: the search recorded no event.' };
    return { tone: 'start', text: 'Paused before the search starts. Step forward (→) to enter the root.' };
  }
  const i = view.current;
  const node = model.nodes[i];
  const name = source.nodeName(node.path);
  const Name = cap(name);
  const players = source.players;
  const me = players[node.player];
  const them = players[1 - node.player];
  const isMaxView = perspective === 'max';
  const ab = model.algorithm === 'alphabeta' || model.algorithm === 'shallow';
  const shallow = model.algorithm === 'shallow';
  const role = ctx.abstract ? `a ${me} node` : `${me} to move`;
  const show = (score: number, player = node.player) => formatScore(toView(score, player, perspective));
  const valueFor = isMaxView ? (ctx.abstract ? '' : ` for ${players[0]}`) : ` for ${me}, the side to move`;
  const childName = (move: number) => {
    const c = node.children.find((k) => model.nodes[k].move === move);
    return c === undefined ? `move ${move}` : source.nodeName(model.nodes[c].path);
  };
  const childOrdinal = (move: number) => {
    const pos = node.children.findIndex((k) => model.nodes[k].move === move);
    return pos < 0 ? '' : `its ${ordinal(pos + 1)} child, `;
  };

  switch (ev.type) {
    case 'enter': {
      const parentName = node.parent >= 0 ? source.nodeName(model.nodes[node.parent].path) : '';
      const where = node.parent >= 0 ? ` (from ${parentName})` : '';
      let text = `Enter ${name}${where}, ${role}.`;
      if (model.algorithm === 'minimax') {
        text += ` Its value will be the ${node.player === 0 ? 'largest' : 'smallest'} of its children’s values${ctx.abstract ? '' : ` (${players[0]} maximises, ${players[1]} minimises)`}.`;
      } else if (model.algorithm === 'negamax' || !isMaxView) {
        if (node.parent < 0) text += ` Every value is read for the side to move: a child’s value is negated on its way up, and ${name} keeps the largest.`;
      }
      if (shallow && node.parent >= 0) {
        text += ` Shallow pruning: ${name} is compared only with ${source.nodeName(model.nodes[node.parent].path)}’s best so far, never with anything known further up.`;
      }
      if (ab && node.window) {
        const a = view.alpha[i];
        const b = view.beta[i];
        if (!isMaxView) {
          text += ` Window (alpha, beta) = ${formatWindow(a, b)} for ${me}: a move scoring beta or more ends the search here.`;
        } else if (isInfinite(a) && isInfinite(b)) {
          text += ` Window α = ${formatScore(a)}, β = ${formatScore(b)}: nothing is known yet, every child counts.`;
        } else {
          const parts: string[] = [];
          if (!isInfinite(a)) parts.push(`α = ${formatScore(a)}: ${players[0]} already has ${formatScore(a)} elsewhere`);
          if (!isInfinite(b)) parts.push(`β = ${formatScore(b)}: ${players[1]} already has ${formatScore(b)} elsewhere`);
          const stop = node.player === 0 ? `reaches β` : `drops to α`;
          text += ` Window ${formatWindow(a, b)}. ${cap(parts.join('; '))}. ${Name} stops as soon as its value ${stop}.`;
        }
      }
      return { tone: 'enter', text };
    }

    case 'leaf': {
      const v = view.value[i];
      const vs = formatScore(v);
      if (ev.reason === 'terminal') {
        if (ctx.abstract) return { tone: 'leaf', text: `${Name} is a leaf: its value is ${vs}${valueFor}.` };
        const s = model.eventScore[view.step - 1];
        const result = s === 0 ? 'a draw' : s < 0 ? `${them} has won` : `${me} has won`;
        return { tone: 'leaf', text: `The game is over at ${name}: ${result}, worth ${vs}${valueFor}.` };
      }
      if (ev.reason === 'horizon') {
        return { tone: 'leaf', text: `${Name} is at the depth limit: the static evaluation guesses ${vs}${valueFor}.` };
      }
      return { tone: 'leaf', text: `A shortcut settles ${name} without searching it: worth ${vs}${valueFor}.` };
    }

    case 'raise': {
      const v = formatScore(view.value[i]);
      const from = `${childOrdinal(ev.move)}${childName(ev.move)}`;
      let text: string;
      if (isMaxView) {
        text =
          node.player === 0
            ? `Best so far at ${name}: ${v}, from ${from}.`
            : `At ${name}, ${players[1]} can hold ${players[0]} to ${v} so far, thanks to ${from}.`;
      } else {
        text = `Best so far at ${name}, for ${me}: ${v}, from ${from}.`;
      }
      if (ab && ev.alpha !== undefined && ev.beta !== undefined) {
        const a = view.alpha[i];
        const b = view.beta[i];
        const improved = ev.alpha > previousAlpha(model, view.step - 1, i);
        if (isMaxView) {
          if (node.player === 0)
            text += improved ? ` α rises to ${formatScore(a)}.` : ` That is no better than α = ${formatScore(a)}, which ${players[0]} already has elsewhere.`;
          else text += improved ? ` β drops to ${formatScore(b)}.` : ` That is no lower than β = ${formatScore(b)}, which ${players[1]} already has elsewhere.`;
        } else {
          text += improved ? ` alpha rises to ${formatScore(a)}.` : ` That does not beat alpha = ${formatScore(a)}.`;
        }
        if (ev.alpha >= ev.beta && !hasStubs(model, i)) text += ` The window is now empty, but ${name} has no child left to skip.`;
      }
      return { tone: 'raise', text };
    }

    case 'cutoff': {
      const stubs = model.stubsAt.get(view.step - 1) ?? [];
      const skipped = stubs.reduce((n, s) => n + model.nodes[s].size, 0);
      const rest = stubs.length === 1 ? `the remaining child of ${name} cannot` : `the ${stubs.length} remaining children of ${name} cannot`;
      const tail = `${rest} change the result: pruned (${plural(skipped, 'position')} skipped).`;
      if (isMaxView) {
        const a = formatScore(view.alpha[i]);
        const b = formatScore(view.beta[i]);
        if (node.player === 0) {
          return {
            tone: 'cutoff',
            text: `α = ${a} ≥ β = ${b}: ${players[1]} already has a line that holds ${players[0]} to ${b}, so it will steer play away from ${name}. ${cap(tail)}`,
          };
        }
        return {
          tone: 'cutoff',
          text: `β = ${b} ≤ α = ${a}: ${players[0]} already has a line worth ${a}, so it will steer play away from ${name}. ${cap(tail)}`,
        };
      }
      return {
        tone: 'cutoff',
        text: `alpha = ${formatScore(view.alpha[i])} ≥ beta = ${formatScore(view.beta[i])}: ${them} will never let play reach ${name}. ${cap(tail)}`,
      };
    }

    case 'exit': {
      const v = formatScore(view.value[i]);
      const moverBound = ev.bound;
      const shownKind = view.kind[i];
      const up = node.parent >= 0 ? ` It goes back up to ${source.nodeName(model.nodes[node.parent].path)}.` : '';
      const viaTT = model.events[view.step - 2]?.type === 'tt' && model.events[view.step - 2].node === ev.node;
      if (node.parent < 0) {
        if (model.truncated) return { tone: 'end', text: `${Name} is done: ${v}.` };
        const best = ev.best;
        const bestText = best === null ? '' : `, by ${childOrdinal(best).replace(/, $/, '')} (${childName(best)})`;
        const exact = moverBound === 'exact' ? '' : ` (${moverBound === 'lower' ? 'at least' : 'at most'}: the root’s window was not the full one)`;
        return {
          tone: 'end',
          text: `The search is over: ${name} is worth ${v}${valueFor}${exact}${bestText}. The principal variation, the line both sides would play, is highlighted.`,
        };
      }
      if (viaTT) return { tone: 'exit', text: `${Name} is settled by the transposition table: ${formatValueWord(shownKind)} ${v}.${up}` };
      if (moverBound === 'exact') return { tone: 'exit', text: `${Name} is done: its value is ${v}${valueFor}.${up}` };
      if (moverBound === 'lower') {
        return { tone: 'exit', text: `${Name} stops early: its value is ${formatValueWord(shownKind)} ${v}, a bound; the exact value is not needed.${up}` };
      }
      return {
        tone: 'exit',
        text: `${Name} is done: no child did better than what ${isMaxView ? (node.player === 0 ? players[0] : players[1]) : me} already has elsewhere, so its value is ${formatValueWord(shownKind)} ${v}, a bound, and it will not be chosen.${up}`,
      };
    }

    case 'tt': {
      if (!ev.hit) return { tone: 'tt', text: `The transposition table has nothing on ${name} yet: search it.` };
      const stored = ev.score === undefined ? '' : ` (${ev.bound === 'exact' ? '' : ev.bound === 'lower' ? '≥ ' : '≤ '}${show(ev.score)})`;
      return ev.cutoff
        ? { tone: 'tt', text: `${Name} was searched before${stored}, deeply enough: the stored value settles it without a search.` }
        : { tone: 'tt', text: `${Name} was seen before${stored}, but that does not settle it here; its stored best move is tried first.` };
    }
  }
}

function formatValueWord(kind: number): string {
  return kind === 3 ? 'at least' : kind === 4 ? 'at most' : '';
}

const hasStubs = (model: TraceModel, i: number): boolean => model.nodes[i].children.some((c) => model.nodes[c].kind === 'pruned');

/** The node's alpha before event `e` (its last raise or its entry), for the side to move. */
function previousAlpha(model: TraceModel, e: number, i: number): number {
  for (let k = e - 1; k >= model.nodes[i].appearsAt; k--) {
    const ev = model.events[k];
    if (ev.node !== i) continue;
    if (ev.type === 'raise' && ev.alpha !== undefined) return ev.alpha;
    if (ev.type === 'enter' && ev.alpha !== undefined) return ev.alpha;
  }
  return -Infinity;
}

/** The words read out by screen readers for a step: position in the timeline, then the caption. */
export const announcement = (view: StepView, caption: Caption): string => `Step ${view.step} of ${view.total}. ${caption.text}`;
