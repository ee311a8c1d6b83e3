import { describe, expect, test } from 'vitest';
import { DEEP_CUTOFF_TREE } from '../../../engine/games/toy/pruningTrees.ts';
import { parseTree, type ToyTree } from '../../../engine/games/toy/tree.ts';
import { exampleById } from '../../viz/examples.ts';
import { fixedTrees, leavesRead, leavesSkipped, pruneExercise, seededTrees, treePicture, treeValueExercise, windowExercise } from './trees.ts';

const tree = (s: string): ToyTree => {
  const t = parseTree(s);
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
};
const TEXTBOOK = tree(exampleById('textbook')!.tree);
const COURSE = tree(exampleById('course')!.tree);
const DEEP = tree(DEEP_CUTOFF_TREE);

describe('the leaves a search reads', () => {
  test('the textbook tree: alpha-beta skips the 4 and the 6 under C (leaves 5 and 6)', () => {
    expect(leavesRead(TEXTBOOK, 'alphabeta')).toEqual({ read: [1, 2, 3, 4, 7, 8, 9], value: 3 });
    expect(leavesSkipped(TEXTBOOK, 'alphabeta')).toEqual([5, 6]);
    expect(leavesSkipped(TEXTBOOK, 'minimax')).toEqual([]);
  });

  test('the deep cutoff: alpha-beta skips E’s 7 and C’s 8, the course’s shallow rule only the 8', () => {
    expect(leavesSkipped(DEEP, 'alphabeta')).toEqual([4, 7]);
    expect(leavesSkipped(DEEP, 'shallow')).toEqual([7]);
  });

  test('the recursion course’s worked tree is worth 36', () => {
    expect(leavesRead(COURSE, 'minimax').value).toBe(36);
    expect(leavesRead(COURSE, 'alphabeta').value).toBe(36);
  });
});

test('the picture numbers the leaves from the left under MAX and MIN levels', () => {
  expect(treePicture(DEEP)).toEqual({
    kind: 'text',
    label: 'The tree [5 [10 [[3 7] 1]] [4 8]], leaves numbered from the left',
    text: ['MAX', '├─ #1: 5', '├─ MIN', '│  ├─ #2: 10', '│  └─ MAX', '│     ├─ MIN', '│     │  ├─ #3: 3', '│     │  └─ #4: 7', '│     └─ #5: 1', '└─ MIN', '   ├─ #6: 4', '   └─ #7: 8'].join('\n'),
  });
});

describe('tree exercises', () => {
  const prune = pruneExercise({ id: 'P', title: 'Prune', rule: 'alphabeta', source: fixedTrees([{ text: exampleById('textbook')!.tree, name: 'the textbook tree' }]) });

  test('a pruning answer is a set: order does not matter, a missing or extra leaf is named', () => {
    const inst = prune.instance(1);
    expect(inst.answer).toEqual([5, 6]);
    expect(prune.check([6, 5], inst)).toEqual({ right: true, message: 'Right: leaves 5, 6 are never read.' });
    expect(prune.check([5, 6, 9], inst)).toEqual({ right: false, message: 'Not quite: leaf 9 is read (its value still matters when the search gets there).' });
    expect(prune.check([5], inst)).toEqual({ right: false, message: 'Not quite: 1 skipped leaf is missing from your list.' });
    expect(prune.read('none')).toEqual({ ok: true, value: [] });
    expect(prune.read('5, x').ok).toBe(false);
  });

  test('the value exercise asks for the minimax value of the drawn tree', () => {
    const ex = treeValueExercise({ id: 'V', title: 'Value', source: seededTrees() });
    for (const seed of [1, 2, 3]) {
      const inst = ex.instance(seed);
      expect(inst.answer).toBe(leavesRead(seededTrees().tree(seed).tree, 'minimax').value);
      expect(ex.check(inst.answer, inst).right).toBe(true);
      expect(ex.check(inst.answer + 1, inst).right).toBe(false);
    }
  });

  test('the window exercise clamps the value to the window, as fail-hard does', () => {
    const ex = windowExercise({ id: 'W', title: 'Window', source: seededTrees(2) });
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const inst = ex.instance(seed);
      const m = /\((-?\d+), (-?\d+)\)/.exec(inst.prompt)!;
      const [alpha, beta] = [Number(m[1]), Number(m[2])];
      const value = leavesRead(seededTrees(2).tree(seed).tree, 'minimax').value;
      expect(inst.answer).toBe(Math.min(beta, Math.max(alpha, value)));
      seen.add(value <= alpha ? 'below' : value >= beta ? 'above' : 'inside');
    }
    expect([...seen].sort()).toEqual(['above', 'below', 'inside']);
  });
});
