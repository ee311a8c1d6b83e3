/**
 * @packageDocumentation
 * The lesson's exercise: the reader picks the first player's first move and
 * looks for the second player's answers that win.
 *
 * - `firstMoveValues`: the value of every first move for the first player.
 *   One solve of the start is enough: the start is worth -1 to its side to
 *   move, the best of the 429 first moves, so every one of them is worth -1
 *   (each leaves the second player a win). About as much work as the solve,
 *   under a second in Node.
 * - `firstMoveClasses`: the 429 first moves fall into 115 classes of moves
 *   that are mirror images of each other (`symmetry.ts`): the same game seen
 *   in a mirror, with the same value and as many winning replies.
 * - `winningReply`: one reply that wins, found by solving the position after
 *   the first move.
 * - `winningReplies`: every reply that wins. Each reply gets a null-window
 *   search (`TetrominoSolver.movesAchieving`), and proving that a reply does
 *   *not* win is a full search of its own, so this costs far more than one
 *   winning reply: from 0.2 s (I0@c3, 20 winning replies of 222) to about
 *   5 s (I1@a1, I0@a1, O0@a1) in Node, 1.1 s for the median class
 *   (`npm run -s bench -- tetromino replies` times one move of each class);
 *   the page runs it in its worker with `onProgress`.
 */

import { START, type TetrominoPosition } from './board40.ts';
import { legalPlacements, playPlacement } from './rules.ts';
import { LOSS, TetrominoSolver, WIN, type MoveValue, type SolverOptions } from './solver.ts';
import { MOVE_IMAGE, SYMMETRIES, canonicalSymmetry, transformWords, type Symmetry } from './symmetry.ts';
import { PLACEMENT_COUNT } from './placements.ts';

/**
 * The value of every move from `pos` for its side to move, in table order
 * (one solve when the position is lost); with `only`, of those moves only.
 */
export function moveValues(pos: TetrominoPosition, solver: TetrominoSolver = new TetrominoSolver(), only?: ReadonlySet<number>): MoveValue[] {
  const { value } = solver.solve(pos);
  // Lost: its value is the best of its moves' values, so every move is lost too.
  if (value === LOSS) return legalPlacements(pos).flatMap((move) => (only && !only.has(move) ? [] : [{ move, value: LOSS }]));
  return solver.analyze(pos, only);
}

/** The value of each of the 429 first moves for the first player (all -1). */
export const firstMoveValues = (options: SolverOptions = {}): MoveValue[] => moveValues(START, new TetrominoSolver(options));

/** A class of first moves that are images of each other under the board's symmetries. */
export interface FirstMoveClass {
  /** The first move of the class in table order. */
  readonly representative: number;
  /** Every move of the class, in table order (1, 2 or 4 moves). */
  readonly moves: readonly number[];
}

/** The first moves grouped by symmetry, in table order of their representatives. */
export function firstMoveClasses(): FirstMoveClass[] {
  const byImage = new Map<string, number[]>();
  for (const m of legalPlacements(START)) {
    const p = playPlacement(START, m);
    const key = transformWords(canonicalSymmetry(p.top, p.bottom), p.top, p.bottom).join(':');
    const list = byImage.get(key);
    if (list) list.push(m);
    else byImage.set(key, [m]);
  }
  return [...byImage.values()].map((moves) => ({ representative: moves[0], moves }));
}

/** The symmetries that map this first move's position onto itself (the identity always). */
export function firstMoveStabilizer(first: number): Symmetry[] {
  return SYMMETRIES.map((_, s) => s as Symmetry).filter((s) => MOVE_IMAGE[s * PLACEMENT_COUNT + first] === first);
}

/** The position after the first player's move `first` (precondition: a placement index 0..428). */
export const afterFirstMove = (first: number): TetrominoPosition => playPlacement(START, first);

/** One reply to `first` that wins for the second player (there always is one: the start is lost). */
export function winningReply(first: number, options: SolverOptions = {}): number {
  const { value, best } = new TetrominoSolver(options).solve(afterFirstMove(first));
  if (value !== WIN) throw new Error(`winningReply: no winning reply to move ${first}`);
  return best;
}

/** Every reply to `first` that wins for the second player, in table order. */
export const winningReplies = (first: number, options: SolverOptions = {}): number[] =>
  new TetrominoSolver(options).movesAchieving(afterFirstMove(first), WIN);
