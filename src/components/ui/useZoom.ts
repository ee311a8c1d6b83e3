/**
 * Zoom and pan with d3-zoom. D3 owns the transform of the viewport group (it
 * sets the attribute itself, Preact never renders it), so panning costs no
 * re-render.
 *
 * d3-zoom and what it pulls in (selection, transition, interpolate, color) are
 * about a third of the island's code and nothing needs them to draw the tree,
 * so they load on their own: when the pointer or focus reaches the tree, or
 * when the browser is idle after hydration, whichever comes first. Calls made
 * before that wait for it.
 *
 * Page-friendly defaults: the mouse wheel scrolls the page unless Ctrl or ⌘ is
 * held (a trackpad pinch arrives as Ctrl + wheel, so it zooms); on a phone one
 * finger pans the tree and two fingers pinch. Double-click does not zoom (it
 * is too easy to trigger while clicking nodes).
 *
 * Lifecycle: attached when the SVG mounts (lazily, as above), detached when it
 * unmounts; `reset` returns to the SSR framing (the identity transform).
 *
 * Framing follows the figure's size until the reader takes over: `readable`
 * is a request ("at least this many pixels per unit, this point at the top"),
 * not a one-off zoom. It is applied when d3-zoom arrives and again whenever
 * the SVG changes size (a ResizeObserver), zooming in or back out to what the
 * size calls for, until the reader zooms or pans by hand (or presses a zoom
 * button). A size measured too early (before the island's container had its
 * width, or in a window that opened small) therefore cannot leave the tree
 * magnified: the first paint of lesson 3's tree once showed a root triangle
 * six times too big for that reason, since the old `readable` only ever
 * zoomed in, once.
 */

import type { ZoomBehavior, ZoomTransform } from 'd3-zoom';
import { useCallback, useEffect, useRef } from 'preact/hooks';

export interface ZoomControls {
  svgRef: (el: SVGSVGElement | null) => void;
  viewportRef: (el: SVGGElement | null) => void;
  zoomBy: (factor: number) => void;
  reset: () => void;
  /** Pans (without zooming) so that the point (x, y) of the tree is in view; does nothing if it already is. */
  reveal: (x: number, y: number) => void;
  /**
   * On a narrow screen the whole tree would be too small to read: zoom in to
   * `minScale` screen pixels per tree unit, with (x, y) at the top centre.
   * Does nothing when the tree is already readable.
   */
  readable: (minScale: number, x: number, y: number) => void;
}

type D3 = { zoom: typeof import('d3-zoom'); selection: typeof import('d3-selection') };
let d3Loading: Promise<D3> | null = null;
const loadD3 = (): Promise<D3> => (d3Loading ??= Promise.all([import('d3-zoom'), import('d3-selection')]).then(([zoom, selection]) => ({ zoom, selection })));

/** The transform d3-zoom applies: screen = k · tree + (x, y), in SVG user units. */
export interface ZoomState {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

/** `onSettle` is called when a zoom or pan ends (also after programmatic moves), for culling. */
export function useZoom(onSettle?: (t: ZoomState, svg: SVGSVGElement) => void): ZoomControls {
  const settle = useRef(onSettle);
  settle.current = onSettle;
  const svg = useRef<SVGSVGElement | null>(null);
  const viewport = useRef<SVGGElement | null>(null);
  const d3 = useRef<D3 | null>(null);
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const transform = useRef<{ k: number; x: number; y: number; toString(): string }>({ k: 1, x: 0, y: 0, toString: () => 'translate(0,0) scale(1)' });
  /** Calls waiting for d3-zoom, by kind (the last call of a kind wins); `readable` runs first. */
  const pending = useRef(new Map<string, () => void>());
  const zoomCalls = useRef(0); // every zoom-button press before d3 arrives counts
  /** The framing asked for by `readable`, re-applied on resize until the reader zooms or pans. */
  const frame = useRef<{ minScale: number; x: number; y: number } | null>(null);
  const readerMoved = useRef(false);
  /** Re-applies the framing (set below); the size observer calls it. */
  const applyRef = useRef<() => void>(() => {});

  // The figure's size can change after the first measure (its container gets its width, the window
  // is resized, a phone turns): the framing follows, until the reader has zoomed or panned.
  const sizeObserver = useRef<ResizeObserver | null>(null);
  const observeSize = useCallback((el: SVGSVGElement | null) => {
    sizeObserver.current?.disconnect();
    sizeObserver.current = null;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let last = '';
    sizeObserver.current = new ResizeObserver((entries) => {
      const r = entries[entries.length - 1]?.contentRect;
      const size = r ? `${Math.round(r.width)}x${Math.round(r.height)}` : '';
      if (size === last) return;
      last = size;
      applyRef.current();
    });
    sizeObserver.current.observe(el);
  }, []);
  useEffect(() => () => sizeObserver.current?.disconnect(), []);

  const attach = useCallback(() => {
    const el = svg.current;
    if (!el || behaviour.current) return;
    loadD3().then((lib) => {
      if (svg.current !== el || behaviour.current) return;
      d3.current = lib;
      const z = lib.zoom
        .zoom<SVGSVGElement, unknown>()
        .scaleExtent([0.1, 6])
        .filter((event: Event) => {
          if (event.type === 'wheel') return (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey;
          return !(event as MouseEvent).button;
        })
        .on('zoom', (event: { transform: ZoomTransform; sourceEvent: Event | null }) => {
          if (event.sourceEvent) readerMoved.current = true; // a drag, a pinch, a Ctrl + wheel
          transform.current = event.transform;
          viewport.current?.setAttribute('transform', event.transform.toString());
        })
        .on('end', (event: { transform: ZoomTransform }) => {
          if (svg.current) settle.current?.({ k: event.transform.k, x: event.transform.x, y: event.transform.y }, svg.current);
        });
      lib.selection.select(el).call(z).on('dblclick.zoom', null);
      behaviour.current = z;
      const queued = pending.current;
      pending.current = new Map();
      queued.get('readable')?.();
      for (const [kind, f] of queued) if (kind !== 'readable') f();
    });
  }, []);

  /** Runs `f` now if d3-zoom is attached, else once it is (the last call of each kind wins). */
  const withZoom = useCallback(
    (kind: string, f: () => void) => {
      if (behaviour.current) f();
      else {
        pending.current.set(kind, f);
        attach();
      }
    },
    [attach],
  );

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const now = () => attach();
    el.addEventListener('pointerenter', now, { once: true });
    el.addEventListener('touchstart', now, { once: true, passive: true });
    el.addEventListener('focusin', now, { once: true });
    const idle = (window as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    const handle = idle ? idle(now, { timeout: 2500 }) : window.setTimeout(now, 1200);
    return () => {
      el.removeEventListener('pointerenter', now);
      el.removeEventListener('touchstart', now);
      el.removeEventListener('focusin', now);
      if (!idle) window.clearTimeout(handle);
      if (d3.current) d3.current.selection.select(el).on('.zoom', null);
      behaviour.current = null;
    };
  }, [attach]);

  const svgRef = useCallback((el: SVGSVGElement | null) => {
    if (svg.current && svg.current !== el && d3.current) {
      d3.current.selection.select(svg.current).on('.zoom', null);
      behaviour.current = null;
    }
    if (svg.current !== el) observeSize(el);
    svg.current = el;
  }, [observeSize]);
  const viewportRef = useCallback((el: SVGGElement | null) => {
    viewport.current = el;
    if (el) el.setAttribute('transform', transform.current.toString());
  }, []);

  const zoomBy = useCallback(
    (factor: number) => {
      readerMoved.current = true;
      withZoom(`zoomBy${++zoomCalls.current}`, () => svg.current && behaviour.current?.scaleBy(d3.current!.selection.select(svg.current), factor));
    },
    [withZoom],
  );
  const reset = useCallback(() => {
    frame.current = null;
    readerMoved.current = false;
    if (!behaviour.current) {
      // Nothing to undo before d3 is there, beyond what a queued call may do.
      pending.current.clear();
      return;
    }
    if (svg.current) behaviour.current.transform(d3.current!.selection.select(svg.current), d3.current!.zoom.zoomIdentity);
  }, []);
  const reveal = useCallback(
    (x: number, y: number) =>
      withZoom('reveal', () => {
        const el = svg.current;
        const z = behaviour.current;
        if (!el || !z || !d3.current) return;
        const vb = el.viewBox.baseVal;
        if (!vb || vb.width === 0) return;
        const t = transform.current;
        const sx = t.k * x + t.x;
        const sy = t.k * y + t.y;
        const margin = 40;
        const inside = sx >= vb.x + margin && sx <= vb.x + vb.width - margin && sy >= vb.y + margin && sy <= vb.y + vb.height - margin;
        if (!inside) z.translateTo(d3.current.selection.select(el), x, y);
      }),
    [withZoom],
  );
  /** Applies the framing asked for, for the SVG's size now (nothing while it has no size yet). */
  const applyFrame = useCallback(() => {
    const el = svg.current;
    const z = behaviour.current;
    const f = frame.current;
    if (!el || !z || !d3.current || !f || readerMoved.current) return;
    const vb = el.viewBox.baseVal;
    const box = el.getBoundingClientRect();
    if (!vb || vb.width === 0 || vb.height === 0 || box.width < 1 || box.height < 1) return;
    const k = framingScale(box.width, box.height, vb.width, vb.height, f.minScale);
    const target = k === 1 ? d3.current.zoom.zoomIdentity : d3.current.zoom.zoomIdentity.translate(vb.x + vb.width / 2 - k * f.x, vb.y + 60 - k * f.y).scale(k);
    const t = transform.current;
    if (Math.abs(t.k - target.k) < 1e-6 && Math.abs(t.x - target.x) < 1e-3 && Math.abs(t.y - target.y) < 1e-3) return;
    z.transform(d3.current.selection.select(el), target);
  }, []);
  applyRef.current = applyFrame;
  const readable = useCallback(
    (minScale: number, x: number, y: number) => {
      frame.current = { minScale, x, y };
      withZoom('readable', applyFrame);
    },
    [withZoom, applyFrame],
  );



  return { svgRef, viewportRef, zoomBy, reset, reveal, readable };
}

/**
 * The zoom that gives at least `minScale` screen pixels per tree unit to a
 * viewBox of `vbWidth` × `vbHeight` drawn "meet" in a `width` × `height` box:
 * 1 when the whole tree is already that readable, never more than 6.
 */
export function framingScale(width: number, height: number, vbWidth: number, vbHeight: number, minScale: number): number {
  const pixelsPerUnit = Math.min(width / vbWidth, height / vbHeight);
  if (!(pixelsPerUnit > 0) || pixelsPerUnit >= minScale) return 1;
  return Math.min(6, minScale / pixelsPerUnit);
}
