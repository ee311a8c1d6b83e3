/**
 * @packageDocumentation
 * The bit layouts of tic-tac-toe that the lessons take apart (a part of the
 * tic-tac-toe kit, `tictactoe.ts`): the Haskell course's 19-bit integer
 * (turn bit, O's nine bits, X's nine bits: `board19.ts`) with its winning
 * masks and static evaluation, and the OCaml course's two bitboards (cells
 * numbered from the bottom right: `bitboards.ts`) with its free cells and
 * open-lines heuristic.
 */

export type { Bitboards } from '../../engine/games/tictactoe/bitboards.ts';
export { popcount32 } from '../../engine/core/bits.ts';
export { MASK9, MAX_PACKED, O_SHIFT, TURN_BIT, WIN_LINES, WIN_MASKS, courseStatic, pack } from '../../engine/games/tictactoe/board19.ts';
export { freeBoard, freeCells, openLines, openLinesEval, reverse9, winner } from '../../engine/games/tictactoe/bitboards.ts';
