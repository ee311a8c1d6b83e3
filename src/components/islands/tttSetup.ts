/**
 * @packageDocumentation
 * Editable tic-tac-toe boards for the lesson islands: the board as nine
 * characters (the site's notation, reading order, `x`, `o`, `.`), the click
 * cycle empty → X → O → empty, and the check that turns an edited board (a
 * setup, maybe impossible) into a position of the engine, or into a sentence
 * that names the problem.
 *
 * The engine's `checkStones` assumes X moves first. The OCaml course never
 * says who starts, and its first example only makes sense if noughts do, so
 * the check here takes the first player as a parameter and mirrors the
 * engine's rules for either side. Pure functions: no DOM, tested on their own.
 */

import { popcount32 } from '../../engine/core/bits.ts';
import { WIN_MASKS, hasLine, pack, type Packed } from '../../engine/games/tictactoe/board19.ts';

export type Mark = '.' | 'x' | 'o';
export type Side = 'x' | 'o';

export const EMPTY_BOARD = '.........';

/** The board text in canonical form (lower case), or null when it is not nine of `x`, `o`, `.`. */
export function normaliseBoard(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim().toLowerCase();
  return /^[.xo]{9}$/.test(t) ? t : null;
}

export const markAt = (board: string, c: number): Mark => board[c] as Mark;

export function setMark(board: string, c: number, m: Mark): string {
  return board.slice(0, c) + m + board.slice(c + 1);
}

const CYCLE: Record<Mark, Mark> = { '.': 'x', x: 'o', o: '.' };
export const nextMark = (m: Mark): Mark => CYCLE[m];

/** The two sides' stones as 9-bit sets in reading order (cell c is bit c). */
export function stonesOf(board: string): { x: number; o: number } {
  let x = 0;
  let o = 0;
  for (let c = 0; c < 9; c++) {
    if (board[c] === 'x') x |= 1 << c;
    else if (board[c] === 'o') o |= 1 << c;
  }
  return { x, o };
}

export function boardOf(x: number, o: number): string {
  let s = '';
  for (let c = 0; c < 9; c++) s += x & (1 << c) ? 'x' : o & (1 << c) ? 'o' : '.';
  return s;
}

/** The cells of every full line in `stones`, as one 9-bit set (for highlighting). */
export function lineCells(stones: number): number {
  let cells = 0;
  for (const m of WIN_MASKS) if ((stones & m) === m) cells |= m;
  return cells;
}

/** How the islands name the sides: "X and O" (most lessons) or "crosses and noughts" (the OCaml course). */
export type Vocabulary = 'xo' | 'cross-nought';

export type ProblemCode = 'ERR_PIECE_COUNT' | 'ERR_BOTH_WON' | 'ERR_ALREADY_OVER';

export type SetupCheck =
  | { readonly ok: true; readonly packed: Packed; readonly toMove: Side; readonly winner: Side | null; readonly full: boolean }
  | { readonly ok: false; readonly code: ProblemCode; readonly message: string };

const other = (s: Side): Side => (s === 'x' ? 'o' : 'x');

function words(v: Vocabulary) {
  if (v === 'xo') {
    return {
      name: (s: Side) => (s === 'x' ? 'X' : 'O'),
      count: (s: Side, n: number) => `${s === 'x' ? 'X' : 'O'} has ${n} ${n === 1 ? 'stone' : 'stones'}`,
    };
  }
  return {
    name: (s: Side) => (s === 'x' ? 'crosses' : 'noughts'),
    count: (s: Side, n: number) => `${n} ${s === 'x' ? (n === 1 ? 'cross' : 'crosses') : n === 1 ? 'nought' : 'noughts'}`,
  };
}

/**
 * Checks that play can reach `board` when `first` moves first, and returns the
 * engine's packed position (with the right side to move), or the problem in one
 * sentence: counts that cannot happen, two winners, or a move after a win.
 */
export function checkSetup(board: string, first: Side = 'x', vocabulary: Vocabulary = 'xo'): SetupCheck {
  const { x, o } = stonesOf(board);
  const n = { x: popcount32(x), o: popcount32(o) };
  const second = other(first);
  const w = words(vocabulary);
  const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

  if (n[first] !== n[second] && n[first] !== n[second] + 1) {
    const counts = `${w.count('x', n.x)} and ${w.count('o', n.o)}`;
    const rule =
      vocabulary === 'xo'
        ? `since ${w.name(first)} moves first, ${w.name(first)} always has as many stones as ${w.name(second)} or one more`
        : `since ${w.name(first)} move first, there are always as many ${w.name(first)} as ${w.name(second)}, or one more`;
    return { ok: false, code: 'ERR_PIECE_COUNT', message: `${cap(counts)}: ${rule}.` };
  }

  const won = { x: hasLine(x), o: hasLine(o) };
  if (won.x && won.o) {
    const who = vocabulary === 'xo' ? 'X and O both have' : 'Crosses and noughts both have';
    return { ok: false, code: 'ERR_BOTH_WON', message: `${who} three in a row: the first line ends the game, so no game ever shows two winners.` };
  }

  const lastMover: Side | null = n[first] > n[second] ? first : n[first] === 0 ? null : second;
  for (const s of ['x', 'o'] as const) {
    if (won[s] && lastMover !== s) {
      return {
        ok: false,
        code: 'ERR_ALREADY_OVER',
        message: `${cap(w.name(s))} ${vocabulary === 'xo' ? 'has' : 'have'} three in a row, yet ${w.name(other(s))} played after that line was made: the game was already over.`,
      };
    }
  }

  const toMove: Side = n[first] > n[second] ? second : first;
  const winner: Side | null = won.x ? 'x' : won.o ? 'o' : null;
  return { ok: true, packed: pack({ x, o, turn: toMove === 'x' ? 0 : 1 }), toMove, winner, full: n.x + n.o === 9 };
}
