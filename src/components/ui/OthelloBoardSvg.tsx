/**
 * @packageDocumentation
 * An Othello position as an SVG group (render only; SSR-safe), for the
 * visualiser's node thumbnails and side panel: the green board, black discs
 * filled, white discs with an edge, a1 at the top left. At thumbnail size a
 * disc is a few pixels wide, so the last move gets a ring of the mark colour
 * rather than anything finer.
 */

import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

export interface OthelloBoardSvgProps {
  /** The position in the engine's notation (64 squares, a space, the side to move). */
  position: string;
  /** Side of the board in SVG units. */
  size: number;
  x?: number;
  y?: number;
  /** The last move (a square 0..63; 64, a pass, marks nothing). */
  last?: number;
}

export function OthelloBoardSvg({ position, size, x = 0, y = 0, last }: OthelloBoardSvgProps) {
  const c = size / 8;
  const squares = position.slice(0, 64);
  return (
    <g class="sx-othello" transform={`translate(${x},${y})`}>
      <rect class="sx-othello__bg" width={size} height={size} rx={size * 0.03} />
      {Array.from({ length: 7 }, (_, k) => (
        <g key={k}>
          <line class="sx-othello__grid" x1={(k + 1) * c} y1={0} x2={(k + 1) * c} y2={size} />
          <line class="sx-othello__grid" x1={0} y1={(k + 1) * c} x2={size} y2={(k + 1) * c} />
        </g>
      ))}
      {[...squares].map((ch, s) => {
        if (ch !== 'X' && ch !== 'O' && ch !== 'x' && ch !== 'o') return null;
        const black = ch === 'X' || ch === 'x';
        return (
          <circle
            key={s}
            class={black ? 'sx-othello__black' : 'sx-othello__white'}
            cx={(s % 8) * c + c / 2}
            cy={Math.floor(s / 8) * c + c / 2}
            r={c * 0.4}
          />
        );
      })}
      {last !== undefined && last >= 0 && last < 64 && (
        <rect class="sx-othello__last" x={(last % 8) * c + 0.5} y={Math.floor(last / 8) * c + 0.5} width={c - 1} height={c - 1} />
      )}
    </g>
  );
}

/** "Black 23, white 30; white to move" for screen readers. */
export function describeOthello(position: string, lang?: Locale): string {
  const t = messages(lang).boards;
  const squares = position.slice(0, 64).toUpperCase();
  const black = [...squares].filter((ch) => ch === 'X').length;
  const white = [...squares].filter((ch) => ch === 'O').length;
  return t.describeOthello(black, white, 64 - black - white, position.trim().slice(-1).toUpperCase() === 'O');
}
