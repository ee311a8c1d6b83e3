/**
 * @packageDocumentation
 * The notation of the one-dimensional game: the row left to right, one
 * character a cell, `x` a cross, `o` a nought, `.` a free cell (capitals
 * accepted), e.g. `o...x`. Crosses move first, so the counts give the side to
 * move. `parseRow` accepts only rows that play can reach and names what is
 * wrong otherwise; `writeRow` writes what it reads.
 */

import { popcount32 } from '../../core/bits.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import { LINE_K, MAX_LENGTH, MIN_LENGTH, hasRun, type Row } from './row.ts';

export function parseRow(text: string): Result<Row> {
  const s = text.trim();
  if (s.length < MIN_LENGTH || s.length > MAX_LENGTH) {
    return err(engineError('ERR_SIZE', `a row has ${MIN_LENGTH}..${MAX_LENGTH} cells, this one has ${s.length}`));
  }
  let x = 0;
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === 'x' || ch === 'X') x |= 1 << i;
    else if (ch === 'o' || ch === 'O') o |= 1 << i;
    else if (ch !== '.') return err(engineError('ERR_NOTATION', `cell ${i + 1} is '${ch}': use x, o or .`, i));
  }
  return checkRow({ length: s.length, x, o });
}

/** Is `won` a set the last stone made winning? (Some stone's removal undoes every run.) */
function wonByLastStone(won: number): boolean {
  for (let rest = won; rest !== 0; rest &= rest - 1) {
    if (!hasRun(won & ~(rest & -rest))) return true;
  }
  return false;
}

/** Checks that play can reach a row: the counts, and at most one finished line, made last. */
function checkRow(r: Row): Result<Row> {
  const nx = popcount32(r.x);
  const no = popcount32(r.o);
  if (nx !== no && nx !== no + 1) {
    return err(engineError('ERR_PIECE_COUNT', `x has ${nx} ${nx === 1 ? 'stone' : 'stones'} and o has ${no}: x moves first, so x has as many as o or one more`));
  }
  const xWon = hasRun(r.x);
  const oWon = hasRun(r.o);
  if (xWon && oWon) return err(engineError('ERR_BOTH_WON', `both x and o have ${LINE_K} in a row`));
  if (xWon && (nx === no || !wonByLastStone(r.x))) {
    return err(engineError('ERR_ALREADY_OVER', `x has ${LINE_K} in a row, yet the game went on after it`));
  }
  if (oWon && (nx > no || !wonByLastStone(r.o))) {
    return err(engineError('ERR_ALREADY_OVER', `o has ${LINE_K} in a row, yet the game went on after it`));
  }
  return ok(r);
}

export function writeRow(r: Row): string {
  let s = '';
  for (let i = 0; i < r.length; i++) s += r.x & (1 << i) ? 'x' : r.o & (1 << i) ? 'o' : '.';
  return s;
}
