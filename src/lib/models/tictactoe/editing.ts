/**
 * @packageDocumentation
 * Editable tic-tac-toe boards for the lesson islands: the board as nine
 * characters (the site's notation, reading order, `x`, `o`, `.`), the click
 * cycle empty → X → O → empty, and the check that turns an edited board (a
 * setup, maybe impossible) into a position of the engine, or into a sentence
 * that names the problem.
 *
 * The rules are the engine's (`games/tictactoe/setup.ts`, which takes the
 * first player as a parameter: the OCaml course never says who starts, and
 * its first example only makes sense if noughts do); this module only says
 * the engine's problem codes in the page's words. Pure functions: no DOM,
 * tested on their own.
 */

import { WIN_MASKS, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { messages } from '../../../i18n/messages.ts';
import { fromSetup, setupOfBoard, writeSetup, type SetupCode, type SetupProblem } from '../../../engine/games/tictactoe/setup.ts';

export type Mark = '.' | 'x' | 'o';
export type { Side, Vocabulary } from '../../../i18n/messages/setup/en.ts';
import type { Side, Vocabulary } from '../../../i18n/messages/setup/en.ts';

export const EMPTY_BOARD = '.........';

/** The board text in canonical form (lower case), or null when it is not nine of `x`, `o`, `.`. */
export function normaliseBoard(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const t = text.trim().toLowerCase();
  return /^[.xo]{9}$/.test(t) ? t : null;
}


export function setMark(board: string, c: number, m: Mark): string {
  return board.slice(0, c) + m + board.slice(c + 1);
}

const CYCLE: Record<Mark, Mark> = { '.': 'x', x: 'o', o: '.' };
export const nextMark = (m: Mark): Mark => CYCLE[m];

/** The two sides' stones as 9-bit sets in reading order (cell c is bit c). */
export function stonesOf(board: string): { x: number; o: number } {
  const { x, o } = setupOfBoard(board);
  return { x, o };
}

export const boardOf = (x: number, o: number): string => writeSetup({ x, o });

/** The cells of every full line in `stones`, as one 9-bit set (for highlighting). */
export function lineCells(stones: number): number {
  let cells = 0;
  for (const m of WIN_MASKS) if ((stones & m) === m) cells |= m;
  return cells;
}


type ProblemCode = SetupCode;

export type SetupCheck =
  | { readonly ok: true; readonly packed: Packed; readonly toMove: Side; readonly winner: Side | null; readonly full: boolean }
  | { readonly ok: false; readonly code: ProblemCode; readonly message: string };

const SIDES = ['x', 'o'] as const;
const other = (s: Side): Side => (s === 'x' ? 'o' : 'x');

/** The engine's setup problem (`games/tictactoe/setup.ts`) in the page's words and language. */
function problemWords(p: SetupProblem, first: Side, vocabulary: Vocabulary, lang: Locale): string {
  const t = messages(lang).setup;
  switch (p.code) {
    case 'ERR_PIECE_COUNT':
      return t.pieceCount(p.counts, first, vocabulary);
    case 'ERR_BOTH_WON':
      return t.bothWon(vocabulary);
    case 'ERR_ALREADY_OVER':
      return t.alreadyOver(SIDES[p.side ?? 0], vocabulary);
    case 'ERR_OVERLAP':
      return t.overlap;
    case 'ERR_TURN': {
      const toMove = SIDES[p.side ?? 0];
      return t.turn(other(toMove), toMove);
    }
  }
}

/**
 * Checks that play can reach `board` when `first` moves first (the engine's
 * `fromSetup`), and returns the engine's packed position with the side to
 * move, or the problem in one sentence of the page's vocabulary.
 */
export function checkSetup(board: string, first: Side = 'x', vocabulary: Vocabulary = 'xo', lang: Locale = 'en'): SetupCheck {
  const r = fromSetup(setupOfBoard(board, first === 'x' ? 0 : 1));
  if (!r.ok) return { ok: false, code: r.error.code, message: problemWords(r.error, first, vocabulary, lang) };
  const { packed, toMove, winner, full } = r.value;
  return { ok: true, packed, toMove: SIDES[toMove], winner: winner === undefined ? null : SIDES[winner], full };
}
