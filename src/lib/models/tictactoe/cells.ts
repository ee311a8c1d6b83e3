/**
 * @packageDocumentation
 * The small labels of tic-tac-toe cells in three numberings (the courses do
 * not agree). Their names in words ("centre") are each language's, in the
 * catalogue (`tictactoe.cellNames`).
 */

/**
 * Reading order (0 top left, the engine's), the OCaml course's numbers (8 top
 * left, 0 bottom right), the recursion course's coordinates (columns A to C,
 * rows 1 to 3 from the top), or none.
 */
export type Numbering = 'reading' | 'course' | 'coords' | 'none';

/** The label of cell c (reading order) in a numbering. */
export function cellLabel(c: number, numbering: Numbering): string {
  if (numbering === 'course') return String(8 - c);
  if (numbering === 'coords') return `${'ABC'[c % 3]}${Math.floor(c / 3) + 1}`;
  return String(c);
}
