/**
 * @packageDocumentation
 * Lesson 6's (Connect Four) checked exercises, `lib/models/exercises/connect4.ts`, in the one exercise kit.
 */

import { CONNECT4_EXERCISES } from '../../../lib/models/exercises/connect4.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';

export default function Connect4Exercises({ seed = 1 }: { seed?: number }) {
  return <ExerciseList set="connect4" exercises={CONNECT4_EXERCISES} seed={seed} />;
}
