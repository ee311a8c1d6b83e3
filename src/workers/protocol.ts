/**
 * @packageDocumentation
 * Messages between a page and the solve worker: plain data only, typed
 * through the engine's registries. A solve or an analysis names a game's
 * solver (`registry.ts` `SOLVERS`: a Connect Four request gets a Connect Four
 * answer); a task names an engine task (`tasks/index.ts` `TASKS`: a match, a
 * road step, a perfect move...) and gets that task's output.
 */

import type { Progress } from '../engine/core/progress.ts';
import type { EngineError } from '../engine/core/result.ts';
import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../engine/registry.ts';
import type { TaskId, TaskInput, TaskOutput } from '../engine/tasks/index.ts';

export type JobKind = 'solve' | 'analyze';

export interface SolveRequest<G extends SolverId = SolverId, K extends JobKind = JobKind> {
  readonly id: number;
  readonly kind: K;
  readonly game: G;
  readonly position: string;
  readonly options?: OptionsFor<G>;
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

export interface JobProgress extends Progress {
  /** Milliseconds since the job started (resources loaded). */
  readonly ms: number;
}

/** Every message the worker sends about a job whose answer is an R. */
export type WorkerResponse<R> =
  | { readonly id: number; readonly type: 'progress'; readonly progress: JobProgress }
  /** Said as soon as it is known, before the answer ("the opening book is unavailable: …"). */
  | { readonly id: number; readonly type: 'notice'; readonly text: string }
  | {
      readonly id: number;
      readonly type: 'done';
      readonly result: R;
      readonly ms: number;
      /** What the reader should know about how it was computed ("the opening book is unavailable: …"). */
      readonly notices: readonly string[];
    }
  | { readonly id: number; readonly type: 'error'; readonly error: EngineError };

export type SolveResponse<G extends SolverId = SolverId, K extends JobKind = JobKind> = WorkerResponse<OutputOf<G, K>>;
export type TaskResponse<T extends TaskId = TaskId> = WorkerResponse<TaskOutput<T>>;
