/**
 * @packageDocumentation
 * Lesson 1's (the 19-bit tic-tac-toe) checked exercises, `lib/models/exercises/bits19.ts`, in the one exercise kit.
 */

import { bits19Exercises } from '../../../lib/models/exercises/bits19.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';
import type { Locale } from '../../../i18n/locales.ts';

export default function Bits19Exercises({ seed = 1, lang }: { seed?: number; lang?: Locale }) {
  return <ExerciseList set="bits19" build={bits19Exercises} seed={seed} lang={lang} />;
}
