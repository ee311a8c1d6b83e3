/**
 * @packageDocumentation
 * A page's series of checked exercises: one card per exercise of a set, each
 * with its own seed, so the questions differ from card to card.
 */

import type { ExerciseSetName } from '../../lib/progress/pageExercises.ts';
import type { AnyExercise } from '../../lib/models/exercises/types.ts';
import { ExerciseCard } from './ExerciseCard.tsx';
import type { Locale } from '../../i18n/locales.ts';
import '../ui/cellLayout.css';
import './Exercises.css';

export interface ExerciseListProps {
  set: ExerciseSetName;
  exercises: readonly AnyExercise[];
  /** Seed of the first questions; "Another one" counts up from it. */
  seed?: number;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export function ExerciseList({ set, exercises, seed = 1, lang }: ExerciseListProps) {
  return (
    <div class="exercises lx" data-exercise-set={set}>
      {exercises.map((e, i) => (
        <ExerciseCard key={e.id} set={set} exercise={e} seed={seed + 97 * i} lang={lang} />
      ))}
    </div>
  );
}
