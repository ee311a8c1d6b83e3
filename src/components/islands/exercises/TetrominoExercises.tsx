/**
 * @packageDocumentation
 * Lesson 5's (the tetromino game) checked exercises, `lib/models/exercises/tetromino.ts`, in the one exercise kit.
 */

import { tetrominoExercises } from '../../../lib/models/exercises/tetromino.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';
import type { Locale } from '../../../i18n/locales.ts';

export default function TetrominoExercises({ seed = 1, lang }: { seed?: number; lang?: Locale }) {
  return <ExerciseList set="tetromino" build={tetrominoExercises} seed={seed} lang={lang} />;
}
