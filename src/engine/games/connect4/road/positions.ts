/**
 * @packageDocumentation
 * The fixed positions the road to perfect play is measured on, copied from
 * Pascal Pons' public test sets (`src/data/positions/connect4/`, see its README
 * for the source): each is `[line, moves, score]`, the line number in its
 * file, the moves from the empty 7×6 board, and the exact score the file
 * gives. The road's test checks that every row is its file's line, word for
 * word, and that every step finds every score.
 *
 * How they were chosen (a rule, not a pick):
 * - **end**: the lines among the first 120 of Test_L3_R1 (End-Easy) with 11
 *   to 13 empty cells, the hardest of that set, leaving out the four whose
 *   plain negamax (step 1) search exceeds 100,000 positions (lines 6, 13,
 *   24 and 65: up to a second each in Node). Every step runs them.
 * - **middle**: the lines among the first 20 of Test_L2_R2 (Middle-Medium)
 *   whose step-5 search (alpha-beta with a table, full window) stays under
 *   120,000 positions. Steps 1 to 4 would take minutes: the steps from 5 on
 *   run them.
 * - **begin**: the seven lines of Test_L1_R1 (Begin-Easy) that the site's
 *   opening book holds: positions of 5 to 11 stones that the side to move
 *   wins. Step 5 already needs 41 million positions for one of them, step 6
 *   a few hundred thousand: the steps from 6 on run them, step 9 from its
 *   book.
 * - **empty**: the empty board, which only the book (step 9) answers at
 *   once; the site's solver takes about 18 minutes.
 */

import { unwrap } from '../../../core/result.ts';
import { parseMoves } from '../notation.ts';
import type { Connect4Position } from '../position.ts';

export const ROAD_SETS = ['end', 'middle', 'begin', 'empty'] as const;
export type RoadSet = (typeof ROAD_SETS)[number];

/** The first step that runs each set (as chosen above); every later step runs it too. */
export const FIRST_STEP: Readonly<Record<RoadSet, number>> = Object.freeze({ end: 1, middle: 5, begin: 6, empty: 9 });

export interface RoadPosition {
  /** The test set file and its 1-based line, or `empty board`. */
  readonly source: string;
  /** Moves from the empty 7×6 board, 1-based columns. */
  readonly moves: string;
  /** Exact score for the side to move, from the file. */
  readonly score: number;
}

type Row = readonly [line: number, moves: string, score: number];

const rows = (file: string, list: readonly Row[]): RoadPosition[] =>
  list.map(([line, moves, score]) => Object.freeze({ source: `${file}:${line}`, moves, score }));

export const ROAD_POSITIONS: Readonly<Record<RoadSet, readonly RoadPosition[]>> = Object.freeze({
  end: rows('Test_L3_R1', [
    [14, '2762751722231276466633475674533', 5],
    [17, '427566236745127177115664464254', 2],
    [26, '12156756715535615116237724723', -2],
    [34, '26512741647245111351472255277', -5],
    [47, '7174362564676726631735257252323', -4],
    [48, '6213724444421524673215767767233', 0],
    [53, '47715713331437527153255735112', 0],
    [58, '5114752266375176254672271463763', 5],
    [60, '75671334317317336771215665546', -4],
    [63, '671337313517162274736137166625', 2],
    [69, '5351252463263713771262625511175', -2],
    [76, '6121455117152514634356336576722', 0],
    [78, '22264616135732655536513176725', -4],
    [80, '7375363223321275365761176227554', -2],
    [82, '473457735543145756116234731734', -2],
    [83, '31161436231375514162762677336', 1],
    [90, '326615663752621323655335514271', 4],
    [96, '1576663267233361422642121117554', 5],
    [98, '1313327526554131647611374372646', -1],
    [107, '11617255152412223243461443755', 3],
    [115, '45512272164216512124665566753', 0],
    [117, '557671311761447661663222331375', 4],
  ]),
  middle: rows('Test_L2_R2', [
    [4, '37313333717124171162542', 3],
    [5, '6614446666373154', -4],
    [7, '6242432155656447531617622', 0],
    [12, '246767232112661771721576', 1],
    [13, '1767235667232175621774455', 2],
    [18, '52446155614451175', -4],
    [20, '27222774542216557563711', -1],
  ]),
  begin: rows('Test_L1_R1', [
    [10, '74746315233', 15],
    [84, '7313245', 13],
    [210, '14754', 18],
    [345, '754135242', 11],
    [510, '251343651', 16],
    [698, '43654255', 16],
    [897, '443741', 17],
  ]),
  // The first player wins, with its 21st and last stone: score 1 (the game
  // was solved by James D. Allen and by Victor Allis in 1988; the exact score
  // is the one the site's book and solver give, see
  // tests/content/connect4Book.test.ts).
  empty: [Object.freeze({ source: 'empty board', moves: '', score: 1 })],
});

/** The engine position of a road position. */
export const roadPosition = (r: RoadPosition): Connect4Position => unwrap(parseMoves(r.moves));
