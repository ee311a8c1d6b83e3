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
import { formatScore, formatWindow } from './format.ts';
import type { NodeRef, Perspective, TreeSource } from './types.ts';
import { captionWords } from '../../i18n/captions.ts';
import type { Locale } from '../../i18n/locales.ts';

type CaptionTone = 'start' | 'enter' | 'leaf' | 'raise' | 'cutoff' | 'exit' | 'tt' | 'end';

export interface Caption {
  readonly tone: CaptionTone;
  readonly text: string;
}

export interface CaptionContext {
  readonly model: TraceModel;
  readonly source: Pick<TreeSource, 'players'> & { nodeRef(path: readonly number[]): NodeRef };
  readonly perspective: Perspective;
  /** True for abstract trees (nodes are "MAX nodes"), false for games ("X to move"). */
  readonly abstract: boolean;
  /** The language of the sentences (src/i18n/captions/); English when absent. */
  readonly locale?: Locale;
}

/** Which bound a node's shown value is (replay's kinds 3 and 4), if any. */
const boundOfKind = (kind: number): 'lower' | 'upper' | undefined => (kind === 3 ? 'lower' : kind === 4 ? 'upper' : undefined);

export function captionFor(ctx: CaptionContext, view: StepView): Caption {
  const { model, perspective, source } = ctx;
  const locale = ctx.locale ?? 'en';
  const w = captionWords(locale);
  const score = (x: number) => formatScore(x, locale);
  const ev = view.event;
  if (!ev) {
    if (model.events.length === 0) return { tone: 'start', text: w.noEvents };
    return { tone: 'start', text: w.paused };
  }
  const i = view.current;
  const node = model.nodes[i];
  const ref = source.nodeRef(node.path);
  const parentRef = node.parent >= 0 ? source.nodeRef(model.nodes[node.parent].path) : undefined;
  const players = source.players;
  const me = players[node.player];
  const them = players[1 - node.player];
  const isMaxView = perspective === 'max';
  const ab = model.algorithm === 'alphabeta' || model.algorithm === 'shallow';
  const shallow = model.algorithm === 'shallow';
  const role = ctx.abstract ? w.nodeOf(me) : w.toMove(me);
  const show = (x: number, player = node.player) => score(toView(x, player, perspective));
  const valueFor = isMaxView ? (ctx.abstract ? '' : w.forPlayer(players[0])) : w.forMover(me);
  const childRef = (move: number): NodeRef => {
    const c = node.children.find((k) => model.nodes[k].move === move);
    return c === undefined ? { kind: 'move', move } : source.nodeRef(model.nodes[c].path);
  };
  const childRank = (move: number): number | undefined => {
    const pos = node.children.findIndex((k) => model.nodes[k].move === move);
    return pos < 0 ? undefined : pos + 1;
  };

  switch (ev.type) {
    case 'enter': {
      let text = w.enter(ref, parentRef, role);
      if (model.algorithm === 'minimax') {
        text += w.minimaxRule(node.player === 0, ctx.abstract ? undefined : players);
      } else if (model.algorithm === 'negamax' || !isMaxView) {
        if (node.parent < 0) text += w.negamaxRule(ref);
      }
      if (shallow && parentRef) text += w.shallowRule(ref, parentRef);
      if (ab && node.window) {
        const a = view.alpha[i];
        const b = view.beta[i];
        if (!isMaxView) {
          text += w.moverWindow(formatWindow(a, b, locale), me);
        } else if (isInfinite(a) && isInfinite(b)) {
          text += w.fullWindow(score(a), score(b));
        } else {
          text += w.knownWindow({
            window: formatWindow(a, b, locale),
            ...(isInfinite(a) ? {} : { alpha: score(a) }),
            ...(isInfinite(b) ? {} : { beta: score(b) }),
            max: players[0],
            min: players[1],
            node: ref,
            maxNode: node.player === 0,
          });
        }
      }
      return { tone: 'enter', text };
    }

    case 'leaf': {
      const vs = score(view.value[i]);
      if (ev.reason === 'terminal') {
        if (ctx.abstract) return { tone: 'leaf', text: w.leaf(ref, vs, valueFor) };
        const s = model.eventScore[view.step - 1];
        const result = s === 0 ? w.draw : w.won(s < 0 ? them : me);
        return { tone: 'leaf', text: w.gameOver(ref, result, vs, valueFor) };
      }
      if (ev.reason === 'horizon') return { tone: 'leaf', text: w.horizon(ref, vs, valueFor) };
      return { tone: 'leaf', text: w.shortcut(ref, vs, valueFor) };
    }

    case 'raise': {
      const v = score(view.value[i]);
      const from = w.from(childRank(ev.move), childRef(ev.move));
      let text: string;
      if (isMaxView) text = node.player === 0 ? w.bestSoFar(ref, v, from) : w.minHolds(ref, players[1], players[0], v, from);
      else text = w.moverBest(ref, me, v, from);
      if (ab && ev.alpha !== undefined && ev.beta !== undefined) {
        const a = score(view.alpha[i]);
        const b = score(view.beta[i]);
        const improved = ev.alpha > previousAlpha(model, view.step - 1, i);
        if (isMaxView) {
          if (node.player === 0) text += improved ? w.alphaRises(a) : w.alphaKept(a, players[0]);
          else text += improved ? w.betaDrops(b) : w.betaKept(b, players[1]);
        } else {
          text += improved ? w.moverAlphaRises(a) : w.moverAlphaKept(a);
        }
        if (ev.alpha >= ev.beta && !hasStubs(model, i)) text += w.emptyWindow(ref);
      }
      return { tone: 'raise', text };
    }

    case 'cutoff': {
      const stubs = model.stubsAt.get(view.step - 1) ?? [];
      const skipped = stubs.reduce((n, s) => n + model.nodes[s].size, 0);
      const pruned = w.pruned(ref, stubs.length, skipped);
      const a = score(view.alpha[i]);
      const b = score(view.beta[i]);
      if (!isMaxView) return { tone: 'cutoff', text: w.moverCut(a, b, them, ref, pruned) };
      return { tone: 'cutoff', text: node.player === 0 ? w.cutAtMax(a, b, players[0], players[1], ref, pruned) : w.cutAtMin(a, b, players[0], ref, pruned) };
    }

    case 'exit': {
      const v = score(view.value[i]);
      const moverBound = ev.bound;
      const shown = w.bounded(boundOfKind(view.kind[i]), v);
      const up = parentRef ? w.backUp(parentRef) : '';
      const viaTT = model.events[view.step - 2]?.type === 'tt' && model.events[view.step - 2].node === ev.node;
      if (node.parent < 0) {
        if (model.truncated) return { tone: 'end', text: w.rootDone(ref, v) };
        const best = ev.best === null ? undefined : { rank: childRank(ev.best), child: childRef(ev.best) };
        return { tone: 'end', text: w.searchOver(ref, v, valueFor, moverBound === 'exact' ? undefined : moverBound, best) };
      }
      if (viaTT) return { tone: 'exit', text: w.ttSettled(ref, shown, up) };
      if (moverBound === 'exact') return { tone: 'exit', text: w.exitExact(ref, v, valueFor, up) };
      if (moverBound === 'lower') return { tone: 'exit', text: w.exitLower(ref, shown, up) };
      return { tone: 'exit', text: w.exitUpper(ref, isMaxView ? (node.player === 0 ? players[0] : players[1]) : me, shown, up) };
    }

    case 'tt': {
      if (!ev.hit) return { tone: 'tt', text: w.ttMiss(ref) };
      const stored = ev.score === undefined ? '' : ` (${ev.bound === 'exact' ? '' : ev.bound === 'lower' ? '≥ ' : '≤ '}${show(ev.score)})`;
      return { tone: 'tt', text: ev.cutoff ? w.ttCut(ref, stored) : w.ttSeen(ref, stored) };
    }
  }
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
export const announcement = (view: StepView, caption: Caption, locale: Locale = 'en'): string => `${captionWords(locale).step(view.step, view.total)}${caption.text}`;
