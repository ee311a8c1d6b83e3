/**
 * @packageDocumentation
 * The listing's bugs' two cases for the cell's tests (ListingBugs in English and in French):
 * the course's endgame, where the first fix alone puts the listing right, and another where
 * the second fix makes the count right but not the move. The runs are made up; the titles
 * come in the test's language.
 */

import { WORK0 } from '../../lib/games/othello.ts';
import type { ListingCase } from './ListingBugs.tsx';

const run = (square: string, cell: number, discs: number) => ({ square, cell, discs, positions: 12345 });

export const listingBugsCases = (courseTitle: string, otherTitle: string): ListingCase[] => [
  {
    id: 'course',
    title: courseTitle,
    board: WORK0,
    exact: { best: 'g7', discs: 35 },
    runs: {
      printed: { ...run('g7', 77, 33), replies: 'a2: 11, b7: 8' },
      rootMoveColour: run('g7', 77, 35),
      gameEndValue: run('g7', 77, 33),
      fixed: run('g7', 77, 35),
    },
  },
  {
    id: 'other',
    title: otherTitle,
    board: WORK0,
    exact: { best: 'h3', discs: 56 },
    runs: { printed: run('h2', 28, 25000), rootMoveColour: run('h3', 38, 25000), gameEndValue: run('g1', 17, 56), fixed: run('h3', 38, 56) },
  },
];
