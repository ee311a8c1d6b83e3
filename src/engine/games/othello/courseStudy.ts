/**
 * @packageDocumentation
 * The Othello lesson's table: the course's 11-empty position (`work0`, black
 * to move) solved by the engine's generic searches on the `othello` game, so
 * that every figure of the page comes from code the tests run.
 *
 * - Each legal move of black with its exact value under both objectives:
 *   black's final disc count (the course's `compte_les_pions`, empty squares
 *   counting for nobody) and the standard final disc difference (empty
 *   squares to the winner).
 * - The principal variation: the line both sides play when both play best.
 * - How many positions five searches visit to find the value, all to the end
 *   of the game, all giving the same value:
 *     'minimax'       plain min-max, the full tree;
 *     'shallow'       the course's pruning (shallow cutoffs only);
 *     'alphaBeta'     alpha-beta in the listing's scan order (a1, b1, ..., h8);
 *     'fastestFirst'  alpha-beta, moves leaving the opponent fewest replies first;
 *     'transposition' alpha-beta in the scan order with a transposition table.
 *
 * - The shape of the full tree (`courseTree`, `courseLines`): its size, how
 *   many different positions it holds, its longest line (passes make it
 *   deeper than the 11 empty squares) and the games that stop early.
 *
 * A "position visited" is one call of the search (one `enter` event): the
 * root, every position after a move or a forced pass, finished games
 * included; a position answered by the table counts too (it was reached and
 * looked up). The children that `fastestFirst` plays to count replies are not
 * visits. The counts depend only on the position, the objective and the
 * order, so they are the same on every run and every machine.
 */

import { unwrap } from '../../core/result.ts';
import type { Score } from '../../core/score.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { analyzeMoves } from '../../search/choose.ts';
import { minimax } from '../../search/minimax.ts';
import { treeStats, type TreeStats } from '../../search/perft.ts';
import { shallowPruning } from '../../search/shallowPruning.ts';
import { TranspositionTable } from '../../search/tt.ts';
import type { SearchOptions, SearchResult } from '../../search/types.ts';
import { WORK0 } from './courseListing.ts';
import type { Objective } from './endgame.ts';
import { fastestFirst } from './fastestFirst.ts';
import { cellOf } from './mailbox.ts';
import { parseBoard } from './notation.ts';
import { courseEvaluate, othello } from './othello.ts';
import { emptyCount, moveList, playMove, type Position } from './position.ts';
import { PASS, squareName } from './squares.ts';

export const COURSE_SEARCHES = ['minimax', 'shallow', 'alphaBeta', 'fastestFirst', 'transposition'] as const;
export type CourseSearch = (typeof COURSE_SEARCHES)[number];

/** The course position, black to move. */
export const coursePosition = (): Position => unwrap(parseBoard(WORK0));

/** The generic searches' options for an objective (both searches score finished games only). */
const objectiveOptions = (objective: Objective): SearchOptions<Position> => (objective === 'course' ? { evaluate: courseEvaluate } : {});

export interface CourseSearchCount {
  readonly search: CourseSearch;
  /** The root's value for black: black's discs ('course') or the disc difference ('standard'). */
  readonly value: Score;
  /** The move the search picks (a square name). */
  readonly best: string;
  /** Positions visited (see the module's doc). */
  readonly nodes: number;
  /** Positions scored without children: here, finished games (and table answers are not leaves). */
  readonly leaves: number;
  readonly cutoffs: number;
  readonly ttHits: number;
}

function run(search: CourseSearch, objective: Objective): SearchResult {
  const pos = coursePosition();
  const options = objectiveOptions(objective);
  switch (search) {
    case 'minimax':
      return minimax(othello, pos, options);
    case 'shallow':
      return shallowPruning(othello, pos, options);
    case 'alphaBeta':
      return alphaBeta(othello, pos, options);
    case 'fastestFirst':
      return alphaBeta(othello, pos, { ...options, order: fastestFirst });
    case 'transposition':
      return alphaBeta(othello, pos, { ...options, tt: new TranspositionTable() });
  }
}

/** One search of the table on the course position. Black moves at the root, so every search's score is black's. */
export function courseSearchCount(search: CourseSearch, objective: Objective = 'course'): CourseSearchCount {
  const r = run(search, objective);
  return { search, value: r.score, best: r.best === null ? '' : squareName(r.best), ...r.stats };
}

/** The five searches of the table, in its order. */
export const courseSearchTable = (objective: Objective = 'course'): CourseSearchCount[] => COURSE_SEARCHES.map((s) => courseSearchCount(s, objective));

export interface CourseMoveValue {
  readonly square: string;
  /** The course's cell number (10 * row + column). */
  readonly cell: number;
  /** Black's final disc count with best play after the move. */
  readonly blackDiscs: number;
  /** Black's final disc difference with best play after the move. */
  readonly discDifference: number;
}

/** Every legal move of black, in the listing's order, with its exact value under both objectives. */
export function courseMoveValues(): CourseMoveValue[] {
  const pos = coursePosition();
  const course = analyzeMoves(othello, pos, { ...objectiveOptions('course'), tt: new TranspositionTable() });
  const standard = analyzeMoves(othello, pos, { tt: new TranspositionTable() });
  return course.moves.map((m, i) => ({
    square: squareName(m.move),
    cell: cellOf(m.move),
    blackDiscs: m.score,
    discDifference: standard.moves[i].score,
  }));
}

/** A best line from the course position to the end of the game (square names, 'pass' for a pass). */
export const coursePrincipalVariation = (objective: Objective = 'course'): string[] =>
  alphaBeta(othello, coursePosition(), objectiveOptions(objective)).pv.map(squareName);

/**
 * The full game tree below the course position: every position (transpositions
 * counted again, as minimax visits them), the finished games, and how many
 * different positions there are (what a transposition table can save).
 */
export const courseTree = (): TreeStats => treeStats(othello, coursePosition());

export interface CourseLines {
  /** Plies of the longest line to the end of the game, passes included (11 moves and the passes). */
  readonly longestLine: number;
  /** The most passes on one line. */
  readonly mostPasses: number;
  /** Finished games with empty squares left (neither side could fill them). */
  readonly unfilledEnds: number;
  /** The most empty squares left at such an end. */
  readonly mostUnfilled: number;
}

/** How the lines below the course position end: why 11 levels are not always enough, and how often a game stops early. */
export function courseLines(): CourseLines {
  let longestLine = 0;
  let mostPasses = 0;
  let unfilledEnds = 0;
  let mostUnfilled = 0;
  const walk = (p: Position, ply: number, passes: number): void => {
    const moves = moveList(p);
    if (moves.length === 0) {
      longestLine = Math.max(longestLine, ply);
      mostPasses = Math.max(mostPasses, passes);
      const left = emptyCount(p);
      if (left > 0) unfilledEnds++;
      mostUnfilled = Math.max(mostUnfilled, left);
      return;
    }
    for (const m of moves) walk(playMove(p, m), ply + 1, passes + (m === PASS ? 1 : 0));
  };
  walk(coursePosition(), 0, 0);
  return { longestLine, mostPasses, unfilledEnds, mostUnfilled };
}
