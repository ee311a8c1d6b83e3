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
 * - the input is described by a schema (`solve/options.ts`, the same
 *   mechanism as the solvers' options) and checked against it in one place,
 *   `defineTask`, before `wants` or `run` sees it: JSON that is not an
 *   object, a field of the wrong kind or an unknown field is an `EngineError`
 *   that names it, never an exception; `run` then checks what depends on the
 *   values (a position in its game's notation, a range that depends on the
 *   board);
 * - nothing runs unbounded (`solve/reach.ts`): a task estimates its job and
 *   refuses what is out of reach unless its caller gives a budget;
 * - a task that needs a file (the opening book) declares it, as solvers do,
 *   and the worker loads it and passes it in `resources`;
 * - progress goes to `onProgress`; cancelling is the caller's job (the worker
 *   is terminated);
 * - the engine has no clock: a task that times its parts (the road's
 *   positions) is given one.
 */

import type { Result } from '../core/result.ts';
import type { Schema } from '../solve/options.ts';
import type { ResourceSpec, SolveContext } from '../solve/types.ts';

interface TaskContext<R> extends SolveContext<R> {
  /** Milliseconds (`performance.now` in a worker); absent: parts are not timed (reported as 0). */
  readonly clock?: () => number;
}

export interface EngineTask<I, O, R = Record<string, never>> {
  readonly id: string;
  /** One line on what the task does, for help texts. */
  readonly title: string;
  /** The input's fields (`solve/options.ts`); `I` is the value it describes. */
  readonly input: Schema;
  /** A good input, as JSON: for help and for the message when the input is not an object. */
  readonly example: string;
  /** What is in reach, one line per rule, for help texts. */
  readonly limits: readonly string[];
  readonly resources: { readonly [K in keyof R]: ResourceSpec<R[K]> };
  /** Does this input want resource `name` (so the caller should load it first)? False for an input that does not check. */
  wants(name: keyof R, input: I): boolean;
  /** Checks `input` against the schema, then runs. */
  run(input: I, context?: TaskContext<R>): Result<O>;
}

/** Any task, when its types do not matter to the caller (the worker). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would not accept a task's typed `run(input: I)` (parameters are contravariant)
export type AnyTask = EngineTask<any, any, any>;
