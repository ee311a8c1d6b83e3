import { describe, expect, test } from 'vitest';
import { COST_ROW_IDS, START_NODES } from '../../engine/games/tetromino/costTable.ts';
import { FACTS, factByName, factText } from './index.ts';
import { pinFacts } from './testing.ts';

// The figures the tetromino lesson states, pinned: if the engine and these
// numbers ever disagree, the lesson's prose would be wrong, so this test fails
// first. Sources: the OCaml course (its masks, its 19 declarations, its shift
// lists, hence 429 placements), the engine's perft and solver (tested in
// src/engine/games/tetromino), and the bench for the costs of the slow searches.
describe('the tetromino lesson', () => {
  pinFacts([
    ['tetromino.board.cells', 40],
    ['tetromino.board.bitsNeeded', 50],
    ['tetromino.board.bitsPerWord', 25],
    ['tetromino.board.ocamlMinIntBits', 31],
    ['tetromino.board.ocamlIntBits64', 63],
    ['tetromino.board.handMask', '0x1F00000'],
    ['tetromino.board.boardMask', '0x00FFFFF'],
    ['tetromino.orientations.I', 2],
    ['tetromino.orientations.L', 8],
    ['tetromino.orientations.O', 1],
    ['tetromino.orientations.S', 4],
    ['tetromino.orientations.T', 4],
    ['tetromino.orientations.total', 19],
    ['tetromino.placements.I', 41],
    ['tetromino.placements.L', 180],
    ['tetromino.placements.O', 28],
    ['tetromino.placements.S', 90],
    ['tetromino.placements.T', 90],
    ['tetromino.placements.total', 429],
    ['tetromino.perft.1', 429],
    ['tetromino.perft.2', 127164],
    ['tetromino.perft.3', 17899364],
    ['tetromino.perft.4', 1555239024],
    ['tetromino.perft.5', 53020777824],
    ['tetromino.perft.classes1', 115],
    ['tetromino.perft.distinct2', 108663],
    ['tetromino.perft.classes2', 27328],
    ['tetromino.value.start', -1],
    ['tetromino.value.startSigned', '−1'],
    ['tetromino.value.winner', 'the second player'],
    ['tetromino.value.firstMovesLost', 429],
    ['tetromino.course.result', 'First'],
    ['tetromino.course.message', 'First wins'],
    ['tetromino.course.evaluations', 64686455],
    ['tetromino.cost.solver', 1366355],
    ['tetromino.cost.orderRatio', 11],
    ['tetromino.cost.courseVsSolver', 47],
    // The course's layout, its slips, and its example move (the O in the corner).
    ['tetromino.board.handFirstBit', 20],
    ['tetromino.board.handLastBit', 24],
    ['tetromino.board.spareBits', 11],
    ['tetromino.board.leftOver', 6],
    ['tetromino.board.jsBits', 32],
    ['tetromino.board.windowBits', 30],
    ['tetromino.board.start', '0x1F00000'],
    ['tetromino.example.oUpper', '0x00C6000'],
    ['tetromino.example.oFirst', '0x1FC6000'],
    ['tetromino.example.oSecond', '0x1B00000'],
    ['tetromino.orientations.cornerEmpty', 'tetro_l3, tetro_j0, tetro_s0, tetro_z1, tetro_t1, tetro_t2'],
    ['tetromino.orientations.cornerEmptyCount', 6],
    ['tetromino.moves.courseFirstTried', 'T3@d6'],
    ['tetromino.moves.courseLastTried', 'I0@a1'],
    // The engine's opening as the first player, and how hard it is to answer (firstMoves.ts: the class with the fewest winning replies).
    ['tetromino.play.engineOpening', 'I0@c3'],
    ['tetromino.play.openingWinningReplies', 20],
    ['tetromino.play.openingReplies', 222],
  ]);

  // The one fact that is words, not a figure: each page writes it in its own language.
  test.each([
    ['en', 'the second player'],
    ['fr', 'le second joueur'],
  ] as const)('tetromino.value.winner in %s: %s', (locale, words) => {
    expect(factText('tetromino.value.winner', locale)).toBe(words);
  });

  test('every row of the search-cost table is a fact, equal to the figure the bench checks', () => {
    for (const id of COST_ROW_IDS) expect(factByName(`tetromino.cost.${id}`), id).toBe(START_NODES[id]);
    expect(Object.keys(FACTS).filter((k) => k.startsWith('tetromino.cost.') && !/Ratio|Vs/.test(k))).toHaveLength(COST_ROW_IDS.length);
  });
});
