/**
 * @packageDocumentation
 * Every exercise set by name, for the tests and the islands' one-line lookups.
 * Each island imports its own set's module directly, so a page loads only its
 * own game's rules.
 */

import type { ExerciseSetName } from '../../progress/pageExercises.ts';
import { ALPHABETA_EXERCISES } from './alphabeta.ts';
import { BITBOARD_EXERCISES } from './bitboards.ts';
import { BITS19_EXERCISES } from './bits19.ts';
import { CONNECT4_EXERCISES } from './connect4.ts';
import { OTHELLO_EXERCISES } from './othello.ts';
import { RECURSION_EXERCISES } from './recursion.ts';
import { TETROMINO_EXERCISES } from './tetromino.ts';
import type { AnyExercise } from './types.ts';

export const EXERCISE_SETS: Readonly<Record<ExerciseSetName, readonly AnyExercise[]>> = {
  bits19: BITS19_EXERCISES,
  bitboards: BITBOARD_EXERCISES,
  recursion: RECURSION_EXERCISES,
  othello: OTHELLO_EXERCISES,
  tetromino: TETROMINO_EXERCISES,
  connect4: CONNECT4_EXERCISES,
  alphabeta: ALPHABETA_EXERCISES,
};
