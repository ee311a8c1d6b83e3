/**
 * @packageDocumentation
 * The facts of the lesson pages, one file per lesson, gathered here so that
 * `index.ts` registers them with one line.
 */

import { BITS19_FACTS } from './bits19.ts';

export const LESSON_FACTS = {
  ...BITS19_FACTS,
};
