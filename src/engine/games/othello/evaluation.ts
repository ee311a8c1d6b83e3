/**
 * @packageDocumentation
 * A simple static evaluation of an Othello position for the play cell's
 * engine, used while the end of the game is still out of the exact solver's
 * reach. Disc counts are a poor guide in the middle game (the side with few
 * discs often has the better game); what matters is room to move and corners:
 *
 * - mobility: the mover's legal moves minus the opponent's. A side with few
 *   moves is soon forced to give something away;
 * - corners: a corner disc can never be flipped, so each corner owned counts
 *   `CORNER` moves' worth; a disc on the X square diagonal to an empty corner
 *   usually hands that corner over, so it counts `X_SQUARE` against its owner.
 *
 * A finished game (neither side can move) is worth its final disc difference
 * (empty squares to the winner), pushed beyond every guess by `FINISHED`, so
 * the search always prefers a sure win to a good-looking position and a good-
 * looking position to a sure loss. Scores are for the side to move.
 *
 * Squares by bit (`squares.ts`): a1 = bit 0 of the low half, h8 = bit 31 of
 * the high half. Corners a1 h1 | a8 h8; X squares b2 g2 | b7 g7:
 *
 *        a b c d e f g h
 *     1  C X . . . . X C     low half, bits 0-7
 *     2  . X . . . . X .     low half, bits 8-15 (b2 = 9, g2 = 14)
 *     7  . X . . . . X .     high half, bits 16-23 (b7 = 17, g7 = 22)
 *     8  C . . . . . . C     high half, bits 24-31
 */

import { popcount32 } from '../../core/bits.ts';
import type { Score } from '../../core/score.ts';
import { moveSet, sides, standardScore, type Position } from './position.ts';
import { CORNERS_HI, CORNERS_LO } from './squares.ts';

/** A corner is worth this many moves of mobility. */
const CORNER = 8;
/** A disc beside an empty corner, on its diagonal, costs this much. */
const X_SQUARE = 4;
/** A finished game scores ±(FINISHED + its disc difference): above every guess. */
export const FINISHED = 1000;

/** X square of each corner, as [corner bit, X bit] of one half. */
const X_LO: readonly (readonly [number, number])[] = [
  [1 << 0, 1 << 9], // a1, b2
  [1 << 7, 1 << 14], // h1, g2
];
const X_HI: readonly (readonly [number, number])[] = [
  [1 << 24, 1 << 17], // a8, b7
  [1 << 31, 1 << 22], // h8, g7
];

/** Discs of one side on X squares whose corner is empty. */
function riskyX(lo: number, hi: number, emptyLo: number, emptyHi: number): number {
  let n = 0;
  for (const [c, x] of X_LO) if (emptyLo & c && lo & x) n++;
  for (const [c, x] of X_HI) if (emptyHi & c && hi & x) n++;
  return n;
}

/** The number of legal squares of a side (a forced pass counts as none). */
const mobilityOf = (p: Position): number => {
  const m = moveSet(p);
  return popcount32(m.lo) + popcount32(m.hi);
};

/** The final disc difference of a finished game, beyond every guess. */
export const finishedScore = (difference: number): Score => (difference > 0 ? FINISHED + difference : difference < 0 ? -FINISHED + difference : 0);

/** Mobility and corners for the side to move; a finished game's true result. */
export function evaluate(p: Position): Score {
  const mine = mobilityOf(p);
  const theirs = mobilityOf({ ...p, turn: p.turn === 0 ? 1 : 0 });
  if (mine === 0 && theirs === 0) return finishedScore(standardScore(p));
  const [pLo, pHi, oLo, oHi] = sides(p);
  const emptyLo = ~(pLo | oLo);
  const emptyHi = ~(pHi | oHi);
  const corners = popcount32(pLo & CORNERS_LO) + popcount32(pHi & CORNERS_HI) - popcount32(oLo & CORNERS_LO) - popcount32(oHi & CORNERS_HI);
  const x = riskyX(pLo, pHi, emptyLo, emptyHi) - riskyX(oLo, oHi, emptyLo, emptyHi);
  return mine - theirs + CORNER * corners - X_SQUARE * x;
}
