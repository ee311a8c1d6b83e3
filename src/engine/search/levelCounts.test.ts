import { describe, expect, test } from 'vitest';
import { nextPositions } from '../games/tictactoe/board19.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { unwrap } from '../core/result.ts';
import { countPerLevel, gameTree, prune } from './lazyTree.ts';
import { countLevels } from './levelCounts.ts';

const stopAtWins = (p: number) => tictactoe.legalMoves(p).map((m) => tictactoe.play(p, m));
const id = (p: number) => p;

// Source: the complete tic-tac-toe game tree (standard figures; perft 1..9 and
// 9!/(9-d)! for the tree that keeps playing after a win).
describe('counting the tree by merging equal positions', () => {
  test("the course's tree, which keeps playing after a win: 9!/(9-d)! on level d", () => {
    const c = countLevels(0, nextPositions, id);
    expect(c.nodes).toEqual([1, 9, 72, 504, 3024, 15120, 60480, 181440, 362880, 362880]);
    expect(c.distinct).toEqual([1, 9, 72, 252, 756, 1260, 1680, 1260, 630, 126]);
  });

  test('when won positions have no children: 549,946 nodes, 5,478 distinct positions', () => {
    const c = countLevels(0, stopAtWins, id);
    expect(c.nodes).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
    expect(c.nodes.reduce((a, b) => a + b)).toBe(549946);
    expect(c.distinct.reduce((a, b) => a + b)).toBe(5478);
  });

  test('agrees with the node-by-node walk of the lazy tree, cut to a depth, from other roots', () => {
    for (const text of ['x...o....', 'xo.xo....', 'x.xoo.o.x']) {
      const root = unwrap(tictactoe.parse(text));
      for (const depth of [0, 1, 3, 9]) {
        expect(countLevels(root, stopAtWins, id, depth).nodes).toEqual(countPerLevel(prune(gameTree(tictactoe, root), depth)));
        expect(countLevels(root, nextPositions, id, depth).nodes).toEqual(countPerLevel(prune(gameTree(tictactoe, root, nextPositions), depth)));
      }
    }
  });

  test('a finished position is a tree of one level', () => {
    const won = unwrap(tictactoe.parse('xxxoo....'));
    expect(countLevels(won, stopAtWins, id)).toEqual({ nodes: [1], distinct: [1] });
  });
});
