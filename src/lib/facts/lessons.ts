/**
 * @packageDocumentation
 * The facts of the lesson pages, one file per lesson, gathered here so that
 * `index.ts` registers them with one line.
 */

import { BITBOARDS_FACTS } from './bitboards.ts';
import { BITS19_FACTS } from './bits19.ts';
import { CODECELL_FACTS } from './codeCell.ts';
import { CONNECT4_FACTS } from './connect4.ts';
import { OTHELLO_FACTS } from './othello.ts';
import { RECURSION_FACTS } from './recursion.ts';
import { TETROMINO_FACTS } from './tetromino.ts';

/** The keys of every lesson's facts (one term per lesson). */
export type LessonFactKey = keyof typeof BITS19_FACTS | keyof typeof BITBOARDS_FACTS | keyof typeof RECURSION_FACTS | keyof typeof OTHELLO_FACTS | keyof typeof TETROMINO_FACTS | keyof typeof CONNECT4_FACTS | keyof typeof CODECELL_FACTS;

export const LESSON_FACTS = {
  ...BITS19_FACTS,
  ...BITBOARDS_FACTS,
  ...RECURSION_FACTS,
  ...OTHELLO_FACTS,
  ...TETROMINO_FACTS,
  ...CONNECT4_FACTS,
  ...CODECELL_FACTS,
};
