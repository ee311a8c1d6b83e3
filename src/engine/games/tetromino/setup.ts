/**
 * @packageDocumentation
 * The step between a board someone made (typed in the notation, or built piece
 * by piece in an editor) and a position the game can reach. The notation's
 * parser (`notation.ts`) reads any pattern of taken cells, which the command
 * line and the tests use for small endgames; a `Setup` is held to the rules of
 * a real game, and `fromSetup` names the first thing that no game can produce.
 *
 * A setup is the notation's board with the pieces named: a cell is `.` (empty),
 * `I` `L` `O` `S` `T` (a cell of that piece; `J` and `Z`, the L and the S
 * turned over, are read as `L` and `S`) or `x` (taken by a piece the text does
 * not name, the engine's own way of writing boards), and the two hands.
 *
 * Problems, checked in this order (after the notation's own checks: length,
 * characters, a piece held twice, hand sizes that do not alternate):
 * - `ERR_NOTATION`: the cells marked with a letter are not whole pieces of that
 *   letter (`problem.cells`, `problem.piece`);
 * - `ERR_PIECE_COUNT`: more pieces of a letter on the board than there are
 *   (two, one per player), or than the hands have placed: a piece that no hand
 *   could have placed (`problem.piece`);
 * - `ERR_PIECE_COUNT`: as many cells taken as the placed pieces cover, four
 *   each, neither more nor fewer;
 * - `ERR_PIECE_COUNT`: the `x` cells cut into the placed pieces the letters do
 *   not account for (an exact cover, found by a small search).
 *
 * Placing a piece (`placeOn`) is a move of the side to move, checked here too:
 * `ERR_ILLEGAL_MOVE` when that side has already placed the piece, `ERR_OVERLAP`
 * when it would cover a taken cell, naming the pieces it would overlap.
 *
 * Why a search for the `x` cells: a position of the game is any set of taken
 * cells that the placed pieces tile exactly, in any order (a placement only
 * needs empty cells, so the order of the tiling is a legal order of play, and
 * the player to move always has the piece it will place next). Whether 36
 * cells tile with nine given tetrominoes is a question of exact cover; taking
 * the first free cell in reading order, the piece covering it must start
 * there, which keeps the search to a few hundred steps.
 */

import { err, ok, type EngineError, type Result } from '../../core/result.ts';
import {
  CELLS,
  COLUMNS,
  HALF_CELLS,
  PIECE_CELLS,
  PIECES,
  handSize,
  makePosition,
  moverHand,
  otherHand,
  type Hand,
  type Piece,
  type TetrominoPosition,
} from './board40.ts';
import { EMPTY_CELL, EMPTY_HAND, parseNotation } from './notation.ts';
import { PLACEMENTS, PLACEMENT_BOTTOM, PLACEMENT_TOP, squareName } from './placements.ts';

/** A cell of a setup's board: empty, a named piece's, or taken by a piece not named. */
const UNNAMED_CELL = 'x';

/** What someone made: the board with its pieces named where known, and both hands. */
export interface TetrominoSetup {
  /** 40 characters in reading order: `.`, a piece letter `I L O S T`, or `x`. */
  readonly board: string;
  /** The side to move's hand, a 5-bit set (bit k: `PIECES[k]` not placed yet). */
  readonly mover: Hand;
  /** The other side's hand. */
  readonly other: Hand;
}

/** A piece on a checked board. */
interface PlacedPiece {
  readonly placement: number;
  /** True when the text named the piece (its letters), false when the cut of the `x` cells found it. */
  readonly named: boolean;
}

/** A setup that a game can reach, with its position and its cut into pieces. */
export interface CheckedSetup {
  readonly setup: TetrominoSetup;
  readonly position: TetrominoPosition;
  /** One way to cut the taken cells into the pieces the hands have placed: named pieces first, in board order. */
  readonly pieces: readonly PlacedPiece[];
}

type SetupCode = 'ERR_NOTATION' | 'ERR_PIECE_COUNT' | 'ERR_OVERLAP' | 'ERR_ILLEGAL_MOVE';

/** A problem with a setup: the code, a plain sentence, and what a page needs to point at it. */
export interface SetupProblem extends EngineError {
  readonly code: SetupCode;
  /** The cells concerned, 0..39 in reading order. */
  readonly cells?: readonly number[];
  /** The piece concerned (index in `PIECES`). */
  readonly piece?: Piece;
}

const MIRRORED: Record<string, string> = { J: 'L', Z: 'S' };

const problem = (code: SetupCode, message: string, extra: { cells?: readonly number[]; piece?: Piece } = {}): SetupProblem => ({
  code,
  message,
  ...extra,
});

export const cellName = (cell: number): string => squareName(Math.floor(cell / COLUMNS), cell % COLUMNS);

/** "a1", "a1 and b1", "a1, b1 and c1". */
function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const cellList = (cells: readonly number[]): string => listWords(cells.map(cellName));
/** "the cells marked T (a1, b1 and c1)", or "the 36 cells marked x" when a list would be too long to read. */
const marked = (letter: string, cells: readonly number[]): string =>
  cells.length > 2 * PIECE_CELLS ? `the ${cells.length} cells marked ${letter}` : `the cells marked ${letter} (${cellList(cells)})`;
const article = (letter: string): string => (letter === 'I' || letter === 'L' || letter === 'O' || letter === 'S' ? 'an' : 'a');

/** The board letter of a notation character: piece letters (J and Z read as L and S) kept, other letters `x`, `.` kept. */
function boardLetter(ch: string): string {
  if (ch === EMPTY_CELL) return EMPTY_CELL;
  const up = ch.toUpperCase();
  const letter = MIRRORED[up] ?? up;
  return (PIECES as readonly string[]).includes(letter) ? letter : UNNAMED_CELL;
}

/** Reads the notation into a setup (the notation's own checks first), keeping the letters that name pieces. */
export function readSetup(text: string): Result<TetrominoSetup> {
  const parsed = parseNotation(text);
  if (!parsed.ok) return parsed;
  const board = [...text.trim().split(/\s+/)[0]].map(boardLetter).join('');
  return ok({ board, mover: moverHand(parsed.value), other: otherHand(parsed.value) });
}

const writeHand = (h: Hand): string => (h === 0 ? EMPTY_HAND : PIECES.filter((_, k) => h & (1 << k)).join(''));

/** The notation of a setup: its board with the pieces' letters, then the hands in `ILOST` order. */
export const writeSetupText = (s: TetrominoSetup): string => `${s.board} ${writeHand(s.mover)}/${writeHand(s.other)}`;

/** The two board words of a set of cells. */
function wordsOf(cells: readonly number[]): [number, number] {
  let top = 0;
  let bottom = 0;
  for (const c of cells) {
    if (c < HALF_CELLS) top |= 1 << (HALF_CELLS - 1 - c);
    else bottom |= 1 << (2 * HALF_CELLS - 1 - c);
  }
  return [top, bottom];
}

/** The placements whose first cell (in reading order) is cell c: the only ones that can cover c when every earlier cell is covered. */
const STARTING_AT: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) =>
  PLACEMENTS.filter((p) => p.cells[0] === c).map((p) => p.index),
);

/** The first cell in reading order of a set given as two words, or -1 when both are empty. */
function firstCell(top: number, bottom: number): number {
  if (top !== 0) return HALF_CELLS - 1 - (31 - Math.clz32(top));
  if (bottom !== 0) return 2 * HALF_CELLS - 1 - (31 - Math.clz32(bottom));
  return -1;
}

/**
 * An exact cover of the cells (top, bottom) by pieces, `counts[k]` of piece k
 * (a count of 2 is two pieces), or undefined when there is none. Depth-first:
 * the first cell not yet covered must be the first cell of one of the pieces.
 */
export function cutIntoPieces(top: number, bottom: number, counts: readonly number[]): number[] | undefined {
  const left = [...counts];
  const chosen: number[] = [];
  const search = (t: number, b: number): boolean => {
    const c = firstCell(t, b);
    if (c < 0) return left.every((n) => n === 0);
    for (const m of STARTING_AT[c]) {
      const k = PLACEMENTS[m].piece;
      if (left[k] === 0) continue;
      const pt = PLACEMENT_TOP[m];
      const pb = PLACEMENT_BOTTOM[m];
      if ((pt & ~t) !== 0 || (pb & ~b) !== 0) continue;
      left[k]--;
      chosen.push(m);
      if (search(t & ~pt, b & ~pb)) return true;
      chosen.pop();
      left[k]++;
    }
    return false;
  };
  return search(top, bottom) ? chosen : undefined;
}

/** Which player a hand belongs to, in words, for messages. */
function owners(s: TetrominoSetup): { mover: string; other: string } {
  const first = handSize(s.mover) === handSize(s.other);
  return first ? { mover: 'the first player', other: 'the second player' } : { mover: 'the second player', other: 'the first player' };
}

/** Checks a setup against the rules of a real game, or names the first problem. */
export function fromSetup(s: TetrominoSetup): Result<CheckedSetup, SetupProblem> {
  const who = owners(s);
  const pieces: PlacedPiece[] = [];
  const remaining: number[] = [];
  for (let k = 0; k < PIECES.length; k++) {
    const letter = PIECES[k];
    const cells = [...s.board].flatMap((ch, i) => (ch === letter ? [i] : []));
    const placedBy = [((s.mover >>> k) & 1) === 0 ? who.mover : null, ((s.other >>> k) & 1) === 0 ? who.other : null].filter((x) => x !== null);
    const count = cells.length / PIECE_CELLS;
    if (count > 2 && Number.isInteger(count)) {
      return err(problem('ERR_PIECE_COUNT', `the board shows ${count} ${letter} pieces: there are two, one per player`, { cells, piece: k }));
    }
    const cut = Number.isInteger(count) ? cutIntoPieces(...wordsOf(cells), PIECES.map((_, j) => (j === k ? count : 0))) : undefined;
    if (cut === undefined) {
      return err(problem('ERR_NOTATION', `${marked(letter, cells)} are not whole ${letter} pieces`, { cells, piece: k }));
    }
    if (count > placedBy.length) {
      const message =
        placedBy.length === 0
          ? `${article(letter)} ${letter} is on the board (${cellList(cells)}), yet both hands still hold their ${letter}: no one could have placed it`
          : `two ${letter} pieces are on the board, yet only ${placedBy[0]} has placed its ${letter}`;
      return err(problem('ERR_PIECE_COUNT', message, { cells, piece: k }));
    }
    for (const m of cut) pieces.push({ placement: m, named: true });
    remaining.push(placedBy.length - count);
  }
  const taken = [...s.board].flatMap((ch, i) => (ch === EMPTY_CELL ? [] : [i]));
  const placed = 2 * PIECES.length - handSize(s.mover) - handSize(s.other);
  if (taken.length !== PIECE_CELLS * placed) {
    const pieceWords = placed === 1 ? '1 piece (4 cells) has' : `${placed} pieces (${PIECE_CELLS * placed} cells) have`;
    const cellWords = taken.length === 1 ? '1 cell is' : `${taken.length} cells are`;
    return err(problem('ERR_PIECE_COUNT', `${cellWords} taken, but the hands say ${pieceWords} been placed`, { cells: taken }));
  }
  const unnamed = [...s.board].flatMap((ch, i) => (ch === UNNAMED_CELL ? [i] : []));
  const cut = cutIntoPieces(...wordsOf(unnamed), remaining);
  if (cut === undefined) {
    const missing = PIECES.flatMap((letter, k) => Array.from({ length: remaining[k] }, () => letter));
    return err(
      problem('ERR_PIECE_COUNT', `${marked(UNNAMED_CELL, unnamed)} cannot be cut into the pieces placed and not named on the board (${listWords(missing)})`, {
        cells: unnamed,
      }),
    );
  }
  for (const m of cut) pieces.push({ placement: m, named: false });
  const [top, bottom] = wordsOf(taken);
  return ok({ setup: s, position: makePosition(top, bottom, s.mover, s.other), pieces });
}

/** Reads and checks the notation: the position with its pieces, or the first problem. */
export function parseCheckedSetup(text: string): Result<CheckedSetup, EngineError> {
  const s = readSetup(text);
  return s.ok ? fromSetup(s.value) : s;
}

/** The setup of a position reached by play, its cells written `x` (the position does not say which piece is where). */
export function setupOfPosition(p: TetrominoPosition): TetrominoSetup {
  let board = '';
  for (let c = 0; c < CELLS; c++) {
    const bit = c < HALF_CELLS ? (p.top >>> (HALF_CELLS - 1 - c)) & 1 : (p.bottom >>> (2 * HALF_CELLS - 1 - c)) & 1;
    board += bit ? UNNAMED_CELL : EMPTY_CELL;
  }
  return { board, mover: moverHand(p), other: otherHand(p) };
}

/**
 * The side to move places placement m: its cells get the piece's letter, the
 * piece leaves that side's hand and the hands swap (the other side is to move).
 * Refused, with the reason, when the side has already placed that piece or a
 * cell is taken (the message names what is there).
 */
export function placeOn(s: TetrominoSetup, m: number): Result<TetrominoSetup, SetupProblem> {
  const p = PLACEMENTS[m];
  if (p === undefined) throw new Error(`placeOn: no placement ${m}`);
  const letter = PIECES[p.piece];
  if (((s.mover >>> p.piece) & 1) === 0) {
    return err(problem('ERR_ILLEGAL_MOVE', `${owners(s).mover}, to move, has already placed its ${letter}`, { piece: p.piece }));
  }
  const covered = p.cells.filter((c) => s.board[c] !== EMPTY_CELL);
  if (covered.length > 0) {
    const byLetter = new Map<string, number[]>();
    for (const c of covered) byLetter.set(s.board[c], [...(byLetter.get(s.board[c]) ?? []), c]);
    // One piece: "the O on a1 and b1"; several: "the O on a2, b2 and the T on d2".
    const cellsText = (cells: number[]) => (byLetter.size === 1 ? cellList(cells) : cells.map(cellName).join(', '));
    const parts = [...byLetter].map(([l, cells]) => `${l === UNNAMED_CELL ? 'a piece' : `the ${l}`} on ${cellsText(cells)}`);
    return err(problem('ERR_OVERLAP', `${p.name} would overlap ${listWords(parts)}`, { cells: covered, piece: p.piece }));
  }
  const board = [...s.board];
  for (const c of p.cells) board[c] = letter;
  return ok({ board: board.join(''), mover: s.other, other: s.mover & ~(1 << p.piece) });
}
