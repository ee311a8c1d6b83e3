/**
 * SearchExplorer: watch minimax, negamax and alpha-beta search a tree, step by
 * step, from the engine's own recorded events. One island, plain props, so a
 * lesson embeds it as one component:
 *
 *   <SearchExplorer client:visible game="toy" position="example:walkthrough" />
 *   <SearchExplorer client:visible game="tictactoe" position="x.o.o.x.." algorithm="alphabeta" order="worst-first" />
 *
 * (SearchFigure.astro adds the engine's source, highlighted at build time.)
 *
 * Lifecycle: the spec (tree, algorithm, order, step...) is the single source of
 * truth. A change of tree, algorithm or order re-runs the engine (memoised);
 * a change of step only re-reads the replay. Zoom, hover and selection are view
 * state that never touch the spec. With `syncUrl`, the spec is read from the
 * URL after hydration and written back (replaceState) as it changes; a value
 * it cannot use keeps the default and is named (UrlNotice).
 *
 * Keyboard: the figure steps with ← → Home End and plays with Space; Tab
 * reaches the tree itself, one node at a time (a roving tabindex: the node
 * last reached, else the selected, current or root node), where the arrows
 * move the focus (Up to the parent, Down to the first child, Left and Right
 * along the siblings) and Enter selects, as a click does. The board preview
 * and the node panel follow the focus.
 */

import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import { announcement, captionFor } from '../../lib/viz/captions.ts';
import type { CodeLines } from '../../lib/viz/codeMarkers.ts';
import { cullPicture, picture, type Rect } from '../../lib/viz/display.ts';
import { checkExercise, exerciseSolution, notANumberText, notNumbers, reportSummary, solutionText, type ExerciseReport } from '../../lib/viz/exercise.ts';
import { layoutTree, type LaidOutNode } from '../../lib/viz/layout.ts';
import { TREE_KEYS, treeItems, treeNeighbour } from '../../lib/viz/treeNav.ts';
import { Replayer } from '../../lib/viz/replay.ts';
import { DEFAULT_RANDOM, DEFAULT_SPEC, clampRandom, type ExplorerSpec, type Mode, type VizGame } from '../../lib/viz/spec.ts';
import type { Algorithm, Order, Perspective } from '../../lib/viz/types.ts';
import { decodeSpec, encodeSpec, mergeSpecIntoSearch } from '../../lib/viz/specUrl.ts';
import type { IgnoredParam } from '../../lib/url/query.ts';
import { boardPicture } from '../ui/boardPictures.tsx';
import { GAMES } from '../../engine/registry.ts';
import { ok } from '../../engine/core/result.ts';
import { ExerciseLayer } from '../ui/ExerciseLayer.tsx';
import { runSearch, type Recording, type RunError } from '../../lib/viz/searchRun.ts';
import { CaptionBox, CodePanel, Counters, NodePanel } from '../ui/SidePanel.tsx';
import { SourceControls } from '../ui/SourceControls.tsx';
import { Transport } from '../ui/Transport.tsx';
import { TreeSvg, viewBoxFor } from '../ui/TreeSvg.tsx';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { useZoom } from '../ui/useZoom.ts';
import './SearchExplorer.css';

export interface SearchExplorerProps {
  /** **game**: 'toy' (abstract trees, default) or 'tictactoe'. */
  game?: VizGame;
  /**
   * **position**: for toy, a tree (`[[3 12 8] [2 4 6] [14 5 2]]`), `example:course`,
   * `example:walkthrough`, `example:textbook` or `random`; for tic-tac-toe, nine
   * cells (`x.o.o.x..`). Default `example:course`.
   */
  position?: string;
  /** **algorithm**: 'minimax', 'negamax', 'alphabeta' (default) or 'shallow' (the course's shallow pruning). */
  algorithm?: Algorithm;
  /** **order**: 'natural' (default), 'best-first' or 'worst-first'. */
  order?: Order;
  /** **perspective**: 'max' (values for MAX, default) or 'mover' (for the side to move, as negamax). */
  perspective?: Perspective;
  /** **depth**: search depth in plies; default to the end of the game. */
  depth?: number;
  /** **failSoft**: alpha-beta returns what it saw (true, default) or clamps to the window. */
  failSoft?: boolean;
  /** **tt**: alpha-beta with a transposition table; default false. */
  tt?: boolean;
  /** **rootPlayer**: who moves at the root of a typed or random tree; default 'max'. */
  rootPlayer?: 'max' | 'min';
  /** **seed**, **treeDepth**, **branching**, **values**: the random tree (position="random"). */
  seed?: number;
  treeDepth?: number;
  branching?: number | [number, number];
  values?: [number, number];
  /** **step**: the step shown on load (a number or 'end'); default 0 (paused before the start). */
  step?: number | 'end';
  /** **mode**: 'watch' (default) or 'exercise'. */
  mode?: Mode;
  /** **labels**: node names by path of child indices ("0.1": "B"). */
  labels?: Record<string, string>;
  /** **maxEvents**: recording cap; default 24,000 events. */
  maxEvents?: number;
  /** **syncUrl**: keep the view in the page URL (for a page with one explorer); default false. */
  syncUrl?: boolean;
  /** **pageKeys**: listen to the keyboard on the whole page, not only inside the figure; default false. */
  pageKeys?: boolean;
  /** **controls**: 'full' (default) or 'player' (no tree or algorithm pickers). */
  controls?: 'full' | 'player';
  /** **title**: the figure's accessible name. */
  title?: string;
  /**
   * **marks**: steps that the page's prose talks about, as buttons under the
   * timeline ("A is done", "B is cut"): each names a node by its path of
   * child indices ("0" for the root's first child, "" for the root) and the
   * event to stop after (its `exit`, its `cutoff`, or its `enter`). A mark
   * that does not happen in the current search is left out.
   */
  marks?: readonly StepMark[];
  /** **codeLines**: per algorithm, the listing line of each step (from SearchFigure.astro). */
  codeLines?: Partial<Record<Algorithm, CodeLines>>;
  /** The listings themselves (static HTML from SearchFigure.astro). */
  children?: ComponentChildren;
  /**
   * **idPrefix**: the start of every element id in the figure. Each island is a
   * Preact root of its own, where `useId` starts again from the same value, so
   * SearchFigure.astro gives every explorer on a page its own.
   */
  idPrefix?: string;
  /**
   * **recording**: a search recorded elsewhere (`recordingFromEvents`, e.g. in
   * the code cell's worker with the reader's evaluation), shown instead of
   * running one; give `game`, `position`, `depth` to match it, use
   * `controls="player"`, and a new `key` for a new recording. Not for Astro
   * props (it is not plain data): for islands that embed the explorer.
   */
  recording?: Recording;
}

export interface StepMark {
  readonly label: string;
  readonly node: string;
  readonly event: 'enter' | 'exit' | 'cutoff';
}

/** The step (events shown) of each mark in a recording: just after the named event of the named node. */
export function markSteps(recording: Recording, marks: readonly StepMark[]): { label: string; step: number }[] {
  const out: { label: string; step: number }[] = [];
  for (const m of marks) {
    const k = recording.events.findIndex((e) => e.type === m.event && recording.model.nodes[e.node]?.path.join('.') === m.node);
    if (k >= 0) out.push({ label: m.label, step: k + 1 });
  }
  return out;
}

function specFromProps(p: SearchExplorerProps): ExplorerSpec {
  const game = p.game ?? DEFAULT_SPEC.game;
  const b = p.branching;
  const random = clampRandom({
    ...DEFAULT_RANDOM,
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.treeDepth !== undefined ? { depth: p.treeDepth } : {}),
    ...(b !== undefined ? { branching: typeof b === 'number' ? [b, b] : [b[0], b[1]] } : {}),
    ...(p.values ? { min: p.values[0], max: p.values[1] } : {}),
  });
  return {
    ...DEFAULT_SPEC,
    game,
    position: p.position ?? (game === 'tictactoe' ? 'x.o.o.x..' : DEFAULT_SPEC.position),
    random,
    rootPlayer: p.rootPlayer ?? 'max',
    algorithm: p.algorithm ?? DEFAULT_SPEC.algorithm,
    order: p.order ?? 'natural',
    perspective: p.perspective ?? (p.algorithm === 'negamax' ? 'mover' : 'max'),
    depth: p.depth && p.depth > 0 ? p.depth : Infinity,
    failSoft: p.failSoft ?? true,
    tt: p.tt ?? false,
    step: p.step === 'end' ? Number.MAX_SAFE_INTEGER : (p.step ?? 0),
    mode: p.mode ?? 'watch',
  };
}

const runKeyOf = (s: ExplorerSpec): string =>
  JSON.stringify([s.game, s.position, s.position === 'random' ? s.random : 0, s.rootPlayer, s.algorithm, s.order, s.depth, s.failSoft, s.tt]);

/** Keys that belong to a field being typed in (arrows and space must reach it). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

/** Big trees start with deep levels folded; the reader opens what they want to see. */
const autoLevels = (nodes: number): number => (nodes > 4000 ? 3 : nodes > 1200 ? 4 : Infinity);

export function SearchExplorer(props: SearchExplorerProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idPrefix = props.idPrefix ?? `sx${uid}`;
  const defaults = useMemo(() => specFromProps(props), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [spec, setSpecState] = useState<ExplorerSpec>(defaults);
  const [ignored, setIgnored] = useState<readonly IgnoredParam[]>([]);
  /** The step a link asked for, checked against the search's length once that search has run. */
  const [linkStep, setLinkStep] = useState<number | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(2);
  const [selected, setSelected] = useState<string | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  /** The node in the Tab order (the last one the keyboard reached), and the node that has the focus now. */
  const [rovingKey, setRovingKey] = useState<string | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [levels, setLevels] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [cuts, setCuts] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<ExerciseReport | undefined>(undefined);
  const [revealed, setRevealed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(true);
  const [visibleRect, setVisibleRect] = useState<Rect | undefined>(undefined);
  const zoom = useZoom((t, el) => setVisibleRect(visibleTreeRect(t, el)));
  // On a phone the settings start folded, so the tree is on the first screen.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 40rem)').matches) setSettingsOpen(false);
  }, []);

  const setSpec = useCallback((patch: Partial<ExplorerSpec>) => setSpecState((s) => ({ ...s, ...patch })), []);

  // --- the recording (re-run only when the tree or the search changes) ---
  const runKey = runKeyOf(spec);
  const lastGood = useRef<Recording | null>(null);
  const outcome = useMemo(() => {
    if (props.recording) return ok(props.recording);
    const r = runSearch(spec, { maxEvents: props.maxEvents, labels: props.labels });
    return r;
  }, [runKey, props.recording]); // eslint-disable-line react-hooks/exhaustive-deps
  if (outcome.ok) lastGood.current = outcome.value;
  const error: RunError | undefined = outcome.ok ? undefined : outcome.error;
  const recording = outcome.ok ? outcome.value : lastGood.current;

  useEffect(() => {
    setExpanded(new Set());
    setCollapsed(new Set());
    setLevels(null);
    setSelected(null);
    setRovingKey(null);
    setFocusedKey(null);
    setAnswers({});
    setCuts(new Set());
    setReport(undefined);
    setRevealed(false);
    zoom.reset();
  }, [recording]); // eslint-disable-line react-hooks/exhaustive-deps

  const replayer = useMemo(() => (recording ? new Replayer(recording.model, spec.perspective) : null), [recording, spec.perspective]);
  const total = replayer?.total ?? 0;
  const step = Math.max(0, Math.min(total, spec.step));
  const exercise = spec.mode === 'exercise' && spec.game === 'toy';
  const blank = exercise && !revealed;
  const view = useMemo(() => replayer?.at(exercise ? total : step), [replayer, step, exercise, total]);
  const finalView = useMemo(() => replayer?.at(total), [replayer, total]);

  const shownLevels = levels ?? (recording ? autoLevels(recording.model.nodes.length) : Infinity);
  const layout = useMemo(
    () =>
      recording
        ? layoutTree(recording.model, recording.source, {
            expanded,
            collapsed,
            maxPly: exercise ? Infinity : shownLevels,
            expandAllPruned: exercise,
          })
        : null,
    [recording, expanded, collapsed, shownLevels, exercise],
  );
  const viewBox = useMemo(() => (layout ? viewBoxFor(layout) : { x: 0, y: 0, width: 400, height: 200 }), [layout]);
  useEffect(() => setVisibleRect(undefined), [layout]);
  const lastPicture = useRef<ReturnType<typeof picture> | undefined>(undefined);
  const pic = useMemo(() => {
    if (!recording || !layout || !view) return null;
    // The previous picture lets unchanged nodes keep their records, so only changed nodes redraw.
    const p = picture({ model: recording.model, layout, source: recording.source, perspective: spec.perspective, blank }, view, lastPicture.current);
    lastPicture.current = p;
    return p;
  }, [recording, layout, view, spec.perspective, blank]);
  // The keyboard's way into the tree: one node in the Tab order (roving tabindex), none in exercise mode.
  const items = useMemo(() => (layout && !exercise ? treeItems(layout) : undefined), [layout, exercise]);
  const tabKey =
    layout && items
      ? [rovingKey, selected, pic?.currentKey, layout.nodes[0]?.key].find((k): k is string => !!k && layout.byKey.has(k))
      : undefined;
  // Big trees: draw what is on screen (plus a margin), not all of it.
  const drawn = useMemo(() => {
    if (!pic) return null;
    const rect = visibleRect ?? viewBox;
    return cullPicture(pic, rect, Math.max(80, rect.width * 0.35), tabKey);
  }, [pic, visibleRect, viewBox, tabKey]);
  const caption = useMemo(
    () =>
      recording && view
        ? captionFor({ model: recording.model, source: recording.source, perspective: spec.perspective, abstract: recording.spec.game === 'toy' }, view)
        : { tone: 'start' as const, text: '' },
    [recording, view, spec.perspective],
  );

  // --- stepping (functional updates: key repeats must not read a stale step) ---
  const totalRef = useRef(total);
  totalRef.current = total;
  const stepRef = useRef(step);
  stepRef.current = step;
  const clampStep = (k: number) => Math.max(0, Math.min(totalRef.current, Math.round(k)));
  const goTo = useCallback((k: number) => setSpecState((s) => ({ ...s, step: clampStep(k) })), []); // eslint-disable-line react-hooks/exhaustive-deps
  const stepBy = useCallback((d: number) => setSpecState((s) => ({ ...s, step: clampStep(Math.min(s.step, totalRef.current) + d) })), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const t = setTimeout(() => stepBy(1), 1000 / speed);
    return () => clearTimeout(t);
  }, [playing, step, total, speed, stepBy]);

  const exerciseRef = useRef(false);
  exerciseRef.current = spec.mode === 'exercise';
  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      if (exerciseRef.current) return;
      const onButton = (e.target as HTMLElement | null)?.closest?.('button, a, summary, [role="button"]');
      switch (e.key) {
        case ' ':
        case 'Spacebar':
          if (onButton) return;
          if (stepRef.current >= totalRef.current) {
            goTo(0);
            setPlaying(true);
          } else setPlaying((p) => !p);
          break;
        case 'ArrowRight':
          setPlaying(false);
          stepBy(1);
          break;
        case 'ArrowLeft':
          setPlaying(false);
          stepBy(-1);
          break;
        case 'Home':
          setPlaying(false);
          goTo(0);
          break;
        case 'End':
          setPlaying(false);
          goTo(totalRef.current);
          break;
        default:
          return;
      }
      e.preventDefault();
    },
    [goTo, stepBy],
  );
  useEffect(() => {
    if (!props.pageKeys) return;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onKey, props.pageKeys]);

  // --- the URL ---
  useEffect(() => {
    if (!props.syncUrl) return;
    const d = decodeSpec(window.location.search, defaults);
    setIgnored(d.ignored);
    setSpecState(d.spec);
    setLinkStep(d.step);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // This render's recording is the linked view's: a step past its end keeps the default, with a word.
  useEffect(() => {
    if (linkStep === undefined) return;
    setLinkStep(undefined);
    if (linkStep <= total) return;
    setSpecState((s) => ({ ...s, step: defaults.step }));
    const steps = `${total.toLocaleString('en-US')} ${total === 1 ? 'step' : 'steps'}`;
    setIgnored((list) => [...list, { name: 'step', value: String(linkStep), reason: `this search has ${steps}, so the view starts at step ${Math.min(defaults.step, total)}` }]);
  }, [linkStep, total, defaults.step]);
  useEffect(() => {
    if (!props.syncUrl) return;
    const t = setTimeout(() => {
      const q = mergeSpecIntoSearch(window.location.search, encodeSpec({ ...spec, step }, defaults));
      const url = `${window.location.pathname}${q ? `?${q}` : ''}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
    }, 250);
    return () => clearTimeout(t);
  }, [spec, step, defaults, props.syncUrl]);

  // --- following the current node ---
  const currentKey = pic?.currentKey;
  useEffect(() => {
    if (selected !== null || !currentKey || !layout) return;
    const n = layout.byKey.get(currentKey);
    if (n) zoom.reveal(n.x, n.y);
  }, [currentKey, layout, selected]); // eslint-disable-line react-hooks/exhaustive-deps

  // --- a readable size on narrow screens, whenever the tree changes and whenever the figure's size does (useZoom) ---
  useEffect(() => {
    if (!layout) return;
    const n = currentKey ? layout.byKey.get(currentKey) : layout.nodes[0];
    zoom.readable(0.62, n?.x ?? 0, 0);
  }, [layout]); // eslint-disable-line react-hooks/exhaustive-deps

  // --- announcements: every step when stepping by hand; only cuts and the end while playing ---
  const lastSpoken = useRef('');
  if (view && !exercise && (!playing || caption.tone === 'cutoff' || caption.tone === 'end')) lastSpoken.current = announcement(view, caption);
  const spoken = lastSpoken.current;

  // Handlers stay the same function across steps (through a ref to the layout),
  // so the memoised SVG nodes are not redrawn just because a handler changed.
  const layoutRef = useRef(layout);
  layoutRef.current = layout;
  const toggle = useCallback((key: string) => {
    const l = layoutRef.current;
    const n = l?.byKey.get(key);
    if (!l || !n) return;
    const open = l.nodes.some((c) => c.parent === key);
    if (n.kind === 'searched') {
      setCollapsed((s) => {
        const out = new Set(s);
        if (open) out.add(key);
        else out.delete(key);
        return out;
      });
    }
    setExpanded((s) => {
      const out = new Set(s);
      if (open) out.delete(key);
      else out.add(key);
      return out;
    });
  }, []);
  const onNodeClick = useCallback(
    (key: string) => {
      const l = layoutRef.current;
      const n = l?.byKey.get(key);
      if (!l || !n) return;
      setSelected(key);
      if (n.kind !== 'searched' && (n.hiddenChildren > 0 || l.nodes.some((c) => c.parent === key))) toggle(key);
      else if (n.kind === 'searched' && n.hiddenChildren > 0) toggle(key);
    },
    [toggle],
  );

  // --- the tree by keyboard: arrows move the focus (Up parent, Down first child, Left/Right siblings), Enter selects ---
  const stageRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const focusedRef = useRef<string | null>(null);
  const onNodeKeyDown = useCallback(
    (key: string, e: KeyboardEvent) => {
      const l = layoutRef.current;
      if (!l || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        onNodeClick(key);
        return;
      }
      const move = TREE_KEYS[e.key];
      if (!move) return;
      e.preventDefault(); // the explorer's own arrow keys (stepping) stay off while a node has the focus
      const to = treeNeighbour(l, key, move);
      const n = to === undefined ? undefined : l.byKey.get(to);
      if (!to || !n) return;
      pendingFocus.current = to;
      setRovingKey(to);
      zoom.reveal(n.x, n.y);
    },
    [onNodeClick], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const onNodeFocus = useCallback((key: string | null, to: EventTarget | null) => {
    if (key !== null) {
      focusedRef.current = key;
      setRovingKey(key);
      setFocusedKey(key);
      return;
    }
    // Into the node panel: the node looked at stays there (selected), so its buttons act on it.
    const into = to instanceof Element ? to : null;
    if (focusedRef.current && into?.closest('.sx-nodepanel') && stageRef.current?.parentElement?.contains(into)) setSelected(focusedRef.current);
    focusedRef.current = null;
    setFocusedKey(null);
  }, []);
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const el = stageRef.current?.querySelector<SVGGElement>(`[data-node-id="${CSS.escape(key)}"]`);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  if (!recording || !layout || !view || !pic || !finalView || !replayer) {
    return (
      <div class="sx" id={idPrefix}>
        <p class="sx-error" role="alert">
          {error ? `This tree cannot be searched: ${error.message}.` : 'Nothing to show.'}
        </p>
      </div>
    );
  }

  const model = recording.model;
  const source = recording.source;
  const focusedNode = focusedKey ? layout.byKey.get(focusedKey) : undefined;
  const shownKey = (focusedNode ? focusedKey : null) ?? selected ?? currentKey ?? (layout.nodes[0]?.key as string | undefined);
  const shownNode: LaidOutNode | undefined = shownKey ? layout.byKey.get(shownKey) : undefined;
  const shownChildren = shownNode ? layout.nodes.filter((n) => n.parent === shownNode.key) : [];
  const nameOf = (key: string) => {
    const n = layout.byKey.get(key);
    return n ? source.nodeName(n.path) : key;
  };
  const hoverNode = hover ? layout.byKey.get(hover) : undefined;
  const hoverBoard = hoverNode ? source.position(hoverNode.path) : undefined;
  const selectedBoardNode = !hoverNode && !focusedNode && selected ? layout.byKey.get(selected) : undefined;
  const thumbNode = hoverNode ?? focusedNode ?? selectedBoardNode;
  const Picture = boardPicture(spec.game);
  const thumbBoard = hoverBoard ?? (thumbNode ? source.position(thumbNode.path) : undefined);

  const check = () => {
    const solution = exerciseSolution(model, finalView, source, spec.perspective);
    const inPruned = (key: string) => {
      const n = layout.byKey.get(key);
      return !!n && n.stub >= 0;
    };
    setReport(checkExercise(solution, { values: answers, cuts }, inPruned));
  };
  const solution = exercise && revealed ? exerciseSolution(model, finalView, source, spec.perspective) : undefined;
  const invalid = exercise && !revealed ? notNumbers(answers) : [];
  const invalidId = (key: string) => `${idPrefix}-nan-${key}`;
  const title = props.title ?? 'Search tree';
  const full = props.controls !== 'player';
  const showCode = !!props.children && !!props.codeLines && !exercise;

  return (
    <div
      class={`sx sx--${spec.game} sx--${exercise ? 'exercise' : 'watch'}${showCode ? ' sx--with-code' : ''}`}
      id={idPrefix}
      data-algorithm={spec.algorithm}
      onKeyDown={props.pageKeys ? undefined : (e) => onKey(e as unknown as KeyboardEvent)}
    >
      {full && (
        <div class="sx-top">
          <details class="sx-settings" open={settingsOpen} onToggle={(e) => setSettingsOpen((e.currentTarget as HTMLDetailsElement).open)}>
            <summary>
              <span class="sx-settings__label">Settings</span> <span class="sx-settings__now">{settingsSummary(spec, recording)}</span>
            </summary>
            <SourceControls spec={spec} idPrefix={idPrefix} treeText={recording.treeText} error={error} onChange={setSpec} exercise={exercise} />
          </details>
          {spec.game === 'toy' && (
            <div class="sx-modes" role="group" aria-label="Mode">
              <button type="button" class="sx-btn sx-btn--tab" aria-pressed={!exercise} onClick={() => setSpec({ mode: 'watch' })}>
                Watch
              </button>
              <button type="button" class="sx-btn sx-btn--tab" aria-pressed={exercise} onClick={() => setSpec({ mode: 'exercise', algorithm: 'alphabeta' })}>
                Exercise
              </button>
            </div>
          )}
        </div>
      )}
      <UrlNotice ignored={ignored} cell="the explorer" />
      {recording.truncated && (
        <p class="sx-notice sx-notice--warn" role="status" data-truncated="true">
          This search is too big to show whole: the recording stops after {model.events.length.toLocaleString('en-US')} events (
          {model.searched.toLocaleString('en-US')} positions), while the search goes on. Lower the search depth, or start from a fuller board, to see it to the
          end.
        </p>
      )}
      <div class="sx-main">
        <div
          class="sx-stage"
          ref={stageRef}
          tabindex={props.pageKeys ? undefined : 0}
          // Arrow keys and space drive the stage: a screen reader hands them over in an application.
          role={props.pageKeys ? undefined : 'application'}
          aria-label={`${title}: arrow keys step, space plays`}
          aria-describedby={`${idPrefix}-legend`}
        >
          <TreeSvg
            picture={drawn ?? pic}
            viewBox={viewBox}
            title={title}
            selected={selected ?? undefined}
            onNodeClick={onNodeClick}
            onNodeHover={setHover}
            items={items}
            focusKey={tabKey}
            onNodeKeyDown={onNodeKeyDown}
            onNodeFocus={onNodeFocus}
            svgProps={{ ref: zoom.svgRef, style: `aspect-ratio: ${viewBox.width} / ${viewBox.height}` } as never}
            viewportRef={zoom.viewportRef}
          >
            {exercise && !revealed && (
              <ExerciseLayer
                layout={layout}
                values={answers}
                cuts={cuts}
                report={report}
                nameOf={nameOf}
                onValue={(key, text) => {
                  setAnswers((a) => ({ ...a, [key]: text }));
                  setReport(undefined);
                }}
                invalid={new Set(invalid)}
                messageId={invalidId}
                onCut={(key) => {
                  setCuts((s) => {
                    const out = new Set(s);
                    if (out.has(key)) out.delete(key);
                    else out.add(key);
                    return out;
                  });
                  setReport(undefined);
                }}
              />
            )}
            {thumbNode && thumbBoard && Picture && (
              <g class="sx-thumb" transform={`translate(${thumbNode.x + 30},${thumbNode.y - 70})`} aria-hidden="true">
                <rect class="sx-thumb__bg" x={-4} y={-4} width={64} height={64} rx={6} />
                <Picture.Draw position={thumbBoard} size={56} last={thumbNode.move ?? undefined} />
              </g>
            )}
          </TreeSvg>
          <div class="sx-stagebar">
            <Legend id={`${idPrefix}-legend`} game={spec.game} />
            <div class="sx-zoombar">
              <button
                type="button"
                class="sx-btn sx-btn--icon"
                onClick={() => zoom.zoomBy(1.3)}
                aria-label="Zoom in"
                title="Zoom in (or Ctrl + wheel, or pinch)"
              >
                +
              </button>
              <button type="button" class="sx-btn sx-btn--icon" onClick={() => zoom.zoomBy(1 / 1.3)} aria-label="Zoom out" title="Zoom out">
                −
              </button>
              <button type="button" class="sx-btn sx-btn--small" onClick={() => zoom.reset()} title="The whole tree">
                Fit
              </button>
              {!exercise && treeDepthOf(model) > 2 && (
                <label class="sx-levels">
                  <span>Levels</span>
                  <select
                    value={shownLevels === Infinity ? 'all' : String(shownLevels)}
                    onChange={(e) => {
                      const v = (e.target as HTMLSelectElement).value;
                      setExpanded(new Set());
                      setCollapsed(new Set());
                      setLevels(v === 'all' ? Infinity : Number(v));
                    }}
                  >
                    {Array.from({ length: Math.min(8, treeDepthOf(model)) }, (_, k) => k + 1).map((k) => (
                      <option key={k} value={String(k)}>
                        {k}
                      </option>
                    ))}
                    <option value="all">all</option>
                  </select>
                </label>
              )}
            </div>
          </div>
        </div>
        <div class="sx-play">
          {!exercise && (
            <>
              <Transport
                step={step}
                total={total}
                playing={playing}
                speed={speed}
                idPrefix={idPrefix}
                onStep={(k) => {
                  setPlaying(false);
                  goTo(k);
                }}
                onPlay={(p) => {
                  if (p && step >= total) goTo(0);
                  setPlaying(p);
                }}
                onSpeed={setSpeed}
              />
              {props.marks && props.marks.length > 0 && (
                <div class="sx-marks" role="group" aria-label="Steps the text follows">
                  {markSteps(recording, props.marks).map((m, k) => (
                    <button
                      type="button"
                      class="sx-btn sx-btn--small"
                      aria-pressed={step === m.step}
                      data-mark-step={m.step}
                      onClick={() => {
                        setPlaying(false);
                        goTo(m.step);
                      }}
                    >
                      {k + 1}. {m.label}
                    </button>
                  ))}
                </div>
              )}
              <CaptionBox caption={caption} />
            </>
          )}
          {exercise && (
            <div class="sx-exercise-panel">
              <p>
                {revealed
                  ? 'The solution: alpha-beta’s values and cuts. Values at nodes it left early are bounds (≥ or ≤).'
                  : 'Type the value of each node (MAX takes the largest child, MIN the smallest) and press ✂ on every branch alpha-beta never looks at, left to right. At a node left early, its bound (“≥ 39”) or its true value both count.'}
              </p>
              <div class="sx-row">
                {!revealed && (
                  <button type="button" class="sx-btn" onClick={check}>
                    Check
                  </button>
                )}
                <button type="button" class="sx-btn" onClick={() => setRevealed((r) => !r)}>
                  {revealed ? 'Hide the solution' : 'Show the solution'}
                </button>
                {spec.position === 'random' && (
                  <button
                    type="button"
                    class="sx-btn"
                    onClick={() => setSpec({ random: { ...spec.random, seed: (spec.random.seed * 48271 + 11) % 2147483647 } })}
                  >
                    Another tree
                  </button>
                )}
                {spec.position !== 'random' && (
                  <button type="button" class="sx-btn" onClick={() => setSpec({ position: 'random' })}>
                    A random tree
                  </button>
                )}
              </div>
              {invalid.length > 0 && (
                <ul class="sx-invalid" role="status" data-testid="sx-not-a-number">
                  {invalid.map((key) => (
                    <li key={key} id={invalidId(key)}>
                      {nameOf(key)}: {notANumberText(answers[key])}.
                    </li>
                  ))}
                </ul>
              )}
              {spec.position === 'random' && <p class="sx-muted">Seed {spec.random.seed}: give this link or the seed to someone and they get the same tree.</p>}
              {report && !revealed && (
                <p class={`sx-report${report.allRight ? ' is-right' : ''}`} role="status">
                  {reportSummary(report)}
                </p>
              )}
              {solution && (
                <details class="sx-solution">
                  <summary>Values, node by node</summary>
                  <ul>
                    {[...solution.values].map(([key, v]) => (
                      <li key={key}>
                        {nameOf(key)}: {solutionText(v)}
                        {v.bound ? ` (its true value is ${v.exact})` : ''}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </div>
          )}
        </div>
        <div class="sx-side">
          {!exercise && <Counters view={view} final={finalView} recording={recording} />}
          {!blank && (
            <NodePanel
              recording={recording}
              view={view}
              node={shownNode}
              perspective={spec.perspective}
              layoutChildren={shownChildren}
              following={selected === null}
              onSelect={(key) => setSelected(key)}
              onFollow={() => setSelected(null)}
              onToggle={toggle}
              expanded={shownChildren.length > 0}
            />
          )}
          {showCode && (
            <CodePanel
              id={`${idPrefix}-code`}
              algorithm={spec.algorithm}
              lines={props.codeLines ?? {}}
              view={view}
              model={model}
              perspective={spec.perspective}
            >
              {props.children}
            </CodePanel>
          )}
        </div>
      </div>
      <div class="sx-visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </div>
    </div>
  );
}

const ALGORITHM_NAMES: Record<Algorithm, string> = { minimax: 'minimax', negamax: 'negamax', alphabeta: 'alpha-beta', shallow: 'shallow pruning' };
const ORDER_NAMES: Record<Order, string> = { natural: 'moves as given', 'best-first': 'best move first', 'worst-first': 'worst move first' };

/** One line that says what is shown, for the folded settings. */
function settingsSummary(spec: ExplorerSpec, recording: Recording): string {
  const tree =
    spec.game !== 'toy'
      ? `${GAMES[spec.game].name.toLowerCase()} ${spec.position.length > 24 ? 'position' : spec.position}${spec.depth === Infinity ? '' : `, ${spec.depth} plies`}`
      : spec.position.startsWith('example:')
        ? spec.position.slice(8) === 'course'
          ? 'the course’s worked tree'
          : spec.position.slice(8) === 'walkthrough'
            ? 'the course’s walk-through'
            : 'the textbook tree'
        : spec.position === 'random'
          ? `random tree, seed ${spec.random.seed}`
          : `your tree (${recording.model.searched} positions searched)`;
  return `${tree} · ${ALGORITHM_NAMES[spec.algorithm]} · ${ORDER_NAMES[spec.order]}`;
}

/** The part of the tree on screen, in tree coordinates, for a zoom transform (the SVG keeps its aspect ratio, centred at the top). */
function visibleTreeRect(t: { k: number; x: number; y: number }, el: SVGSVGElement): Rect | undefined {
  const vb = el.viewBox.baseVal;
  const w = el.clientWidth;
  const h = el.clientHeight;
  if (!vb || !vb.width || !w || !h) return undefined;
  const s = Math.min(w / vb.width, h / vb.height);
  const uw = w / s;
  const uh = h / s;
  const ux = vb.x - (uw - vb.width) / 2;
  return { x: (ux - t.x) / t.k, y: (vb.y - t.y) / t.k, width: uw / t.k, height: uh / t.k };
}

function treeDepthOf(model: Recording['model']): number {
  let d = 0;
  for (const n of model.nodes) d = Math.max(d, n.ply);
  return d;
}

function Legend({ id, game }: { id: string; game: VizGame }) {
  const players = game === 'toy' ? undefined : GAMES[game].players;
  const max = players ? `${players[0]} to move` : 'MAX';
  const min = players ? `${players[1]} to move` : 'MIN';
  return (
    <ul class="sx-legend" id={id} aria-label="Legend">
      <li>
        <svg viewBox="-26 -24 52 46" aria-hidden="true" class="sx-legend__icon sx-node--max">
          <path class="sx-shape" d="M0,-21L23,16L-23,16Z" />
        </svg>
        {max} (takes the largest)
      </li>
      <li>
        <svg viewBox="-26 -22 52 46" aria-hidden="true" class="sx-legend__icon sx-node--min">
          <path class="sx-shape" d="M0,21L23,-16L-23,-16Z" />
        </svg>
        {min} (takes the smallest)
      </li>
      <li>
        <svg viewBox="-20 -15 40 30" aria-hidden="true" class="sx-legend__icon sx-node--leaf">
          <path class="sx-shape" d="M-18,-13H18V13H-18Z" />
        </svg>
        leaf
      </li>
      <li>
        <span class="sx-legend__swatch sx-legend__swatch--current" aria-hidden="true" />
        current
      </li>
      <li>
        <span class="sx-legend__swatch sx-legend__swatch--pruned" aria-hidden="true" />
        pruned ✂ (positions skipped)
      </li>
      <li>
        <span class="sx-legend__swatch sx-legend__swatch--pv" aria-hidden="true" />
        principal variation
      </li>
    </ul>
  );
}

export default SearchExplorer;
