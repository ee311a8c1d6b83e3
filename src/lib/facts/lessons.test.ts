import { describe, expect, test } from 'vitest';
import { fact } from './index.ts';

// The figures the lessons state, pinned: if the engine and these numbers ever
// disagree, the lesson prose would be wrong, so this test fails first.
// Sources: the complete tic-tac-toe game tree (standard figures: perft 1..9,
// 255,168 games, 549,946 nodes), 9!/(9-d)! for the course's tree.
describe('lesson 1 (19 bits)', () => {
  test.each([
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
  ])('%s = %i', (key, value) => {
    expect(fact(key)).toBe(value);
  });
});
