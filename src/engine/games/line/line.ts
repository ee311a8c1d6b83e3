/**
 * @packageDocumentation
 * The course's toy game as a `Game` of the engine: a row of cells, crosses
 * (player 0, the computer in the course) and noughts take turns, three in a
 * row wins, a full row without one is a draw. Any length 3..26; the position
 * carries its length, so one game object serves every row.
 *
 * A move is a 0-based cell; `formatMove` and `parseMove` use the course's
 * numbering from 1 ("la liste des coups autorisés est {2, 3, 4}").
 *
 * Scores (from the side to move): the course's ±v with v = `LINE_V` = 1, so
 * a finished game is -1 for the side to move when the opponent has just made
 * three in a row, 0 for a full row. Before the end the evaluation is 0, the
 * course's "neutral": the toy is always searched to the end.
 */

import { popcount32 } from '../../core/bits.ts';
import type { Game, Move, Outcome, Player } from '../../core/game.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import type { Score } from '../../core/score.ts';
import { parseRow, writeRow } from './notation.ts';
import { freeCells, hasRun, type Row } from './row.ts';

/** The course's v: the value of a won game for the winner. */
export const LINE_V: Score = 1;

export type LinePosition = Row;

const NO_MOVES: readonly Move[] = Object.freeze([]);

const toMove = (p: LinePosition): Player => (popcount32(p.x) > popcount32(p.o) ? 1 : 0);

/** Did the player who just moved make three in a row? */
const lastMoverWon = (p: LinePosition): boolean => hasRun(toMove(p) === 0 ? p.o : p.x);

/** The empty row of `length` cells (MIN_LENGTH..MAX_LENGTH, unchecked). */
export const emptyRow = (length: number): LinePosition => Object.freeze({ length, x: 0, o: 0 });

export const line: Game<LinePosition> = {
  id: 'line',
  name: 'One-dimensional tic-tac-toe',
  players: ['X', 'O'],

  /** The course does not fix the length; five cells is the length of its figure 1 (see `figure.ts`). */
  initial: () => emptyRow(5),
  toMove,

  legalMoves(p) {
    if (lastMoverWon(p)) return NO_MOVES;
    const moves: Move[] = [];
    for (let free = freeCells(p); free !== 0; free &= free - 1) moves.push(31 - Math.clz32(free & -free));
    return moves;
  },

  play(p, cell) {
    const bit = 1 << cell;
    return Object.freeze(toMove(p) === 0 ? { length: p.length, x: p.x | bit, o: p.o } : { length: p.length, x: p.x, o: p.o | bit });
  },

  outcome(p): Outcome | undefined {
    if (lastMoverWon(p)) return { winner: (1 - toMove(p)) as Player };
    if (freeCells(p) === 0) return { winner: undefined };
    return undefined;
  },

  evaluate: (p) => (lastMoverWon(p) ? -LINE_V : 0),

  // A marker bit above the two sets keeps rows of different lengths apart.
  key: (p) => p.x + p.o * 2 ** p.length + 2 ** (2 * p.length),
  parse: (text) => {
    const r = parseRow(text);
    return r.ok ? ok(Object.freeze({ ...r.value })) : r;
  },
  write: writeRow,
  formatMove: (cell) => String(cell + 1),

  parseMove(text, p): Result<Move> {
    const t = text.trim();
    if (!/^\d{1,2}$/.test(t)) return err(engineError('ERR_NOTATION', `'${text}' is not a cell number 1..${p.length}`));
    const cell = Number(t) - 1;
    if (cell < 0 || cell >= p.length) return err(engineError('ERR_RANGE', `cell ${t} is not on the row: use 1..${p.length}`));
    if (lastMoverWon(p)) return err(engineError('ERR_ALREADY_OVER', 'the game is over'));
    if (!(freeCells(p) & (1 << cell))) return err(engineError('ERR_ILLEGAL_MOVE', `cell ${t} is already taken`));
    return ok(cell);
  },
};
