/**
 * @packageDocumentation
 * The tetromino course's own integers, for the lessons' bit views (a part
 * of the tetromino kit, `tetromino.ts`): the course's two-word bitboard and
 * its pieces (`{upper; lower}`), the 20-bit patterns that `unfold_piece`
 * shifts into place, the course's move, how the page writes these words
 * (hexadecimal, bits by cell), and what the course's search costs against
 * the engine's (`COST_ROWS`).
 */

export type { CourseBitboard, CourseWord } from '../../engine/games/tetromino/courseBoard.ts';
export { COURSE_HANDS, COURSE_START, cellAt, coursePiece, formatBits, formatHex, placementBits } from '../../engine/games/tetromino/courseBoard.ts';
export { playMove } from '../../engine/games/tetromino/courseMoves.ts';
export { COURSE_ORIENTATIONS, COURSE_PIECE_PLACEMENTS, orientationsOf, unfoldOffsets, unfoldOrientation } from '../../engine/games/tetromino/courseUnfold.ts';
export { COST_ROWS, START_NODES } from '../../engine/games/tetromino/costTable.ts';
