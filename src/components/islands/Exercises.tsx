/**
 * @packageDocumentation
 * Lesson 2's checked exercises (the OCaml course's, `lib/models/exercises/bitboards.ts`)
 * in the one exercise kit (`components/exercises/`). Each other page has its
 * own island under `islands/exercises/`, so a page loads only its own set.
 */

import { bitboardExercises } from '../../lib/models/exercises/bitboards.ts';
import { ExerciseList } from '../exercises/ExerciseList.tsx';
import type { Locale } from '../../i18n/locales.ts';

export interface ExercisesProps {
  /** Which lesson's exercises (lesson 2's). */
  set: 'bitboards';
  /** Seed of the first questions; "Another one" counts up from it. */
  seed?: number;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function Exercises({ seed = 1, lang }: ExercisesProps) {
  return <ExerciseList set="bitboards" build={bitboardExercises} seed={seed} lang={lang} />;
}
