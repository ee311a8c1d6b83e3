/**
 * @packageDocumentation
 * Facts of the tetromino lesson (the OCaml course's two-player placement game
 * on 5 x 8): the course's two integers, the pieces and their placements,
 * perft, the value of the game, and what each search costs to prove it.
 *
 * Cheap facts are computed here (the solve of the start, under a second, is
 * shared by the facts that need it; perft 4 by grouping, about a second).
 * The search costs of the course's evaluation and its variants take seconds
 * to two minutes each, so they come from `START_NODES` (`costTable.ts`), which
 * `npm run -s bench -- tetromino cost` recomputes and checks row by row; perft
 * 5 (half a minute) comes from `START_PERFT_5`, which `... tetromino perft`
 * checks. All of them together take about 1.3 s to compute.
 */

import { PIECES, START } from '../../engine/games/tetromino/board40.ts';
import {
  BITS_NEEDED,
  BITS_PER_WORD,
  CELLS_PER_WORD,
  COURSE_BOARD_MASK,
  COURSE_HAND_MASK,
  COURSE_HANDS,
  COURSE_START,
  JS_BITWISE_BITS,
  OCAML_INT_BITS_64,
  OCAML_MIN_INT_BITS,
  coursePiece,
  formatHex,
} from '../../engine/games/tetromino/courseBoard.ts';
import { COURSE_MESSAGES, COURSE_RESULT_VALUE, COURSE_RESULTS, courseMoveOrder } from '../../engine/games/tetromino/courseEval.ts';
import { playMove } from '../../engine/games/tetromino/courseMoves.ts';
import { COURSE_ORIENTATIONS } from '../../engine/games/tetromino/courseUnfold.ts';
import { PLACEMENTS, placementByName } from '../../engine/games/tetromino/placements.ts';
import { WINDOW_BITS } from '../../engine/games/tetromino/windows.ts';
import { START_NOTATION } from '../../engine/games/tetromino/notation.ts';
import { legalPlacements } from '../../engine/games/tetromino/rules.ts';
import { tetrominoSolver } from '../../engine/solve/tetromino.ts';
import { COST_ROWS, START_NODES } from '../../engine/games/tetromino/costTable.ts';
import { ORIENTATION_COUNTS, UNFOLDED_COUNTS } from '../../engine/games/tetromino/courseUnfold.ts';
import { afterFirstMove, firstMoveClasses, moveValues, winningReplies } from '../../engine/games/tetromino/firstMoves.ts';
import { START_PERFT_5, groupedPerft } from '../../engine/games/tetromino/groupedPerft.ts';
import { LOSS, TetrominoSolver } from '../../engine/games/tetromino/solver.ts';
import { signedScore } from '../games/score.ts';
import { countTilings } from '../../engine/games/tetromino/tilings.ts';
import { figureWords } from '../../i18n/figures.ts';
import { defineFacts, type FactDef } from './registry.ts';
import type { Locale } from '../../i18n/locales.ts';

/** Computed once for all the facts that need it. */
function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= compute());
}

/** The start solved once: its value, the solver's node count, and every first move's value (the table answers the second call at once). */
const solveStart = once(() => {
  const solver = new TetrominoSolver();
  const { value } = solver.solve(START);
  const nodes = solver.nodes;
  return { value, nodes, firstMoves: moveValues(START, solver) };
});

/** Who wins the start with perfect play, in each language's words: the start's value is for the side to move, the first player. */
const WINNER_WORDS: Readonly<Record<Locale, Readonly<Record<'win' | 'tie' | 'loss', string>>>> = {
  en: { win: 'the first player', tie: 'nobody (a tie)', loss: 'the second player' },
  fr: { win: 'le premier joueur', tie: 'personne (partie nulle)', loss: 'le second joueur' },
};
const startOutcome = () => (solveStart().value === LOSS ? 'loss' : solveStart().value === 0 ? 'tie' : 'win');

/** The engine's opening when it plays first: the move the solve adapter (as the page's worker runs it) gives for the start, and its winning replies. */
const opening = once(() => {
  const solved = tetrominoSolver.solve(START_NOTATION);
  if (!solved.ok) throw new Error(solved.error.message);
  const move = placementByName(String(solved.value.bestMoves[0]))!;
  return { name: PLACEMENTS[move].name, winning: winningReplies(move).length, replies: legalPlacements(afterFirstMove(move)).length };
});

/** Perft 4, grouped after 2 plies: its count and the number of groups (positions after 2 plies up to symmetry). */
const perft4 = once(() => groupedPerft(START, 4));

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const defs: Record<string, FactDef> = {
  'board.cells': { label: { en: 'cells of the 5 x 8 board', fr: 'cases du plateau 5 x 8' }, compute: () => 2 * CELLS_PER_WORD },
  'board.bitsNeeded': { label: { en: 'bits the position needs: 40 cells and two hands of 5', fr: 'bits dont la position a besoin\u00a0: 40 cases et deux mains de 5' }, compute: () => BITS_NEEDED },
  'board.bitsPerWord': { label: { en: 'bits each of the course’s two integers uses: 20 cells and a hand', fr: 'bits qu’utilise chacun des deux entiers du cours\u00a0: 20 cases et une main' }, compute: () => BITS_PER_WORD },
  'board.ocamlMinIntBits': { label: { en: 'bits an OCaml int is sure to have (32-bit platforms)', fr: 'bits qu’un int OCaml est sûr d’avoir (plateformes 32 bits)' }, compute: () => OCAML_MIN_INT_BITS },
  'board.ocamlIntBits64': { label: { en: 'bits of an OCaml int on a 64-bit platform', fr: 'bits d’un int OCaml sur une plateforme 64 bits' }, compute: () => OCAML_INT_BITS_64 },
  'board.handMask': { label: { en: 'the course’s hand_mask', fr: 'le hand_mask du cours' }, compute: () => formatHex(COURSE_HAND_MASK) },
  'board.boardMask': { label: { en: 'the course’s board_mask', fr: 'le board_mask du cours' }, compute: () => formatHex(COURSE_BOARD_MASK) },
  'orientations.total': { label: { en: 'oriented tetrominoes (the course’s 19 declarations)', fr: 'tétrominos orientés (les 19 déclarations du cours)' }, compute: () => sum(Object.values(ORIENTATION_COUNTS)) },
  'placements.total': { label: { en: 'placements of a piece on the empty board, all pieces: the first player’s choices', fr: 'poses d’une pièce sur le plateau vide, toutes pièces\u00a0: les choix du premier joueur' }, compute: () => sum(Object.values(UNFOLDED_COUNTS)) },
  'perft.classes1': { label: { en: 'first moves up to the board’s symmetries', fr: 'premiers coups aux symétries du plateau près' }, compute: () => firstMoveClasses().length },
  'perft.distinct2': { label: { en: 'distinct positions after 2 plies', fr: 'positions distinctes après 2 demi-coups' }, compute: () => groupedPerft(START, 3, { symmetry: false }).groups },
  'perft.classes2': { label: { en: 'positions after 2 plies up to the board’s symmetries', fr: 'positions après 2 demi-coups aux symétries du plateau près' }, compute: () => perft4().groups },
  'value.start': { label: { en: 'value of the start for the side to move (the first player): -1, a loss', fr: 'valeur du départ pour le joueur au trait (le premier joueur)\u00a0: -1, une défaite' }, compute: () => solveStart().value },
  'value.startSigned': { label: { en: 'value of the start for the side to move, written with its sign', fr: 'valeur du départ pour le joueur au trait, écrite avec son signe' }, compute: () => signedScore(solveStart().value) },
  'value.winner': { label: { en: 'who wins with perfect play', fr: 'qui gagne en jeu parfait' }, compute: () => WINNER_WORDS.en[startOutcome()], words: (locale) => WINNER_WORDS[locale][startOutcome()] },
  'value.firstMovesLost': { label: { en: 'first moves that lose for the first player', fr: 'premiers coups qui perdent pour le premier joueur' }, compute: () => solveStart().firstMoves.filter((m) => m.value === LOSS).length },
  'course.result': { label: { en: 'the course’s result for the start', fr: 'le résultat du cours pour le départ' }, compute: () => COURSE_RESULTS.find((r) => COURSE_RESULT_VALUE[r] === solveStart().value)! },
  'course.message': { label: { en: 'what the course’s program prints', fr: 'ce qu’affiche le programme du cours' }, compute: () => COURSE_MESSAGES[COURSE_RESULTS.find((r) => COURSE_RESULT_VALUE[r] === solveStart().value)!] },
  'course.evaluations': { label: { en: 'calls of the course’s evaluation from the start, the root included', fr: 'appels de l’évaluation du cours depuis le départ, racine comprise' }, compute: () => START_NODES.course },
  'cost.orderRatio': {
    label: { en: 'times more positions the course’s search visits in the engine’s order than in its own (rounded)', fr: 'combien de fois plus de positions la recherche du cours visite dans l’ordre du moteur que dans le sien (arrondi)' },
    compute: () => Math.round(START_NODES.engineOrder / START_NODES.course),
  },
  'cost.courseVsSolver': {
    label: { en: 'times more positions the course’s search visits than the engine’s solver (rounded)', fr: 'combien de fois plus de positions la recherche du cours visite que le solveur du moteur (arrondi)' },
    compute: () => Math.round(START_NODES.course / solveStart().nodes),
  },
};

/** The course's example move: the first player's O in the corner a1 b1 a2 b2. */
const O_CORNER = placementByName('O0@a1')!;
/** Patterns whose top-left bit (bit 19, cell a1) is 0: the shape's box is in the corner, the shape is not. */
const cornerEmpty = () => COURSE_ORIENTATIONS.filter((o) => ((o.pattern >>> (CELLS_PER_WORD - 1)) & 1) === 0).map((o) => o.courseName);

Object.assign(defs, {
  'board.handFirstBit': { label: { en: 'the lowest hand bit of each integer (numbering bits from 0)', fr: 'le plus bas bit de main de chaque entier (bits numérotés depuis 0)' }, compute: () => CELLS_PER_WORD },
  'board.handLastBit': { label: { en: 'the highest hand bit of each integer', fr: 'le plus haut bit de main de chaque entier' }, compute: () => BITS_PER_WORD - 1 },
  'board.spareBits': { label: { en: 'bits left in a 31-bit OCaml int after 20 cells (the course’s “11 bits”)', fr: 'bits restants dans un int OCaml de 31 bits après 20 cases (les «\u00a011 bits\u00a0» du cours)' }, compute: () => OCAML_MIN_INT_BITS - CELLS_PER_WORD },
  'board.leftOver': { label: { en: 'bits still unused in a 31-bit int after the cells and a hand', fr: 'bits encore inutilisés dans un int de 31 bits après les cases et une main' }, compute: () => OCAML_MIN_INT_BITS - BITS_PER_WORD },
  'board.jsBits': { label: { en: 'bits of the integers JavaScript’s bitwise operators work on', fr: 'bits des entiers sur lesquels travaillent les opérateurs bit à bit de JavaScript' }, compute: () => JS_BITWISE_BITS },
  'board.windowBits': { label: { en: 'bits of the solver’s windows (six rows of five)', fr: 'bits des fenêtres du solveur (six rangées de cinq)' }, compute: () => WINDOW_BITS },
  'board.start': { label: { en: 'both integers at the start (hand_mask)', fr: 'les deux entiers au départ (hand_mask)' }, compute: () => formatHex(COURSE_START.first) },
  'example.oUpper': { label: { en: 'upper of the course’s piece for the O in a1 b1 a2 b2', fr: 'upper de la pièce du cours pour le O en a1 b1 a2 b2' }, compute: () => formatHex(coursePiece(O_CORNER).upper) },
  'example.oFirst': {
    label: { en: 'first after the O in the corner is the first move', fr: 'first après le O dans le coin comme premier coup' },
    compute: () => formatHex(playMove(COURSE_START, COURSE_HANDS[PLACEMENTS[O_CORNER].piece], coursePiece(O_CORNER)).first),
  },
  'example.oSecond': {
    label: { en: 'second after the O in the corner is the first move', fr: 'second après le O dans le coin comme premier coup' },
    compute: () => formatHex(playMove(COURSE_START, COURSE_HANDS[PLACEMENTS[O_CORNER].piece], coursePiece(O_CORNER)).second),
  },
  'orientations.cornerEmpty': { label: { en: 'the course’s patterns that leave the corner cell a1 empty', fr: 'les motifs du cours qui laissent vide la case de coin a1' }, compute: () => cornerEmpty().join(', ') },
  'orientations.cornerEmptyCount': { label: { en: 'how many of the 19 patterns leave a1 empty', fr: 'combien des 19 motifs laissent a1 vide' }, compute: () => cornerEmpty().length },
  'play.engineOpening': { label: { en: 'the engine’s first move when it plays first (the solver’s move at the start)', fr: 'le premier coup du moteur quand il commence (le coup du solveur au départ)' }, compute: () => opening().name },
  'play.openingWinningReplies': { label: { en: 'winning replies to the engine’s opening', fr: 'réponses gagnantes à l’ouverture du moteur' }, compute: () => opening().winning },
  'play.openingReplies': { label: { en: 'legal replies to the engine’s opening', fr: 'réponses légales à l’ouverture du moteur' }, compute: () => opening().replies },
  'moves.courseFirstTried': { label: { en: 'the first move the course’s evaluation tries from the start', fr: 'le premier coup que l’évaluation du cours essaie depuis le départ' }, compute: () => PLACEMENTS[courseMoveOrder(START)[0]].name },
  'moves.courseLastTried': { label: { en: 'the last move the course’s evaluation would try from the start', fr: 'le dernier coup que l’évaluation du cours essaierait depuis le départ' }, compute: () => PLACEMENTS[courseMoveOrder(START).at(-1)!].name },
} satisfies Record<string, FactDef>);

for (const letter of PIECES) {
  defs[`orientations.${letter}`] = { label: { en: `orientations of the ${letter}`, fr: `orientations du ${letter}` }, compute: () => ORIENTATION_COUNTS[letter] };
  defs[`placements.${letter}`] = { label: { en: `placements of the ${letter} on the empty board`, fr: `poses du ${letter} sur le plateau vide` }, compute: () => UNFOLDED_COUNTS[letter] };
}
for (const depth of [1, 2, 3, 4]) {
  defs[`perft.${depth}`] = {
    label: { en: `move sequences of ${depth} plies from the start (perft ${depth})`, fr: `suites de ${depth} demi-coups depuis le départ (perft ${depth})` },
    compute: () => (depth === 4 ? perft4() : groupedPerft(START, depth)).nodes,
  };
}
defs['perft.5'] = { label: { en: 'move sequences of 5 plies from the start (perft 5, from the bench)', fr: 'suites de 5 demi-coups depuis le départ (perft 5, d’après le banc d’essai)' }, compute: () => START_PERFT_5 };
for (const row of COST_ROWS) {
  defs[`cost.${row.id}`] = {
    label: { en: `positions visited from the start: ${row.label}`, fr: `positions visitées depuis le départ\u00a0: ${figureWords('fr').costRows[row.id]}` },
    // The solver's row is cheap: computed. The others are the bench's figures.
    compute: () => (row.id === 'solver' ? solveStart().nodes : START_NODES[row.id]),
  };
}

defs['tilings'] = {
  label: { en: 'ways the ten pieces (two each of I, L, O, S, T) tile the empty 5×8 board', fr: 'façons dont les dix pièces (deux de chacune des I, L, O, S, T) pavent le plateau 5×8 vide' },
  compute: () => countTilings(),
};
export const TETROMINO_FACTS = defineFacts('tetromino', defs);
