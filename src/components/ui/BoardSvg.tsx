/**
 * A tic-tac-toe board as an SVG group (render only; SSR-safe): X as a cross,
 * O as a ring, so the two never differ by colour alone. Used for the node
 * thumbnails in the tree and the side panel's position.
 */

import type { ComponentChildren } from 'preact';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

export interface BoardSvgProps {
  /** Nine characters, top row first: `x`, `o` or `.`. */
  position: string;
  /** Side of the board in SVG units. */
  size: number;
  x?: number;
  y?: number;
  /** Cell to mark as the last move played. */
  last?: number;
  /** Accessible name; omit when a caption nearby already says it. */
  title?: string;
}

/** One cell of a board picture at (x, y), `c` wide: what `children` draw, then the last move's shade, a cross or a ring. */
export function SvgCell({ x, y, c, pad, mark, last, children }: { x: number; y: number; c: number; pad: number; mark: string; last: boolean; children?: ComponentChildren }) {
  return (
    <g transform={`translate(${x},${y})`}>
      {children}
      {last && <rect class="sx-board__last" x={pad / 3} y={pad / 3} width={c - (2 * pad) / 3} height={c - (2 * pad) / 3} rx={c * 0.1} />}
      {mark === 'x' && <path class="sx-board__x" d={`M${pad},${pad}L${c - pad},${c - pad}M${c - pad},${pad}L${pad},${c - pad}`} />}
      {mark === 'o' && <circle class="sx-board__o" cx={c / 2} cy={c / 2} r={c / 2 - pad} />}
    </g>
  );
}

export function BoardSvg({ position, size, x = 0, y = 0, last, title }: BoardSvgProps) {
  const c = size / 3;
  const pad = c * 0.2;
  const cells = [...position.padEnd(9, '.').slice(0, 9)];
  return (
    <g class="sx-board" transform={`translate(${x},${y})`} role={title ? 'img' : undefined} aria-label={title}>
      <rect class="sx-board__bg" width={size} height={size} rx={size * 0.06} />
      {[1, 2].map((k) => (
        <g key={k}>
          <line class="sx-board__grid" x1={k * c} y1={pad / 2} x2={k * c} y2={size - pad / 2} />
          <line class="sx-board__grid" x1={pad / 2} y1={k * c} x2={size - pad / 2} y2={k * c} />
        </g>
      ))}
      {cells.map((ch, i) => {
        const cx = (i % 3) * c;
        const cy = Math.floor(i / 3) * c;
        const mark = ch.toLowerCase();
        return <SvgCell key={i} x={cx} y={cy} c={c} pad={pad} mark={mark} last={i === last} />;
      })}
    </g>
  );
}

/** "X on 0, 4; O on 2" for screen readers, in `lang` (English when absent). */
export function describeBoard(position: string, lang?: Locale): string {
  const t = messages(lang).boards;
  const xs: number[] = [];
  const os: number[] = [];
  [...position].forEach((ch, i) => {
    if (ch === 'x' || ch === 'X') xs.push(i);
    else if (ch === 'o' || ch === 'O') os.push(i);
  });
  return t.describeTtt(xs, os);
}
