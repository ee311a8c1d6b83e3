/**
 * @packageDocumentation
 * The Othello notation of the FFO endgame suite (and of Edax's .obf files):
 * 64 characters for a1, b1, ..., h1, a2, ..., h8 (`X` black, `O` white, `-`
 * empty), a space, then the side to move, `X` or `O`:
 *
 *   O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X
 *
 * `parseBoard` names the first problem it meets (length, a bad character and
 * its square, a missing or bad side to move) and refuses boards that no game
 * can reach: an empty centre square (the four centre discs are there from
 * the start and squares never empty), or a disc cut off from the others
 * (every disc is put next to an existing one, so all discs form one group).
 * Lower-case `x`/`o` and `.` for empty are accepted; `writeBoard` writes the
 * canonical form.
 */

import type { Player } from '../../core/game.ts';
import { engineError, err, ok, type Result } from '../../core/result.ts';
import type { Position } from './position.ts';
import { FILE_A, FILE_H, squareName } from './squares.ts';

const CENTRE = [27, 28, 35, 36]; // d4 e4 d5 e5

export function parseBoard(text: string): Result<Position> {
  const fields = text.trim().split(/\s+/);
  const board = fields[0] ?? '';
  if (board.length === 65 && /[XOxo]$/.test(board) && fields.length === 1) {
    return err(engineError('ERR_NOTATION', 'put a space between the 64 squares and the side to move', 64));
  }
  if (board.length !== 64) {
    return err(
      engineError('ERR_NOTATION', `a board has 64 squares (a1, b1, ..., h8), this one has ${board.length} characters`),
    );
  }
  let blackLo = 0;
  let blackHi = 0;
  let whiteLo = 0;
  let whiteHi = 0;
  for (let s = 0; s < 64; s++) {
    const ch = board[s];
    const lo = s < 32 ? 1 << s : 0;
    const hi = s < 32 ? 0 : 1 << (s - 32);
    if (ch === 'X' || ch === 'x') {
      blackLo |= lo;
      blackHi |= hi;
    } else if (ch === 'O' || ch === 'o') {
      whiteLo |= lo;
      whiteHi |= hi;
    } else if (ch !== '-' && ch !== '.') {
      return err(
        engineError('ERR_NOTATION', `square ${squareName(s)} is '${ch}': use X (black), O (white) or - (empty)`, s),
      );
    }
  }
  if (fields.length < 2) {
    return err(engineError('ERR_NOTATION', 'the side to move is missing: add X (black) or O (white) after the board', 64));
  }
  const side = fields[1];
  if (side !== 'X' && side !== 'O' && side !== 'x' && side !== 'o') {
    return err(engineError('ERR_NOTATION', `the side to move is '${side}': use X (black) or O (white)`, 65));
  }
  if (fields.length > 2) {
    return err(engineError('ERR_NOTATION', `unexpected text after the side to move: '${fields.slice(2).join(' ')}'`));
  }
  const pos: Position = { blackLo, blackHi, whiteLo, whiteHi, turn: (side === 'X' || side === 'x' ? 0 : 1) as Player };
  const problem = unreachable(pos);
  return problem ? err(engineError('ERR_PIECE_COUNT', problem)) : ok(pos);
}

export function writeBoard(p: Position): string {
  let s = '';
  for (let i = 0; i < 64; i++) {
    const b = i < 32 ? (p.blackLo >>> i) & 1 : (p.blackHi >>> (i - 32)) & 1;
    const w = i < 32 ? (p.whiteLo >>> i) & 1 : (p.whiteHi >>> (i - 32)) & 1;
    s += b ? 'X' : w ? 'O' : '-';
  }
  return `${s} ${p.turn === 0 ? 'X' : 'O'}`;
}

/** The board as eight lines, rank 8 on top, for tests and the command line. */
export function boardLines(p: Position): string {
  const s = writeBoard(p);
  const rows: string[] = [];
  for (let r = 7; r >= 0; r--) rows.push(`${r + 1} ${s.slice(r * 8, r * 8 + 8).split('').join(' ')}`);
  rows.push('  a b c d e f g h');
  return rows.join('\n');
}

/** Why no game reaches `p`, or undefined when nothing is wrong. */
function unreachable(p: Position): string | undefined {
  if ((p.blackLo & p.whiteLo) | (p.blackHi & p.whiteHi)) return 'a square holds both colours';
  const occLo = p.blackLo | p.whiteLo;
  const occHi = p.blackHi | p.whiteHi;
  for (const s of CENTRE) {
    const on = s < 32 ? (occLo >>> s) & 1 : (occHi >>> (s - 32)) & 1;
    if (!on) {
      return `square ${squareName(s)} is empty, but the four centre squares are filled at the start and never emptied`;
    }
  }
  // Grow the group of the centre through neighbouring discs.
  let gLo = occLo & (3 << 27);
  let gHi = occHi & (3 << 3);
  for (;;) {
    const hLo = gLo | ((gLo << 1) & ~FILE_A) | ((gLo >>> 1) & ~FILE_H);
    const hHi = gHi | ((gHi << 1) & ~FILE_A) | ((gHi >>> 1) & ~FILE_H);
    const nLo = (hLo | (hLo << 8) | (hLo >>> 8) | (hHi << 24)) & occLo;
    const nHi = (hHi | (hHi << 8) | (hHi >>> 8) | (hLo >>> 24)) & occHi;
    if (nLo === gLo && nHi === gHi) break;
    gLo = nLo;
    gHi = nHi;
  }
  const cutLo = occLo & ~gLo;
  const cutHi = occHi & ~gHi;
  if ((cutLo | cutHi) === 0) return undefined;
  const s = cutLo !== 0 ? 31 - Math.clz32(cutLo & -cutLo) : 63 - Math.clz32(cutHi & -cutHi);
  return `the disc on ${squareName(s)} is cut off from the others, but every disc is put next to one already on the board`;
}
