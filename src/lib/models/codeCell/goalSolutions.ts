/**
 * @packageDocumentation
 * One evaluation that meets each code cell goal (`goals.ts`), as the reader
 * would write it against the cell's contract: the cell loads it on request
 * ("Load a solution"), and the unit tests run it through the same job as the
 * sandbox (`goals.test.ts`) to prove the goal can be met. Both add one idea
 * to the engine's own evaluation: **threats**, a line that lacks one stone
 * and whose empty cell can be played at once. The side to move wins with its
 * own threat; two of its opponent's cannot both be blocked.
 */

import type { CodeGoalName } from './goals.ts';

const TICTACTOE_THREATS = `const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], // rows
  [0, 3, 6], [1, 4, 7], [2, 5, 8], // columns
  [0, 4, 8], [2, 4, 6], // diagonals
];

/** Lines with n stones of \`side\` and none of the other side's. */
function lines(cells: readonly Cell[], side: Side, n: number): number {
  return LINES.filter((line) => line.every((c) => cells[c] === side || cells[c] === '.') && line.filter((c) => cells[c] === side).length === n).length;
}

/** Open lines, as the engine counts them, and threats first. */
function evaluate(position: Position): number {
  const me = position.toMove;
  const other: Side = me === 'x' ? 'o' : 'x';
  if (lines(position.cells, me, 2) > 0) return 9; // I win on this move
  if (lines(position.cells, other, 2) >= 2) return -9; // I can block only one
  const open = (side: Side) => lines(position.cells, side, 0) + lines(position.cells, side, 1) + lines(position.cells, side, 2);
  return open(me) - open(other);
}
`;

const CONNECT4_THREATS = `const weight = (n: number): number => (n === 0 ? 0 : 4 ** (n - 1));
const DIRECTIONS = [[0, 1], [1, 0], [1, 1], [1, -1]];

/** Open windows, as the engine counts them, and threats first. */
function evaluate(p: Position): number {
  let score = 0;
  let mine = 0; // my threats: one stone short, the gap playable now
  let theirs = 0;
  for (const [dc, dr] of DIRECTIONS) {
    for (let c = 0; c < p.width; c++) {
      for (let r = 0; r < p.height; r++) {
        const endC = c + (p.k - 1) * dc;
        const endR = r + (p.k - 1) * dr;
        if (endC >= p.width || endR < 0 || endR >= p.height) continue;
        let me = 0;
        let them = 0;
        let gapPlayable = false;
        for (let i = 0; i < p.k; i++) {
          const col = c + i * dc;
          const row = r + i * dr;
          const cell = p.grid[col][row];
          if (cell === p.toMove) me++;
          else if (cell !== '.') them++;
          else gapPlayable = row === 0 || p.grid[col][row - 1] !== '.';
        }
        if (them === 0) {
          score += weight(me);
          if (me === p.k - 1 && gapPlayable) mine++;
        } else if (me === 0) {
          score -= weight(them);
          if (them === p.k - 1 && gapPlayable) theirs++;
        }
      }
    }
  }
  if (mine > 0) return 9000; // I win on this move
  if (theirs >= 2) return -9000; // I can block only one
  return Math.max(-8999, Math.min(8999, score));
}
`;

export const GOAL_SOLUTIONS: Readonly<Record<CodeGoalName, string>> = {
  'tictactoe-beat': TICTACTOE_THREATS,
  'connect4-beat': CONNECT4_THREATS,
};
