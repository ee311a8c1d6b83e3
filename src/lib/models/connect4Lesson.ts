/**
 * @packageDocumentation
 * What the Connect Four lesson's cells compute and say, as pure functions
 * (no DOM): values in words, the sides of a game between people and
 * computers, taking a move back, the course's example game, the rows of the
 * road table. The islands draw; this decides.
 */

import { unwrap } from '../../engine/core/result.ts';
import { parseMoves, writeMoves } from '../../engine/games/connect4/notation.ts';
import { play, type Connect4Position } from '../../engine/games/connect4/position.ts';
import { Connect4Solver } from '../../engine/games/connect4/solver.ts';
import { WIN_BASE, exactFromEvaluation, winningStone } from '../../engine/games/connect4/score.ts';
import { ordinal } from './connect4.ts';

/** A value as prose writes it: "+2", "0", "−3" (a real minus sign). */
export const signedValue = (v: number): string => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

/**
 * A Connect Four evaluation (from the side to move, `score.ts` scale) in
 * words: a proven result is "wins with its 9th stone" / "loses ..." / "a
 * draw", a guess is "a guess, +12".
 */
export function evaluationWords(p: Connect4Position, value: number): string {
  if (Math.abs(value) >= WIN_BASE) {
    const score = exactFromEvaluation(value);
    const winner = (score > 0 ? p.toMove : 1 - p.toMove) as 0 | 1;
    const stone = winningStone(p.layout.size, winner, score);
    return `${score > 0 ? 'wins' : 'loses'}: the ${winner === 0 ? 'first' : 'second'} player connects with its ${ordinal(stone)} stone`;
  }
  return `a guess, ${signedValue(value)}`;
}

/**
 * The course's example game ("Exemple de déroulement du jeu"), as its
 * transcript gives it: three columns, three rows (its first board draws four,
 * its later ones three), three in a row (the winning line is a diagonal of
 * three; the course never states K). Paul, "Joueur 2", plays O and moves
 * first; Pierre, "Joueur 1", plays X.
 */
export const COURSE_GAME = Object.freeze({
  position: '3x3k3:1332213',
  /** Names in the order of play: the first player, then the second. */
  names: Object.freeze(['Paul', 'Pierre'] as const),
  /** The course's marks for them. */
  marks: Object.freeze(['O', 'X'] as const),
});

export interface CourseGameStep {
  /** Moves played so far (0..7). */
  readonly ply: number;
  /** The position after them, in the notation. */
  readonly position: string;
  /** The move that led here: who played which column (1-based); absent at the start. */
  readonly move?: { readonly player: 0 | 1; readonly column: number };
  /** The exact score for the side to move, and its best columns (1-based): the solver's. */
  readonly score: number;
  readonly best: readonly number[];
  readonly over: boolean;
}

/** Every position of the course's game, each solved exactly (a 3×3 board: a few hundred positions in all). */
export function courseGameSteps(): CourseGameStep[] {
  const end = unwrap(parseMoves(COURSE_GAME.position));
  const solver = new Connect4Solver(end.layout, { tableBits: 12 });
  const steps: CourseGameStep[] = [];
  let p = unwrap(parseMoves(`${COURSE_GAME.position.split(':')[0]}:`));
  for (let ply = 0; ; ply++) {
    const s = solver.solve(p);
    const last = ply === 0 ? undefined : { player: ((ply - 1) % 2) as 0 | 1, column: Number(p.path[ply - 1]) };
    steps.push({ ply, position: writeMoves(p), ...(last ? { move: last } : {}), score: s.score, best: s.best.map((c) => c + 1), over: p.isOver });
    if (ply === end.moves) return steps;
    p = play(p, Number(end.path[ply]) - 1);
  }
}

/**
 * The first move of a game that changes its result for the player who made
 * it (a draw or a win thrown away), with the columns that would have kept it;
 * null when every move kept the result.
 */
export function firstMistake(steps: readonly CourseGameStep[]): { ply: number; player: 0 | 1; column: number; better: readonly number[] } | null {
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1];
    const after = steps[i];
    // Scores are from the side to move: the mover's score after its move is minus the next score.
    if (0 - after.score < before.score) return { ply: i, player: after.move!.player, column: after.move!.column, better: before.best };
  }
  return null;
}
