/**
 * @packageDocumentation
 * The road to perfect play, the board of its first three steps: Connect Four
 * the obvious way, a grid of W × H cells in one array, as a beginner writes
 * it (and as Pascal Pons' tutorial starts, in its part 3).
 *
 *     cell index = column · H + row        (row 0 at the bottom)
 *
 *     7×6:   row 5   5 11 17 23 29 35 41
 *            ...
 *            row 0   0  6 12 18 24 30 36
 *                  col 0  1  2  3  4  5  6
 *
 * Each cell holds 0 (empty), 1 (the first player) or 2 (the second); a column
 * keeps its height, so a drop is one write. Whether a drop wins is found by
 * walking from the new stone in the four directions and counting the mover's
 * stones, which costs up to 4 · 2(K - 1) cell reads per move tried: that is
 * what the bitboards of step 4 replace by a dozen shifts.
 *
 * Copy-make: `play` returns a new board (the arrays are small), so a search
 * never has to undo a move.
 */

import type { Connect4Config } from '../layout.ts';
import type { Connect4Position } from '../position.ts';
import { stoneAt } from '../position.ts';

/** The four line directions as (column step, row step). */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [1, -1],
];

export class ArrayBoard {
  private constructor(
    readonly config: Connect4Config,
    /** cells[column · H + row]: 0 empty, 1 first player, 2 second player. */
    private readonly cells: Uint8Array,
    /** Stones in each column. */
    private readonly heights: Uint8Array,
    /** Stones on the board. */
    readonly moves: number,
  ) {}

  /** The board of a position of the engine (any size). */
  static from(p: Connect4Position): ArrayBoard {
    const { width: W, height: H } = p.layout;
    const cells = new Uint8Array(W * H);
    for (let c = 0; c < W; c++) for (let r = 0; r < H; r++) cells[c * H + r] = stoneAt(p, c, r);
    return new ArrayBoard(p.layout.config, cells, Uint8Array.from(p.heights), p.moves);
  }

  get size(): number {
    return this.config.width * this.config.height;
  }

  /** 1 or 2: the player about to move. */
  private get mover(): number {
    return (this.moves & 1) + 1;
  }

  canPlay(column: number): boolean {
    return this.heights[column] < this.config.height;
  }

  /** The board after the side to move drops a stone in `column`. Precondition: `canPlay`. */
  play(column: number): ArrayBoard {
    const H = this.config.height;
    const cells = this.cells.slice();
    const heights = this.heights.slice();
    cells[column * H + heights[column]] = this.mover;
    heights[column]++;
    return new ArrayBoard(this.config, cells, heights, this.moves + 1);
  }

  /** Would dropping a stone in `column` connect K for the side to move? Precondition: `canPlay`. */
  isWinningMove(column: number): boolean {
    const { width: W, height: H, k: K } = this.config;
    const row = this.heights[column];
    const me = this.mover;
    const mine = (c: number, r: number) => c >= 0 && c < W && r >= 0 && r < H && this.cells[c * H + r] === me;
    for (const [dc, dr] of DIRECTIONS) {
      let n = 1; // the stone being dropped
      for (let i = 1; mine(column + i * dc, row + i * dr); i++) n++;
      for (let i = 1; mine(column - i * dc, row - i * dr); i++) n++;
      if (n >= K) return true;
    }
    return false;
  }
}
