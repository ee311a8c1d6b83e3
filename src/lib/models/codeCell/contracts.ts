/**
 * @packageDocumentation
 * The contract of a code cell's evaluation function, per game: what the
 * reader's `evaluate` is given (the position in a plain, documented form, not
 * the engine's bitboards), what it must return (a score for the side to move,
 * strictly inside a stated range), the TypeScript declarations it is checked
 * against, and the engine's own evaluation written in that form, as the code
 * the cell starts from.
 *
 * Why a plain form: the engine's positions are packed integers (tic-tac-toe)
 * or words of a bit layout (Connect Four), which a reader would have to learn
 * before writing a line. Strings for cells read like the notation (`x`, `o`,
 * `.`), and an array indexed by cell or by column and row needs no
 * explanation. The cost, an array per call, is small next to the search.
 *
 * Why a range: the search scores finished games itself (a win, a loss, a
 * draw) and asks the reader's function only about positions where the game
 * goes on. Its guesses must stay strictly inside the win scores, or a guess
 * could outweigh a win the search has proved (lesson 2's rule, and the
 * Connect Four course's "the evaluation never reaches v").
 */

import type { Game } from '../../../engine/core/game.ts';
import { unwrap } from '../../../engine/core/result.ts';
import { connect4, tryConnect4 } from '../../../engine/games/connect4/connect4.ts';
import { STANDARD, type Connect4Config } from '../../../engine/games/connect4/layout.ts';
import { parseMoves } from '../../../engine/games/connect4/notation.ts';
import { boardText, stoneAt, type Connect4Position } from '../../../engine/games/connect4/position.ts';
import { WIN_BASE } from '../../../engine/games/connect4/score.ts';
import { turnOf, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import { boardLines, writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { WIN_SCORE, tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';

const CODE_GAMES = ['tictactoe', 'connect4'] as const;
export type CodeGame = (typeof CODE_GAMES)[number];
export const isCodeGame = (x: string): x is CodeGame => (CODE_GAMES as readonly string[]).includes(x);

/** A cell of the plain form: the first player's stone, the second's, or empty. */
type PlainCell = 'x' | 'o' | '.';
type PlainSide = 'x' | 'o';

interface PlainTicTacToe {
  readonly cells: readonly PlainCell[];
  readonly toMove: PlainSide;
}

interface PlainConnect4 {
  readonly width: number;
  readonly height: number;
  readonly k: number;
  readonly grid: readonly (readonly PlainCell[])[];
  readonly toMove: PlainSide;
}

export interface Contract<P = unknown> {
  readonly game: CodeGame;
  /** The engine's game (one size, for Connect Four). */
  readonly engine: Game<P>;
  /** The notation of the position games start from ('' for Connect Four's empty board). */
  readonly start: string;
  /** Shown in the cell and given to the type checker: the types `evaluate` is written against. */
  readonly declarations: string;
  /** The engine's own evaluation, written against `declarations`. */
  readonly template: string;
  /** A function that knows nothing: the shape of the code, returning 0. */
  readonly blank: string;
  /** Scores must lie strictly between -limit and limit. */
  readonly limit: number;
  /** What a win is worth to the search, in words ("10", "10,000 plus how early it comes"). */
  readonly winWords: string;
  /** The plain form the reader's function is given (fresh and frozen on every call). */
  plain(pos: P): PlainTicTacToe | PlainConnect4;
  /** The board as lines of text, top row first, for messages. */
  boardText(pos: P): string;
  /** Search depths the cell offers. */
  readonly depths: readonly number[];
  readonly defaultDepth: number;
  /** Player names as the plain form writes them. */
  readonly sides: readonly [PlainSide, PlainSide];
}

const frozen = <T>(x: T): T => Object.freeze(x);

const TICTACTOE_DECLARATIONS = `/** A cell: 'x' (X, who moves first), 'o' (O) or '.' (empty). */
type Cell = 'x' | 'o' | '.';
type Side = 'x' | 'o';

/** A tic-tac-toe position where the game goes on. */
interface Position {
  /** The nine cells in reading order: 0 1 2 on the top row, 3 4 5, then 6 7 8. */
  readonly cells: readonly Cell[];
  /** The side to move. */
  readonly toMove: Side;
}
`;

const TICTACTOE_TEMPLATE = `/** The eight lines of three, as cell numbers. */
const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], // rows
  [0, 3, 6], [1, 4, 7], [2, 5, 8], // columns
  [0, 4, 8], [2, 4, 6], // diagonals
];

/** Lines that \`side\` can still complete: none of the other side's stones in them. */
function openLines(cells: readonly Cell[], side: Side): number {
  const other: Side = side === 'x' ? 'o' : 'x';
  return LINES.filter((line) => line.every((c) => cells[c] !== other)).length;
}

/**
 * The course's open-lines heuristic, for the side to move: the lines still
 * open to it minus the lines still open to its opponent (between -8 and 8).
 */
function evaluate(position: Position): number {
  const me = position.toMove;
  const other: Side = me === 'x' ? 'o' : 'x';
  return openLines(position.cells, me) - openLines(position.cells, other);
}
`;

const TICTACTOE_BLANK = `/** Your evaluation: a score for position.toMove, strictly between -10 and 10. */
function evaluate(position: Position): number {
  return 0;
}
`;

const CONNECT4_DECLARATIONS = `/** A cell: 'x' (the first player's stone), 'o' (the second player's) or '.' (empty). */
type Cell = 'x' | 'o' | '.';
type Side = 'x' | 'o';

/** A Connect Four position where the game goes on. */
interface Position {
  /** Columns. */
  readonly width: number;
  /** Rows. */
  readonly height: number;
  /** Stones in a row needed to win. */
  readonly k: number;
  /** grid[column][row]: column 0 on the left, row 0 at the bottom. */
  readonly grid: readonly (readonly Cell[])[];
  /** The side to move. */
  readonly toMove: Side;
}
`;

const MAX_GUESS = WIN_BASE - 1;

const CONNECT4_TEMPLATE = `/** Weight of an open window holding n stones: 4^(n-1), so 1, 4, 16 when k = 4. */
const weight = (n: number): number => (n === 0 ? 0 : 4 ** (n - 1));

/** The four directions of a line, as [column step, row step]. */
const DIRECTIONS = [[0, 1], [1, 0], [1, 1], [1, -1]];

/**
 * Open windows: every run of k aligned cells that holds the stones of one side
 * only is a line that side can still complete, worth 4^(n-1) for its n stones.
 * The score is the side to move's total minus its opponent's, kept inside
 * the range (guesses never reach a win).
 */
function evaluate(p: Position): number {
  let score = 0;
  for (const [dc, dr] of DIRECTIONS) {
    for (let c = 0; c < p.width; c++) {
      for (let r = 0; r < p.height; r++) {
        const endC = c + (p.k - 1) * dc;
        const endR = r + (p.k - 1) * dr;
        if (endC >= p.width || endR < 0 || endR >= p.height) continue;
        let mine = 0;
        let theirs = 0;
        for (let i = 0; i < p.k; i++) {
          const cell = p.grid[c + i * dc][r + i * dr];
          if (cell === p.toMove) mine++;
          else if (cell !== '.') theirs++;
        }
        if (theirs === 0) score += weight(mine);
        else if (mine === 0) score -= weight(theirs);
      }
    }
  }
  return Math.max(-${MAX_GUESS}, Math.min(${MAX_GUESS}, score));
}
`;

const CONNECT4_BLANK = `/** Your evaluation: a score for p.toMove, strictly between -${WIN_BASE} and ${WIN_BASE}. */
function evaluate(p: Position): number {
  return 0;
}
`;

export const TICTACTOE_CONTRACT: Contract<Packed> = {
  game: 'tictactoe',
  engine: tictactoe,
  start: writeBoard(tictactoe.initial()),
  declarations: TICTACTOE_DECLARATIONS,
  template: TICTACTOE_TEMPLATE,
  blank: TICTACTOE_BLANK,
  limit: WIN_SCORE,
  winWords: `${WIN_SCORE}`,
  plain(p) {
    const cells = frozen([...writeBoard(p)] as PlainCell[]);
    return frozen({ cells, toMove: turnOf(p) === 0 ? 'x' : 'o' });
  },
  boardText: boardLines,
  depths: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  defaultDepth: 1,
  sides: ['x', 'o'],
};

/** The contract for Connect Four on one board size (default 7x6, 4 in a row). */
export function connect4Contract(config: Partial<Connect4Config> = {}): Contract<Connect4Position> {
  const engine = connect4({ ...STANDARD, ...config });
  const { width, height, k } = engine.config;
  return {
    game: 'connect4',
    engine,
    start: engine.write(engine.initial()),
    declarations: CONNECT4_DECLARATIONS,
    template: CONNECT4_TEMPLATE,
    blank: CONNECT4_BLANK,
    limit: WIN_BASE,
    winWords: `${WIN_BASE.toLocaleString('en-US')} plus a bonus for winning early`,
    plain(p) {
      const grid = frozen(
        Array.from({ length: width }, (_, c) => frozen(Array.from({ length: height }, (_, r) => '.xo'[stoneAt(p, c, r)] as PlainCell))),
      );
      return frozen({ width, height, k, grid, toMove: p.toMove === 0 ? 'x' : 'o' });
    },
    boardText,
    depths: [1, 2, 3, 4, 5, 6],
    defaultDepth: 4,
    sides: ['x', 'o'],
  };
}

/** A contract from plain data (worker requests, props); Connect Four sizes are checked. */
export function contractFor(game: CodeGame, config?: Partial<Connect4Config>): Contract {
  if (game === 'tictactoe') return TICTACTOE_CONTRACT as Contract;
  const g = tryConnect4({ ...STANDARD, ...config });
  if (!g.ok) throw new Error(`${g.error.code}: ${g.error.message}`);
  return connect4Contract(g.value.config) as Contract;
}

/** Reads a position of the contract's game from its notation (throws on a bad one: positions come from the cell itself). */
export function positionOf(contract: Contract, text: string): unknown {
  if (contract.game === 'connect4') {
    const { width, height, k } = (contract.engine as ReturnType<typeof connect4>).config;
    const prefix = width === STANDARD.width && height === STANDARD.height && k === STANDARD.k ? '' : `${width}x${height}k${k}:`;
    return unwrap(parseMoves(text.includes(':') ? text : prefix + text));
  }
  return unwrap(contract.engine.parse(text));
}

