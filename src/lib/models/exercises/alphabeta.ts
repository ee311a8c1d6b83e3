/**
 * @packageDocumentation
 * The alpha-beta page's checked exercises (no course gives any; these are
 * ours): the value of a tree, the leaves alpha-beta never reads (on a tree
 * drawn from a seed, and on the textbook's and the recursion course's
 * trees), and what a fail-hard search returns for a window.
 */

import { exampleById } from '../../viz/examples.ts';
import { fixedTrees, pruneExercise, seededTrees, treeValueExercise, windowExercise } from './trees.ts';
import type { AnyExercise } from './types.ts';

export const ALPHABETA_EXERCISES: readonly AnyExercise[] = [
  treeValueExercise({ id: 'A1', title: 'The value of a tree', source: seededTrees() }),
  pruneExercise({ id: 'A2', title: 'Prune it yourself: a tree from a seed', rule: 'alphabeta', source: seededTrees() }),
  pruneExercise({
    id: 'A3',
    title: 'Prune it yourself: the classic trees',
    rule: 'alphabeta',
    source: fixedTrees([
      { text: exampleById('textbook')!.tree, name: 'Russell and Norvig’s tree (figure 5.2)' },
      { text: exampleById('course')!.tree, name: 'the recursion course’s worked tree' },
    ]),
  }),
  windowExercise({ id: 'A4', title: 'A window, fail-hard', source: seededTrees(2) }),
];
