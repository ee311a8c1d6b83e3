/**
 * @packageDocumentation
 * The rules on the two-word position: which placements are legal, what a move
 * does, when the game ends. Plain loops over the placement table of
 * `placements.ts`, one `&` per placement: the reference the fast solver is
 * checked against, and what the `Game` of `tetromino.ts` calls.
 *
 * The side to move places one piece of its hand where all four cells are
 * empty. A player who cannot place any piece loses; when every piece has been
 * placed (the board is full, in a game from the start) the game is a tie.
 */

import { BOARD_MASK, HAND_MASK, HAND_SHIFT, PIECES, type Hand, type TetrominoPosition } from './board40.ts';
import * as placements from './placements.ts';

// Local copies of the placement tables: some test runners compile imported
// names into getter calls, too slow for perft's inner loop.
const { PIECE_FIRST, PLACEMENT_BOTTOM, PLACEMENT_PIECE, PLACEMENT_TOP } = placements;

/** Does placement m fit on these board words (no cell taken)? */
export const fits = (m: number, top: number, bottom: number): boolean =>
  ((PLACEMENT_TOP[m] & top) | (PLACEMENT_BOTTOM[m] & bottom)) === 0;

/** The legal placements of the pieces in `hand` (5-bit set) on these board words, in table order. */
export function placementsFor(hand: Hand, top: number, bottom: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < PIECES.length; k++) {
    if (((hand >>> k) & 1) === 0) continue;
    for (let m = PIECE_FIRST[k]; m < PIECE_FIRST[k + 1]; m++) if (fits(m, top, bottom)) out.push(m);
  }
  return out;
}

/** Can one of the pieces in `hand` be placed on these board words? Stops at the first fit. */
function canPlace(hand: Hand, top: number, bottom: number): boolean {
  for (let k = 0; k < PIECES.length; k++) {
    if (((hand >>> k) & 1) === 0) continue;
    for (let m = PIECE_FIRST[k]; m < PIECE_FIRST[k + 1]; m++) if (fits(m, top, bottom)) return true;
  }
  return false;
}

/** The side to move's legal placements. */
export const legalPlacements = (p: TetrominoPosition): number[] =>
  placementsFor(p.top >>> HAND_SHIFT, p.top & BOARD_MASK, p.bottom & BOARD_MASK);

/**
 * Placement m by the side to move (precondition: legal). The course's
 * `play_move`: the cells are added, the piece leaves the mover's hand, and the
 * hands swap words because the other side is now to move.
 */
export function playPlacement(p: TetrominoPosition, m: number): TetrominoPosition {
  const pieceBit = 1 << (HAND_SHIFT + PLACEMENT_PIECE[m]);
  return {
    top: (p.top & BOARD_MASK) | PLACEMENT_TOP[m] | (p.bottom & HAND_MASK),
    bottom: (p.bottom & BOARD_MASK) | PLACEMENT_BOTTOM[m] | ((p.top & HAND_MASK) & ~pieceBit),
  };
}

/** How a finished game ended, for the side to move. */
export type Ending = 'tie' | 'stuck';

/**
 * Why the game is over, or undefined while the side to move can place a piece.
 * 'tie': every piece has been placed (both hands empty). 'stuck': the side to
 * move still holds pieces but none fits, so it loses.
 */
export function ending(p: TetrominoPosition): Ending | undefined {
  const mover = p.top >>> HAND_SHIFT;
  if (mover === 0) return 'tie';
  return canPlace(mover, p.top & BOARD_MASK, p.bottom & BOARD_MASK) ? undefined : 'stuck';
}
