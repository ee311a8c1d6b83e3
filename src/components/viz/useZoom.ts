/**
 * Zoom and pan with d3-zoom. D3 owns the transform of the viewport group (it
 * sets the attribute itself, Preact never renders it), so panning costs no
 * re-render.
 *
 * Page-friendly defaults: the mouse wheel scrolls the page unless Ctrl or ⌘ is
 * held (a trackpad pinch arrives as Ctrl + wheel, so it zooms); on a phone one
 * finger pans the tree and two fingers pinch. Double-click does not zoom (it
 * is too easy to trigger while clicking nodes).
 *
 * Lifecycle: attached when the SVG mounts, detached when it unmounts; `reset`
 * returns to the SSR framing (the identity transform inside the viewBox).
 */

import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
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

export function useZoom(): ZoomControls {
  const svg = useRef<SVGSVGElement | null>(null);
  const viewport = useRef<SVGGElement | null>(null);
  const behaviour = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const transform = useRef<ZoomTransform>(zoomIdentity);

  const attach = useCallback(() => {
    const el = svg.current;
    if (!el || behaviour.current) return;
    const z = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.1, 6])
      .filter((event: Event) => {
        if (event.type === 'wheel') return (event as WheelEvent).ctrlKey || (event as WheelEvent).metaKey;
        return !(event as MouseEvent).button;
      })
      .on('zoom', (event: { transform: ZoomTransform }) => {
        transform.current = event.transform;
        viewport.current?.setAttribute('transform', event.transform.toString());
      });
    select(el).call(z).on('dblclick.zoom', null);
    behaviour.current = z;
  }, []);

  useEffect(
    () => () => {
      if (svg.current) select(svg.current).on('.zoom', null);
      behaviour.current = null;
    },
    [],
  );

  const svgRef = useCallback(
    (el: SVGSVGElement | null) => {
      if (svg.current && svg.current !== el) {
        select(svg.current).on('.zoom', null);
        behaviour.current = null;
      }
      svg.current = el;
      if (el) attach();
    },
    [attach],
  );
  const viewportRef = useCallback((el: SVGGElement | null) => {
    viewport.current = el;
    if (el) el.setAttribute('transform', transform.current.toString());
  }, []);

  const zoomBy = useCallback((factor: number) => {
    if (svg.current && behaviour.current) behaviour.current.scaleBy(select(svg.current), factor);
  }, []);
  const reset = useCallback(() => {
    if (svg.current && behaviour.current) behaviour.current.transform(select(svg.current), zoomIdentity);
  }, []);
  const reveal = useCallback((x: number, y: number) => {
    const el = svg.current;
    const z = behaviour.current;
    if (!el || !z) return;
    const vb = el.viewBox.baseVal;
    if (!vb || vb.width === 0) return;
    const t = transform.current;
    const [sx, sy] = t.apply([x, y]);
    const margin = 40;
    const inside = sx >= vb.x + margin && sx <= vb.x + vb.width - margin && sy >= vb.y + margin && sy <= vb.y + vb.height - margin;
    if (!inside) z.translateTo(select(el), x, y);
  }, []);

  const readable = useCallback((minScale: number, x: number, y: number) => {
    const el = svg.current;
    const z = behaviour.current;
    if (!el || !z) return;
    const vb = el.viewBox.baseVal;
    const width = el.clientWidth || el.getBoundingClientRect().width;
    if (!vb || vb.width === 0 || !width) return;
    const pixelsPerUnit = Math.min(width / vb.width, (el.clientHeight || width) / vb.height);
    if (pixelsPerUnit >= minScale) return;
    const k = Math.min(6, minScale / pixelsPerUnit);
    const t = zoomIdentity.translate(vb.x + vb.width / 2 - k * x, vb.y + 60 - k * y).scale(k);
    z.transform(select(el), t);
  }, []);

  return { svgRef, viewportRef, zoomBy, reset, reveal, readable };
}
