/**
 * @packageDocumentation
 * Othello as a `Game` of the engine, so that minimax, alpha-beta, perft, the
 * tracer and the visualiser run on it unchanged. A move is a square 0..63
 * (a1..h8, `squares.ts`) or PASS (64), which is the only move of a side that
 * cannot put a disc anywhere; the game is over when neither side can move.
 *
 * Scores (from the side to move): a finished game is worth its final disc
 * difference, empty squares going to the winner (the standard rule, the
 * convention of the FFO suite). Before the end, the static evaluation is the
 * plain disc difference, the course's `compte_les_pions` (a weak guess, which
 * is why the course searches to the end). `courseEvaluate` gives the course's
 * own objective for the generic searches: black's disc count.
 */

import type { Game, Move, Outcome } from '../../core/game.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import type { Score } from '../../core/score.ts';
import { isLegalSquare } from './flips.ts';
import { parseBoard, writeBoard } from './notation.ts';
import {
  blackCount,
  courseScore,
  isFinished,
  moveList,
  playMove,
  sides,
  standardScore,
  START,
  whiteCount,
  type Position,
} from './position.ts';
import { PASS, parseSquareName, squareName } from './squares.ts';

export const othello: Game<Position> = {
  id: 'othello',
  name: 'Othello',
  players: ['Black (X)', 'White (O)'],

  initial: () => START,
  toMove: (p) => p.turn,
  legalMoves: moveList,
  play: playMove,

  outcome(p): Outcome | undefined {
    if (!isFinished(p)) return undefined;
    const b = blackCount(p);
    const w = whiteCount(p);
    return { winner: b > w ? 0 : w > b ? 1 : undefined };
  },

  evaluate(p): Score {
    if (isFinished(p)) return standardScore(p);
    const diff = blackCount(p) - whiteCount(p);
    return p.turn === 0 ? diff : -diff;
  },

  key: (p) => `${p.blackLo}:${p.blackHi}:${p.whiteLo}:${p.whiteHi}:${p.turn}`,
  parse: parseBoard,
  write: writeBoard,
  formatMove: (m) => squareName(m),

  parseMove(text, p): Result<Move> {
    const m = parseSquareName(text);
    if (m < 0) return err(engineError('ERR_NOTATION', `'${text}' is not a square a1..h8 or 'pass'`));
    const moves = moveList(p);
    if (moves.length === 0) return err(engineError('ERR_ALREADY_OVER', 'the game is over: neither side can move'));
    if (m === PASS) {
      return moves[0] === PASS ? ok(PASS) : err(engineError('ERR_ILLEGAL_MOVE', 'cannot pass while a move is possible'));
    }
    const [pLo, pHi, oLo, oHi] = sides(p);
    if (!isLegalSquare(m, pLo, pHi, oLo, oHi)) {
      return err(engineError('ERR_ILLEGAL_MOVE', `${squareName(m)} is taken or flips nothing`));
    }
    return ok(m);
  },
};

/**
 * The course's objective for the generic searches (an `evaluate` override,
 * used with depth Infinity): black's disc count at the end, empties counting
 * for nobody, from the side to move (white's score is its negation).
 */
export const courseEvaluate = (p: Position): Score => courseScore(p);
