/**
 * @packageDocumentation
 * The step between a board someone made (typed, clicked, or a 19-bit number
 * with any bits set) and a position of the engine: a `Setup` may be
 * impossible, `fromSetup` checks it against the rules once, here, and returns
 * the checked position or the first problem as a named code. Every page that
 * edits a board goes through it; pages only turn codes into words.
 *
 * A setup says who moved first: X in the engine and most courses, but the
 * OCaml course's first example only makes sense if noughts start, so it is a
 * field, not an assumption. The position that comes out is the engine's
 * packed integer (`board19.ts`), whose turn bit always names the side to move.
 *
 * Problems, checked in this order:
 * - `ERR_OVERLAP`: a cell holds both an X and an O (`problem.cells`);
 * - `ERR_PIECE_COUNT`: the first player must have as many stones as the
 *   second, or one more;
 * - `ERR_BOTH_WON`: both sides have a line (the first line ends the game);
 * - `ERR_ALREADY_OVER`: a side has a line, yet the other side moved after it
 *   (`problem.side` is the side with the line);
 * - `ERR_TURN`: the setup names a side to move, and the counts say it is the
 *   other one's turn (`problem.side` is the side the counts say).
 */

import { popcount32 } from '../../core/bits.ts';
import type { Player } from '../../core/game.ts';
import { err, ok, type EngineError, type Result } from '../../core/result.ts';
import { MASK9, O_SHIFT, TURN_BIT, hasLine, pack, type Packed } from './board19.ts';

export interface Setup {
  /** X's cells as a 9-bit set, reading order (cell c is bit c). */
  readonly x: number;
  /** O's cells, the same way. */
  readonly o: number;
  /** Who moved first: 0 X (the default of the engine), 1 O. */
  readonly first: Player;
  /** The side to move, when the setup states one (a turn bit); otherwise it follows from the counts. */
  readonly turn?: Player;
}

export type SetupCode = 'ERR_OVERLAP' | 'ERR_PIECE_COUNT' | 'ERR_BOTH_WON' | 'ERR_ALREADY_OVER' | 'ERR_TURN';

/** A problem with a setup: the code, a plain message, and what a page needs to say it in its own words. */
export interface SetupProblem extends EngineError {
  readonly code: SetupCode;
  /** The cells concerned (`ERR_OVERLAP`), a 9-bit set. */
  readonly cells?: number;
  /** The side concerned (see the module comment). */
  readonly side?: Player;
  /** Stones of X and O, for messages about counts. */
  readonly counts: readonly [number, number];
}

/** A checked position with what pages show about it. */
export interface SetupPosition {
  readonly packed: Packed;
  readonly toMove: Player;
  /** The side with a line, if the game is won. */
  readonly winner: Player | undefined;
  /** Nine stones: the game is over (won or drawn). */
  readonly full: boolean;
}

const NAMES = ['x', 'o'] as const;

const problem = (code: SetupCode, message: string, counts: readonly [number, number], extra: { cells?: number; side?: Player } = {}): SetupProblem => ({
  code,
  message,
  counts,
  ...extra,
});

/** Checks a setup against the rules and packs it, or names the first problem. */
export function fromSetup(s: Setup): Result<SetupPosition, SetupProblem> {
  const counts = [popcount32(s.x & MASK9), popcount32(s.o & MASK9)] as const;
  const overlap = s.x & s.o & MASK9;
  if (overlap) return err(problem('ERR_OVERLAP', 'a cell holds both an x and an o', counts, { cells: overlap }));
  const first = s.first;
  const second = (1 - first) as Player;
  const [nFirst, nSecond] = [counts[first], counts[second]];
  if (nFirst !== nSecond && nFirst !== nSecond + 1) {
    return err(
      problem(
        'ERR_PIECE_COUNT',
        `x has ${counts[0]} ${counts[0] === 1 ? 'stone' : 'stones'} and o has ${counts[1]}: ${NAMES[first]} moves first, so ${NAMES[first]} has as many as ${NAMES[second]} or one more`,
        counts,
      ),
    );
  }
  const won = [hasLine(s.x), hasLine(s.o)] as const;
  if (won[0] && won[1]) return err(problem('ERR_BOTH_WON', 'both x and o have three in a row', counts));
  // The last stone was the first player's when it has one more, else the second's.
  const lastMover: Player | undefined = nFirst > nSecond ? first : nFirst === 0 ? undefined : second;
  for (const side of [0, 1] as const) {
    if (won[side] && lastMover !== side) {
      return err(problem('ERR_ALREADY_OVER', `${NAMES[side]} has three in a row, yet ${NAMES[1 - side]} played after the game ended`, counts, { side }));
    }
  }
  const toMove: Player = nFirst > nSecond ? second : first;
  if (s.turn !== undefined && s.turn !== toMove) {
    return err(problem('ERR_TURN', `the turn bit says ${NAMES[s.turn]} is to move, but the counts say ${NAMES[toMove]}`, counts, { side: toMove }));
  }
  const winner: Player | undefined = won[0] ? 0 : won[1] ? 1 : undefined;
  return ok({ packed: pack({ x: s.x & MASK9, o: s.o & MASK9, turn: toMove }), toMove, winner, full: counts[0] + counts[1] === 9 });
}

/** The setup a 19-bit number spells, turn bit included (bits above 18 are the caller's problem). */
export const setupOfPacked = (p: number): Setup => ({
  x: p & MASK9,
  o: (p >>> O_SHIFT) & MASK9,
  first: 0,
  turn: ((p >>> TURN_BIT) & 1) as Player,
});

/** The setup a board text spells (nine of `x`, `o`, `.`, any case; the caller checked the characters). */
export function setupOfBoard(board: string, first: Player = 0): Setup {
  let x = 0;
  let o = 0;
  for (let c = 0; c < 9; c++) {
    const ch = board[c];
    if (ch === 'x' || ch === 'X') x |= 1 << c;
    else if (ch === 'o' || ch === 'O') o |= 1 << c;
  }
  return { x, o, first };
}

/** The board text of a setup; a doubly claimed cell is written as x. */
export function writeSetup(s: Pick<Setup, 'x' | 'o'>): string {
  let out = '';
  for (let c = 0; c < 9; c++) out += s.x & (1 << c) ? 'x' : s.o & (1 << c) ? 'o' : '.';
  return out;
}
