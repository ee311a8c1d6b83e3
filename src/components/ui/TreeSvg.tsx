/**
 * The search tree as SVG, drawn from a `Picture` (see src/lib/viz/display.ts).
 * Render only: the same component runs in SSR, in the island and in the
 * snapshot tests. Layers, bottom to top: edges (with cut marks), edge labels
 * (moves, windows), nodes, then whatever the caller overlays (thumbnails,
 * exercise fields) through `children`.
 *
 * Shapes carry the meaning before colour does: MAX nodes are up triangles, MIN
 * nodes down triangles, leaves squares; the current node has a thick ring,
 * pruned branches are dashed with a cut mark, the principal variation is a
 * thick line. Colours come from CSS variables (searchExplorer.css), so dark
 * mode and the colour-blind-safe palette are the stylesheet's job.
 *
 * Keyboard: given `items` (lib/viz/treeNav.ts), the figure is a tree widget
 * with a roving tabindex: every node is a `treeitem` (level, place among its
 * siblings, expanded or not), the node `focusKey` is in the Tab order and the
 * others are reached with the arrow keys, which the caller handles
 * (`onNodeKeyDown`). A focused node shows a ring. Without `items` (the SVG
 * snapshots, static figures) none of this is drawn.
 */

import type { ComponentChildren, SVGAttributes } from 'preact';
import type { LinkDisplay, NodeDisplay, Picture } from '../../lib/viz/display.ts';
import type { TreeItemInfo } from '../../lib/viz/treeNav.ts';
import type { ViewBox } from '../../lib/viz/viewBox.ts';
import { memo } from './memo.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

// The framing is the model's (lib/viz/viewBox.ts); the snapshot tests and the bench take it from here.
export { viewBoxFor } from '../../lib/viz/viewBox.ts';

/** Node outlines centred on (0, 0). */
const SHAPES = {
  max: 'M0,-21L23,16L-23,16Z',
  min: 'M0,21L23,-16L-23,-16Z',
  leaf: 'M-18,-13H18V13H-18Z',
} as const;
const HALO = {
  max: 'M0,-31L32,22L-32,22Z',
  min: 'M0,31L32,-22L-32,-22Z',
  leaf: 'M-25,-20H25V20H-25Z',
} as const;
/** The keyboard focus ring, outside the halo so both show on the current node. */
const FOCUS_RING = {
  max: 'M0,-40L41,28L-41,28Z',
  min: 'M0,40L41,-28L-41,-28Z',
  leaf: 'M-31,-26H31V26H-31Z',
} as const;
/** Baseline of the value text, per shape, so it sits in the shape's widest part. */
const TEXT_Y = { max: 9, min: -2, leaf: 4.5 } as const;

const r3 = (x: number): number => Math.round(x * 1000) / 1000 + 0;

export interface TreeSvgProps {
  picture: Picture;
  viewBox: ViewBox;
  /** Accessible name of the figure. */
  title: string;
  /** Key of the node the reader selected (outlined), if any. */
  selected?: string;
  onNodeClick?: (key: string, event: MouseEvent) => void;
  onNodeHover?: (key: string | null) => void;
  /** Makes the nodes a keyboard tree: each node's place in the drawn tree, by key. */
  items?: ReadonlyMap<string, TreeItemInfo>;
  /** With `items`: the node in the Tab order (the others have tabindex -1). */
  focusKey?: string;
  /** With `items`: a key pressed on a node (the arrow keys move between nodes, Enter selects). */
  onNodeKeyDown?: (key: string, event: KeyboardEvent) => void;
  /** With `items`: a node took the focus (key) or lost it (null, with where the focus went). */
  onNodeFocus?: (key: string | null, to: EventTarget | null) => void;
  /** Extra layers drawn above the nodes, inside the zoomed group. */
  children?: ComponentChildren;
  /** Attributes for the outer <svg> (ref for zoom, class). */
  svgProps?: SVGAttributes<SVGSVGElement>;
  viewportRef?: (el: SVGGElement | null) => void;
  /** The page's language, for the nodes' tooltips; English when absent. */
  lang?: Locale;
}

export function TreeSvg({ picture, viewBox, title, selected, onNodeClick, onNodeHover, items, focusKey, onNodeKeyDown, onNodeFocus, children, svgProps, viewportRef, lang }: TreeSvgProps) {
  return (
    <svg
      class="sx-svg"
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      preserveAspectRatio="xMidYMin meet"
      role={items ? 'tree' : 'group'}
      aria-label={title}
      data-nodes={picture.nodes.length}
      // A keyboard tree is entered at its node in the Tab order, not at the SVG (which Chromium
      // would otherwise put in the Tab order as a scroller, its drawing being larger than its box).
      {...(items ? { tabindex: -1 } : {})}
      {...svgProps}
    >
      <g class="sx-viewport" ref={viewportRef}>
        <g class="sx-links">
          {picture.links.map((l) => (
            <Link key={l.key} link={l} />
          ))}
        </g>
        <g class="sx-edge-labels" aria-hidden="true">
          {picture.links.map((l) => (
            <EdgeLabels key={l.key} link={l} />
          ))}
        </g>
        <g class="sx-nodes">
          {picture.nodes.map((n) => (
            <Node
              key={n.key}
              node={n}
              selected={n.key === selected}
              onClick={onNodeClick}
              onHover={onNodeHover}
              item={items?.get(n.key)}
              tabbable={n.key === focusKey}
              onKeyDown={items ? onNodeKeyDown : undefined}
              onFocus={items ? onNodeFocus : undefined}
              lang={lang}
            />
          ))}
        </g>
        <WindowBadge picture={picture} />
        {children}
      </g>
    </svg>
  );
}

/** Two short strokes across the edge, a third of the way down: the scissors' cut. */
function cutMark(l: LinkDisplay): string {
  const dx = l.x2 - l.x1;
  const dy = l.y2 - l.y1;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const px = -uy * 8;
  const py = ux * 8;
  const at = (t: number) => [l.x1 + dx * t, l.y1 + dy * t];
  const [ax, ay] = at(0.42);
  const gap = 3.5;
  const seg = (cx: number, cy: number) => `M${r3(cx - px)},${r3(cy - py)}L${r3(cx + px)},${r3(cy + py)}`;
  return seg(ax - ux * gap, ay - uy * gap) + seg(ax + ux * gap, ay + uy * gap);
}

const Link = memo(function Link({ link: l }: { link: LinkDisplay }) {
  const cls = `sx-link sx-link--${l.state}${l.pv ? ' sx-link--pv' : ''}${l.onPath ? ' sx-link--path' : ''}${l.cut ? ' sx-link--cut' : ''}`;
  return (
    <g class={cls} data-link-id={l.key} data-state={l.state}>
      <line x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} />
      {l.cut && l.state === 'pruned' && <path class="sx-cutmark" d={cutMark(l)} />}
    </g>
  );
});

const EdgeLabels = memo(function EdgeLabels({ link: l }: { link: LinkDisplay }) {
  if (!l.move && !l.window) return null;
  const mx = (t: number) => r3(l.x1 + (l.x2 - l.x1) * t);
  const my = (t: number) => r3(l.y1 + (l.y2 - l.y1) * t);
  const side = l.x2 >= l.x1 ? 1 : -1;
  return (
    <g class={`sx-edge-label sx-edge-label--${l.state}`}>
      {l.move && (
        <text class="sx-move" x={r3(mx(0.62) + side * 7)} y={my(0.62)} text-anchor={side > 0 ? 'start' : 'end'}>
          {l.move}
        </text>
      )}
      {l.window && (
        <text class="sx-window" x={r3(mx(0.4) - side * 8)} y={my(0.4)} text-anchor={side > 0 ? 'end' : 'start'}>
          {l.window}
        </text>
      )}
    </g>
  );
});

interface NodeProps {
  node: NodeDisplay;
  selected: boolean;
  onClick?: (key: string, event: MouseEvent) => void;
  onHover?: (key: string | null) => void;
  /** A tree item (keyboard) when given. */
  item?: TreeItemInfo;
  tabbable: boolean;
  onKeyDown?: (key: string, event: KeyboardEvent) => void;
  onFocus?: (key: string | null, to: EventTarget | null) => void;
  lang?: Locale;
}

const Node = memo(function Node({ node: n, selected, onClick, onHover, item, tabbable, onKeyDown, onFocus, lang }: NodeProps) {
  const t = messages(lang).widgets;
  const shape = n.leaf ? 'leaf' : n.role;
  const cls =
    `sx-node sx-node--${shape} sx-node--${n.kind} sx-tone--${n.tone}` +
    `${n.pv ? ' sx-node--pv' : ''}${n.onPath ? ' sx-node--path' : ''}${selected ? ' sx-node--selected' : ''}`;
  const roleWord = t.treeRoles[shape];
  return (
    <g
      class={cls}
      data-node-id={n.key}
      data-state={n.state}
      transform={`translate(${n.x},${n.y})`}
      onClick={onClick ? (e) => onClick(n.key, e as unknown as MouseEvent) : undefined}
      onPointerEnter={onHover ? () => onHover(n.key) : undefined}
      onPointerLeave={onHover ? () => onHover(null) : undefined}
      {...(item
        ? {
            role: 'treeitem',
            tabindex: tabbable ? 0 : -1,
            'aria-level': item.level,
            'aria-posinset': item.posInSet,
            'aria-setsize': item.setSize,
            'aria-expanded': item.expanded,
            'aria-selected': selected,
            onKeyDown: onKeyDown ? (e: KeyboardEvent) => onKeyDown(n.key, e) : undefined,
            onFocus: onFocus ? () => onFocus(n.key, null) : undefined,
            onBlur: onFocus ? (e: FocusEvent) => onFocus(null, e.relatedTarget) : undefined,
          }
        : {})}
    >
      <title>{t.treeNode(n.label, roleWord, t.treeStates[n.state], n.value)}</title>
      {item && <path class="sx-focus-ring" d={FOCUS_RING[shape]} />}
      {n.state === 'current' && <path class="sx-halo" d={HALO[shape]} />}
      {n.pv && <path class="sx-pv-ring" d={HALO[shape]} />}
      <path class="sx-shape" d={SHAPES[shape]} />
      {n.value && (
        <text class="sx-value" y={TEXT_Y[shape]} text-anchor="middle">
          {n.value}
        </text>
      )}
      {n.label && (
        <text class="sx-label" x={-27} y={shape === 'min' ? -16 : -12} text-anchor="end">
          {n.label}
        </text>
      )}
      {n.kind === 'pruned' && n.state === 'pruned' && n.skipped > 0 && (
        <text class="sx-skipped" y={n.role === 'max' && !n.leaf ? 31 : 30} text-anchor="middle">
          {`✂ ${n.skipped}`}
        </text>
      )}
      {n.hiddenChildren > 0 && n.kind !== 'pruned' && (
        <text class="sx-more" y={34} text-anchor="middle">
          {`+${n.hiddenChildren}`}
        </text>
      )}
      {n.hiddenChildren > 0 && n.kind === 'pruned' && (
        <text class="sx-more" y={44} text-anchor="middle">
          +
        </text>
      )}
    </g>
  );
});

/** The current node's window, beside it: "α 26 | β 31". */
function WindowBadge({ picture }: { picture: Picture }) {
  const n = picture.nodes.find((d) => d.state === 'current' && d.alpha !== undefined && !d.leaf);
  if (!n || n.alpha === undefined) return null;
  const text = `α ${n.alpha}   β ${n.beta}`;
  const width = 14 + text.length * 6.6;
  return (
    <g
      class="sx-window-badge"
      transform={n.key === '0' ? `translate(${r3(n.x + 34)},${r3(n.y - 11)})` : `translate(${r3(n.x + 26)},${r3(n.y - 44)})`}
      aria-hidden="true"
    >
      <rect width={r3(width)} height={22} rx={11} />
      <text x={r3(width / 2)} y={15} text-anchor="middle">
        {text}
      </text>
    </g>
  );
}
