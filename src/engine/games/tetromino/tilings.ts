/**
 * @packageDocumentation
 * Can the tetromino game end in a tie? Only if the ten pieces, two each of
 * I, L, O, S and T, can cover the 5×8 board exactly. This counts the ways:
 * every set of ten placements, at most two of each piece, that covers all 40
 * cells once. (Any such tiling can be reached in play: give each player one
 * copy of each piece and lay them in any alternating order.)
 *
 * The search fills the first empty cell in reading order with each placement
 * whose first cell it is, so each tiling is found exactly once, and two
 * copies of a piece are never told apart.
 */

import { CELLS, PIECES } from './board40.ts';
import { PLACEMENTS } from './placements.ts';

/** Placements by their first covered cell (reading order). */
const BY_FIRST_CELL: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, cell) =>
  PLACEMENTS.filter((p) => Math.min(...p.cells) === cell).map((p) => p.index),
);

const COPIES = 2;

/** The number of ways two of each tetromino tile the empty 5×8 board. */
export function countTilings(): number {
  const used = new Uint8Array(PIECES.length);
  const covered = new Uint8Array(CELLS);
  const fill = (from: number, placed: number): number => {
    let cell = from;
    while (cell < CELLS && covered[cell]) cell++;
    if (cell === CELLS) return placed === COPIES * PIECES.length ? 1 : 0;
    let count = 0;
    for (const i of BY_FIRST_CELL[cell]) {
      const p = PLACEMENTS[i];
      if (used[p.piece] === COPIES || p.cells.some((c) => covered[c])) continue;
      used[p.piece]++;
      for (const c of p.cells) covered[c] = 1;
      count += fill(cell + 1, placed + 1);
      for (const c of p.cells) covered[c] = 0;
      used[p.piece]--;
    }
    return count;
  };
  return fill(0, 0);
}

