/**
 * @packageDocumentation
 * The Connect Four notation: the moves from the empty board as 1-based column
 * digits, first player first (`4453`), the format of the public test sets and
 * of Pascal Pons' solver. Another size is written as a prefix `WxHkK:`, e.g.
 * `6x5k4:3342` (6 columns, 5 rows, 4 in a row); `kK` may be left out (4), and
 * the prefix too (7x6k4). The empty board is the empty string (or `6x5k4:`).
 *
 * `parseMoves` plays the moves one by one and stops at the first bad one; the
 * error names it (its 1-based number and column) and `index` is its character
 * offset in the text, so an editor can point at it. A sequence may end with a
 * win but not continue after one.
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';
import { STANDARD, isStandard, makeLayout, sizeName, type Connect4Config, type Layout } from './layout.ts';
import { Connect4Position, canPlay, emptyPosition, play } from './position.ts';

const PREFIX = /^(\d+)x(\d+)(?:k(\d+))?:/i;

export interface ParsedSize {
  config: Connect4Config;
  /** Characters taken by the prefix (0 without one). */
  length: number;
}

/** Reads an optional `WxHkK:` prefix. */
export function parseSize(text: string): Result<ParsedSize> {
  if (!text.includes(':')) return ok({ config: STANDARD, length: 0 });
  const m = PREFIX.exec(text);
  if (!m) {
    return err(engineError('ERR_NOTATION', `'${text.slice(0, text.indexOf(':') + 1)}' is not a size prefix: write it like 6x5k4: (columns x rows k in-a-row)`, 0));
  }
  const config = { width: Number(m[1]), height: Number(m[2]), k: m[3] === undefined ? STANDARD.k : Number(m[3]) };
  return ok({ config, length: m[0].length });
}

/** The size prefix and moves of `text` as a checked position of that size. */
export function parseMoves(text: string): Result<Connect4Position> {
  const s = text.trim();
  const size = parseSize(s);
  if (!size.ok) return size;
  const layout = makeLayout(size.value.config);
  if (!layout.ok) return err({ ...layout.error, index: 0 });
  return playMoves(layout.value, s.slice(size.value.length), size.value.length);
}

/** Plays `moves` (digits only) from the empty board of `layout`. `offset` shifts error indices. */
export function playMoves(layout: Layout, moves: string, offset = 0): Result<Connect4Position> {
  let p = emptyPosition(layout);
  const W = layout.width;
  for (let i = 0; i < moves.length; i++) {
    const ch = moves[i];
    const at = offset + i;
    const nth = `move ${i + 1}`;
    if (ch < '0' || ch > '9') {
      return err(engineError('ERR_NOTATION', `${nth} is '${ch}', not a column number 1..${W}`, at));
    }
    const column = ch.charCodeAt(0) - 49; // '1' -> 0
    if (column < 0 || column >= W) {
      return err(engineError('ERR_RANGE', `${nth} is column ${ch}, but the board has columns 1..${W}`, at));
    }
    if (p.won) {
      const winner = p.moves % 2 === 1 ? 'first' : 'second';
      return err(engineError('ERR_ALREADY_OVER', `${nth} (column ${ch}) comes after the end: the ${winner} player connected ${layout.k} at move ${i}`, at));
    }
    if (!canPlay(p, column)) {
      return err(engineError('ERR_ILLEGAL_MOVE', `${nth} (column ${ch}): column ${ch} is already full`, at));
    }
    p = play(p, column);
  }
  return ok(p);
}

/** Writes what `parseMoves` reads; the prefix only for a size other than 7x6k4. */
export const writeMoves = (p: Connect4Position): string =>
  isStandard(p.layout.config) ? p.path : `${sizeName(p.layout.config)}:${p.path}`;
