import { describe, expect, test } from 'vitest';
import { nextPositions } from '../games/tictactoe/board19.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { countPerLevel, gameTree, prune } from './lazyTree.ts';

describe('the lazily grown game tree', () => {
  test("the course's tree keeps playing after a win: 9! = 362,880 boards on the last level", () => {
    const tree = gameTree(tictactoe, 0, nextPositions);
    const levels = countPerLevel(tree);
    expect(levels).toEqual([1, 9, 72, 504, 3024, 15120, 60480, 181440, 362880, 362880]);
    expect(levels.reduce((a, b) => a + b)).toBe(986410);
  });
  test('when won positions have no children: 549,946 positions counting the root', () => {
    const levels = countPerLevel(gameTree(tictactoe, 0));
    expect(levels).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
    expect(levels.reduce((a, b) => a + b)).toBe(549946);
  });
  test('prune cuts to a depth, and nothing below is ever generated', () => {
    let generated = 0;
    const counting = (p: number) => {
      const next = nextPositions(p);
      generated += next.length;
      return next;
    };
    expect(countPerLevel(prune(gameTree(tictactoe, 0, counting), 2))).toEqual([1, 9, 72]);
    expect(generated).toBe(9 + 72); // the root's and its children's successors only
  });
});
