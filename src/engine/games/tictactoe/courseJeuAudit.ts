/**
 * @packageDocumentation
 * What the recursion course's player (`courseJeu.ts`) does on every position
 * it can be asked about, checked against the exact value of tic-tac-toe:
 * - the positions where O has a forced win and the program plays a move that
 *   does not keep it;
 * - every game from the empty board in which X tries every move and O plays
 *   the program, and how they end.
 * The printed program loses no game from the empty board, which is why its
 * sign error goes unseen: the positions where it matters never arise there.
 */

import type { Packed } from './board19.ts';
import { courseComputerMove, type CourseJeuVariant } from './courseJeu.ts';
import { tictactoe } from './tictactoe.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';

/** −1, 0 or +1: the exact result for the side to move. */
const valueOf = (p: Packed): number => Math.sign(alphaBeta(tictactoe, p).score);

/** Every position play can reach with O to move and the game not over, in the order of their packed integers. */
export function positionsWithOToMove(): Packed[] {
  const seen = new Set<Packed>();
  const stack: Packed[] = [tictactoe.initial()];
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (seen.has(p)) continue;
    seen.add(p);
    for (const m of tictactoe.legalMoves(p)) stack.push(tictactoe.play(p, m));
  }
  return [...seen].filter((p) => tictactoe.toMove(p) === 1 && tictactoe.legalMoves(p).length > 0).sort((a, b) => a - b);
}

export interface CourseJeuMistake {
  readonly position: Packed;
  /** The program's move. */
  readonly cell: number;
  /** The exact result for O before the move, and after the program's move. */
  readonly before: number;
  readonly after: number;
}

/** The positions where the program's move changes O's exact result for the worse. */
export function courseJeuMistakes(variant: CourseJeuVariant): CourseJeuMistake[] {
  const out: CourseJeuMistake[] = [];
  for (const p of positionsWithOToMove()) {
    const { cell } = courseComputerMove(p, variant);
    const before = valueOf(p);
    const after = -valueOf(tictactoe.play(p, cell));
    if (after < before) out.push({ position: p, cell, before, after });
  }
  return out;
}

export interface CourseJeuGames {
  /** Games played to the end, X trying every move, O playing the program. */
  readonly games: number;
  readonly oWins: number;
  readonly draws: number;
  readonly oLosses: number;
  /** The positions with O to move met in those games. */
  readonly met: ReadonlySet<Packed>;
}

export function courseJeuGames(variant: CourseJeuVariant): CourseJeuGames {
  let games = 0;
  let oWins = 0;
  let draws = 0;
  let oLosses = 0;
  const met = new Set<Packed>();
  const walk = (p: Packed): void => {
    const end = tictactoe.outcome(p);
    if (end) {
      games++;
      if (end.winner === 1) oWins++;
      else if (end.winner === 0) oLosses++;
      else draws++;
      return;
    }
    if (tictactoe.toMove(p) === 0) {
      for (const m of tictactoe.legalMoves(p)) walk(tictactoe.play(p, m));
      return;
    }
    met.add(p);
    walk(tictactoe.play(p, courseComputerMove(p, variant).cell));
  };
  walk(tictactoe.initial());
  return { games, oWins, draws, oLosses, met };
}
