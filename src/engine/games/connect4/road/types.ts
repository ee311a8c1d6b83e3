/**
 * @packageDocumentation
 * What every step of the road to perfect play returns.
 */

export interface RoadRun {
  /** Exact score of the position for the side to move, in the test sets' convention (`../score.ts`). */
  score: number;
  /** Positions searched: calls of the step's recursive search, summed over every search it runs. */
  nodes: number;
}
