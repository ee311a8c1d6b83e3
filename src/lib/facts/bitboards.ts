/**
 * @packageDocumentation
 * Facts of lesson 2 ("Bitboards and minimax"), in the OCaml course's terms and
 * numbering: its worked examples (`pos_to_bb 8`, `create_bb [2; 4; 6]`, its
 * example 1), the open-lines heuristic after a first cross, and minimax from
 * the empty board at every depth.
 */

import { popcount32 } from '../../engine/core/bits.ts';
import { unwrap } from '../../engine/core/result.ts';
import { boardOfCells, cellToBit, freeBoard, freeCells, openLinesEval, reverse9, show } from '../../engine/games/tictactoe/bitboards.ts';
import { WIN_MASKS, stoneCount } from '../../engine/games/tictactoe/board19.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { analyzeMoves } from '../../engine/search/choose.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { defineFacts, type FactDef } from './registry.ts';

/** The course's example 1, in its numbering (the lesson draws it as `o...x...o`). */
const EXAMPLE1 = { cross: 0x010, nought: 0x101 };
const hex3 = (v: number) => `0x${v.toString(16).toUpperCase().padStart(3, '0')}`;

/** The eight winning masks in the course's numbering, with their names (rows, columns, diagonals). */
export const COURSE_MASKS: readonly { readonly name: string; readonly mask: number }[] = WIN_MASKS.map((m, i) => ({
  name: ['top row', 'middle row', 'bottom row', 'left column', 'middle column', 'right column', 'diagonal ↘', 'diagonal ↙'][i],
  mask: reverse9(m),
}));
/** The course's `create_bb`, which adds the bits instead of OR-ing them. */
const courseCreate = (cells: readonly number[]) => cells.reduce((bb, k) => bb + cellToBit(k), 0);
/** The heuristic for crosses after one cross on course cell k. */
const afterOne = (k: number) => openLinesEval({ cross: cellToBit(k), nought: 0 });
/** Course numbering of reading-order cells, as a list in reading order. */
const courseCells = (cells: readonly number[]) => cells.map((c) => 8 - c).join(', ');
/**
 * The exercise's answer: a win is worth WIN minus the stones on the board
 * (fewer stones, sooner), a loss minus that; the open-lines heuristic stays
 * within ±8, below the smallest win, WIN - 9.
 */
const GRADED_WIN = 100;
const graded = (p: number): number => {
  const e = tictactoe.evaluate(p);
  if (Math.abs(e) < 10) return e; // a heuristic or a draw
  return Math.sign(e) * (GRADED_WIN - stoneCount(p));
};
/** A board where crosses can win at once and also later: the ±10 scores cannot tell the two apart. */
const SLOW_WIN = 'xo.x...o.';

const defs: Record<string, FactDef> = {
  'example1.cross': { label: { en: 'cross bitboard of the course’s example 1', fr: 'bitboard des croix de l’exemple 1 du cours' }, compute: () => EXAMPLE1.cross },
  'example1.nought': { label: { en: 'nought bitboard of the course’s example 1', fr: 'bitboard des ronds de l’exemple 1 du cours' }, compute: () => EXAMPLE1.nought },
  'example1.crosses': { label: { en: 'crosses on the board of the course’s example 1', fr: 'croix sur le plateau de l’exemple 1 du cours' }, compute: () => popcount32(EXAMPLE1.cross) },
  'example1.noughts': { label: { en: 'noughts on the board of the course’s example 1', fr: 'ronds sur le plateau de l’exemple 1 du cours' }, compute: () => popcount32(EXAMPLE1.nought) },
  'example1.board': { label: { en: 'the course’s example 1 as a board, reading order', fr: 'l’exemple 1 du cours en plateau, dans l’ordre de lecture' }, compute: () => 'o...x...o' },
  'example1.shown': { label: { en: 'the course’s printer on example 1', fr: 'l’affichage du cours sur l’exemple 1' }, compute: () => show(EXAMPLE1) },
  'example1.occupied': { label: { en: 'cross lor nought on example 1', fr: 'cross lor nought sur l’exemple 1' }, compute: () => EXAMPLE1.cross | EXAMPLE1.nought },
  'example1.freeBoard': { label: { en: 'free cells of example 1 as a bitboard', fr: 'cases libres de l’exemple 1 en bitboard' }, compute: () => freeBoard(EXAMPLE1) },
  'example1.freeHex': { label: { en: 'free cells of example 1 in hexadecimal', fr: 'cases libres de l’exemple 1 en hexadécimal' }, compute: () => hex3(freeBoard(EXAMPLE1)) },
  'example1.free': { label: { en: 'free_moves of the course’s example 1', fr: 'free_moves de l’exemple 1 du cours' }, compute: () => `[${freeCells(EXAMPLE1).join('; ')}]` },
  posToBb8: { label: { en: 'pos_to_bb 8', fr: 'l’appel pos_to_bb 8' }, compute: () => cellToBit(8) },
  createBb246: { label: { en: 'create_bb [2; 4; 6]', fr: 'l’appel create_bb [2; 4; 6]' }, compute: () => boardOfCells([2, 4, 6]) },
  'createTwice.sum': { label: { en: 'the course’s create_bb (a sum) on [2; 2]', fr: 'le create_bb du cours (une somme) sur [2; 2]' }, compute: () => courseCreate([2, 2]) },
  'createTwice.or': { label: { en: 'a create_bb with OR on [2; 2]', fr: 'un create_bb avec OR sur [2; 2]' }, compute: () => boardOfCells([2, 2]) },
  'heuristic.centre': { label: { en: 'open-lines heuristic after a cross in the centre', fr: 'heuristique des lignes ouvertes après une croix au centre' }, compute: () => afterOne(4) },
  'heuristic.corner': { label: { en: 'open-lines heuristic after a cross in a corner', fr: 'heuristique des lignes ouvertes après une croix dans un coin' }, compute: () => afterOne(8) },
  'heuristic.edge': { label: { en: 'open-lines heuristic after a cross on an edge', fr: 'heuristique des lignes ouvertes après une croix sur un bord' }, compute: () => afterOne(7) },
  'graded.win': { label: { en: 'the win score of the graded evaluation', fr: 'le score de victoire de l’évaluation graduée' }, compute: () => GRADED_WIN },
  'graded.smallest': { label: { en: 'the smallest graded win score (a win on the ninth stone)', fr: 'le plus petit score de victoire gradué (une victoire avec la neuvième pièce)' }, compute: () => GRADED_WIN - 9 },
  'slowWin.gradedBest': {
    label: { en: 'best moves for crosses with wins graded by speed, course numbering', fr: 'meilleurs coups des croix, victoires graduées par rapidité, numérotation du cours' },
    compute: () => courseCells(analyzeMoves(tictactoe, unwrap(tictactoe.parse(SLOW_WIN)), { evaluate: graded }).best),
  },
  'slowWin.board': { label: { en: 'a board where crosses win at once or later', fr: 'un plateau où les croix gagnent tout de suite ou plus tard' }, compute: () => SLOW_WIN },
  'slowWin.best': { label: { en: 'best moves for crosses there, course numbering', fr: 'meilleurs coups des croix sur ce plateau, numérotation du cours' }, compute: () => courseCells(analyzeMoves(tictactoe, unwrap(tictactoe.parse(SLOW_WIN))).best) },
  'slowWin.now': {
    label: { en: 'the move that wins at once there, course numbering', fr: 'le coup qui y gagne tout de suite, numérotation du cours' },
    compute: () => {
      const p = unwrap(tictactoe.parse(SLOW_WIN));
      return courseCells(tictactoe.legalMoves(p).filter((m) => tictactoe.outcome(tictactoe.play(p, m))?.winner === 0));
    },
  },
  'alphaBeta.empty': { label: { en: 'positions alpha-beta visits from the empty board', fr: 'positions visitées par l’alpha-bêta depuis le plateau vide' }, compute: () => alphaBeta(tictactoe, 0).stats.nodes },
  'example1.heuristic': { label: { en: 'open-lines heuristic of the course’s example 1', fr: 'heuristique des lignes ouvertes de l’exemple 1 du cours' }, compute: () => openLinesEval(EXAMPLE1) },
};
for (let depth = 1; depth <= 9; depth++) {
  defs[`depth${depth}.value`] = { label: { en: `minimax value for crosses of the empty board at depth ${depth}`, fr: `valeur minimax pour les croix du plateau vide à la profondeur ${depth}` }, compute: () => minimax(tictactoe, 0, { depth }).score };
  defs[`depth${depth}.nodes`] = { label: { en: `positions minimax visits from the empty board at depth ${depth}`, fr: `positions visitées par minimax depuis le plateau vide à la profondeur ${depth}` }, compute: () => minimax(tictactoe, 0, { depth }).stats.nodes };
  defs[`depth${depth}.best`] = {
    label: { en: `best first moves for crosses at depth ${depth}, course numbering`, fr: `meilleurs premiers coups des croix à la profondeur ${depth}, numérotation du cours` },
    compute: () => courseCells(analyzeMoves(tictactoe, 0, { depth }).best),
  };
}

export const BITBOARDS_FACTS = defineFacts('bitboards', defs);
