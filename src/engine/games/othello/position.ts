/**
 * @packageDocumentation
 * An Othello position as an immutable value: black's and white's discs as
 * 64-bit sets in 32-bit halves (layout in `squares.ts`) and the side to move.
 * Copy-make like every game of the engine: `play` returns a new position, so
 * the generic searches, traces and pages can keep references freely. The
 * endgame solver does not use these objects in its inner loop; it works on
 * raw halves.
 *
 * Rules kept here: a move must flip at least one disc; a side with no move
 * must pass (the explicit move PASS); the game ends when neither side can
 * move, and the side with more discs wins.
 */

import { popcount32 } from '../../core/bits.ts';
import type { Player } from '../../core/game.ts';
import { flips, flipsHi } from './flips.ts';
import { legalMoves, movesHi } from './mobility.ts';
import { PASS, type Square } from './squares.ts';

export interface Position {
  readonly blackLo: number;
  readonly blackHi: number;
  readonly whiteLo: number;
  readonly whiteHi: number;
  /** 0: black (X) to move, 1: white (O). */
  readonly turn: Player;
}

/** The start: white d4 e5, black d5 e4, black to move. */
export const START: Position = {
  blackLo: 1 << 28,
  blackHi: 1 << 3,
  whiteLo: 1 << 27,
  whiteHi: 1 << 4,
  turn: 0,
};

/** The mover's and the opponent's discs, in that order: [pLo, pHi, oLo, oHi]. */
export function sides(p: Position): [number, number, number, number] {
  return p.turn === 0 ? [p.blackLo, p.blackHi, p.whiteLo, p.whiteHi] : [p.whiteLo, p.whiteHi, p.blackLo, p.blackHi];
}

/** Builds a position from the mover's and the opponent's discs. */
function fromSides(turn: Player, pLo: number, pHi: number, oLo: number, oHi: number): Position {
  return turn === 0
    ? { blackLo: pLo, blackHi: pHi, whiteLo: oLo, whiteHi: oHi, turn }
    : { blackLo: oLo, blackHi: oHi, whiteLo: pLo, whiteHi: pHi, turn };
}

export const blackCount = (p: Position): number => popcount32(p.blackLo) + popcount32(p.blackHi);
export const whiteCount = (p: Position): number => popcount32(p.whiteLo) + popcount32(p.whiteHi);
export const emptyCount = (p: Position): number => 64 - blackCount(p) - whiteCount(p);

/** The mover's legal squares as a set { lo, hi } (empty when it must pass). */
export function moveSet(p: Position): { lo: number; hi: number } {
  const [pLo, pHi, oLo, oHi] = sides(p);
  const lo = legalMoves(pLo, pHi, oLo, oHi);
  return { lo, hi: movesHi[0] };
}

/** Can the side to move put a disc somewhere? */
function canMove(p: Position): boolean {
  const m = moveSet(p);
  return (m.lo | m.hi) !== 0;
}

/** Neither side can move: the game is over. */
export function isFinished(p: Position): boolean {
  if (canMove(p)) return false;
  const [pLo, pHi, oLo, oHi] = sides(p);
  return (legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0;
}

/** The legal moves in square order, [PASS] when stuck, [] when the game is over. */
export function moveList(p: Position): Square[] {
  const { lo, hi } = moveSet(p);
  if ((lo | hi) === 0) return isFinished(p) ? [] : [PASS];
  const out: Square[] = [];
  for (let m = lo; m !== 0; m &= m - 1) out.push(31 - Math.clz32(m & -m));
  for (let m = hi; m !== 0; m &= m - 1) out.push(63 - Math.clz32(m & -m));
  return out;
}

/** Plays a legal move (a square from `moveList`, or PASS when it is the only move). */
export function playMove(p: Position, move: Square): Position {
  const next = (1 - p.turn) as Player;
  const [pLo, pHi, oLo, oHi] = sides(p);
  if (move === PASS) return fromSides(next, oLo, oHi, pLo, pHi);
  const fLo = flips(move, pLo, pHi, oLo, oHi);
  const fHi = flipsHi[0];
  const xLo = move < 32 ? 1 << move : 0;
  const xHi = move < 32 ? 0 : 1 << (move - 32);
  return fromSides(next, oLo & ~fLo, oHi & ~fHi, pLo | fLo | xLo, pHi | fHi | xHi);
}

/**
 * The final score of a finished game for the side to move, by the standard
 * rule: disc difference, with the empty squares given to the winner.
 */
function finalDiscDifference(moverDiscs: number, opponentDiscs: number): number {
  const empties = 64 - moverDiscs - opponentDiscs;
  const diff = moverDiscs - opponentDiscs;
  return diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
}

/** The standard final score of `p` for its side to move (meaningful when the game is over). */
export function standardScore(p: Position): number {
  const b = blackCount(p);
  const w = whiteCount(p);
  return p.turn === 0 ? finalDiscDifference(b, w) : finalDiscDifference(w, b);
}

/**
 * The course's score for the side to move: black's disc count, empty squares
 * counting for nobody; black maximises it, white minimises it, so white's
 * score is its negation (the negamax convention).
 */
export function courseScore(p: Position): number {
  const b = blackCount(p);
  return p.turn === 0 ? b : -b;
}
