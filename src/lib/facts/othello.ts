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
import { defineFacts, once, type FactDef, type FactWords } from './registry.ts';

const defs: Record<string, FactDef> = {};
const fact = (key: string, label: FactWords, compute: () => number | string) => {
  defs[key] = { label, compute };
};

// ---------------------------------------------------------------- the position

const start = once(() => unwrap(parseBoard(WORK0)));
fact('start.empties', { en: 'empty squares in the course position work0', fr: 'cases vides dans la position work0 du cours' }, () => emptyCount(start()));
fact('start.black', { en: 'black discs in the course position', fr: 'pions noirs dans la position du cours' }, () => blackCount(start()));
fact('start.white', { en: 'white discs in the course position', fr: 'pions blancs dans la position du cours' }, () => whiteCount(start()));
fact('start.moves', { en: 'black’s legal moves in the course position, in the listing’s scan order', fr: 'coups légaux de noir dans la position du cours, dans l’ordre de balayage du listing' }, () => moveList(start()).map(squareName).join(', '));

// ---------------------------------------------------------------- the course's board

const mailbox = once(() => listingBoard());
const onBoard = (c: number) => c > 10 && c < 89 && c % 10 !== 0 && c % 10 !== 9;
fact('mailbox.directions', { en: 'the eight directions as steps in the 10 x 10 array (the course’s direction)', fr: 'les huit directions en pas dans le tableau 10 x 10 (la direction du cours)' }, () => DIRECTIONS.join(', '));
fact('mailbox.frontier', { en: 'empty squares of work0 marked 9 (next to a disc)', fr: 'cases vides de work0 marquées 9 (à côté d’un pion)' }, () => [...mailbox()].filter((v, c) => onBoard(c) && v === 9).length);
fact('mailbox.far', { en: 'empty squares of work0 marked 8 (next to no disc)', fr: 'cases vides de work0 marquées 8 (à côté d’aucun pion)' }, () => [...mailbox()].filter((v, c) => onBoard(c) && v === 8).length);
fact('start.moveCells', { en: 'black’s legal moves in work0 as course cells, in the listing’s scan order', fr: 'coups légaux de noir dans work0 en cases du cours, dans l’ordre de balayage du listing' }, () => mailboxMoves(toMailbox(start()), BLACK).join(', '));

// ---------------------------------------------------------------- the listing

const VARIANTS: Record<string, { fixes: ListingFixes; what: string; whatFr: string }> = {
  printed: { fixes: {}, what: 'the listing as printed', whatFr: 'le listing tel qu’imprimé' },
  rootMoveColour: { fixes: { rootMoveColour: true }, what: 'the listing with black’s root move played as black', whatFr: 'le listing où le coup de noir à la racine est joué par noir' },
  gameEndValue: { fixes: { gameEndValue: true }, what: 'the listing with the game-end count kept', whatFr: 'le listing qui garde le décompte de fin de partie' },
  fixed: { fixes: ALL_FIXES, what: 'the listing with both bugs fixed', whatFr: 'le listing aux deux bugs corrigés' },
};
for (const [id, { fixes, what, whatFr }] of Object.entries(VARIANTS)) {
  const run = once(() => replayListing(fixes));
  const replies = (r: ListingRun) => r.rootReplies.map((x) => `${x.square}: ${x.witness}`).join(', ');
  fact(`listing.${id}.cell`, { en: `best move announced by ${what}, as a course cell`, fr: `meilleur coup annoncé par ${whatFr}, en case du cours` }, () => run().bestCell);
  fact(`listing.${id}.square`, { en: `best move announced by ${what}`, fr: `meilleur coup annoncé par ${whatFr}` }, () => run().bestSquare);
  fact(`listing.${id}.discs`, { en: `black discs announced by ${what}`, fr: `pions noirs annoncés par ${whatFr}` }, () => run().blackDiscs);
  fact(`listing.${id}.positions`, { en: `positions visited by ${what} (start, boards played, passes)`, fr: `positions visitées par ${whatFr} (départ, plateaux joués, passes)` }, () => run().positions);
  fact(`listing.${id}.replies`, { en: `what niveau_un reads after each root move in ${what}`, fr: `ce que niveau_un lit après chaque coup de la racine dans ${whatFr}` }, () => replies(run()));
  fact(`listing.${id}.gameEnds`, { en: `games over before a full board met by ${what}`, fr: `parties finies avant un plateau plein rencontrées par ${whatFr}` }, () => run().gameEnds);
  fact(`listing.${id}.passes`, { en: `hand-overs (a side without a move) in ${what}`, fr: `passes (un camp sans coup) dans ${whatFr}` }, () => run().passes);
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
fact('gameEndCase.seed', { en: 'seed of the random games searched for an endgame that shows the game-end bug', fr: 'graine des parties au hasard fouillées pour trouver une finale qui montre le bug de fin de partie' }, () => GAME_END_SEED);
fact('gameEndCase.board', { en: 'a random endgame (8 empty squares, black to move) where the game-end bug changes the printed result', fr: 'une finale au hasard (8 cases vides, trait aux noirs) où le bug de fin de partie change le résultat affiché' }, () => gameEndCase().board);
fact('gameEndCase.empties', { en: 'empty squares in that endgame', fr: 'cases vides dans cette finale' }, () => emptyCount(unwrap(parseBoard(gameEndCase().board))));
fact('gameEndCase.exact.discs', { en: 'black’s final discs with best play in that endgame (exact solver)', fr: 'pions noirs finaux en jeu parfait dans cette finale (solveur exact)' }, () => gameEndCase().exact.score);
fact('gameEndCase.exact.best', { en: 'black’s best moves in that endgame (exact solver)', fr: 'meilleurs coups de noir dans cette finale (solveur exact)' }, () => gameEndCase().exact.best.map(squareName).join(', '));
for (const [id, { fixes, what, whatFr }] of Object.entries(VARIANTS)) {
  const run = once(() => replayListing(fixes, { board: gameEndCase().board }));
  fact(`gameEndCase.${id}.square`, { en: `best move announced by ${what}, on the game-end endgame`, fr: `meilleur coup annoncé par ${whatFr}, sur la finale du bug de fin de partie` }, () => run().bestSquare);
  fact(`gameEndCase.${id}.cell`, { en: `best move announced by ${what}, on the game-end endgame, as a course cell`, fr: `meilleur coup annoncé par ${whatFr}, sur la finale du bug de fin de partie, en case du cours` }, () => run().bestCell);
  fact(`gameEndCase.${id}.discs`, { en: `black discs announced by ${what}, on the game-end endgame`, fr: `pions noirs annoncés par ${whatFr}, sur la finale du bug de fin de partie` }, () => run().blackDiscs);
  fact(`gameEndCase.${id}.positions`, { en: `positions visited by ${what}, on the game-end endgame`, fr: `positions visitées par ${whatFr}, sur la finale du bug de fin de partie` }, () => run().positions);
  fact(`gameEndCase.${id}.gameEnds`, { en: `games over before a full board met by ${what}, on the game-end endgame`, fr: `parties finies avant un plateau plein rencontrées par ${whatFr}, sur la finale du bug de fin de partie` }, () => run().gameEnds);
}

const ties = once(() => replayListing(ALL_FIXES, { cutOnTies: true }));
fact('listing.fixedTies.positions', { en: 'positions visited by the fixed listing when it also cuts on ties', fr: 'positions visitées par le listing corrigé quand il coupe aussi sur les égalités' }, () => ties().positions);
fact('listing.fixedTies.gameEnds', { en: 'games over before a full board met by the fixed listing cutting on ties', fr: 'parties finies avant un plateau plein rencontrées par le listing corrigé qui coupe sur les égalités' }, () => ties().gameEnds);
fact('listing.whiteOnG7.flips', { en: 'black discs a white disc on g7 turns (the listing’s root move g7 as it plays it)', fr: 'pions noirs que retourne un pion blanc en g7 (le coup g7 de la racine tel que le listing le joue)' }, () => {
  const cells = toMailbox(start());
  return playOn(cells, mailboxMoves(cells, BLACK).find((c) => squareName(squareOfCell(c)) === 'g7')!, WHITE);
});

// ---------------------------------------------------------------- exact values

const moves = once(courseMoveValues);
const bestRow = once(() => moves().reduce((a, b) => (b.blackDiscs > a.blackDiscs ? b : a)));
fact('best', { en: 'black’s best move in the course position (both objectives)', fr: 'meilleur coup de noir dans la position du cours (les deux objectifs)' }, () => bestRow().square);
fact('best.cell', { en: 'black’s best move in the course position, as a course cell', fr: 'meilleur coup de noir dans la position du cours, en case du cours' }, () => bestRow().cell);
fact('value.discs', { en: 'black’s final disc count with best play (the course’s objective)', fr: 'nombre final de pions noirs en jeu parfait (l’objectif du cours)' }, () => bestRow().blackDiscs);
fact('value.difference', { en: 'black’s final disc difference with best play (the standard score)', fr: 'écart final de pions de noir en jeu parfait (le score habituel)' }, () => Math.max(...moves().map((m) => m.discDifference)));
for (const sq of ['a2', 'b7', 'g7', 'h7', 'b8']) {
  const row = () => moves().find((m) => m.square === sq)!;
  fact(`move.${sq}.cell`, { en: `course cell of ${sq}`, fr: `case du cours de ${sq}` }, () => row().cell);
  fact(`move.${sq}.discs`, { en: `black’s final discs after ${sq} with best play`, fr: `pions noirs finaux après ${sq} en jeu parfait` }, () => row().blackDiscs);
  fact(`move.${sq}.difference`, { en: `black’s final disc difference after ${sq} with best play`, fr: `écart final de pions de noir après ${sq} en jeu parfait` }, () => row().discDifference);
}
const pv = once(() => coursePrincipalVariation('course'));
fact('pv', { en: 'the best line from the course position to the end of the game', fr: 'la meilleure ligne depuis la position du cours jusqu’à la fin de la partie' }, () => pv().join(' '));
fact('pv.length', { en: 'moves in the best line', fr: 'coups de la meilleure ligne' }, () => pv().length);
const finalPosition = once(() => pv().reduce((p, name) => playMove(p, parseSquareName(name)), start()));
fact('pv.black', { en: 'black discs at the end of the best line', fr: 'pions noirs à la fin de la meilleure ligne' }, () => countDiscs(toMailbox(finalPosition()), BLACK));
fact('pv.white', { en: 'white discs at the end of the best line', fr: 'pions blancs à la fin de la meilleure ligne' }, () => countDiscs(toMailbox(finalPosition()), WHITE));

// ---------------------------------------------------------------- positions visited

const SEARCH_NAMES: Record<string, string> = {
  minimax: 'plain min-max',
  shallow: 'shallow pruning (the course’s rule)',
  alphaBeta: 'alpha-beta in the listing’s scan order',
  fastestFirst: 'alpha-beta, fastest-first order',
  transposition: 'alpha-beta with a transposition table',
};
const SEARCH_NAMES_FR: Record<string, string> = {
  minimax: 'le min-max simple',
  shallow: 'l’élagage superficiel (la règle du cours)',
  alphaBeta: 'l’alpha-bêta dans l’ordre de balayage du listing',
  fastestFirst: 'l’alpha-bêta, le plus rapide d’abord',
  transposition: 'l’alpha-bêta avec une table de transposition',
};
const tables: Record<Objective, () => CourseSearchCount[]> = {
  course: once(() => courseSearchTable('course')),
  standard: once(() => courseSearchTable('standard')),
};
const row = (objective: Objective, search: string) => tables[objective]().find((r) => r.search === search)!;
for (const search of COURSE_SEARCHES) {
  fact(`nodes.${search}`, { en: `positions visited by ${SEARCH_NAMES[search]} on the course position, black’s disc count`, fr: `positions visitées par ${SEARCH_NAMES_FR[search]} sur la position du cours, nombre de pions noirs` }, () => row('course', search).nodes);
  fact(`nodesStandard.${search}`, { en: `positions visited by ${SEARCH_NAMES[search]} on the course position, disc difference`, fr: `positions visitées par ${SEARCH_NAMES_FR[search]} sur la position du cours, écart de pions` }, () => row('standard', search).nodes);
}
fact('ttHits', { en: 'positions answered by the transposition table (course objective)', fr: 'positions servies par la table de transposition (objectif du cours)' }, () => row('course', 'transposition').ttHits);
const ratio = (a: string, b: string) => () => Math.round((10 * row('course', a).nodes) / row('course', b).nodes) / 10;
fact('ratio.minimaxToShallow', { en: 'times fewer positions with shallow pruning than with min-max (one decimal)', fr: 'combien de fois moins de positions avec l’élagage superficiel qu’avec min-max (une décimale)' }, ratio('minimax', 'shallow'));
fact('ratio.minimaxToAlphaBeta', { en: 'times fewer positions with alpha-beta than with min-max (one decimal)', fr: 'combien de fois moins de positions avec l’alpha-bêta qu’avec min-max (une décimale)' }, ratio('minimax', 'alphaBeta'));
fact('ratio.shallowToAlphaBeta', { en: 'times fewer positions with alpha-beta than with shallow pruning (one decimal)', fr: 'combien de fois moins de positions avec l’alpha-bêta qu’avec l’élagage superficiel (une décimale)' }, ratio('shallow', 'alphaBeta'));
fact('ratio.alphaBetaToFastest', { en: 'times fewer positions with fastest-first order than in scan order (one decimal)', fr: 'combien de fois moins de positions dans l’ordre le plus rapide d’abord que dans l’ordre de balayage (une décimale)' }, ratio('alphaBeta', 'fastestFirst'));
const tree = once(courseTree);
fact('tree.positions', { en: 'positions of the full game tree below the course position', fr: 'positions de l’arbre de jeu complet sous la position du cours' }, () => tree().positions);
fact('tree.games', { en: 'finished games (leaves) in that tree', fr: 'parties finies (feuilles) dans cet arbre' }, () => tree().games);
fact('tree.distinct', { en: 'different positions in that tree', fr: 'positions différentes dans cet arbre' }, () => tree().distinct);
const lines = once(courseLines);
fact('tree.longestLine', { en: 'plies of the longest line in that tree, passes included', fr: 'demi-coups de la plus longue ligne de cet arbre, passes comprises' }, () => lines().longestLine);
fact('tree.mostPasses', { en: 'the most passes on one line of that tree', fr: 'le plus de passes sur une ligne de cet arbre' }, () => lines().mostPasses);
fact('tree.unfilledEnds', { en: 'finished games in that tree that leave empty squares', fr: 'parties finies de cet arbre qui laissent des cases vides' }, () => lines().unfilledEnds);
fact('tree.mostUnfilled', { en: 'the most empty squares left at the end of a game in that tree', fr: 'le plus de cases vides laissées à la fin d’une partie de cet arbre' }, () => lines().mostUnfilled);

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
fact('km.seed', { en: 'seed of the uniform trees of the ordering table', fr: 'graine des arbres uniformes de la table des ordres' }, () => KM_SEED);
for (const [b, d] of KM_SHAPES) {
  const ab = once(() => orderingLeaves({ branching: b, depth: d, seed: KM_SEED }));
  const sp = once(() => orderingLeaves({ branching: b, depth: d, seed: KM_SEED }, shallowPruning));
  const k = `km.b${b}d${d}`;
  const tree = `the uniform tree b = ${b}, d = ${d}`;
  const treeFr = `l’arbre uniforme b = ${b}, d = ${d}`;
  fact(`${k}.minimal`, { en: `leaves of Knuth and Moore’s minimal tree for b = ${b}, d = ${d}`, fr: `feuilles de l’arbre minimal de Knuth et Moore pour b = ${b}, d = ${d}` }, () => ab().minimal);
  fact(`${k}.all`, { en: `leaves of ${tree}`, fr: `feuilles de ${treeFr}` }, () => ab().all);
  fact(`${k}.natural`, { en: `leaves alpha-beta reads on ${tree}, natural order`, fr: `feuilles que lit l’alpha-bêta sur ${treeFr}, ordre naturel` }, () => ab().natural);
  fact(`${k}.bestFirst`, { en: `leaves alpha-beta reads on ${tree}, best move first`, fr: `feuilles que lit l’alpha-bêta sur ${treeFr}, meilleur coup d’abord` }, () => ab().bestFirst);
  fact(`${k}.worstFirst`, { en: `leaves alpha-beta reads on ${tree}, worst move first`, fr: `feuilles que lit l’alpha-bêta sur ${treeFr}, pire coup d’abord` }, () => ab().worstFirst);
  fact(`${k}.shallowBestFirst`, { en: `leaves shallow pruning reads on ${tree}, best move first`, fr: `feuilles que lit l’élagage superficiel sur ${treeFr}, meilleur coup d’abord` }, () => sp().bestFirst);
  fact(`${k}.shallowWorstFirst`, { en: `leaves shallow pruning reads on ${tree}, worst move first`, fr: `feuilles que lit l’élagage superficiel sur ${treeFr}, pire coup d’abord` }, () => sp().worstFirst);
}

// ---------------------------------------------------------------- small trees

const deep = toyGame(unwrap(parseTree(DEEP_CUTOFF_TREE)));
fact('deepCutoff.tree', { en: 'the deep-cutoff tree', fr: 'l’arbre à coupure profonde' }, () => DEEP_CUTOFF_TREE);
fact('deepCutoff.value', { en: 'its value for MAX', fr: 'sa valeur pour MAX' }, () => minimax(deep, deep.initial()).score);
fact('deepCutoff.minimax', { en: 'positions min-max visits in the deep-cutoff tree', fr: 'positions que min-max visite dans l’arbre à coupure profonde' }, () => minimax(deep, deep.initial()).stats.nodes);
fact('deepCutoff.shallow', { en: 'positions shallow pruning visits in the deep-cutoff tree', fr: 'positions que l’élagage superficiel visite dans l’arbre à coupure profonde' }, () => shallowPruning(deep, deep.initial()).stats.nodes);
fact('deepCutoff.alphaBeta', { en: 'positions alpha-beta visits in the deep-cutoff tree', fr: 'positions que l’alpha-bêta visite dans l’arbre à coupure profonde' }, () => alphaBeta(deep, deep.initial()).stats.nodes);

const soft = toyGame(unwrap(parseTree(FAIL_SOFT_TREE)));
/** What the search returns at the root's second child B, for MAX (B has MIN to move). */
function valueAtB(failSoft: boolean): number {
  const rec = recorder();
  alphaBeta(soft, soft.initial(), { failSoft, observer: rec });
  const enterB = rec.events.find((e) => e.type === 'enter' && e.parent === 0 && e.move === 1)!;
  const exitB = rec.events.find((e) => e.type === 'exit' && e.node === (enterB.type === 'enter' ? enterB.node : -1))!;
  return exitB.type === 'exit' ? 0 - exitB.score : NaN;
}
fact('failSoft.tree', { en: 'the fail-hard / fail-soft tree', fr: 'l’arbre fail-hard / fail-soft' }, () => FAIL_SOFT_TREE);
fact('failSoft.value', { en: 'its value for MAX', fr: 'sa valeur pour MAX' }, () => minimax(soft, soft.initial()).score);
fact('failSoft.b.soft', { en: 'what fail-soft returns at its node B (for MAX)', fr: 'ce que fail-soft renvoie à son nœud B (pour MAX)' }, () => valueAtB(true));
fact('failSoft.b.hard', { en: 'what fail-hard returns at its node B (for MAX)', fr: 'ce que fail-hard renvoie à son nœud B (pour MAX)' }, () => valueAtB(false));
fact('failSoft.window', { en: 'the narrow root window of the example', fr: 'la fenêtre étroite de la racine dans l’exemple' }, () => `(${FAIL_SOFT_WINDOW.alpha}, ${FAIL_SOFT_WINDOW.beta})`);
fact('failSoft.root.soft', { en: 'fail-soft’s root result with the narrow window', fr: 'le résultat de fail-soft à la racine avec la fenêtre étroite' }, () => alphaBeta(soft, soft.initial(), { ...FAIL_SOFT_WINDOW, failSoft: true }).score);
fact('failSoft.root.hard', { en: 'fail-hard’s root result with the narrow window', fr: 'le résultat de fail-hard à la racine avec la fenêtre étroite' }, () => alphaBeta(soft, soft.initial(), { ...FAIL_SOFT_WINDOW, failSoft: false }).score);

fact('shallow.tictactoe', { en: 'positions shallow pruning visits from the empty tic-tac-toe board', fr: 'positions que l’élagage superficiel visite depuis le plateau vide du morpion' }, () => shallowPruning(tictactoe, 0).stats.nodes);

export const OTHELLO_FACTS = defineFacts('othello', defs);
