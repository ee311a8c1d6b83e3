/**
 * @packageDocumentation
 * What every step of the road to perfect play takes and returns.
 */

import type { OpeningBook } from '../book.ts';

export interface RoadRun {
  /** Exact score of the position for the side to move, in the test sets' convention (`../score.ts`). */
  score: number;
  /** Positions searched: calls of the step's recursive search, summed over every search it runs. */
  nodes: number;
}

/**
 * What a step may be handed by its caller. The engine reads no files: the
 * opening book of step 9 is loaded by whoever runs the step (a test or the
 * facts read it from disk, the solve worker fetches it) and passed in here.
 * The other steps ignore it.
 */
export interface RoadContext {
  /** The 7×6 opening book; without one, step 9 searches every position as step 8 does. */
  readonly book?: OpeningBook | null;
}
