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
  'example.x': { label: { en: 'X’s field of the example (X on cells 0 and 4)', fr: 'le champ de X dans l’exemple (X sur les cases 0 et 4)' }, compute: () => EXAMPLE.x },
  'example.o': { label: { en: 'O’s field of the example (O on cell 8)', fr: 'le champ de O dans l’exemple (O sur la case 8)' }, compute: () => EXAMPLE.o },
  'example.turn': { label: { en: 'the turn bit of the example (O to move)', fr: 'le bit du trait dans l’exemple (O joue)' }, compute: () => EXAMPLE.turn },
  'example.packed': { label: { en: 'the example packed in 19 bits', fr: 'l’exemple tassé dans 19 bits' }, compute: () => pack(EXAMPLE) },
  maxPacked: { label: { en: 'the largest 19-bit value', fr: 'la plus grande valeur sur 19 bits' }, compute: () => MAX_PACKED },
  'course.leaves': { label: { en: 'boards on the last level of the course’s tree (9!)', fr: 'plateaux du dernier niveau de l’arbre du cours (9!)' }, compute: () => trees().course[9] },
  'course.total': { label: { en: 'positions in the course’s tree, root included', fr: 'positions de l’arbre du cours, racine comprise' }, compute: () => sum(trees().course) },
  'course.distinct': { label: { en: 'distinct boards in the course’s tree', fr: 'plateaux distincts dans l’arbre du cours' }, compute: () => sum(trees().distinctCourse) },
  'wins.total': { label: { en: 'positions in the tree where wins end the game, root included', fr: 'positions de l’arbre où une victoire finit la partie, racine comprise' }, compute: () => sum(trees().wins) },
  'wins.distinct': { label: { en: 'distinct positions in the tree where wins end the game', fr: 'positions distinctes de l’arbre où une victoire finit la partie' }, compute: () => sum(trees().distinctWins) },
  difference: { label: { en: 'positions the course’s tree grows below won boards', fr: 'positions que l’arbre du cours fait pousser sous les plateaux gagnés' }, compute: () => sum(trees().course) - sum(trees().wins) },
  'ends.firstWinPly': { label: { en: 'fewest moves in a won game', fr: 'le moins de coups dans une partie gagnée' }, compute: () => endingsByPly().wins.findIndex((n) => n > 0) },
  'ends.games': { label: { en: 'complete games', fr: 'parties complètes' }, compute: () => sum(endingsByPly().wins) + sum(endingsByPly().draws) },
  'ends.draws': { label: { en: 'drawn games', fr: 'parties nulles' }, compute: () => sum(endingsByPly().draws) },
  'below.total': {
    label: { en: 'positions below won boards in the course’s tree, summed ply by ply', fr: 'positions sous les plateaux gagnés dans l’arbre du cours, additionnées demi-coup par demi-coup' },
    compute: () => endingsByPly().wins.reduce((a, n, ply) => a + n * nodesBelow(9 - ply), 0),
  },
};
for (let level = 0; level <= 9; level++) {
  defs[`level${level}.course`] = { label: { en: `positions on level ${level} of the course’s tree`, fr: `positions au niveau ${level} de l’arbre du cours` }, compute: () => trees().course[level] };
  defs[`level${level}.wins`] = { label: { en: `positions on level ${level} when wins end the game`, fr: `positions au niveau ${level} quand une victoire finit la partie` }, compute: () => trees().wins[level] };
}
for (let ply = 5; ply <= 9; ply++) {
  defs[`ends.wins${ply}`] = { label: { en: `games won on move ${ply}`, fr: `parties gagnées au coup ${ply}` }, compute: () => endingsByPly().wins[ply] };
  defs[`ends.below${ply}`] = { label: { en: `positions the course’s tree grows below one board won on move ${ply}`, fr: `positions que l’arbre du cours fait pousser sous un plateau gagné au coup ${ply}` }, compute: () => nodesBelow(9 - ply) };
  defs[`ends.lost${ply}`] = {
    label: { en: `positions the course’s tree grows below all the games won on move ${ply}`, fr: `positions que l’arbre du cours fait pousser sous toutes les parties gagnées au coup ${ply}` },
    compute: () => endingsByPly().wins[ply] * nodesBelow(9 - ply),
  };
}

export const BITS19_FACTS = defineFacts('bits19', defs);
