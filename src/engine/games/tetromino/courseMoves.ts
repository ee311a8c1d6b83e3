/**
 * @packageDocumentation
 * Moves as the course makes them (section 31), on its two integers
 * (`courseBoard.ts`) and its unfolded pieces (`courseUnfold.ts`):
 *
 * - `canMove`: a placement is legal when none of its cells is taken, one `&`
 *   per integer (the course's `can_move`);
 * - `playMove`: the child bitboard: the side to move's hand goes, without the
 *   piece played, into `second`; the other side's hand, untouched, comes into
 *   `first`, since that side now has the move; the new cells join the old ones
 *   (the course's `play_move`). The course adds with `+`, which is `|` here
 *   because a legal piece's bits are all 0 on the board, and the piece's hand
 *   bit is 1 in the hand it is subtracted from;
 * - `courseMoves` / `playMoves`: every legal move, piece by piece in the order
 *   I, L, O, S, T, each piece's placements in `tetro_*` order. The course
 *   collects them with `rev_append_map_filter`, which pushes each new child in
 *   front of the list: the list comes out reversed, the T's last placement
 *   first and the I's first placement last. This order is the one the course's
 *   evaluation tries (`courseEval.ts`), and it matters: see `searchCost.ts`.
 * - `coursePerft`: move sequences of a given length, counted with these
 *   functions alone, to be checked against the engine's generic perft.
 */

import { PIECES, type Piece } from './board40.ts';
import { COURSE_BOARD_MASK, COURSE_HAND_MASK, COURSE_HANDS, type CourseBitboard, type CoursePiece } from './courseBoard.ts';
import { COURSE_PIECE_PLACEMENTS } from './courseUnfold.ts';
import { PIECE_FIRST } from './placements.ts';

/** One move in the course's terms: the hand bit of the piece played and the cells it covers. */
export interface CourseMove {
  /** `hand_i` .. `hand_t`. */
  readonly hand: number;
  readonly piece: CoursePiece;
}

/** Does the piece fit, every one of its cells empty? (`can_move`.) */
export const canMove = (b: CourseBitboard, p: CoursePiece): boolean =>
  ((p.upper & b.first & COURSE_BOARD_MASK) | (p.lower & b.second & COURSE_BOARD_MASK)) === 0;

/** The bitboard after the side to move plays piece `p` using hand bit `hand` (precondition: legal). (`play_move`.) */
export function playMove(b: CourseBitboard, hand: number, p: CoursePiece): CourseBitboard {
  const board1 = b.first & COURSE_BOARD_MASK;
  const board2 = b.second & COURSE_BOARD_MASK;
  const hand1 = b.first & COURSE_HAND_MASK;
  const hand2 = b.second & COURSE_HAND_MASK;
  return { first: p.upper | board1 | hand2, second: p.lower | board2 | (hand1 & ~hand) };
}

/** The side to move's legal moves, in the order of the course's list (reversed: T's last placement first). */
export function courseMoves(b: CourseBitboard): CourseMove[] {
  const out: CourseMove[] = [];
  for (let k = 0; k < PIECES.length; k++) {
    const hand = COURSE_HANDS[k];
    if ((b.first & hand) === 0) continue;
    for (const p of COURSE_PIECE_PLACEMENTS[k]) if (canMove(b, p)) out.push({ hand, piece: p });
  }
  return out.reverse();
}

/** The children of a bitboard in the course's order (`play_moves`). Empty when the game is over. */
export const playMoves = (b: CourseBitboard): CourseBitboard[] => courseMoves(b).map((m) => playMove(b, m.hand, m.piece));

/** How many legal moves the side to move has (the length of `play_moves b`, without building it). */
export function countCourseMoves(b: CourseBitboard): number {
  let n = 0;
  for (let k = 0; k < PIECES.length; k++) {
    if ((b.first & COURSE_HANDS[k]) === 0) continue;
    for (const p of COURSE_PIECE_PLACEMENTS[k]) if (canMove(b, p)) n++;
  }
  return n;
}

/**
 * Move sequences of exactly `depth` plies from `b`. A game that ends early
 * (the side to move has no legal move) ends its sequences there: they are not
 * counted at greater depths, the engine's perft convention ('dropped').
 */
export function coursePerft(b: CourseBitboard, depth: number): number {
  if (depth === 0) return 1;
  if (depth === 1) return countCourseMoves(b);
  let n = 0;
  for (const child of playMoves(b)) n += coursePerft(child, depth - 1);
  return n;
}

/** The piece of a course move (0..4, `PIECES` order). */
const pieceOfMove = (m: CourseMove): Piece => COURSE_HANDS.indexOf(m.hand);

/**
 * The engine's placement index of a course move: the course lists each piece's
 * placements in the engine's table order (the tests check it), so the index is
 * the piece's first placement plus the rank in `tetro_*`.
 */
export function placementOfMove(m: CourseMove): number {
  const k = pieceOfMove(m);
  const list = COURSE_PIECE_PLACEMENTS[k];
  const i = list.findIndex((p) => p.upper === m.piece.upper && p.lower === m.piece.lower);
  if (i < 0) throw new Error('placementOfMove: not a placement of the piece');
  return PIECE_FIRST[k] + i;
}
