/**
 * @packageDocumentation
 * A page's series of checked exercises: one card per exercise of a set, each
 * with its own seed, so the questions differ from card to card.
 */

import type { ExerciseSetName } from '../../lib/progress/pageExercises.ts';
import { useMemo } from 'preact/hooks';
import type { AnyExercise } from '../../lib/models/exercises/types.ts';
import { ExerciseCard } from './ExerciseCard.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import type { ExercisesWords } from '../../i18n/messages/exercises/en.ts';
import '../ui/cellLayout.css';
import './Exercises.css';

export interface ExerciseListProps {
  set: ExerciseSetName;
  /** Builds the set's exercises in a language's words (the same questions from the same seeds in every language). */
  build: (words: ExercisesWords) => readonly AnyExercise[];
  /** Seed of the first questions; "Another one" counts up from it. */
  seed?: number;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export function ExerciseList({ set, build, seed = 1, lang }: ExerciseListProps) {
  const t = messages(lang).exercises;
  const exercises = useMemo(() => build(t), [build, t]);
  return (
    <div class="exercises lx" data-exercise-set={set}>
      {exercises.map((e, i) => (
        <ExerciseCard key={e.id} set={set} exercise={e} seed={seed + 97 * i} lang={lang} />
      ))}
    </div>
  );
}
