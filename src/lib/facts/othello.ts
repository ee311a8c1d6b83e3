/**
 * @packageDocumentation
 * Facts of the Othello lesson (the Pascal course's endgame, min-max and its
 * pruning): what the course's listing prints as written and with each bug
 * fixed, the exact values of the course position, how many positions each
 * search visits there, Knuth and Moore's figures on uniform trees, and the
 * two small trees of the pruning section.
 *
 * Everything is computed when the site is built (about 2 s in all); the
 * searches of one table run once and serve all of its keys.
 */

import { unwrap } from '../../engine/core/result.ts';
import { ALL_FIXES, listingBoard, replayListing, WORK0, type ListingFixes, type ListingRun } from '../../engine/games/othello/courseListing.ts';
import {
  COURSE_SEARCHES,
  courseMoveValues,
  coursePrincipalVariation,
  courseSearchTable,
  courseLines,
  courseTree,
  type CourseSearchCount,
} from '../../engine/games/othello/courseStudy.ts';
import { BLACK, countDiscs, DIRECTIONS, mailboxMoves, playOn, squareOfCell, toMailbox, WHITE } from '../../engine/games/othello/mailbox.ts';
import { parseBoard, writeBoard } from '../../engine/games/othello/notation.ts';
import { blackCount, emptyCount, moveList, playMove, START, whiteCount } from '../../engine/games/othello/position.ts';
import { PASS, parseSquareName, squareName } from '../../engine/games/othello/squares.ts';
import { EndgameSolver } from '../../engine/games/othello/endgame.ts';
import { seededRandom } from '../../engine/core/random.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { orderingLeaves } from '../../engine/games/toy/knuthMoore.ts';
import { DEEP_CUTOFF_TREE, FAIL_SOFT_TREE, FAIL_SOFT_WINDOW } from '../../engine/games/toy/pruningTrees.ts';
import { toyGame } from '../../engine/games/toy/toy.ts';
import { parseTree } from '../../engine/games/toy/tree.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { shallowPruning } from '../../engine/search/shallowPruning.ts';
import { recorder } from '../../engine/search/trace.ts';
import type { Objective } from '../../engine/games/othello/endgame.ts';
import { defineFacts, once, type FactDef } from './registry.ts';

const defs: Record<string, FactDef> = {};
const fact = (key: string, label: string, compute: () => number | string) => {
  defs[key] = { label, compute };
};

// ---------------------------------------------------------------- the position

const start = once(() => unwrap(parseBoard(WORK0)));
fact('start.empties', 'empty squares in the course position work0', () => emptyCount(start()));
fact('start.black', 'black discs in the course position', () => blackCount(start()));
fact('start.white', 'white discs in the course position', () => whiteCount(start()));
fact('start.moves', 'black’s legal moves in the course position, in the listing’s scan order', () => moveList(start()).map(squareName).join(', '));

// ---------------------------------------------------------------- the course's board

const mailbox = once(() => listingBoard());
const onBoard = (c: number) => c > 10 && c < 89 && c % 10 !== 0 && c % 10 !== 9;
fact('mailbox.directions', 'the eight directions as steps in the 10 x 10 array (the course’s direction)', () => DIRECTIONS.join(', '));
fact('mailbox.frontier', 'empty squares of work0 marked 9 (next to a disc)', () => [...mailbox()].filter((v, c) => onBoard(c) && v === 9).length);
fact('mailbox.far', 'empty squares of work0 marked 8 (next to no disc)', () => [...mailbox()].filter((v, c) => onBoard(c) && v === 8).length);
fact('start.moveCells', 'black’s legal moves in work0 as course cells, in the listing’s scan order', () => mailboxMoves(toMailbox(start()), BLACK).join(', '));

// ---------------------------------------------------------------- the listing

const VARIANTS: Record<string, { fixes: ListingFixes; what: string }> = {
  printed: { fixes: {}, what: 'the listing as printed' },
  rootMoveColour: { fixes: { rootMoveColour: true }, what: 'the listing with black’s root move played as black' },
  gameEndValue: { fixes: { gameEndValue: true }, what: 'the listing with the game-end count kept' },
  fixed: { fixes: ALL_FIXES, what: 'the listing with both bugs fixed' },
};
for (const [id, { fixes, what }] of Object.entries(VARIANTS)) {
  const run = once(() => replayListing(fixes));
  const replies = (r: ListingRun) => r.rootReplies.map((x) => `${x.square}: ${x.witness}`).join(', ');
  fact(`listing.${id}.cell`, `best move announced by ${what}, as a course cell`, () => run().bestCell);
  fact(`listing.${id}.square`, `best move announced by ${what}`, () => run().bestSquare);
  fact(`listing.${id}.discs`, `black discs announced by ${what}`, () => run().blackDiscs);
  fact(`listing.${id}.positions`, `positions visited by ${what} (start, boards played, passes)`, () => run().positions);
  fact(`listing.${id}.replies`, `what niveau_un reads after each root move in ${what}`, () => replies(run()));
  fact(`listing.${id}.gameEnds`, `games over before a full board met by ${what}`, () => run().gameEnds);
  fact(`listing.${id}.passes`, `hand-overs (a side without a move) in ${what}`, () => run().passes);
}
// A random endgame where the second bug (the game-end count) changes what the listing prints:
// the first one met in seeded random games stopped at 8 empty squares with black to move.
const GAME_END_SEED = 48;
const gameEndCase = once(() => {
  const rnd = seededRandom(GAME_END_SEED);
  const solver = new EndgameSolver({ objective: 'course' });
  for (let tries = 0; tries < 500; tries++) {
    let p = START;
    while (emptyCount(p) > 8 && moveList(p).length > 0) {
      const ms = moveList(p);
      p = playMove(p, ms[Math.floor(rnd() * ms.length)]);
    }
    const ms = moveList(p);
    if (emptyCount(p) !== 8 || p.turn !== 0 || ms.length === 0 || ms[0] === PASS) continue;
    const board = writeBoard(p);
    if (replayListing({ rootMoveColour: true }, { board }).blackDiscs !== solver.solve(p).score) return { board, exact: solver.solve(p) };
  }
  throw new Error('no random endgame shows the game-end bug');
});
fact('gameEndCase.seed', 'seed of the random games searched for an endgame that shows the game-end bug', () => GAME_END_SEED);
fact('gameEndCase.board', 'a random endgame (8 empty squares, black to move) where the game-end bug changes the printed result', () => gameEndCase().board);
fact('gameEndCase.empties', 'empty squares in that endgame', () => emptyCount(unwrap(parseBoard(gameEndCase().board))));
fact('gameEndCase.exact.discs', 'black’s final discs with best play in that endgame (exact solver)', () => gameEndCase().exact.score);
fact('gameEndCase.exact.best', 'black’s best moves in that endgame (exact solver)', () => gameEndCase().exact.best.map(squareName).join(', '));
for (const [id, { fixes, what }] of Object.entries(VARIANTS)) {
  const run = once(() => replayListing(fixes, { board: gameEndCase().board }));
  fact(`gameEndCase.${id}.square`, `best move announced by ${what}, on the game-end endgame`, () => run().bestSquare);
  fact(`gameEndCase.${id}.cell`, `best move announced by ${what}, on the game-end endgame, as a course cell`, () => run().bestCell);
  fact(`gameEndCase.${id}.discs`, `black discs announced by ${what}, on the game-end endgame`, () => run().blackDiscs);
  fact(`gameEndCase.${id}.positions`, `positions visited by ${what}, on the game-end endgame`, () => run().positions);
  fact(`gameEndCase.${id}.gameEnds`, `games over before a full board met by ${what}, on the game-end endgame`, () => run().gameEnds);
}

const ties = once(() => replayListing(ALL_FIXES, { cutOnTies: true }));
fact('listing.fixedTies.positions', 'positions visited by the fixed listing when it also cuts on ties', () => ties().positions);
fact('listing.fixedTies.gameEnds', 'games over before a full board met by the fixed listing cutting on ties', () => ties().gameEnds);
fact('listing.whiteOnG7.flips', 'black discs a white disc on g7 turns (the listing’s root move g7 as it plays it)', () => {
  const cells = toMailbox(start());
  return playOn(cells, mailboxMoves(cells, BLACK).find((c) => squareName(squareOfCell(c)) === 'g7')!, WHITE);
});

// ---------------------------------------------------------------- exact values

const moves = once(courseMoveValues);
const bestRow = once(() => moves().reduce((a, b) => (b.blackDiscs > a.blackDiscs ? b : a)));
fact('best', 'black’s best move in the course position (both objectives)', () => bestRow().square);
fact('best.cell', 'black’s best move in the course position, as a course cell', () => bestRow().cell);
fact('value.discs', 'black’s final disc count with best play (the course’s objective)', () => bestRow().blackDiscs);
fact('value.difference', 'black’s final disc difference with best play (the standard score)', () => Math.max(...moves().map((m) => m.discDifference)));
for (const sq of ['a2', 'b7', 'g7', 'h7', 'b8']) {
  const row = () => moves().find((m) => m.square === sq)!;
  fact(`move.${sq}.cell`, `course cell of ${sq}`, () => row().cell);
  fact(`move.${sq}.discs`, `black’s final discs after ${sq} with best play`, () => row().blackDiscs);
  fact(`move.${sq}.difference`, `black’s final disc difference after ${sq} with best play`, () => row().discDifference);
}
const pv = once(() => coursePrincipalVariation('course'));
fact('pv', 'the best line from the course position to the end of the game', () => pv().join(' '));
fact('pv.length', 'moves in the best line', () => pv().length);
const finalPosition = once(() => pv().reduce((p, name) => playMove(p, parseSquareName(name)), start()));
fact('pv.black', 'black discs at the end of the best line', () => countDiscs(toMailbox(finalPosition()), BLACK));
fact('pv.white', 'white discs at the end of the best line', () => countDiscs(toMailbox(finalPosition()), WHITE));

// ---------------------------------------------------------------- positions visited

const SEARCH_NAMES: Record<string, string> = {
  minimax: 'plain min-max',
  shallow: 'shallow pruning (the course’s rule)',
  alphaBeta: 'alpha-beta in the listing’s scan order',
  fastestFirst: 'alpha-beta, fastest-first order',
  transposition: 'alpha-beta with a transposition table',
};
const tables: Record<Objective, () => CourseSearchCount[]> = {
  course: once(() => courseSearchTable('course')),
  standard: once(() => courseSearchTable('standard')),
};
const row = (objective: Objective, search: string) => tables[objective]().find((r) => r.search === search)!;
for (const search of COURSE_SEARCHES) {
  fact(`nodes.${search}`, `positions visited by ${SEARCH_NAMES[search]} on the course position, black’s disc count`, () => row('course', search).nodes);
  fact(`nodesStandard.${search}`, `positions visited by ${SEARCH_NAMES[search]} on the course position, disc difference`, () => row('standard', search).nodes);
}
fact('ttHits', 'positions answered by the transposition table (course objective)', () => row('course', 'transposition').ttHits);
const ratio = (a: string, b: string) => () => Math.round((10 * row('course', a).nodes) / row('course', b).nodes) / 10;
fact('ratio.minimaxToShallow', 'times fewer positions with shallow pruning than with min-max (one decimal)', ratio('minimax', 'shallow'));
fact('ratio.minimaxToAlphaBeta', 'times fewer positions with alpha-beta than with min-max (one decimal)', ratio('minimax', 'alphaBeta'));
fact('ratio.shallowToAlphaBeta', 'times fewer positions with alpha-beta than with shallow pruning (one decimal)', ratio('shallow', 'alphaBeta'));
fact('ratio.alphaBetaToFastest', 'times fewer positions with fastest-first order than in scan order (one decimal)', ratio('alphaBeta', 'fastestFirst'));
const tree = once(courseTree);
fact('tree.positions', 'positions of the full game tree below the course position', () => tree().positions);
fact('tree.games', 'finished games (leaves) in that tree', () => tree().games);
fact('tree.distinct', 'different positions in that tree', () => tree().distinct);
const lines = once(courseLines);
fact('tree.longestLine', 'plies of the longest line in that tree, passes included', () => lines().longestLine);
fact('tree.mostPasses', 'the most passes on one line of that tree', () => lines().mostPasses);
fact('tree.unfilledEnds', 'finished games in that tree that leave empty squares', () => lines().unfilledEnds);
fact('tree.mostUnfilled', 'the most empty squares left at the end of a game in that tree', () => lines().mostUnfilled);

// ---------------------------------------------------------------- Knuth and Moore

/** The uniform trees of the ordering table (branching, depth), in the table's order (components/astro/KnuthMooreTable.astro). */
export const KM_SHAPES: readonly (readonly [number, number])[] = [
  [2, 4],
  [3, 3],
  [3, 4],
  [4, 4],
  [3, 5],
  [2, 6],
];
const KM_SEED = 1;
fact('km.seed', 'seed of the uniform trees of the ordering table', () => KM_SEED);
for (const [b, d] of KM_SHAPES) {
  const ab = once(() => orderingLeaves({ branching: b, depth: d, seed: KM_SEED }));
  const sp = once(() => orderingLeaves({ branching: b, depth: d, seed: KM_SEED }, shallowPruning));
  const k = `km.b${b}d${d}`;
  const tree = `the uniform tree b = ${b}, d = ${d}`;
  fact(`${k}.minimal`, `leaves of Knuth and Moore’s minimal tree for b = ${b}, d = ${d}`, () => ab().minimal);
  fact(`${k}.all`, `leaves of ${tree}`, () => ab().all);
  fact(`${k}.natural`, `leaves alpha-beta reads on ${tree}, natural order`, () => ab().natural);
  fact(`${k}.bestFirst`, `leaves alpha-beta reads on ${tree}, best move first`, () => ab().bestFirst);
  fact(`${k}.worstFirst`, `leaves alpha-beta reads on ${tree}, worst move first`, () => ab().worstFirst);
  fact(`${k}.shallowBestFirst`, `leaves shallow pruning reads on ${tree}, best move first`, () => sp().bestFirst);
  fact(`${k}.shallowWorstFirst`, `leaves shallow pruning reads on ${tree}, worst move first`, () => sp().worstFirst);
}

// ---------------------------------------------------------------- small trees

const deep = toyGame(unwrap(parseTree(DEEP_CUTOFF_TREE)));
fact('deepCutoff.tree', 'the deep-cutoff tree', () => DEEP_CUTOFF_TREE);
fact('deepCutoff.value', 'its value for MAX', () => minimax(deep, deep.initial()).score);
fact('deepCutoff.minimax', 'positions min-max visits in the deep-cutoff tree', () => minimax(deep, deep.initial()).stats.nodes);
fact('deepCutoff.shallow', 'positions shallow pruning visits in the deep-cutoff tree', () => shallowPruning(deep, deep.initial()).stats.nodes);
fact('deepCutoff.alphaBeta', 'positions alpha-beta visits in the deep-cutoff tree', () => alphaBeta(deep, deep.initial()).stats.nodes);

const soft = toyGame(unwrap(parseTree(FAIL_SOFT_TREE)));
/** What the search returns at the root's second child B, for MAX (B has MIN to move). */
function valueAtB(failSoft: boolean): number {
  const rec = recorder();
  alphaBeta(soft, soft.initial(), { failSoft, observer: rec });
  const enterB = rec.events.find((e) => e.type === 'enter' && e.parent === 0 && e.move === 1)!;
  const exitB = rec.events.find((e) => e.type === 'exit' && e.node === (enterB.type === 'enter' ? enterB.node : -1))!;
  return exitB.type === 'exit' ? 0 - exitB.score : NaN;
}
fact('failSoft.tree', 'the fail-hard / fail-soft tree', () => FAIL_SOFT_TREE);
fact('failSoft.value', 'its value for MAX', () => minimax(soft, soft.initial()).score);
fact('failSoft.b.soft', 'what fail-soft returns at its node B (for MAX)', () => valueAtB(true));
fact('failSoft.b.hard', 'what fail-hard returns at its node B (for MAX)', () => valueAtB(false));
fact('failSoft.window', 'the narrow root window of the example', () => `(${FAIL_SOFT_WINDOW.alpha}, ${FAIL_SOFT_WINDOW.beta})`);
fact('failSoft.root.soft', 'fail-soft’s root result with the narrow window', () => alphaBeta(soft, soft.initial(), { ...FAIL_SOFT_WINDOW, failSoft: true }).score);
fact('failSoft.root.hard', 'fail-hard’s root result with the narrow window', () => alphaBeta(soft, soft.initial(), { ...FAIL_SOFT_WINDOW, failSoft: false }).score);

fact('shallow.tictactoe', 'positions shallow pruning visits from the empty tic-tac-toe board', () => shallowPruning(tictactoe, 0).stats.nodes);

export const OTHELLO_FACTS = defineFacts('othello', defs);
