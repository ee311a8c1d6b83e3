/**
 * @packageDocumentation
 * What each action does to the explorer's state: a pure function of the
 * state, the action and the frame the reader is looking at (the step count
 * and the layout that clicks and keys refer to). An action that changes
 * nothing returns the same state, so nothing redraws.
 *
 * What follows from a new state rather than from the action (a new search
 * starts with a fresh view; playing stops at the end) is settle.ts's.
 */

import { checkExercise, exerciseSolution } from '../exercise.ts';
import type { TreeLayout } from '../layout.ts';
import { nextSeed, type ExplorerSpec } from '../spec.ts';
import { decodeSpec } from '../specUrl.ts';
import { treeNeighbour } from '../treeNav.ts';
import type { ExplorerAction } from './actions.ts';
import type { Frame } from './frame.ts';
import type { ExplorerState } from './state.ts';

const clampStep = (k: number, total: number): number => Math.max(0, Math.min(total, Math.round(k)));

const withSpec = (s: ExplorerState, patch: Partial<ExplorerSpec>): ExplorerState => ({ ...s, spec: { ...s.spec, ...patch } });

/** `set` with `key` in it (on) or not: the same set when nothing changes. */
function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  if (set.has(key) === on) return set;
  const out = new Set(set);
  if (on) out.add(key);
  else out.delete(key);
  return out;
}

/** Opens the branch below `key` if it is folded, folds it if it is open. */
function toggleBranch(s: ExplorerState, layout: TreeLayout, key: string): ExplorerState {
  const n = layout.byKey.get(key);
  if (!n) return s;
  const open = layout.nodes.some((c) => c.parent === key);
  return {
    ...s,
    // A searched node's children are drawn unless folded; a pruned or ghost node's only when opened.
    collapsed: n.kind === 'searched' ? toggled(s.collapsed, key, open) : s.collapsed,
    expanded: toggled(s.expanded, key, !open),
  };
}

/** A click selects the node; on a node with children hidden (or a pruned branch shown) it also opens (or folds) them. */
function nodeClick(s: ExplorerState, layout: TreeLayout, key: string): ExplorerState {
  const n = layout.byKey.get(key);
  if (!n) return s;
  const picked = s.selected === key ? s : { ...s, selected: key };
  const opens = n.hiddenChildren > 0 || (n.kind !== 'searched' && layout.nodes.some((c) => c.parent === key));
  return opens ? toggleBranch(picked, layout, key) : picked;
}

/** The timeline: stepping by hand stops playing; the timer steps while playing. */
function timeline(s: ExplorerState, a: ExplorerAction, total: number, step: number): ExplorerState {
  const at = (k: number, playing: boolean): ExplorerState =>
    s.spec.step === k && s.playing === playing ? s : { ...s, playing, spec: { ...s.spec, step: k } };
  switch (a.type) {
    case 'goTo':
      return at(clampStep(a.step, total), false);
    case 'stepBy':
      return at(clampStep(step + a.by, total), false);
    case 'play':
      if (a.playing && step >= total) return at(0, true);
      return s.playing === a.playing ? s : { ...s, playing: a.playing };
    case 'togglePlay':
      return step >= total ? at(0, true) : { ...s, playing: !s.playing };
    case 'tick':
      if (!s.playing) return s;
      return step >= total ? { ...s, playing: false } : at(step + 1, true);
    default:
      return s;
  }
}

/** Exercise mode: every change of an answer or a cut clears the last check. */
function exercise(s: ExplorerState, a: ExplorerAction, frame: Frame): ExplorerState {
  switch (a.type) {
    case 'answer':
      return { ...s, answers: { ...s.answers, [a.key]: a.text }, report: undefined };
    case 'cut':
      return { ...s, cuts: toggled(s.cuts, a.key, !s.cuts.has(a.key)), report: undefined };
    case 'check': {
      if (!frame.ready) return s;
      const { recording, finalView, layout } = frame;
      const solution = exerciseSolution(recording.model, finalView, recording.source, s.spec.perspective);
      const inPruned = (key: string) => (layout.byKey.get(key)?.stub ?? -1) >= 0;
      return { ...s, report: checkExercise(solution, { values: s.answers, cuts: s.cuts }, inPruned) };
    }
    case 'reveal':
      return { ...s, revealed: !s.revealed };
    default:
      return s;
  }
}

/** The tree: what is drawn, what is selected, where the pointer and the keyboard are. */
function tree(s: ExplorerState, a: ExplorerAction, frame: Frame): ExplorerState {
  const layout = frame.ready ? frame.layout : undefined;
  switch (a.type) {
    case 'levels':
      return { ...s, expanded: new Set(), collapsed: new Set(), levels: a.levels };
    case 'select':
      return s.selected === a.key ? s : { ...s, selected: a.key };
    case 'toggle':
      return layout ? toggleBranch(s, layout, a.key) : s;
    case 'nodeClick':
      return layout ? nodeClick(s, layout, a.key) : s;
    case 'hover':
      return s.hover === a.key ? s : { ...s, hover: a.key };
    case 'treeMove': {
      const to = layout ? treeNeighbour(layout, a.from, a.move) : undefined;
      return to !== undefined && layout?.byKey.has(to) ? { ...s, roving: to, pendingFocus: to } : s;
    }
    case 'nodeFocus':
      return { ...s, roving: a.key, focused: a.key, pendingFocus: s.pendingFocus === a.key ? null : s.pendingFocus };
    case 'nodeBlur':
      return { ...s, selected: a.intoPanel && s.focused ? s.focused : s.selected, focused: null };
    case 'viewport':
      return { ...s, visibleRect: a.rect };
    default:
      return s;
  }
}

export function reduce(s: ExplorerState, a: ExplorerAction, frame: Frame): ExplorerState {
  switch (a.type) {
    case 'spec':
      return withSpec(s, a.patch);
    case 'mode':
      return withSpec(s, a.mode === 'exercise' ? { mode: 'exercise', algorithm: 'alphabeta' } : { mode: 'watch' });
    case 'anotherTree':
      return withSpec(s, { random: { ...s.spec.random, seed: nextSeed(s.spec.random.seed) } });
    case 'loadUrl': {
      const d = decodeSpec(a.search, s.defaults);
      return { ...s, spec: d.spec, ignored: d.ignored, ...(d.step !== undefined ? { linkStep: d.step } : {}) };
    }
    case 'recording':
      return s.external === a.recording ? s : { ...s, external: a.recording };
    case 'speed':
      return s.speed === a.speed ? s : { ...s, speed: a.speed };
    case 'settingsOpen':
      return s.settingsOpen === a.open ? s : { ...s, settingsOpen: a.open };
    case 'goTo':
    case 'stepBy':
    case 'play':
    case 'togglePlay':
    case 'tick':
      return timeline(s, a, frame.total, frame.step);
    case 'answer':
    case 'cut':
    case 'check':
    case 'reveal':
      return exercise(s, a, frame);
    default:
      return tree(s, a, frame);
  }
}
