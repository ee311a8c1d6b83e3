/**
 * @packageDocumentation
 * What a game brings to the code cell's views: how to draw a position of a
 * replayed game. The words for a move are the model's
 * (`lib/codeCell/cell/words.ts`); the contract itself (types, range,
 * template) is the game's (`lib/models/codeCell/contracts.ts`). Values come
 * through the game kits (`lib/games`): engine types only here.
 */

import type { JSX } from 'preact';
import type { Connect4Position } from '../../lib/games/connect4.ts';
import { WIN_LINES } from '../../lib/games/tictactoeBits.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import type { CodeGame, Contract } from '../../lib/models/codeCell/contracts.ts';
import { boardCells, stoneClass, stoneSwatches } from '../ui/Connect4Board.tsx';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import type { Locale } from '../../i18n/locales.ts';
import '../ui/Connect4Board.css';
import './parts.css';
import { SwatchLegend } from '../ui/SwatchLegend.tsx';

interface PictureProps {
  readonly contract: Contract;
  readonly position: unknown;
  /** The last move played, as the engine numbers it. */
  readonly last: number | null;
  readonly label: string;
  readonly t: CodeCellWords;
  /** The page's language, for the board's own words. */
  readonly lang?: Locale;
}

export interface CodeCellPart {
  readonly game: CodeGame;
  Picture(props: PictureProps): JSX.Element;
}

/** The cells of a completed line on a tic-tac-toe board (nine characters), as a 9-bit set. */
function lineOf(cells: string): number {
  for (const [a, b, c] of WIN_LINES) if (cells[a] !== '.' && cells[a] === cells[b] && cells[a] === cells[c]) return (1 << a) | (1 << b) | (1 << c);
  return 0;
}

const TICTACTOE: CodeCellPart = {
  game: 'tictactoe',
  Picture({ contract, position, last, label, lang }) {
    const cells = contract.engine.write(position);
    return <TicTacToeBoard lang={lang} cells={cells} label={label} mode="view" size="small" last={last} line={lineOf(cells)} />;
  },
};

const CELL = 30;

/** A Connect Four board as a picture (no buttons: a replay is not played). */
function Connect4Picture({ position, last, label, t }: PictureProps) {
  const p = position as Connect4Position;
  const { width: W, height: H } = p.layout;
  const lastRow = last === null ? -1 : p.heights[last] - 1;
  return (
    <div class="c4b cc-c4">
      <svg class="c4b__board" viewBox={`0 0 ${W * CELL} ${H * CELL}`} width={W * CELL} role="img" aria-label={label}>
        <rect class="c4b__frame" width={W * CELL} height={H * CELL} rx={8} />
        {boardCells(p, CELL).map(({ i, c, r, who, cx, cy }) => {
          return (
            <g key={i}>
              <circle class={stoneClass(who)} cx={cx} cy={cy} r={CELL / 2 - 3} />
              {c === last && r === lastRow && <circle class="cc-c4__last" cx={cx} cy={cy} r={4} />}
            </g>
          );
        })}
      </svg>
      <SwatchLegend class="c4b__legend" label={t.legend} entries={[...stoneSwatches(t.xFirst, t.oSecond), ['cc-c4__dot', t.lastMove]]} />
    </div>
  );
}

const CONNECT4: CodeCellPart = {
  game: 'connect4',
  Picture: Connect4Picture,
};

export const PARTS: Readonly<Record<CodeGame, CodeCellPart>> = { tictactoe: TICTACTOE, connect4: CONNECT4 };
