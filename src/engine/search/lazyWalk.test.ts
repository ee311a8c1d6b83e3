import { describe, expect, test } from 'vitest';
import { nextPositions } from '../games/tictactoe/board19.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { countPerLevel, gameTree, prune } from './lazyTree.ts';
import { atLevel, levels } from './lazyWalk.ts';

function counted(): { next: (p: number) => number[]; made: () => number } {
  let made = 0;
  return {
    next: (p) => {
      const out = nextPositions(p);
      made += out.length;
      return out;
    },
    made: () => made,
  };
}

describe('walking the lazy tree one node at a time', () => {
  test('levels() gives the same counts per level as countPerLevel', () => {
    for (const depth of [0, 1, 2, 4]) {
      const tree = prune(gameTree(tictactoe, 0), depth);
      const counts: number[] = [];
      for (const l of levels(tree)) counts[l] = (counts[l] ?? 0) + 1;
      expect(counts).toEqual(countPerLevel(tree));
    }
  });

  test('the walk does only the work that is asked for', () => {
    const c = counted();
    const walk = levels(gameTree(tictactoe, 0, c.next));
    for (let i = 0; i < 10; i++) walk.next();
    // Ten nodes in preorder: the root and the first path down to level 9;
    // each of the nine nodes above the last one listed its successors once.
    expect(c.made()).toBe(9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 + 1);
  });

  test('atLevel lists a level left to right, lazily', () => {
    const first = atLevel(gameTree(tictactoe, 0), 1);
    expect([...first]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => tictactoe.play(0, c)));
    const c = counted();
    const deep = atLevel(gameTree(tictactoe, 0, c.next), 9);
    const firstLeaf = deep.next().value as number;
    expect(tictactoe.write(firstLeaf)).toBe('xoxoxoxox');
    expect(c.made()).toBe(9 + 8 + 7 + 6 + 5 + 4 + 3 + 2 + 1);
    expect([...atLevel(gameTree(tictactoe, 0), 0)]).toEqual([0]);
  });
});
