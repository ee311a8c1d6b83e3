/**
 * @packageDocumentation
 * The tic-tac-toe notation: nine characters, top row first, `x`, `o` or `.`
 * (capitals accepted), e.g. `x...o...x`. X moves first, so the side to move
 * follows from the counts. `parseBoard` checks that play could reach the
 * position (through `setup.ts`) and names the problem when it cannot.
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';
import { unpack, type Packed } from './board19.ts';
import { fromSetup, setupOfBoard } from './setup.ts';

export function parseBoard(text: string): Result<Packed> {
  const s = text.trim();
  if (s.length !== 9) {
    return err(engineError('ERR_NOTATION', `a board has 9 cells, this one has ${s.length} characters`));
  }
  const c = s.split('').findIndex((ch) => !'xXoO.'.includes(ch));
  if (c >= 0) return err(engineError('ERR_NOTATION', `cell ${c} is '${s[c]}': use x, o or .`, c));
  const { x, o } = setupOfBoard(s);
  return checkStones(x, o);
}

/** Checks two 9-bit sets of stones (reading order, X first) and packs them with the right turn bit (see `setup.ts`). */
export function checkStones(x: number, o: number): Result<Packed> {
  const r = fromSetup({ x, o, first: 0 });
  return r.ok ? ok(r.value.packed) : err(r.error);
}

export function writeBoard(p: Packed): string {
  const { x, o } = unpack(p);
  let s = '';
  for (let c = 0; c < 9; c++) s += x & (1 << c) ? 'x' : o & (1 << c) ? 'o' : '.';
  return s;
}

/** The board as three lines, for tests and the CLI. */
export const boardLines = (p: Packed): string => {
  const s = writeBoard(p);
  return `${s.slice(0, 3)}\n${s.slice(3, 6)}\n${s.slice(6)}`;
};
