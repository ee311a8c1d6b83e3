/**
 * @packageDocumentation
 * The tetromino notation: the board, a space, then the two hands.
 *
 *   ........................................ ILOST/ILOST      (the start)
 *   xx...xx................................. ILST/ILOST       (O in a1, second player to move)
 *
 * - The board is 40 characters, rows from the top, 5 per row: `.` for an empty
 *   cell, any letter for a taken one (a reader may write the piece letters to
 *   keep track; the game only knows taken or empty, as in the course).
 * - The hands are the side to move's pieces, `/`, the other side's, each a
 *   subset of `ILOST` in any order, or `-` when empty (J and Z are the L and S
 *   turned over: they are not pieces of their own).
 *
 * `parseSetup` checks what play could make sense of and names the problem:
 * a wrong length or character, a letter that is not a piece, a piece held
 * twice, hand sizes that do not alternate (the side to move holds as many pieces
 * as the other or one more: player 0 moves first), more pieces held than the
 * empty cells can take. The board itself is free (any pattern of taken cells),
 * so a lesson can set up small endgames.
 *
 * `writeSetup` writes taken cells as `x` and hands in `ILOST` order.
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';
import {
  CELLS,
  COLUMNS,
  HALF_CELLS,
  PIECE_CELLS,
  PIECES,
  emptyCellCount,
  handSize,
  makePosition,
  moverHand,
  otherHand,
  isTaken,
  type Hand,
  type TetrominoPosition,
} from './board40.ts';
import { squareName } from './placements.ts';

export const EMPTY_CELL = '.';
const TAKEN_CELL = 'x';
export const EMPTY_HAND = '-';
export const START_NOTATION = `${EMPTY_CELL.repeat(CELLS)} ILOST/ILOST`;
export const NOTATION_HELP =
  '40 board characters (rows from the top, 5 per row, . empty, any letter taken), a space, then the hands of the side to move and of the other side as subsets of ILOST or - (e.g. "........................................ ILOST/ILOST")';

const MIRROR_NAMES: Record<string, string> = { J: 'J is an L turned over: write L', Z: 'Z is an S turned over: write S' };

function parseHand(text: string, who: string, offset: number): Result<Hand> {
  if (text === EMPTY_HAND) return ok(0);
  if (text.length === 0) {
    return err(engineError('ERR_NOTATION', `the hand of ${who} is empty: write - for a hand with no piece`, offset));
  }
  let hand = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i].toUpperCase();
    const k = (PIECES as readonly string[]).indexOf(ch);
    if (k < 0) {
      const hint = MIRROR_NAMES[ch] ?? 'pieces are I, L, O, S and T';
      return err(engineError('ERR_NOTATION', `'${text[i]}' in the hand of ${who} is not a piece (${hint})`, offset + i));
    }
    if (hand & (1 << k)) {
      return err(engineError('ERR_PIECE_COUNT', `the hand of ${who} holds ${ch} twice: each player has one of each piece`, offset + i));
    }
    hand |= 1 << k;
  }
  return ok(hand);
}

/**
 * Reads the notation, checking everything but room on the board: the position,
 * or the problem. `setup.ts` goes on from here with checks of its own, which
 * name a crowded board more precisely than a count of empty cells.
 */
export function parseNotation(text: string): Result<TetrominoPosition> {
  const s = text.trim();
  const lead = text.indexOf(s);
  const parts = s.split(/\s+/);
  if (s.length === 0) return err(engineError('ERR_NOTATION', `the position is empty: expected ${NOTATION_HELP}`));
  if (parts.length !== 2) {
    const got = parts.length === 1 ? 'no hands' : `${parts.length} words`;
    return err(engineError('ERR_NOTATION', `expected the board, one space and the hands like ILOST/ILOST, got ${got}`));
  }
  const [board, hands] = parts;
  if (board.length !== CELLS) {
    return err(engineError('ERR_NOTATION', `the board has ${CELLS} cells (8 rows of ${COLUMNS}), this one has ${board.length} characters`, lead));
  }
  let top = 0;
  let bottom = 0;
  for (let i = 0; i < CELLS; i++) {
    const ch = board[i];
    if (ch === EMPTY_CELL) continue;
    if (!/^[A-Za-z]$/.test(ch)) {
      return err(
        engineError('ERR_NOTATION', `cell ${squareName(Math.floor(i / COLUMNS), i % COLUMNS)} is '${ch}': use . for an empty cell and a letter for a taken one`, lead + i),
      );
    }
    if (i < HALF_CELLS) top |= 1 << (HALF_CELLS - 1 - i);
    else bottom |= 1 << (2 * HALF_CELLS - 1 - i);
  }
  const handsAt = lead + board.length + s.slice(board.length).search(/\S/);
  const split = hands.split('/');
  if (split.length !== 2) {
    return err(engineError('ERR_NOTATION', `expected two hands separated by /, like ILOST/ILOST, got '${hands}'`, handsAt));
  }
  const mover = parseHand(split[0], 'the side to move', handsAt);
  if (!mover.ok) return mover;
  const other = parseHand(split[1], 'the other side', handsAt + split[0].length + 1);
  if (!other.ok) return other;
  const m = handSize(mover.value);
  const o = handSize(other.value);
  if (m !== o && m !== o + 1) {
    return err(
      engineError(
        'ERR_PIECE_COUNT',
        `the side to move holds ${m} pieces and the other side ${o}: players alternate and the first player starts, so the side to move holds as many pieces as the other or one more`,
        handsAt,
      ),
    );
  }
  return ok(makePosition(top, bottom, mover.value, other.value));
}

/** Reads the notation into a checked position, or names the problem. */
export function parseSetup(text: string): Result<TetrominoPosition> {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const pos = parsed.value;
  const m = handSize(moverHand(pos));
  const o = handSize(otherHand(pos));
  const handsAt = text.length - text.trimStart().length + text.trim().search(/\s\S/) + 1;
  const free = emptyCellCount(pos);
  if (PIECE_CELLS * (m + o) > free) {
    return err(
      engineError('ERR_PIECE_COUNT', `the hands hold ${m + o} pieces (${PIECE_CELLS * (m + o)} cells) but only ${free} cells are empty`, handsAt),
    );
  }
  return ok(pos);
}

const writeHand = (h: Hand): string => (h === 0 ? EMPTY_HAND : PIECES.filter((_, k) => h & (1 << k)).join(''));

/** Writes the notation that `parseSetup` reads. */
export function writeSetup(p: TetrominoPosition): string {
  let board = '';
  for (let i = 0; i < CELLS; i++) board += isTaken(p, i) ? TAKEN_CELL : EMPTY_CELL;
  return `${board} ${writeHand(moverHand(p))}/${writeHand(otherHand(p))}`;
}

/** The board as 8 lines of 5 characters, for tests, errors and the CLI. */
export function boardLines(p: TetrominoPosition): string {
  const board = writeSetup(p).slice(0, CELLS);
  const lines: string[] = [];
  for (let r = 0; r < CELLS; r += COLUMNS) lines.push(board.slice(r, r + COLUMNS));
  return lines.join('\n');
}
