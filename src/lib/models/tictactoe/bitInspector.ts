/**
 * @packageDocumentation
 * What the bit inspector (the 19-bit tic-tac-toe integer, `board19.ts`) does
 * besides drawing: reading a number typed in decimal, hexadecimal or binary,
 * a cell's state and the number after a click, and the diagnosis of a number
 * (a board from a real game, a board no game reaches, or no board at all),
 * the rules being the engine's `fromSetup`.
 */

import { MAX_PACKED, O_SHIFT, TURN_BIT } from '../../../engine/games/tictactoe/board19.ts';
import { fromSetup, setupOfPacked } from '../../../engine/games/tictactoe/setup.ts';

export type CellState = 'empty' | 'x' | 'o' | 'both';

/** A number read from text, or why not: `ERR_NOTATION` (not a number), `ERR_RANGE` (no 19-bit value). */
export type Parsed = { ok: true; value: number } | { ok: false; code: 'ERR_NOTATION' | 'ERR_RANGE'; message: string };

/** The text as a message quotes it: at most 40 characters. */
const quoted = (raw: string): string => (raw.length > 40 ? `${raw.slice(0, 40)}… (${raw.length.toLocaleString('en-US')} characters)` : raw);

/** Digits that a 19-bit value can need at most, per radix (leading zeros aside). */
const MAX_DIGITS: Record<number, number> = { 2: 19, 10: 6, 16: 5 };

/** Reads decimal, 0x hexadecimal or 0b binary; `_` and spaces may group digits. */
export function parseNumber(input: string): Parsed {
  const raw = input.trim();
  if (raw === '') return { ok: false, code: 'ERR_NOTATION', message: 'Type a number to see its board.' };
  const t = raw.replace(/[\s_]/g, '').toLowerCase();
  const negative = t.startsWith('-');
  const body = negative || t.startsWith('+') ? t.slice(1) : t;
  let digits: string;
  let radix: number;
  if (/^0x[0-9a-f]+$/.test(body)) [digits, radix] = [body.slice(2), 16];
  else if (/^0b[01]+$/.test(body)) [digits, radix] = [body.slice(2), 2];
  else if (/^[0-9]+$/.test(body)) [digits, radix] = [body, 10];
  else {
    return {
      ok: false,
      code: 'ERR_NOTATION',
      message: `“${quoted(raw)}” is not a number I can read: use decimal digits, 0x… for hexadecimal or 0b… for binary.`,
    };
  }
  digits = digits.replace(/^0+(?=.)/, '');
  const zero = digits === '0';
  if (negative && !zero) {
    return { ok: false, code: 'ERR_RANGE', message: `${quoted(raw)} is negative: boards are numbered from 0 to ${MAX_PACKED}.` };
  }
  const value = digits.length <= MAX_DIGITS[radix] ? parseInt(digits, radix) : Infinity;
  if (value > MAX_PACKED) {
    return {
      ok: false,
      code: 'ERR_RANGE',
      message: `${quoted(raw)} is out of range: a board uses bits 0 to 18 only, so the largest value is ${MAX_PACKED} (0x${MAX_PACKED.toString(16).toUpperCase()}).`,
    };
  }
  return { ok: true, value };
}

export function cellState(p: number, c: number): CellState {
  const x = (p >>> c) & 1;
  const o = (p >>> (O_SHIFT + c)) & 1;
  return x && o ? 'both' : x ? 'x' : o ? 'o' : 'empty';
}

export function withCell(p: number, c: number, s: Exclude<CellState, 'both'>): number {
  const cleared = p & ~((1 << c) | (1 << (O_SHIFT + c)));
  return s === 'x' ? cleared | (1 << c) : s === 'o' ? cleared | (1 << (O_SHIFT + c)) : cleared;
}

const NEXT: Record<CellState, Exclude<CellState, 'both'>> = { empty: 'x', x: 'o', o: 'empty', both: 'empty' };

export const nextCellState = (s: CellState): Exclude<CellState, 'both'> => NEXT[s];

export interface Diagnosis {
  /** 'ok': a position some game reaches; 'warn': a board no game reaches; 'error': not a board at all. */
  level: 'ok' | 'warn' | 'error';
  message: string;
}

const cellList = (mask: number): string => {
  const cells: number[] = [];
  for (let c = 0; c < 9; c++) if (mask & (1 << c)) cells.push(c);
  return cells.length === 1 ? `Cell ${cells[0]} is` : `Cells ${cells.slice(0, -1).join(', ')} and ${cells[cells.length - 1]} are`;
};

/** Is the 19-bit value `p` a position that play can reach, and if not, why not (the engine's `fromSetup`, in words). */
export function diagnose(p: number): Diagnosis {
  const r = fromSetup(setupOfPacked(p));
  if (!r.ok) {
    const e = r.error;
    const [nx, no] = e.counts;
    switch (e.code) {
      case 'ERR_OVERLAP':
        return { level: 'error', message: `${cellList(e.cells ?? 0)} claimed by both sides (the X bit and the O bit are both 1): this number is no board.` };
      case 'ERR_BOTH_WON':
        return { level: 'warn', message: 'X and O both have three in a row: the first line ends the game, so a game never shows two.' };
      case 'ERR_ALREADY_OVER':
        return {
          level: 'warn',
          message: e.side === 0 ? 'X has three in a row, yet O has as many stones: O played after the game was over.' : 'O has three in a row, yet X has one stone more: X played after the game was over.',
        };
      case 'ERR_PIECE_COUNT':
        return {
          level: 'warn',
          message: `X has ${nx} ${nx === 1 ? 'stone' : 'stones'} and O has ${no}: since X moves first, X always has as many stones as O or one more.`,
        };
      case 'ERR_TURN': {
        const turn = (p >>> TURN_BIT) & 1;
        return {
          level: 'warn',
          message: `The turn bit says ${turn ? 'O' : 'X'} is to move, but with ${nx} X and ${no} O on the board it is ${e.side ? 'O' : 'X'}’s turn.`,
        };
      }
    }
  }
  const { toMove, winner, full } = r.value;
  if (winner === 0) return { level: 'ok', message: 'A position from a real game: X has three in a row and has won.' };
  if (winner === 1) return { level: 'ok', message: 'A position from a real game: O has three in a row and has won.' };
  if (full) return { level: 'ok', message: 'A position from a real game: the board is full, a draw.' };
  return { level: 'ok', message: `A position from a real game, ${toMove ? 'O' : 'X'} to move.` };
}

export const toBinary = (v: number, width: number): string => v.toString(2).padStart(width, '0');
export const toHex = (p: number): string => `0x${p.toString(16).toUpperCase()}`;

