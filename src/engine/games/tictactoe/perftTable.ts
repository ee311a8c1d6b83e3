/**
 * Tic-tac-toe perft from the empty board, depths 1..9, sequences stopping at a
 * win: the complete game tree (OEIS A008907 counts the games by length; the
 * per-ply totals are the classic figures).
 */
export const PERFT_TICTACTOE: readonly (readonly [depth: number, nodes: number])[] = [
  [1, 9],
  [2, 72],
  [3, 504],
  [4, 3024],
  [5, 15120],
  [6, 54720],
  [7, 148176],
  [8, 200448],
  [9, 127872],
];
