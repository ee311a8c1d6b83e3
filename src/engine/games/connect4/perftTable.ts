/**
 * The Connect Four 7x6 perft table, depths 1..8 (sequences stop at a win, the
 * winning move counted), as listed in the project's style guide and issue 5; it
 * agrees with OEIS A212693's early terms before any win is possible. Shared by
 * the tests of the generic perft and of the solver kernel.
 */
export const PERFT_7X6: readonly (readonly [depth: number, nodes: number])[] = [
  [1, 7],
  [2, 49],
  [3, 343],
  [4, 2401],
  [5, 16807],
  [6, 117649],
  [7, 823536],
  [8, 5673234],
];
