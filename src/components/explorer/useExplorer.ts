/**
 * The explorer's model (lib/viz/explorer/store.ts) wired to Preact and the
 * page: the play timer, the page's address (`syncUrl`), the keyboard (on the
 * figure, or on the whole page with `pageKeys`), the zoom (d3-zoom, through
 * useZoom) following the search, and the focus moving around the tree. No
 * rule of the explorer lives here: each hook turns a DOM event into an action
 * or an action's result into a DOM call.
 */

import { useCallback, useEffect, useMemo, useRef, useState, type MutableRef } from 'preact/hooks';
import type { ExplorerAction } from '../../lib/viz/explorer/actions.ts';
import { figureKeyAction, nodeKeyAction } from '../../lib/viz/explorer/keys.ts';
import type { ExplorerOptions } from '../../lib/viz/explorer/options.ts';
import { createExplorer, type Explorer, type ExplorerSnapshot } from '../../lib/viz/explorer/store.ts';
import { searchWithView } from '../../lib/viz/explorer/url.ts';
import { visibleTreeRect } from '../../lib/viz/viewBox.ts';
import { useZoom, type ZoomControls } from '../ui/useZoom.ts';

type Dispatch = (action: ExplorerAction) => void;

export interface ExplorerWiring {
  /** Keep the view in the page's address. */
  readonly syncUrl?: boolean;
  /** Listen to the keyboard on the whole page, not only inside the figure. */
  readonly pageKeys?: boolean;
}

export interface ExplorerHandle extends ExplorerSnapshot {
  readonly dispatch: Dispatch;
  readonly zoom: ZoomControls;
  readonly stageRef: MutableRef<HTMLDivElement | null>;
  /** The figure's keys (undefined with `pageKeys`: the page listens). */
  readonly onKeyDown?: (e: KeyboardEvent) => void;
  readonly tree: {
    readonly onNodeClick: (key: string) => void;
    readonly onNodeHover: (key: string | null) => void;
    readonly onNodeKeyDown: (key: string, e: KeyboardEvent) => void;
    readonly onNodeFocus: (key: string | null, to: EventTarget | null) => void;
  };
}

export function useExplorer(options: ExplorerOptions & ExplorerWiring): ExplorerHandle {
  const [store] = useState(() => createExplorer(options));
  const [snapshot, setSnapshot] = useState(store.snapshot);
  const dispatch = useCallback((a: ExplorerAction) => setSnapshot(store.dispatch(a)), [store]);
  const { state, frame } = snapshot;
  useEffect(() => dispatch({ type: 'recording', recording: options.recording }), [options.recording, dispatch]);
  // On a phone the settings start folded, so the tree is on the first screen.
  useEffect(() => {
    if (window.matchMedia?.('(max-width: 40rem)').matches) dispatch({ type: 'settingsOpen', open: false });
  }, [dispatch]);
  const stageRef = useRef<HTMLDivElement>(null);
  const zoom = useCamera(snapshot, dispatch);
  usePlayTimer(snapshot, dispatch);
  const onKeyDown = useFigureKeys(store, dispatch, !!options.pageKeys);
  useAddress(store, snapshot, dispatch, !!options.syncUrl);
  const tree = useTreeFocus(snapshot, dispatch, zoom, stageRef);
  return { state, frame, dispatch, zoom, stageRef, ...(options.pageKeys ? {} : { onKeyDown }), tree };
}

/** Keys that belong to a field being typed in (arrows and space must reach it). */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

/** ← → Home End and Space, on the figure or (pageKeys) anywhere on the page. */
function useFigureKeys(store: Explorer, dispatch: Dispatch, pageKeys: boolean): (e: KeyboardEvent) => void {
  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return;
      const onButton = !!(e.target as HTMLElement | null)?.closest?.('button, a, summary, [role="button"]');
      const action = figureKeyAction({ key: e.key, onButton }, store.snapshot.state.spec.mode);
      if (!action) return;
      dispatch(action);
      e.preventDefault();
    },
    [store, dispatch],
  );
  useEffect(() => {
    if (!pageKeys) return;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onKey, pageKeys]);
  return onKey;
}

/** One step forward every 1/speed seconds while playing (the model stops at the end). */
function usePlayTimer({ state, frame }: ExplorerSnapshot, dispatch: Dispatch): void {
  useEffect(() => {
    if (!state.playing) return;
    const t = setTimeout(() => dispatch({ type: 'tick' }), 1000 / state.speed);
    return () => clearTimeout(t);
  }, [state.playing, frame.step, frame.total, state.speed, dispatch]);
}

/** With `syncUrl`: the view is read from the address after hydration, and written back (replaceState) once the reader pauses. */
function useAddress(store: Explorer, { state, frame }: ExplorerSnapshot, dispatch: Dispatch, syncUrl: boolean): void {
  useEffect(() => {
    if (syncUrl) dispatch({ type: 'loadUrl', search: window.location.search });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration: a later change of props is not a new link
  useEffect(() => {
    if (!syncUrl) return;
    const t = setTimeout(() => {
      const { state: now, frame: shown } = store.snapshot;
      const q = searchWithView(now, shown, window.location.search);
      const url = `${window.location.pathname}${q ? `?${q}` : ''}${window.location.hash}`;
      if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) window.history.replaceState(window.history.state, '', url);
    }, 250);
    return () => clearTimeout(t);
  }, [state.spec, frame.step, syncUrl, store]);
}

/**
 * The zoom: back to the whole tree for a new search, the current node kept in
 * view while the panel follows the search, and a readable size on narrow
 * screens whenever the tree changes (and whenever the figure's size does:
 * useZoom). A zoom or pan tells the model what is on screen, for culling.
 */
function useCamera({ state, frame }: ExplorerSnapshot, dispatch: Dispatch): ZoomControls {
  const zoom = useZoom((t, el) => {
    const vb = el.viewBox.baseVal;
    dispatch({ type: 'viewport', rect: visibleTreeRect(t, vb ?? undefined, el.clientWidth, el.clientHeight) });
  });
  const { reset, reveal, readable } = zoom; // each the same function across renders
  const recording = frame.ready ? frame.recording : null;
  const layout = frame.ready ? frame.layout : null;
  const currentKey = frame.ready ? frame.picture.currentKey : undefined;
  const current = useRef(currentKey);
  current.current = currentKey;
  useEffect(() => reset(), [recording, reset]);
  useEffect(() => {
    if (state.selected !== null || !currentKey || !layout) return;
    const n = layout.byKey.get(currentKey);
    if (n) reveal(n.x, n.y);
  }, [currentKey, layout, state.selected, reveal]);
  // On a new layout only (not at every step): where the search is then.
  useEffect(() => {
    if (!layout) return;
    const n = current.current ? layout.byKey.get(current.current) : layout.nodes[0];
    readable(0.62, n?.x ?? 0, 0);
  }, [layout, readable]);
  return zoom;
}

/**
 * The tree's handlers, the same functions across steps (so the memoised SVG
 * nodes are not redrawn because a handler changed), and the focus: a node
 * the arrow keys moved to is brought into view and focused.
 */
function useTreeFocus({ state, frame }: ExplorerSnapshot, dispatch: Dispatch, zoom: ZoomControls, stageRef: MutableRef<HTMLDivElement | null>): ExplorerHandle['tree'] {
  const layout = useRef(frame.ready ? frame.layout : null);
  layout.current = frame.ready ? frame.layout : null;
  const { reveal } = zoom;
  // Once per move: the node moved to comes into view.
  useEffect(() => {
    const n = state.pendingFocus ? layout.current?.byKey.get(state.pendingFocus) : undefined;
    if (n) reveal(n.x, n.y);
  }, [state.pendingFocus, reveal]);
  useEffect(() => {
    const key = state.pendingFocus;
    if (!key) return;
    stageRef.current?.querySelector<SVGGElement>(`[data-node-id="${CSS.escape(key)}"]`)?.focus();
  });
  const onNodeClick = useCallback((key: string) => dispatch({ type: 'nodeClick', key }), [dispatch]);
  const onNodeHover = useCallback((key: string | null) => dispatch({ type: 'hover', key }), [dispatch]);
  const onNodeKeyDown = useCallback(
    (key: string, e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const action = nodeKeyAction(e.key, key);
      if (!action) return;
      e.preventDefault(); // the explorer's own arrow keys (stepping) stay off while a node has the focus
      dispatch(action);
    },
    [dispatch],
  );
  const onNodeFocus = useCallback(
    (key: string | null, to: EventTarget | null) => {
      if (key !== null) return dispatch({ type: 'nodeFocus', key });
      const into = to instanceof Element ? to : null;
      const intoPanel = !!into?.closest('.sx-nodepanel') && !!stageRef.current?.parentElement?.contains(into);
      dispatch({ type: 'nodeBlur', intoPanel });
    },
    [dispatch, stageRef],
  );
  return useMemo(() => ({ onNodeClick, onNodeHover, onNodeKeyDown, onNodeFocus }), [onNodeClick, onNodeHover, onNodeKeyDown, onNodeFocus]);
}
