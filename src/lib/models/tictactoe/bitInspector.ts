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
import type { DiagnosisWords, ParseWords } from '../../../i18n/messages/bitInspector/en.ts';
import { messages } from '../../../i18n/messages.ts';

export type CellState = 'empty' | 'x' | 'o' | 'both';

/** A number read from text, or why not: `ERR_NOTATION` (not a number), `ERR_RANGE` (no 19-bit value). */
export type Parsed = { ok: true; value: number } | { ok: false; code: 'ERR_NOTATION' | 'ERR_RANGE'; message: string };

/** The text as a message quotes it: at most 40 characters. */
const quoted = (raw: string, w: ParseWords): string => (raw.length > 40 ? w.long(raw.slice(0, 40), raw.length) : raw);

/** Digits that a 19-bit value can need at most, per radix (leading zeros aside). */
const MAX_DIGITS: Record<number, number> = { 2: 19, 10: 6, 16: 5 };

const HEX_MAX = `0x${MAX_PACKED.toString(16).toUpperCase()}`;

/** Reads decimal, 0x hexadecimal or 0b binary; `_` and spaces may group digits. Messages in `w`'s language (English by default). */
export function parseNumber(input: string, w: ParseWords = messages().bitInspector.parse): Parsed {
  const raw = input.trim();
  if (raw === '') return { ok: false, code: 'ERR_NOTATION', message: w.empty };
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
      message: w.notation(quoted(raw, w)),
    };
  }
  digits = digits.replace(/^0+(?=.)/, '');
  const zero = digits === '0';
  if (negative && !zero) {
    return { ok: false, code: 'ERR_RANGE', message: w.negative(quoted(raw, w), MAX_PACKED) };
  }
  const value = digits.length <= MAX_DIGITS[radix] ? parseInt(digits, radix) : Infinity;
  if (value > MAX_PACKED) {
    return {
      ok: false,
      code: 'ERR_RANGE',
      message: w.range(quoted(raw, w), MAX_PACKED, HEX_MAX),
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

const cellList = (mask: number): number[] => {
  const cells: number[] = [];
  for (let c = 0; c < 9; c++) if (mask & (1 << c)) cells.push(c);
  return cells;
};

const SIDE = ['X', 'O'] as const;

/** Is the 19-bit value `p` a position that play can reach, and if not, why not (the engine's `fromSetup`, in `w`'s words: English by default). */
export function diagnose(p: number, w: DiagnosisWords = messages().bitInspector.diagnosis): Diagnosis {
  const r = fromSetup(setupOfPacked(p));
  if (!r.ok) {
    const e = r.error;
    const [nx, no] = e.counts;
    switch (e.code) {
      case 'ERR_OVERLAP':
        return { level: 'error', message: w.overlap(cellList(e.cells ?? 0)) };
      case 'ERR_BOTH_WON':
        return { level: 'warn', message: w.bothWon };
      case 'ERR_ALREADY_OVER':
        return {
          level: 'warn',
          message: w.alreadyOver(e.side === 0 ? 0 : 1),
        };
      case 'ERR_PIECE_COUNT':
        return {
          level: 'warn',
          message: w.pieceCount(nx, no),
        };
      case 'ERR_TURN': {
        const turn = (p >>> TURN_BIT) & 1;
        return {
          level: 'warn',
          message: w.turn(SIDE[turn], nx, no, e.side ? 'O' : 'X'),
        };
      }
    }
  }
  const { toMove, winner, full } = r.value;
  if (winner !== undefined) return { level: 'ok', message: w.won(SIDE[winner]) };
  if (full) return { level: 'ok', message: w.full };
  return { level: 'ok', message: w.toMove(SIDE[toMove]) };
}

export const toBinary = (v: number, width: number): string => v.toString(2).padStart(width, '0');
export const toHex = (p: number): string => `0x${p.toString(16).toUpperCase()}`;

