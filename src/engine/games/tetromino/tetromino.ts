/**
 * @packageDocumentation
 * The tetromino placement game as a `Game` of the engine, so the generic
 * searches, perft and the tree visualiser work on it unchanged. A position is
 * the course's pair of 25-bit words (`board40.ts`); a move is a placement index
 * 0..428 (`placements.ts`), written like `T0@b3`.
 *
 * Players: Blue (player 0) moves first, Red second; the course only says the
 * occupied cells are blue or red, and its position never records colours, so
 * the player to move is recovered from the hand sizes.
 *
 * Scores (side to move): a finished game is worth -WIN_SCORE when the side to
 * move still holds pieces but none fits (it loses) and 0 when every piece has
 * been placed (a tie). Before the end `evaluate` is a mobility guess, always
 * strictly between the two: placements available to the side to move minus
 * those available to the other side. The exact solver is `solver.ts`; the
 * generic searches with no depth limit only ever see the exact end scores.
 */

import type { Game, Move, Outcome, Player } from '../../core/game.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import { DRAW, type Score } from '../../core/score.ts';
import { BOARD_MASK, COLUMNS, PIECES, START, isTaken, moverHand, otherHand, toMove, type TetrominoPosition } from './board40.ts';
import { parseSetup, writeSetup } from './notation.ts';
import { PLACEMENTS, placementByName, squareName } from './placements.ts';
import { ending, fits, legalPlacements, placementsFor, playPlacement } from './rules.ts';

/** The score of a won game, from the winner's side; larger than any mobility difference (at most 429). */
export const WIN_SCORE: Score = 1000;

const NO_MOVES: readonly Move[] = [];

function mobility(p: TetrominoPosition): Score {
  const t = p.top & BOARD_MASK;
  const b = p.bottom & BOARD_MASK;
  return placementsFor(moverHand(p), t, b).length - placementsFor(otherHand(p), t, b).length;
}

export const tetromino: Game<TetrominoPosition> = {
  id: 'tetromino',
  name: 'Tetromino placement game',
  players: ['Blue', 'Red'],

  initial: () => START,
  toMove,

  legalMoves(p) {
    const moves = legalPlacements(p);
    return moves.length === 0 ? NO_MOVES : moves;
  },

  play: playPlacement,

  outcome(p): Outcome | undefined {
    const end = ending(p);
    if (end === undefined) return undefined;
    return end === 'tie' ? { winner: undefined } : { winner: (1 - toMove(p)) as Player };
  },

  evaluate(p) {
    const end = ending(p);
    if (end === 'tie') return DRAW;
    if (end === 'stuck') return -WIN_SCORE;
    return mobility(p);
  },

  key: (p) => p.top * 2 ** 25 + p.bottom,
  parse: parseSetup,
  write: writeSetup,
  formatMove: (m) => PLACEMENTS[m].name,

  parseMove(text, p): Result<Move> {
    const m = placementByName(text);
    if (m === undefined) {
      return err(engineError('ERR_NOTATION', `'${text}' is not a placement: write a shape and the top-left corner of its box, like T0@b3 or I1@a8`));
    }
    if (ending(p) !== undefined) return err(engineError('ERR_ALREADY_OVER', 'the game is over'));
    const placement = PLACEMENTS[m];
    if ((moverHand(p) & (1 << placement.piece)) === 0) {
      return err(engineError('ERR_ILLEGAL_MOVE', `the side to move has already placed its ${PIECES[placement.piece]}`));
    }
    if (!fits(m, p.top & BOARD_MASK, p.bottom & BOARD_MASK)) {
      const taken = placement.cells.filter((c) => isTaken(p, c)).map((c) => squareName(Math.floor(c / COLUMNS), c % COLUMNS));
      return err(engineError('ERR_ILLEGAL_MOVE', `${placement.name} covers a taken cell (${taken.join(', ')})`));
    }
    return ok(m);
  },
};
