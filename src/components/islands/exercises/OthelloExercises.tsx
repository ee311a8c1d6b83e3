/**
 * @packageDocumentation
 * Lesson 4's (the Othello endgame and pruning by hand) checked exercises, `lib/models/exercises/othello.ts`, in the one exercise kit.
 */

import { OTHELLO_EXERCISES } from '../../../lib/models/exercises/othello.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';

export default function OthelloExercises({ seed = 1 }: { seed?: number }) {
  return <ExerciseList set="othello" exercises={OTHELLO_EXERCISES} seed={seed} />;
}
