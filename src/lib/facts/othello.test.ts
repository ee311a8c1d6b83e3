import { describe, expect, test } from 'vitest';
import { FACTS } from './index.ts';
import { pinFacts, type FactRow } from './testing.ts';

// The Othello lesson's figures, pinned: if the engine and these numbers ever disagree,
// the lesson would state something false, so this test fails first.
const pinned = new Set<string>();
const check = (rows: readonly FactRow[]) => {
  for (const [key] of rows) pinned.add(key);
  pinFacts(rows, 'othello.');
};

describe('the course position', () => {
  // Source: the course's work0 array (discs counted on it) and its "il reste 11 cases à occuper".
  check([
    ['start.empties', 11],
    ['start.black', 23],
    ['start.white', 30],
    ['start.moves', 'a2, b7, g7, h7, b8'],
    ['start.moveCells', '21, 72, 77, 78, 82'],
    ['mailbox.directions', '-11, -10, -9, -1, 1, 9, 10, 11'],
    ['mailbox.frontier', 11],
    ['mailbox.far', 0],
  ]);
});

describe("the course's listing, as printed and with each bug fixed", () => {
  // Derivation in src/engine/games/othello/courseListing.test.ts.
  check([
    ['listing.printed.cell', 77],
    ['listing.printed.square', 'g7'],
    ['listing.printed.discs', 33],
    ['listing.printed.positions', 30471],
    ['listing.printed.replies', 'a2: -25000, b7: 12, g7: 33, h7: 14, b8: 11'],
    ['listing.printed.gameEnds', 797],
    ['listing.printed.passes', 6067],
    ['listing.rootMoveColour.cell', 77],
    ['listing.rootMoveColour.square', 'g7'],
    ['listing.rootMoveColour.discs', 35],
    ['listing.rootMoveColour.positions', 58608],
    ['listing.rootMoveColour.replies', 'a2: 11, b7: 8, g7: 35, h7: -25000, b8: 9'],
    ['listing.rootMoveColour.gameEnds', 1180],
    ['listing.rootMoveColour.passes', 10674],
    ['listing.gameEndValue.cell', 77],
    ['listing.gameEndValue.square', 'g7'],
    ['listing.gameEndValue.discs', 33],
    ['listing.gameEndValue.positions', 30815],
    ['listing.gameEndValue.replies', 'a2: 12, b7: 12, g7: 33, h7: 14, b8: 11'],
    ['listing.gameEndValue.gameEnds', 783],
    ['listing.gameEndValue.passes', 6141],
    ['listing.fixed.cell', 77],
    ['listing.fixed.square', 'g7'],
    ['listing.fixed.discs', 35],
    ['listing.fixed.positions', 62943],
    ['listing.fixed.replies', 'a2: 11, b7: 8, g7: 35, h7: 6, b8: 9'],
    ['listing.fixed.gameEnds', 1263],
    ['listing.fixed.passes', 11722],
    ['listing.fixedTies.positions', 54420],
    ['listing.fixedTies.gameEnds', 1101],
    ['listing.whiteOnG7.flips', 5],
  ]);
});

describe('a random endgame where the game-end bug shows', () => {
  // Found by the facts module in seeded random games; the exact value is the endgame solver's.
  check([
    ['gameEndCase.seed', 48],
    ['gameEndCase.board', 'XXXXXO--XXXXOOO-XXXOOOO-XXOOOOO-OOXOOOOOOOOOOOO-OOOXOOOX-OOOOOO- X'],
    ['gameEndCase.empties', 8],
    ['gameEndCase.exact.discs', 56],
    ['gameEndCase.exact.best', 'h3'],
    ['gameEndCase.printed.square', 'h2'],
    ['gameEndCase.printed.cell', 28],
    ['gameEndCase.printed.discs', 25000],
    ['gameEndCase.printed.positions', 7403],
    ['gameEndCase.printed.gameEnds', 14],
    ['gameEndCase.rootMoveColour.square', 'h3'],
    ['gameEndCase.rootMoveColour.cell', 38],
    ['gameEndCase.rootMoveColour.discs', 25000],
    ['gameEndCase.rootMoveColour.positions', 5474],
    ['gameEndCase.rootMoveColour.gameEnds', 12],
    ['gameEndCase.gameEndValue.square', 'g1'],
    ['gameEndCase.gameEndValue.cell', 17],
    ['gameEndCase.gameEndValue.discs', 56],
    ['gameEndCase.gameEndValue.positions', 7333],
    ['gameEndCase.gameEndValue.gameEnds', 13],
    ['gameEndCase.fixed.square', 'h3'],
    ['gameEndCase.fixed.cell', 38],
    ['gameEndCase.fixed.discs', 56],
    ['gameEndCase.fixed.positions', 5114],
    ['gameEndCase.fixed.gameEnds', 9],
  ]);
});

describe('exact values and the best line', () => {
  // Cross-checked against the exact solver in src/engine/games/othello/courseStudy.test.ts.
  check([
    ['best', 'g7'],
    ['best.cell', 77],
    ['value.discs', 35],
    ['value.difference', 6],
    ['move.a2.cell', 21],
    ['move.a2.discs', 11],
    ['move.a2.difference', -42],
    ['move.b7.cell', 72],
    ['move.b7.discs', 8],
    ['move.b7.difference', -48],
    ['move.g7.cell', 77],
    ['move.g7.discs', 35],
    ['move.g7.difference', 6],
    ['move.h7.cell', 78],
    ['move.h7.discs', 6],
    ['move.h7.difference', -52],
    ['move.b8.cell', 82],
    ['move.b8.discs', 9],
    ['move.b8.difference', -46],
    ['pv', 'g7 h8 h7 g2 h1 b2 a2 a1 b8 b7 a8'],
    ['pv.length', 11],
    ['pv.black', 35],
    ['pv.white', 29],
  ]);
});

describe('positions visited on the course position', () => {
  check([
    ['nodes.minimax', 242263],
    ['nodesStandard.minimax', 242263],
    ['nodes.shallow', 53319],
    ['nodesStandard.shallow', 53545],
    ['nodes.alphaBeta', 22532],
    ['nodesStandard.alphaBeta', 22520],
    ['nodes.fastestFirst', 2366],
    ['nodesStandard.fastestFirst', 2366],
    ['nodes.transposition', 11770],
    ['nodesStandard.transposition', 11770],
    ['ttHits', 1234],
    ['ratio.minimaxToShallow', 4.5],
    ['ratio.minimaxToAlphaBeta', 10.8],
    ['ratio.shallowToAlphaBeta', 2.4],
    ['ratio.alphaBetaToFastest', 9.5],
    ['tree.positions', 242263],
    ['tree.games', 63690],
    ['tree.distinct', 42870],
    ['tree.longestLine', 16],
    ['tree.mostPasses', 5],
    ['tree.unfilledEnds', 5165],
    ['tree.mostUnfilled', 2],
  ]);
});

describe('Knuth and Moore on uniform trees', () => {
  // Source for the minimal tree: Knuth and Moore, Artificial Intelligence 6 (1975) 293-326.
  check([
    ['km.seed', 1],
    ['km.b2d4.minimal', 7],
    ['km.b2d4.all', 16],
    ['km.b2d4.natural', 12],
    ['km.b2d4.bestFirst', 7],
    ['km.b2d4.worstFirst', 16],
    ['km.b2d4.shallowBestFirst', 8],
    ['km.b2d4.shallowWorstFirst', 16],
    ['km.b3d3.minimal', 11],
    ['km.b3d3.all', 27],
    ['km.b3d3.natural', 21],
    ['km.b3d3.bestFirst', 11],
    ['km.b3d3.worstFirst', 27],
    ['km.b3d3.shallowBestFirst', 11],
    ['km.b3d3.shallowWorstFirst', 27],
    ['km.b3d4.minimal', 17],
    ['km.b3d4.all', 81],
    ['km.b3d4.natural', 52],
    ['km.b3d4.bestFirst', 17],
    ['km.b3d4.worstFirst', 78],
    ['km.b3d4.shallowBestFirst', 21],
    ['km.b3d4.shallowWorstFirst', 81],
    ['km.b4d4.minimal', 31],
    ['km.b4d4.all', 256],
    ['km.b4d4.natural', 106],
    ['km.b4d4.bestFirst', 31],
    ['km.b4d4.worstFirst', 250],
    ['km.b4d4.shallowBestFirst', 40],
    ['km.b4d4.shallowWorstFirst', 256],
    ['km.b3d5.minimal', 35],
    ['km.b3d5.all', 243],
    ['km.b3d5.natural', 137],
    ['km.b3d5.bestFirst', 35],
    ['km.b3d5.worstFirst', 221],
    ['km.b3d5.shallowBestFirst', 43],
    ['km.b3d5.shallowWorstFirst', 243],
    ['km.b2d6.minimal', 15],
    ['km.b2d6.all', 64],
    ['km.b2d6.natural', 27],
    ['km.b2d6.bestFirst', 15],
    ['km.b2d6.worstFirst', 56],
    ['km.b2d6.shallowBestFirst', 21],
    ['km.b2d6.shallowWorstFirst', 64],
  ]);
});

describe('the small trees', () => {
  check([
    ['deepCutoff.tree', '[5 [10 [[3 7] 1]] [4 8]]'],
    ['deepCutoff.value', 5],
    ['deepCutoff.minimax', 12],
    ['deepCutoff.shallow', 11],
    ['deepCutoff.alphaBeta', 10],
    ['failSoft.tree', '[[3 12] [5 1 8]]'],
    ['failSoft.value', 3],
    ['failSoft.b.soft', 1],
    ['failSoft.b.hard', 3],
    ['failSoft.window', '(6, 10)'],
    ['failSoft.root.soft', 5],
    ['failSoft.root.hard', 6],
    ['shallow.tictactoe', 29257],
  ]);
});

test('every Othello fact is pinned above', () => {
  const keys = Object.keys(FACTS).filter((k) => k.startsWith('othello.')).map((k) => k.slice('othello.'.length));
  expect(keys.filter((k) => !pinned.has(k))).toEqual([]);
});
