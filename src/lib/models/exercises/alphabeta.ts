/**
 * @packageDocumentation
 * The alpha-beta page's checked exercises (no course gives any; these are
 * ours): the value of a tree, the leaves alpha-beta never reads (on a tree
 * drawn from a seed, and on the textbook's and the recursion course's
 * trees), and what a fail-hard search returns for a window.
 */

import { exampleById } from '../../viz/examples.ts';
import { fixedTrees, pruneExercise, seededTrees, treeValueExercise, windowExercise } from './trees.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { AnyExercise } from './types.ts';

/** The alpha-beta page's exercises in the words' language. */
export function alphabetaExercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.alphabeta;
  return [
    treeValueExercise({ id: 'A1', title: w.A1.title, source: seededTrees() }, t),
    pruneExercise({ id: 'A2', title: w.A2.title, rule: 'alphabeta', source: seededTrees() }, t),
    pruneExercise(
      {
        id: 'A3',
        title: w.A3.title,
        rule: 'alphabeta',
        source: fixedTrees([
          { text: exampleById('textbook')!.tree, name: w.textbookTree },
          { text: exampleById('course')!.tree, name: w.courseTree },
        ]),
      },
      t,
    ),
    windowExercise({ id: 'A4', title: w.A4.title, source: seededTrees(2) }, t),
  ];
}

export const ALPHABETA_EXERCISES: readonly AnyExercise[] = alphabetaExercises(messages().exercises);
