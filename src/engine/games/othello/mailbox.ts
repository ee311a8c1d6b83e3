/**
 * @packageDocumentation
 * The Pascal course's own Othello board, kept for the lesson: a "mailbox" of
 * 10 x 10 cells in one array, the 8 x 8 board framed by a border, so that a
 * walk in any of the eight directions (-11, -10, -9, -1, +1, +9, +10, +11)
 * stops on a border cell instead of needing a bounds test.
 *
 *        0  1  2  3  4  5  6  7  8  9      cell = 10 * rank + file,
 *       10 [11 12 13 14 15 16 17 18] 19    rank and file 1..8:
 *       20 [21 ...               28] 29    a1 = 11, h1 = 18, a2 = 21,
 *       ..                                 h8 = 88 (the course's order,
 *       80 [81 ...               88] 89    which is our a1..h8 order).
 *       90 91 92 93 94 95 96 97 98 99
 *
 * Cell values are the course's: 0 black, 2 white (so the opponent of p is
 * 2 - p), 8 empty, and 9 for an empty cell next to a disc. The 9 is the
 * course's speed trick: only a 9 can be a move, so the move finder skips
 * every other cell without looking around it. Playing a disc turns the 8s
 * around it into 9s.
 *
 * One difference: the course lets border cells hold 8 or 9 too and skips
 * them by index (`(1 + x) mod 10 > 1`); here they hold their own value,
 * BORDER, which is neither a disc nor a 9, so no test is needed.
 *
 * A note for the lesson: in the course's listing, `niveau_un` finds a move
 * for the computer (black, 0) but plays it with `joue_coup(x, 2)`, as white.
 * The searches below play every move with the colour of the side to move.
 */

import { hasSquare } from './squares.ts';
import type { Position } from './position.ts';
import type { Player } from '../../core/game.ts';

export const BLACK = 0;
export const WHITE = 2;
const EMPTY = 8;
/** An empty cell next to at least one disc: the only cells worth trying. */
const FRONTIER = 9;
export const BORDER = 5;

export const DIRECTIONS: readonly number[] = [-11, -10, -9, -1, 1, 9, 10, 11];

export type Mailbox = Uint8Array;

/** Mailbox cell of square s (a1 = 0 .. h8 = 63), and back. */
export const cellOf = (s: number): number => 10 * ((s >>> 3) + 1) + (s & 7) + 1;
export const squareOfCell = (cell: number): number => 8 * (Math.floor(cell / 10) - 1) + (cell % 10) - 1;

const isBoardCell = (cell: number): boolean => cell > 10 && cell < 89 && cell % 10 !== 0 && cell % 10 !== 9;

/** The mailbox of a position, with the frontier marks (9) computed. */
export function toMailbox(p: Position): Mailbox {
  const cells = new Uint8Array(100).fill(BORDER);
  for (let s = 0; s < 64; s++) {
    cells[cellOf(s)] = hasSquare(p.blackLo, p.blackHi, s) ? BLACK : hasSquare(p.whiteLo, p.whiteHi, s) ? WHITE : EMPTY;
  }
  for (let c = 11; c <= 88; c++) {
    if (cells[c] !== EMPTY) continue;
    if (DIRECTIONS.some((d) => cells[c + d] === BLACK || cells[c + d] === WHITE)) cells[c] = FRONTIER;
  }
  return cells;
}

/** The position of a mailbox, with `turn` to move. */
export function fromMailbox(cells: Mailbox, turn: Player): Position {
  let blackLo = 0;
  let blackHi = 0;
  let whiteLo = 0;
  let whiteHi = 0;
  for (let s = 0; s < 64; s++) {
    const v = cells[cellOf(s)];
    const lo = s < 32 ? 1 << s : 0;
    const hi = s < 32 ? 0 : 1 << (s - 32);
    if (v === BLACK) {
      blackLo |= lo;
      blackHi |= hi;
    } else if (v === WHITE) {
      whiteLo |= lo;
      whiteHi |= hi;
    }
  }
  return { blackLo, blackHi, whiteLo, whiteHi, turn };
}

/**
 * The course's `trouve_pos`: the first legal move of `player` after cell
 * `after`, in cell order, or 0 if there is none. Calling it again with the
 * cell it returned gives the next move.
 */
export function findMove(cells: Mailbox, player: number, after: number): number {
  const opponent = 2 - player;
  for (let x = after + 1; x <= 88; x++) {
    if (cells[x] !== FRONTIER) continue;
    for (const d of DIRECTIONS) {
      let y = x + d;
      if (cells[y] !== opponent) continue;
      do y += d;
      while (cells[y] === opponent);
      if (cells[y] === player) return x;
    }
  }
  return 0;
}

/** Every legal move of `player`, in cell order. */
export function mailboxMoves(cells: Mailbox, player: number): number[] {
  const out: number[] = [];
  for (let x = findMove(cells, player, 10); x !== 0; x = findMove(cells, player, x)) out.push(x);
  return out;
}

/**
 * The course's `joue_coup`: puts a disc of `player` on cell `at`, flips the
 * opponent's discs it closes in every direction, and marks the empty cells
 * around `at` as frontier. Changes `cells`; returns how many discs flipped.
 */
export function playOn(cells: Mailbox, at: number, player: number): number {
  const opponent = 2 - player;
  let flipped = 0;
  for (const d of DIRECTIONS) {
    let y = at + d;
    while (cells[y] === opponent) y += d;
    if (cells[y] !== player) continue;
    for (y -= d; y !== at; y -= d) {
      cells[y] = player;
      flipped++;
    }
  }
  cells[at] = player;
  for (const d of DIRECTIONS) if (cells[at + d] === EMPTY) cells[at + d] = FRONTIER;
  return flipped;
}

/** The course's `compte_les_pions`. */
export function countDiscs(cells: Mailbox, colour: number): number {
  let n = 0;
  for (let c = 11; c <= 88; c++) if (cells[c] === colour) n++;
  return n;
}

/** Are the frontier marks right? (Every 9 touches a disc, every empty cell touching one is a 9.) */
export function frontierIsConsistent(cells: Mailbox): boolean {
  for (let c = 0; c < 100; c++) {
    const v = cells[c];
    if (!isBoardCell(c)) {
      if (v !== BORDER) return false;
      continue;
    }
    if (v !== EMPTY && v !== FRONTIER) continue;
    const touches = DIRECTIONS.some((d) => cells[c + d] === BLACK || cells[c + d] === WHITE);
    if (touches !== (v === FRONTIER)) return false;
  }
  return true;
}

export type MailboxObjective = 'course' | 'standard';

/** A finished game's value for black: the course's black count, or the standard disc difference. */
function finalForBlack(cells: Mailbox, objective: MailboxObjective): number {
  const b = countDiscs(cells, BLACK);
  if (objective === 'course') return b;
  const w = countDiscs(cells, WHITE);
  const e = 64 - b - w;
  return b > w ? b - w + e : b < w ? b - w - e : 0;
}

export interface MailboxSolution {
  /** Value for black (black maximises, white minimises), as the course reads it. */
  value: number;
  /** Value of each legal move of the side to move, by cell, in cell order. */
  moves: { cell: number; value: number }[];
  nodes: number;
}

/**
 * The course's search, `arbre`, on the mailbox: minimax with alpha-beta
 * pruning to the end of the game, black maximising and white minimising, a
 * pass when a side has no move, the end when both pass. One board per level,
 * copied before each move as the course's `tab_pense` does. Every root move
 * gets its exact value (each is searched with the full window), so the
 * result can be compared move by move.
 */
export function solveMailbox(start: Mailbox, player: number, objective: MailboxObjective = 'course'): MailboxSolution {
  const levels: Mailbox[] = [];
  let nodes = 0;
  const board = (level: number): Mailbox => (levels[level] ??= new Uint8Array(100));

  function search(cells: Mailbox, side: number, alpha: number, beta: number, passed: boolean, level: number): number {
    nodes++;
    let x = findMove(cells, side, 10);
    if (x === 0) {
      if (passed) return finalForBlack(cells, objective);
      return search(cells, 2 - side, alpha, beta, true, level);
    }
    const maximise = side === BLACK;
    let best = maximise ? -Infinity : Infinity;
    const child = board(level);
    while (x !== 0) {
      child.set(cells);
      playOn(child, x, side);
      const v = search(child, 2 - side, alpha, beta, false, level + 1);
      if (maximise) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break; // pruning: the parent will never choose this line
      x = findMove(cells, side, x);
    }
    return best;
  }

  const moves: { cell: number; value: number }[] = [];
  const root = new Uint8Array(start);
  for (const x of mailboxMoves(root, player)) {
    const child = new Uint8Array(root);
    playOn(child, x, player);
    moves.push({ cell: x, value: search(child, 2 - player, -Infinity, Infinity, false, 1) });
  }
  let value: number;
  if (moves.length > 0) {
    const values = moves.map((m) => m.value);
    value = player === BLACK ? Math.max(...values) : Math.min(...values);
  } else value = search(root, player, -Infinity, Infinity, false, 1);
  return { value, moves, nodes: nodes + 1 };
}
