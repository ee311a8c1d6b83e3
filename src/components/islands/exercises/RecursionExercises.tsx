/**
 * @packageDocumentation
 * Lesson 3's (the recursion course's tic-tac-toe and worked tree) checked exercises, `lib/models/exercises/recursion.ts`, in the one exercise kit.
 */

import { recursionExercises } from '../../../lib/models/exercises/recursion.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';
import type { Locale } from '../../../i18n/locales.ts';

export default function RecursionExercises({ seed = 1, lang }: { seed?: number; lang?: Locale }) {
  return <ExerciseList set="recursion" build={recursionExercises} seed={seed} lang={lang} />;
}
