/**
 * @packageDocumentation
 * The alpha-beta page's checked exercises, `lib/models/exercises/alphabeta.ts`, in the one exercise kit.
 */

import { alphabetaExercises } from '../../../lib/models/exercises/alphabeta.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';
import type { Locale } from '../../../i18n/locales.ts';

export default function AlphaBetaExercises({ seed = 1, lang }: { seed?: number; lang?: Locale }) {
  return <ExerciseList set="alphabeta" build={alphabetaExercises} seed={seed} lang={lang} />;
}
