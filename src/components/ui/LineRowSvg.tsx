/**
 * @packageDocumentation
 * A row of the course's one-dimensional tic-tac-toe as an SVG group (render
 * only; SSR-safe), for the visualiser's thumbnails: the cells side by side in
 * a square of `size`, a cross as ✕ and a nought as a ring (never colour
 * alone), the last move shaded. The classes are the tic-tac-toe board's.
 */

import { SvgCell } from './BoardSvg.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

export interface LineRowSvgProps {
  /** The row in the game's notation: `x`, `o` or `.` per cell, e.g. `o...x`. */
  position: string;
  /** Side of the square the row is centred in, in SVG units. */
  size: number;
  x?: number;
  y?: number;
  /** Cell (0-based) of the last move, to mark it. */
  last?: number;
}

export function LineRowSvg({ position, size, x = 0, y = 0, last }: LineRowSvgProps) {
  const cells = [...position.trim().toLowerCase()];
  const n = Math.max(1, cells.length);
  const c = size / n;
  const pad = c * 0.18;
  const top = (size - c) / 2;
  return (
    <g class="sx-board" transform={`translate(${x},${y})`}>
      <rect class="sx-board__bg" y={top} width={size} height={c} rx={c * 0.12} />
      {cells.map((ch, i) => (
        <SvgCell key={i} x={i * c} y={top} c={c} pad={pad} mark={ch} last={i === last}>
          {i > 0 && <line class="sx-board__grid" x1={0} y1={pad / 2} x2={0} y2={c - pad / 2} />}
        </SvgCell>
      ))}
    </g>
  );
}

/** "crosses on 3, 5; noughts on 1 (cells 1 to 5, left to right)" for screen readers. */
export function describeRow(position: string, lang?: Locale): string {
  const t = messages(lang).boards;
  const cells = [...position.trim().toLowerCase()];
  const at = (mark: string) => cells.flatMap((ch, i) => (ch === mark ? [i + 1] : []));
  return t.describeRow(at('x'), at('o'), cells.length);
}
