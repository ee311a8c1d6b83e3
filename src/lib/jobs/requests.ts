/**
 * @packageDocumentation
 * Typed job requests over the solve client, the bricks of the game kits'
 * requests (`lib/games/*`): an exact solve or analysis of one game's
 * position, or an engine task, each typed by the engine's registries (a
 * Connect Four solve answers a Connect Four solution).
 */

import type { OptionsFor, SolverId } from '../../engine/registry.ts';
import type { TaskId, TaskInput, TaskOutput } from '../../engine/tasks/index.ts';
import type { JobKind, OutputOf } from '../../workers/protocol.ts';
import type { SolveClientApi } from '../solveClient.ts';
import type { JobRequest } from './engineJob.ts';

/** A request for the solve worker, answering an R. */
export type SolveJob<R> = JobRequest<SolveClientApi, R>;

/** An exact solve or analysis of `position` (in the game's notation) by game `game`'s solver. */
export const solverJob =
  <G extends SolverId, K extends JobKind>(kind: K, game: G, position: string, options?: OptionsFor<G>): SolveJob<OutputOf<G, K>> =>
  (client, l) =>
    client.run(kind, game, position, options, l.onProgress, l.onNotice);

/** Engine task `task` on `input`. */
export const taskJob =
  <T extends TaskId>(task: T, input: TaskInput<T>): SolveJob<TaskOutput<T>> =>
  (client, l) =>
    client.task(task, input, l.onProgress, l.onNotice);

/**
 * A job computed in the page at once, for work too small for a worker (a
 * tic-tac-toe move): it runs when the job starts and answers on a microtask,
 * so the newest-job rule holds as for the worker's jobs.
 */
export const localJob =
  <R>(work: () => R): SolveJob<R> =>
  () => ({ id: 0, promise: Promise.resolve({ status: 'done', result: work(), ms: 0, notices: [] }), cancel: () => undefined });

/** The same job, its answer read by `read` (a task's output as the cell needs it). */
export const mapJob =
  <C, R, S>(job: JobRequest<C, R>, read: (r: R) => S): JobRequest<C, S> =>
  (client, l) => {
    const h = job(client, l);
    return { ...h, promise: h.promise.then((o) => (o.status === 'done' ? { ...o, result: read(o.result) } : o)) };
  };
