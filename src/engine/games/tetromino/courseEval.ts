/**
 * @packageDocumentation
 * The OCaml course's evaluation, re-expressed on our words so its answer can be
 * checked, labels and all.
 *
 * The course defines the value of a position (its "tableau") by six rules and
 * names the three results `First`, `Second` and `Tie`:
 *   1. after ten placements: `Tie`;
 *   2. otherwise list the positions one placement later;
 *   3. if there are none: `First`;
 *   4. if one of them is worth `First`: `Second`;
 *   5. else if one of them is worth `Tie`: `Tie`;
 *   6. else: `First`.
 * and its main program prints "First wins", "Second wins" or "Tie game" for
 * the start. The course also says that "first" is the player who has the move.
 *
 * What the labels really mean: rule 3 gives `First` to a position whose side to
 * move cannot place a piece, and by the rules of the game that side has lost.
 * So `First` means "the side to move loses", that is, the *other* player (the
 * one who just moved) wins; rule 4 then makes `Second` mean "the side to move
 * wins" (it has a move to a position where its opponent, now to move, loses).
 * The recursion is a correct minimax with the two labels swapped against the
 * course's own vocabulary. At the start the side to move is the first player,
 * so the printed "First wins" appears exactly when the second player wins, and
 * "Second wins" exactly when the first player wins; only "Tie game" is read
 * correctly. The game's value (see `solver.ts`, checked in the tests) is a win
 * for the second player, so the course's program answers `First` and prints
 * "First wins": its search is right (the start is lost for the side to move),
 * its message names the wrong winner. Replayed here from the start, it makes
 * 64,686,455 evaluations (the "64.7 million" for the native program)
 * and answers `First` (`npm run -s bench -- tetromino course`).
 *
 * The children are tried in the course's order: its move list is built with
 * reversing accumulators over I, L, O, S, T, which comes out as our placement
 * table read backwards (T's last placement first). `evaluations` counts the
 * calls of the evaluation, the root included, as the course's program would.
 */

import * as board40 from './board40.ts';
import type { TetrominoPosition } from './board40.ts';
import * as placements from './placements.ts';
import * as windows from './windows.ts';

// Local copies of the imported tables (see the same note in `solver.ts`).
const { BOARD_MASK, HAND_MASK, HAND_SHIFT, PIECES } = board40;
const { PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_PIECE, PLACEMENT_TOP } = placements;
const { PIECE_SHAPES, PLACEMENT_AT, SHAPE_DATA, SHAPE_DATA_STRIDE, WINDOW_MASK } = windows;

/** The course's three results, with the course's names. */
export const COURSE_RESULTS = ['First', 'Second', 'Tie'] as const;
export type CourseResult = (typeof COURSE_RESULTS)[number];

/** What the course's main program prints for each result at the start. */
export const COURSE_MESSAGES: Record<CourseResult, string> = {
  First: 'First wins',
  Second: 'Second wins',
  Tie: 'Tie game',
};

/**
 * What a course result says about the side to move, once the labels are read
 * by rules 3 and 4: `First` = it loses (-1), `Second` = it wins (+1), `Tie` = 0.
 */
export const COURSE_RESULT_VALUE: Record<CourseResult, -1 | 0 | 1> = { First: -1, Second: 1, Tie: 0 };

/** Placements in one game: ten, five per player. */
const GAME_LENGTH = 2 * PIECES.length;
const FIRST = 0;
const SECOND = 1;
const TIE = 2;

export interface CourseEvaluation {
  result: CourseResult;
  /** Calls of the evaluation, the root included. */
  evaluations: number;
}

/**
 * The course's `eval`, from a position reached after `placed` placements
 * (0 at the start: the course counts plies to stop at ten).
 */
export function courseEval(pos: TetrominoPosition, placed = 0): CourseEvaluation {
  const children = new Int16Array((GAME_LENGTH + 1) * PLACEMENT_COUNT);
  let evaluations = 0;

  function evaluate(top: number, bottom: number, n: number): number {
    evaluations++;
    if (n === GAME_LENGTH) return TIE; // rule 1
    const base = n * PLACEMENT_COUNT;
    const count = listChildren(children, base, top, bottom);
    let acc = FIRST; // rule 3 (no child) and rule 6 (every child is Second)
    for (let i = 0; i < count && acc !== SECOND; i++) {
      const m = children[base + i];
      const childTop = (top & BOARD_MASK) | PLACEMENT_TOP[m] | (bottom & HAND_MASK);
      const childBottom = (bottom & BOARD_MASK) | PLACEMENT_BOTTOM[m] | (top & HAND_MASK & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m])));
      const v = evaluate(childTop, childBottom, n + 1);
      if (v === FIRST) acc = SECOND; // rule 4
      else if (v === TIE) acc = TIE; // rule 5
    }
    return acc;
  }

  const r = evaluate(pos.top, pos.bottom, placed);
  return { result: COURSE_RESULTS[r], evaluations };
}

/** The side to move's placements in the order the course's program tries them. */
export function courseMoveOrder(pos: TetrominoPosition): number[] {
  const out = new Int16Array(PLACEMENT_COUNT);
  return Array.from(out.subarray(0, listChildren(out, 0, pos.top, pos.bottom)));
}

/** The side to move's placements in the course's order (our table backwards). */
function listChildren(out: Int16Array, base: number, top: number, bottom: number): number {
  const hand = top >>> HAND_SHIFT;
  const t = top & BOARD_MASK;
  const b = bottom & BOARD_MASK;
  const free = [~((t << 10) | (b >>> 10)) & WINDOW_MASK, ~(((t & 0x3ff) << 20) | b) & WINDOW_MASK];
  let n = 0;
  // Backwards: pieces T to I, shapes last to first, the low window (later rows)
  // before the high one, and in a window the lowest bit (the last cell) first.
  for (let k = PIECES.length - 1; k >= 0; k--) {
    if (((hand >>> k) & 1) === 0) continue;
    for (let s = PIECE_SHAPES[k + 1] - 1; s >= PIECE_SHAPES[k]; s--) {
      const d = SHAPE_DATA_STRIDE * s;
      for (let w = 1; w >= 0; w--) {
        const f = free[w];
        let fit = SHAPE_DATA[d + 4 + w] & (f << SHAPE_DATA[d]) & (f << SHAPE_DATA[d + 1]) & (f << SHAPE_DATA[d + 2]) & (f << SHAPE_DATA[d + 3]);
        while (fit !== 0) {
          out[base + n++] = PLACEMENT_AT[64 * s + 32 * w + 31 - Math.clz32(fit & -fit)];
          fit &= fit - 1;
        }
      }
    }
  }
  return n;
}
