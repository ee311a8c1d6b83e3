/**
 * @packageDocumentation
 * Facts of lesson 1 ("Tic-tac-toe in 19 bits"): the game tree level by level,
 * in the course's version (which plays on after a win) and in the version where
 * a won position has no children, and the sums that explain the course's
 * exercise (how many positions does the complete tree hold?).
 */

import { MAX_PACKED, nextPositions, pack } from '../../engine/games/tictactoe/board19.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { countLevels } from '../../engine/search/levelCounts.ts';
import { defineFacts, type FactDef } from './registry.ts';

const stopAtWins = (p: number) => tictactoe.legalMoves(p).map((m) => tictactoe.play(p, m));

let levelCache: { course: number[]; wins: number[]; distinctCourse: number[]; distinctWins: number[] } | undefined;
function trees() {
  if (!levelCache) {
    const course = countLevels(0, nextPositions, (p) => p);
    const wins = countLevels(0, stopAtWins, (p) => p);
    levelCache = { course: course.nodes, wins: wins.nodes, distinctCourse: course.distinct, distinctWins: wins.distinct };
  }
  return levelCache;
}

/** Games that end on each ply (index = number of moves played), by result. */
let endCache: { wins: number[]; draws: number[] } | undefined;
function endingsByPly(): { wins: number[]; draws: number[] } {
  if (!endCache) {
    const wins = Array<number>(10).fill(0);
    const draws = Array<number>(10).fill(0);
    const walk = (p: number, ply: number): void => {
      const moves = tictactoe.legalMoves(p);
      if (moves.length === 0) {
        if (tictactoe.outcome(p)?.winner === undefined) draws[ply]++;
        else wins[ply]++;
        return;
      }
      for (const m of moves) walk(tictactoe.play(p, m), ply + 1);
    };
    walk(0, 0);
    endCache = { wins, draws };
  }
  return endCache;
}

/** Nodes the course's tree grows below one board with `free` empty cells: 9·8·… style falling products. */
function nodesBelow(free: number): number {
  let total = 0;
  let level = 1;
  for (let k = free; k > 0; k--) {
    level *= k;
    total += level;
  }
  return total;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The header example of `board19.ts`: X on cells 0 and 4, O on cell 8, O to move. */
const EXAMPLE = { x: 0b000010001, o: 0b100000000, turn: 1 } as const;

const defs: Record<string, FactDef> = {
  'example.x': { label: 'X’s field of the example (X on cells 0 and 4)', compute: () => EXAMPLE.x },
  'example.o': { label: 'O’s field of the example (O on cell 8)', compute: () => EXAMPLE.o },
  'example.turn': { label: 'the turn bit of the example (O to move)', compute: () => EXAMPLE.turn },
  'example.packed': { label: 'the example packed in 19 bits', compute: () => pack(EXAMPLE) },
  maxPacked: { label: 'the largest 19-bit value', compute: () => MAX_PACKED },
  'course.leaves': { label: 'boards on the last level of the course’s tree (9!)', compute: () => trees().course[9] },
  'course.total': { label: 'positions in the course’s tree, root included', compute: () => sum(trees().course) },
  'course.distinct': { label: 'distinct boards in the course’s tree', compute: () => sum(trees().distinctCourse) },
  'wins.total': { label: 'positions in the tree where wins end the game, root included', compute: () => sum(trees().wins) },
  'wins.distinct': { label: 'distinct positions in the tree where wins end the game', compute: () => sum(trees().distinctWins) },
  difference: { label: 'positions the course’s tree grows below won boards', compute: () => sum(trees().course) - sum(trees().wins) },
  'ends.firstWinPly': { label: 'fewest moves in a won game', compute: () => endingsByPly().wins.findIndex((n) => n > 0) },
  'ends.games': { label: 'complete games', compute: () => sum(endingsByPly().wins) + sum(endingsByPly().draws) },
  'ends.draws': { label: 'drawn games', compute: () => sum(endingsByPly().draws) },
  'below.total': {
    label: 'positions below won boards in the course’s tree, summed ply by ply',
    compute: () => endingsByPly().wins.reduce((a, n, ply) => a + n * nodesBelow(9 - ply), 0),
  },
};
for (let level = 0; level <= 9; level++) {
  defs[`level${level}.course`] = { label: `positions on level ${level} of the course’s tree`, compute: () => trees().course[level] };
  defs[`level${level}.wins`] = { label: `positions on level ${level} when wins end the game`, compute: () => trees().wins[level] };
}
for (let ply = 5; ply <= 9; ply++) {
  defs[`ends.wins${ply}`] = { label: `games won on move ${ply}`, compute: () => endingsByPly().wins[ply] };
  defs[`ends.below${ply}`] = { label: `positions the course’s tree grows below one board won on move ${ply}`, compute: () => nodesBelow(9 - ply) };
  defs[`ends.lost${ply}`] = {
    label: `positions the course’s tree grows below all the games won on move ${ply}`,
    compute: () => endingsByPly().wins[ply] * nodesBelow(9 - ply),
  };
}

export const BITS19_FACTS = defineFacts('bits19', defs);
