/**
 * @packageDocumentation
 * The immutable Connect Four position used by the `Game` interface (generic
 * searches, tracing, the notation and the pages). It keeps the two sets of
 * `layout.ts` as arrays of 32-bit words, so one code path serves every size,
 * 7×6 (two words) as well as 9×9 (three).
 *
 * Clarity first: `play` copies a few small arrays and looks for a line through
 * the new stone only, cell by cell. The solvers (`bitSolver.ts`,
 * `wideSolver.ts`) take the words from here and then run on their own mutable,
 * allocation-free state.
 */

import type { Player } from '../../core/game.ts';
import type { Layout } from './layout.ts';

export class Connect4Position {
  constructor(
    readonly layout: Layout,
    /** Stones of the side to move, one 32-bit word per group of columns. */
    readonly current: readonly number[],
    /** All stones. */
    readonly mask: readonly number[],
    /** Stones in each column. */
    readonly heights: readonly number[],
    /** Stones on the board (plies played). */
    readonly moves: number,
    /** True when the player who made the last move connected `k`: the game is over. */
    readonly won: boolean,
    /** The moves from the empty board, as 1-based column digits ("4453"). */
    readonly path: string,
  ) {}

  get toMove(): Player {
    return (this.moves & 1) as Player;
  }

  /** No move left: a win or a full board. */
  get isOver(): boolean {
    return this.won || this.moves === this.layout.size;
  }
}

export function emptyPosition(layout: Layout): Connect4Position {
  const zeros = new Array<number>(layout.words).fill(0);
  return new Connect4Position(layout, zeros, zeros, new Array<number>(layout.width).fill(0), 0, false, '');
}

export const canPlay = (p: Connect4Position, column: number): boolean =>
  !p.isOver && column >= 0 && column < p.layout.width && p.heights[column] < p.layout.height;

/** Is cell (c, r) inside the board and set in `words`? */
function has(l: Layout, words: readonly number[], c: number, r: number): boolean {
  if (c < 0 || c >= l.width || r < 0 || r >= l.height) return false;
  return ((words[l.columnWord[c]] >>> (l.columnShift[c] + r)) & 1) === 1;
}

/** The four line directions as (column step, row step). */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1], // vertical
  [1, 0], // horizontal
  [1, 1], // diagonal /
  [1, -1], // diagonal \
];

/** Does `words` hold `k` in a row through cell (c, r), that cell counted as set? */
export function lineThrough(l: Layout, words: readonly number[], c: number, r: number): boolean {
  for (const [dc, dr] of DIRECTIONS) {
    let n = 1;
    for (let i = 1; n < l.k && has(l, words, c + i * dc, r + i * dr); i++) n++;
    for (let i = 1; n < l.k && has(l, words, c - i * dc, r - i * dr); i++) n++;
    if (n >= l.k) return true;
  }
  return false;
}

/** Would the side to move connect `k` by playing `column`? Precondition: `canPlay`. */
export const isWinningMove = (p: Connect4Position, column: number): boolean =>
  lineThrough(p.layout, p.current, column, p.heights[column]);

/** The position after the side to move drops a stone in `column`. Precondition: `canPlay`. */
export function play(p: Connect4Position, column: number): Connect4Position {
  const l = p.layout;
  const w = l.columnWord[column];
  const row = p.heights[column];
  const bit = 1 << (l.columnShift[column] + row);
  const mover = p.current.slice();
  mover[w] |= bit;
  const mask = p.mask.slice();
  mask[w] |= bit;
  const next = new Array<number>(l.words);
  for (let i = 0; i < l.words; i++) next[i] = p.mask[i] ^ p.current[i]; // the opponent's stones, now to move
  const heights = p.heights.slice();
  heights[column] = row + 1;
  const won = lineThrough(l, mover, column, row);
  return new Connect4Position(l, next, mask, heights, p.moves + 1, won, p.path + String(column + 1));
}

/** 0 for an empty cell, 1 for a stone of the first player, 2 for the second player. */
export function stoneAt(p: Connect4Position, column: number, row: number): 0 | 1 | 2 {
  const l = p.layout;
  if (!has(l, p.mask, column, row)) return 0;
  const mine = has(l, p.current, column, row);
  // `current` belongs to the side to move: player 0 when an even number of stones is down.
  return (mine === (p.moves % 2 === 0) ? 1 : 2) as 1 | 2;
}

/** Is the position its own mirror image (column c holds what column W-1-c holds)? */
export function isMirrorSymmetric(p: Connect4Position): boolean {
  const l = p.layout;
  for (let c = 0; c < l.width >> 1; c++) {
    const d = l.width - 1 - c;
    if (p.heights[c] !== p.heights[d]) return false;
    for (let r = 0; r < p.heights[c]; r++) if (stoneAt(p, c, r) !== stoneAt(p, d, r)) return false;
  }
  return true;
}

/** The stones of player 0 (who moves first) and player 1, as words. */
export function playerStones(p: Connect4Position, player: Player): number[] {
  const mine = p.toMove === player;
  return p.current.map((cur, i) => (mine ? cur : p.mask[i] ^ cur) | 0);
}

/** Columns that are not full, as a bit set (bit c for column c). */
export function openColumns(p: Connect4Position): number {
  let set = 0;
  for (let c = 0; c < p.layout.width; c++) if (p.heights[c] < p.layout.height) set |= 1 << c;
  return set;
}

/** The board as text, top row first: `x` first player, `o` second, `.` empty. */
export function boardText(p: Connect4Position): string {
  const l = p.layout;
  const rows: string[] = [];
  for (let r = l.height - 1; r >= 0; r--) {
    let s = '';
    for (let c = 0; c < l.width; c++) s += '.xo'[stoneAt(p, c, r)];
    rows.push(s);
  }
  return rows.join('\n');
}
