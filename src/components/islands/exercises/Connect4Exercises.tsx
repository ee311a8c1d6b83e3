/**
 * @packageDocumentation
 * Lesson 6's (Connect Four) checked exercises, `lib/models/exercises/connect4.ts`, in the one exercise kit.
 */

import { connect4Exercises } from '../../../lib/models/exercises/connect4.ts';
import { ExerciseList } from '../../exercises/ExerciseList.tsx';
import type { Locale } from '../../../i18n/locales.ts';

export default function Connect4Exercises({ seed = 1, lang }: { seed?: number; lang?: Locale }) {
  return <ExerciseList set="connect4" build={connect4Exercises} seed={seed} lang={lang} />;
}
