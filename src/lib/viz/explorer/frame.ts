/**
 * @packageDocumentation
 * What the explorer shows for a state: the search's recording, the step's
 * view, the layout, the picture (culled to the screen for big trees), the
 * caption, the node the panels talk about, the thumbnail under the pointer,
 * the exercise's solution. A frame is a pure function of the state; each
 * stage is memoised on what it reads, so a step re-reads the replay and
 * redraws the picture but re-runs neither the search nor the layout.
 *
 * Two memories make it more than a function: the last recording that worked
 * (a tree with a typing error keeps showing the last good tree), and the last
 * picture (unchanged nodes keep their records, so the SVG redraws only what
 * changed).
 */

import { captionFor, type Caption } from '../captions.ts';
import { captionWords } from '../../../i18n/captions.ts';
import { cullPicture, picture, type Picture } from '../display.ts';
import { exerciseSolution, notNumbers, type ExerciseSolution } from '../exercise.ts';
import { layoutTree, type LaidOutNode, type TreeLayout } from '../layout.ts';
import { Replayer, type StepView } from '../replay.ts';
import { runSearch, type Recording, type RunError } from '../searchRun.ts';
import type { ExplorerSpec } from '../spec.ts';
import { treeItems, type TreeItemInfo } from '../treeNav.ts';
import { markSteps, type ExplorerOptions } from './options.ts';
import { countersOf, nodeFacts, type CountersSummary, type NodeFacts } from './panels.ts';
import type { ExplorerState } from './state.ts';
import { viewBoxFor, type ViewBox } from '../viewBox.ts';

/** The explorer before any search worked: only the error (if any) to show. */
interface BrokenFrame {
  readonly ready: false;
  readonly error?: RunError;
  readonly total: 0;
  readonly step: 0;
}

export interface ReadyFrame {
  readonly ready: true;
  /** The spec's search failed (a typing error): the recording shown is the last one that worked. */
  readonly error?: RunError;
  readonly recording: Recording;
  readonly total: number;
  /** The step shown: the spec's, within the search's length. */
  readonly step: number;
  /** Exercise mode (abstract trees only): the tree is drawn whole and blank until the solution is shown. */
  readonly exercise: boolean;
  readonly blank: boolean;
  readonly view: StepView;
  readonly finalView: StepView;
  /** Levels drawn before the reader unfolds more, and the tree's depth (the levels menu). */
  readonly shownLevels: number;
  readonly treeDepth: number;
  readonly layout: TreeLayout;
  readonly viewBox: ViewBox;
  readonly picture: Picture;
  /** The picture as drawn: what is on screen, for big trees. */
  readonly drawn: Picture;
  /** The keyboard tree (none in exercise mode) and its node in the Tab order. */
  readonly items?: ReadonlyMap<string, TreeItemInfo>;
  readonly tabKey?: string;
  readonly caption: Caption;
  /** The node the node panel shows: the focused node, else the selected one, else the search's current node, else the root. */
  readonly shownNode?: LaidOutNode;
  readonly shownChildren: readonly LaidOutNode[];
  /** What the node panel says about the shown node, and the counters. */
  readonly facts?: NodeFacts;
  readonly counters: CountersSummary;
  /** The node whose board the thumbnail shows (hovered, focused or selected) and that board. */
  readonly thumb?: { readonly node: LaidOutNode; readonly position: string };
  readonly nameOf: (key: string) => string;
  readonly solution?: ExerciseSolution;
  /** Keys of the exercise's fields whose text is no number. */
  readonly invalid: readonly string[];
  readonly marks: readonly { readonly label: string; readonly step: number }[];
}

export type Frame = BrokenFrame | ReadyFrame;

/** Big trees start with deep levels folded; the reader opens what they want to see. */
const autoLevels = (nodes: number): number => (nodes > 4000 ? 3 : nodes > 1200 ? 4 : Infinity);

/** What decides the search: a change of anything else (the step, the view) never re-runs it. */
const runKeyOf = (s: ExplorerSpec): string =>
  JSON.stringify([s.game, s.position, s.position === 'random' ? s.random : 0, s.rootPlayer, s.algorithm, s.order, s.depth, s.failSoft, s.tt]);

/** A one-entry cache: `get(deps, f)` runs `f` only when a dependency changed (by identity). */
function cell<T>() {
  let deps: readonly unknown[] | undefined;
  let value: T;
  return (next: readonly unknown[], f: () => T): T => {
    if (!deps || deps.length !== next.length || deps.some((d, i) => d !== next[i])) {
      value = f();
      deps = next;
    }
    return value;
  };
}

function treeDepthOf(recording: Recording): number {
  let d = 0;
  for (const n of recording.model.nodes) d = Math.max(d, n.ply);
  return d;
}

/** A framer for one explorer: `frame(state)` with the memories described above. */
export function createFramer(options: Pick<ExplorerOptions, 'maxEvents' | 'labels' | 'marks' | 'lang'>): (state: ExplorerState) => Frame {
  const run = cell<ReturnType<typeof runSearch>>();
  const replayer = cell<Replayer>();
  const view = cell<StepView>();
  const finalView = cell<StepView>();
  const depth = cell<number>();
  const layout = cell<TreeLayout>();
  const viewBox = cell<ViewBox>();
  const pic = cell<Picture>();
  const items = cell<ReadonlyMap<string, TreeItemInfo> | undefined>();
  const drawn = cell<Picture>();
  const caption = cell<Caption>();
  const children = cell<readonly LaidOutNode[]>();
  const names = cell<(key: string) => string>();
  const solution = cell<ExerciseSolution>();
  const invalid = cell<readonly string[]>();
  const marks = cell<ReadyFrame['marks']>();
  const facts = cell<NodeFacts | undefined>();
  const counters = cell<CountersSummary>();
  let lastGood: Recording | null = null;
  let lastPicture: Picture | undefined;

  return (state) => {
    const { spec } = state;
    const outcome = run([runKeyOf(spec), state.external], () =>
      state.external ? { ok: true, value: state.external } : runSearch(spec, { maxEvents: options.maxEvents, labels: options.labels }),
    );
    if (outcome.ok) lastGood = outcome.value;
    const error = outcome.ok ? undefined : outcome.error;
    const recording = outcome.ok ? outcome.value : lastGood;
    if (!recording) return { ready: false, total: 0, step: 0, ...(error ? { error } : {}) };
    const { model, source } = recording;
    const { perspective } = spec;

    const replay = replayer([recording, perspective], () => new Replayer(model, perspective));
    const total = replay.total;
    const step = Math.max(0, Math.min(total, spec.step));
    const exercise = spec.mode === 'exercise' && spec.game === 'toy';
    const blank = exercise && !state.revealed;
    const shown = exercise ? total : step;
    const stepView = view([replay, shown], () => replay.at(shown));
    const final = finalView([replay], () => replay.at(total));

    const shownLevels = state.levels ?? autoLevels(model.nodes.length);
    const tree = layout([recording, state.expanded, state.collapsed, shownLevels, exercise], () =>
      layoutTree(model, source, { expanded: state.expanded, collapsed: state.collapsed, maxPly: exercise ? Infinity : shownLevels, expandAllPruned: exercise }),
    );
    const box = viewBox([tree], () => viewBoxFor(tree));
    const p = pic([recording, tree, stepView, perspective, blank], () => {
      lastPicture = picture({ model, layout: tree, source, perspective, blank }, stepView, lastPicture);
      return lastPicture;
    });
    const keyboard = items([tree, exercise], () => (exercise ? undefined : treeItems(tree)));
    const tabKey = keyboard
      ? [state.roving, state.selected, p.currentKey, tree.nodes[0]?.key].find((k): k is string => !!k && tree.byKey.has(k))
      : undefined;
    const rect = state.visibleRect ?? box;
    const onScreen = drawn([p, rect, tabKey], () => cullPicture(p, rect, Math.max(80, rect.width * 0.35), tabKey));

    const focusedNode = state.focused ? tree.byKey.get(state.focused) : undefined;
    const shownKey = (focusedNode ? state.focused : null) ?? state.selected ?? p.currentKey ?? tree.nodes[0]?.key;
    const shownNode = shownKey ? tree.byKey.get(shownKey) : undefined;
    const hoverNode = state.hover ? tree.byKey.get(state.hover) : undefined;
    const selectedNode = !hoverNode && !focusedNode && state.selected ? tree.byKey.get(state.selected) : undefined;
    const thumbNode = hoverNode ?? focusedNode ?? selectedNode;
    const thumbBoard = thumbNode ? source.position(thumbNode.path) : undefined;
    const shownChildren = children([tree, shownNode], () => (shownNode ? tree.nodes.filter((n) => n.parent === shownNode.key) : []));

    return {
      ready: true,
      ...(error ? { error } : {}),
      recording,
      total,
      step,
      exercise,
      blank,
      view: stepView,
      finalView: final,
      shownLevels,
      treeDepth: depth([recording], () => treeDepthOf(recording)),
      layout: tree,
      viewBox: box,
      picture: p,
      drawn: onScreen,
      ...(keyboard ? { items: keyboard } : {}),
      ...(tabKey !== undefined ? { tabKey } : {}),
      caption: caption([recording, stepView, perspective], () =>
        captionFor({ model, source, perspective, abstract: recording.spec.game === 'toy', locale: options.lang ?? 'en' }, stepView),
      ),
      ...(shownNode ? { shownNode } : {}),
      shownChildren,
      ...(shownNode ? { facts: facts([recording, stepView, shownNode, perspective, shownChildren], () => nodeFacts(recording, stepView, shownNode, perspective, shownChildren, options.lang)) } : {}),
      counters: counters([stepView, final, recording], () => countersOf(stepView, final, recording, options.lang)),
      ...(thumbNode && thumbBoard ? { thumb: { node: thumbNode, position: thumbBoard } } : {}),
      nameOf: names([tree, source], () => (key: string) => {
        const n = tree.byKey.get(key);
        return n ? captionWords(options.lang).name(source.nodeRef(n.path)) : key;
      }),
      ...(exercise && state.revealed ? { solution: solution([recording, final, perspective], () => exerciseSolution(model, final, source, perspective)) } : {}),
      invalid: exercise && !state.revealed ? invalid([state.answers], () => notNumbers(state.answers)) : [],
      marks: marks([recording], () => (options.marks && options.marks.length > 0 ? markSteps(recording, options.marks) : [])),
    };
  };
}
