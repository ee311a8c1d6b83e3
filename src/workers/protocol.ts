/**
 * @packageDocumentation
 * Messages between a page and the solve worker: plain data only, typed
 * through the engine's registries. A solve or an analysis names a game's
 * solver (`registry.ts` `SOLVERS`: a Connect Four request gets a Connect Four
 * answer); a task names an engine task (`tasks/index.ts` `TASKS`: a match, a
 * road step, a perfect move...) and gets that task's output. Responses follow
 * `jobProtocol.ts`, the same for every worker of the site.
 */

import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../engine/registry.ts';
import type { SharedTable } from '../engine/solve/types.ts';
import type { TaskId, TaskInput } from '../engine/tasks/index.ts';
import type { JobResponse } from './jobProtocol.ts';

export type { JobProgress } from './jobProtocol.ts';

export type JobKind = 'solve' | 'analyze';

export interface SolveRequest<G extends SolverId = SolverId, K extends JobKind = JobKind> {
  readonly id: number;
  readonly kind: K;
  readonly game: G;
  readonly position: string;
  readonly options?: OptionsFor<G>;
  /** A table shared with the other sub-jobs of a split (a SharedArrayBuffer: shared, not copied). */
  readonly sharedTable?: SharedTable;
}

/** An engine task (`engine/tasks/`). */
export interface TaskRequest<T extends TaskId = TaskId> {
  readonly id: number;
  readonly kind: 'task';
  readonly task: T;
  readonly input: TaskInput<T>;
}

export type WorkerRequest = SolveRequest | TaskRequest;

/** What a job of kind K on game G answers. */
export type OutputOf<G extends SolverId, K extends JobKind> = K extends 'solve' ? SolutionFor<G> : AnalysisFor<G>;

/** Every message the worker sends about a job whose answer is an R. */
export type WorkerResponse<R> = JobResponse<R>;
