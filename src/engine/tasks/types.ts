/**
 * @packageDocumentation
 * Engine tasks: the jobs a page hands to the solve worker besides an exact
 * solve (`solve/`): choose a move at a depth, count the random choice among
 * equal moves, play a match, run a step of the road to perfect play, play a
 * perfect move. One contract for all of them, so that one worker runs any of
 * them and a page gets typed answers:
 *
 * - input and output are plain data (they cross `postMessage`); positions and
 *   moves are written in the game's notation, as everywhere at the boundary;
 * - `run` checks its input before trusting it (it may come from a page or a
 *   URL) and names the problem in an `EngineError`;
 * - a task that needs a file (the opening book) declares it, as solvers do,
 *   and the worker loads it and passes it in `resources`;
 * - progress goes to `onProgress`; cancelling is the caller's job (the worker
 *   is terminated);
 * - the engine has no clock: a task that times its parts (the road's
 *   positions) is given one.
 */

import type { Result } from '../core/result.ts';
import type { ResourceSpec, SolveContext } from '../solve/types.ts';

export interface TaskContext<R> extends SolveContext<R> {
  /** Milliseconds (`performance.now` in a worker); absent: parts are not timed (reported as 0). */
  readonly clock?: () => number;
}

export interface EngineTask<I, O, R = Record<string, never>> {
  readonly id: string;
  /** One line on what the task does, for help texts. */
  readonly title: string;
  readonly resources: { readonly [K in keyof R]: ResourceSpec<R[K]> };
  /** Does this input want resource `name` (so the caller should load it first)? */
  wants(name: keyof R, input: I): boolean;
  /** Checks `input`, then runs. */
  run(input: I, context?: TaskContext<R>): Result<O>;
}

/** Any task, when its types do not matter to the caller (the worker). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTask = EngineTask<any, any, any>;
