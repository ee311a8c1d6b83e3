/**
 * @packageDocumentation
 * The framing of a drawn tree: the SVG view box before any zoom, and the part
 * of the tree on screen after one (for culling big trees). Plain numbers, so
 * the model computes them without a DOM.
 */

import type { Rect } from './display.ts';
import type { TreeLayout } from './layout.ts';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const r3 = (x: number): number => Math.round(x * 1000) / 1000 + 0;

/**
 * The part of the tree shown before any zoom: all of it when it is narrow
 * enough, else a window of `maxWidth` units centred on the root.
 */
export function viewBoxFor(layout: TreeLayout, maxWidth = 1400): ViewBox {
  const pad = 48;
  const { x0, x1, y1 } = layout.extent;
  const fullWidth = x1 - x0 + 2 * pad;
  const width = Math.max(240, Math.min(fullWidth, maxWidth));
  const centre = fullWidth <= maxWidth ? (x0 + x1) / 2 : Math.max(x0 - pad + width / 2, Math.min(0, x1 + pad - width / 2));
  return { x: r3(centre - width / 2), y: -40, width: r3(width), height: r3(Math.max(160, y1 + 40 + 56)) };
}

/** A zoom transform: screen = k · tree + (x, y), in SVG user units. */
export interface ZoomTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The part of the tree on screen, in tree coordinates, for a zoom transform,
 * given the SVG's view box and its size in pixels (the SVG keeps its aspect
 * ratio, centred at the top). Undefined while the SVG has no size.
 */
export function visibleTreeRect(t: ZoomTransform, vb: Rect | undefined, width: number, height: number): Rect | undefined {
  if (!vb || !vb.width || !width || !height) return undefined;
  const s = Math.min(width / vb.width, height / vb.height);
  const uw = width / s;
  const uh = height / s;
  const ux = vb.x - (uw - vb.width) / 2;
  return { x: (ux - t.x) / t.k, y: (vb.y - t.y) / t.k, width: uw / t.k, height: uh / t.k };
}
