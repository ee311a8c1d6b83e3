/**
 * @packageDocumentation
 * Connect Four the obvious way: a grid of cells, and a win found by walking
 * the four directions from every stone. Slow and plainly right, it is the
 * yardstick the bitboard game and the solvers are tested against (and the
 * "before" picture of the bitboard lesson).
 */

import type { Connect4Config } from './layout.ts';

/** grid[c][r]: 0 empty, 1 first player, 2 second player; row 0 is the bottom. */
export interface ReferenceBoard {
  readonly config: Connect4Config;
  readonly grid: number[][];
  moves: number;
}

export function referenceBoard(config: Connect4Config): ReferenceBoard {
  return { config, grid: Array.from({ length: config.width }, () => new Array<number>(config.height).fill(0)), moves: 0 };
}

function referenceHeight(b: ReferenceBoard, column: number): number {
  const col = b.grid[column];
  let h = 0;
  while (h < col.length && col[h] !== 0) h++;
  return h;
}

/** Drops a stone of the side to move in `column` (which must not be full). */
export function referencePlay(b: ReferenceBoard, column: number): void {
  b.grid[column][referenceHeight(b, column)] = (b.moves % 2) + 1;
  b.moves++;
}

function referenceUndo(b: ReferenceBoard, column: number): void {
  b.grid[column][referenceHeight(b, column) - 1] = 0;
  b.moves--;
}

/** Does `player` (1 or 2) have k in a row anywhere? */
export function referenceHasLine(b: ReferenceBoard, player: number): boolean {
  const { width, height, k } = b.config;
  const at = (c: number, r: number) => c >= 0 && c < width && r >= 0 && r < height && b.grid[c][r] === player;
  for (let c = 0; c < width; c++) {
    for (let r = 0; r < height; r++) {
      for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
        let n = 0;
        while (n < k && at(c + n * dc, r + n * dr)) n++;
        if (n === k) return true;
      }
    }
  }
  return false;
}

/**
 * Exact score by plain negamax over the whole tree (tiny boards only), in the
 * test sets' convention: floor((W·H + 2 - m) / 2) for a win with the m-th stone.
 */
export function referenceSolve(b: ReferenceBoard): number {
  const size = b.config.width * b.config.height;
  if (b.moves === size) return 0;
  let best = -Infinity;
  for (let c = 0; c < b.config.width; c++) {
    if (referenceHeight(b, c) === b.config.height) continue;
    referencePlay(b, c);
    const mover = ((b.moves - 1) % 2) + 1;
    const score = referenceHasLine(b, mover) ? (size + 2 - b.moves) >> 1 : 0 - referenceSolve(b);
    referenceUndo(b, c);
    if (score > best) best = score;
  }
  return best;
}
