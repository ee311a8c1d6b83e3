/**
 * @packageDocumentation
 * Tic-tac-toe as a `Game` of the engine. A position is the 19-bit integer of
 * `board19.ts`; a move is a cell 0..8 in reading order.
 *
 * Scores (from the side to move): a finished game is worth -10 to the side to
 * move if the opponent has just completed a line, 0 if the board is full (the
 * OCaml course's ±10). Before the end, the static evaluation is the course's
 * open-lines heuristic, always strictly between -10 and 10.
 */

import type { Game, Move, Outcome, Player } from '../../core/game.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import type { Score } from '../../core/score.ts';
import { MASK9, O_SHIFT, TURN_BIT, WIN_MASKS, hasLine, occupied, oStones, turnOf, xStones, type Packed } from './board19.ts';
import { parseBoard, writeBoard } from './notation.ts';

export const WIN_SCORE: Score = 10;

/** Each cell's list of legal moves, by free-cell set: built once, shared, never mutated. */
const MOVES_BY_FREE: readonly (readonly Move[])[] = Array.from({ length: 512 }, (_, free) => {
  const moves: Move[] = [];
  for (let c = 0; c < 9; c++) if (free & (1 << c)) moves.push(c);
  return moves;
});
const NO_MOVES: readonly Move[] = [];

/** Did the player who just moved complete a line? */
const lastMoverWon = (p: Packed): boolean => (turnOf(p) === 0 ? hasLine(oStones(p)) : hasLine(xStones(p)));

/** Lines with none of `opponent`'s stones. */
function openLines(opponent: number): number {
  let n = 0;
  for (const m of WIN_MASKS) if ((m & opponent) === 0) n++;
  return n;
}

export const tictactoe: Game<Packed> = {
  id: 'tictactoe',
  name: 'Tic-tac-toe',
  players: ['X', 'O'],

  initial: () => 0,
  toMove: turnOf,

  legalMoves(p) {
    if (lastMoverWon(p)) return NO_MOVES;
    return MOVES_BY_FREE[~occupied(p) & MASK9];
  },

  play(p, cell) {
    const shift = turnOf(p) === 0 ? 0 : O_SHIFT;
    return (p | (1 << (cell + shift))) ^ (1 << TURN_BIT);
  },

  outcome(p): Outcome | undefined {
    if (lastMoverWon(p)) return { winner: (1 - turnOf(p)) as Player };
    if (occupied(p) === MASK9) return { winner: undefined };
    return undefined;
  },

  evaluate(p) {
    if (lastMoverWon(p)) return -WIN_SCORE;
    if (occupied(p) === MASK9) return 0;
    const fromX = openLines(oStones(p)) - openLines(xStones(p));
    return turnOf(p) === 0 ? fromX : -fromX;
  },

  key: (p) => p,
  parse: parseBoard,
  write: writeBoard,
  formatMove: (cell) => String(cell),

  parseMove(text, p): Result<Move> {
    const t = text.trim();
    if (!/^[0-8]$/.test(t)) return err(engineError('ERR_NOTATION', `'${text}' is not a cell number 0..8`));
    const cell = Number(t);
    if (occupied(p) & (1 << cell)) return err(engineError('ERR_ILLEGAL_MOVE', `cell ${cell} is already taken`));
    if (lastMoverWon(p)) return err(engineError('ERR_ALREADY_OVER', 'the game is over'));
    return ok(cell);
  },
};
