import { describe, expect, test } from 'vitest';
import { factByName } from './index.ts';
import { pinFacts } from './testing.ts';
import { SHORTCUT_COUNTS } from '../../engine/games/tictactoe/testing.ts';

// The figures the lessons state, pinned: if the engine and these numbers ever
// disagree, the lesson prose would be wrong, so this test fails first.
// Sources: the complete tic-tac-toe game tree (standard figures: perft 1..9,
// 255,168 games, 549,946 nodes), 9!/(9-d)! for the course's tree.
describe('lesson 1 (19 bits)', () => {
  pinFacts([
    ['bits19.course.leaves', 362880],
    ['bits19.course.total', 986410],
    ['bits19.course.distinct', 6046],
    ['bits19.wins.total', 549946],
    ['bits19.wins.distinct', 5478],
    ['bits19.difference', 436464],
    ['bits19.below.total', 436464],
    ['bits19.ends.firstWinPly', 5],
    ['bits19.ends.games', 255168],
    ['bits19.ends.draws', 46080],
    ['bits19.ends.wins5', 1440],
    ['bits19.ends.wins6', 5328],
    ['bits19.ends.wins7', 47952],
    ['bits19.ends.wins8', 72576],
    ['bits19.ends.wins9', 81792],
    ['bits19.ends.below5', 64],
    ['bits19.ends.below6', 15],
    ['bits19.ends.below7', 4],
    ['bits19.ends.below8', 1],
    ['bits19.ends.below9', 0],
    ['bits19.ends.lost5', 92160],
    ['bits19.ends.lost7', 191808],
    ['bits19.level6.course', 60480],
    ['bits19.level6.wins', 54720],
    ['bits19.level9.wins', 127872],
  ]);
});

describe('lesson 2 (bitboards and minimax)', () => {
  // Sources: the OCaml course's own answers (pos_to_bb 8 = 256, create_bb [2;4;6] = 84,
  // free_moves of example 1 = [7;6;5;3;2;1]) and the full game tree (549,946, 18,297).
  pinFacts([
    ['bitboards.example1.cross', 0x010],
    ['bitboards.example1.nought', 0x101],
    ['bitboards.example1.crosses', 1],
    ['bitboards.example1.noughts', 2],
    ['bitboards.example1.free', '[7; 6; 5; 3; 2; 1]'],
    ['bitboards.example1.heuristic', -1],
    ['bitboards.posToBb8', 256],
    ['bitboards.createBb246', 84],
    ['bitboards.createTwice.sum', 8],
    ['bitboards.createTwice.or', 4],
    ['bitboards.heuristic.centre', 4],
    ['bitboards.heuristic.corner', 3],
    ['bitboards.heuristic.edge', 2],
    ['bitboards.slowWin.best', '4, 2'],
    ['bitboards.slowWin.now', '2'],
    ['bitboards.alphaBeta.empty', 18297],
    ['bitboards.depth1.value', 4],
    ['bitboards.depth1.nodes', 10],
    ['bitboards.depth2.value', 1],
    ['bitboards.depth7.value', 2],
    ['bitboards.depth7.best', '4'],
    ['bitboards.depth8.value', 0],
    ['bitboards.depth8.best', '8, 7, 6, 5, 4, 3, 2, 1, 0'],
    ['bitboards.depth9.nodes', 549946],
  ]);
});

describe('lesson 3 (recursion)', () => {
  // The figures the engine's shortcut tests pin (src/engine/games/tictactoe/testing.ts).
  const figures = ['value', 'minimax', 'minimaxShort', 'alphaBeta', 'alphaBetaShort'] as const;
  test.each(SHORTCUT_COUNTS)('$id: value $value, minimax $minimax / $minimaxShort, alpha-beta $alphaBeta / $alphaBetaShort', (c) => {
    expect(figures.map((k) => factByName(`recursion.${c.id}.${k}`))).toEqual(figures.map((k) => c[k]));
  });

  pinFacts([
    ['recursion.window.empty', 16811],
    ['recursion.walkthrough.corner', -10],
    ['recursion.walkthrough.edges', 'B1, A2, C2, B3'],
    ['recursion.saving.minimax', 9],
    ['recursion.saving.alphaBeta', 6],
  ]);
});
