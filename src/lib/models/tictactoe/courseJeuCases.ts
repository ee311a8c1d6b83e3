/**
 * @packageDocumentation
 * Lesson 3's cell on the course's `coef` bug: what the course's player
 * (`engine/games/tictactoe/courseJeu.ts`) plays on two boards, as printed and
 * fixed, beside the exact answer. Computed when the site is built; the island
 * only chooses among the runs.
 */

import { unwrap } from '../../../engine/core/result.ts';
import { courseComputerMove, type CourseJeuVariant } from '../../../engine/games/tictactoe/courseJeu.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { analyzeMoves } from '../../../engine/search/choose.ts';
import { cellLabel } from './cells.ts';

/** The board where the sign error shows (X on A2 and C2, O on B3, O to move), and the course's worked example. */
export const COURSE_JEU_BOARDS = [
  { id: 'bug', title: 'X on A2 and C2', board: '...x.x.o.' },
  { id: 'walkthrough', title: 'The worked example', board: 'x...o...x' },
] as const;

export type CourseJeuNote = -1 | 0 | 1;

interface CourseJeuRun {
  /** The program's move: its cell (reading order), its name in the course's coordinates, and what it is worth to O. */
  readonly cell: number;
  readonly played: string;
  readonly value: CourseJeuNote;
  /** Each move the root tried, in its order, with the note it brought back (+1 O wins, −1 X wins, 0 a draw). */
  readonly notes: readonly { readonly cell: number; readonly note: CourseJeuNote }[];
}

export interface CourseJeuCase {
  readonly id: string;
  readonly title: string;
  readonly board: string;
  /** O's best moves by the exact solver, and what they are worth to O (−1, 0, +1). */
  readonly exact: { readonly best: readonly string[]; readonly value: CourseJeuNote };
  readonly runs: Readonly<Record<CourseJeuVariant, CourseJeuRun>>;
}

const coords = (c: number) => cellLabel(c, 'coords');

export function courseJeuCase(id: string, title: string, board: string): CourseJeuCase {
  const p = unwrap(tictactoe.parse(board));
  const a = analyzeMoves(tictactoe, p);
  const run = (v: CourseJeuVariant): CourseJeuRun => {
    const r = courseComputerMove(p, v);
    const value = Math.sign(a.moves.find((m) => m.move === r.cell)!.score) as CourseJeuNote;
    return { cell: r.cell, played: coords(r.cell), value, notes: r.notes.map((n) => ({ cell: n.cell, note: n.note })) };
  };
  const value = Math.sign(a.score) as CourseJeuNote;
  return { id, title, board, exact: { best: a.best.map(coords), value }, runs: { printed: run('printed'), fixed: run('fixed') } };
}

export const courseJeuCases = (): CourseJeuCase[] => COURSE_JEU_BOARDS.map((b) => courseJeuCase(b.id, b.title, b.board));
