/**
 * @packageDocumentation
 * Lesson 4's (the Othello endgame and pruning by hand) checked exercises, `lib/models/exercises/othello.ts`, in the one exercise kit.
 */

import { othelloExercises } from '../../../lib/models/exercises/othello.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';
import type { Locale } from '../../../i18n/locales.ts';

export default function OthelloExercises({ seed = 1, lang }: { seed?: number; lang?: Locale }) {
  return <ExerciseList set="othello" build={othelloExercises} seed={seed} lang={lang} />;
}
