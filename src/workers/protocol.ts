/**
 * @packageDocumentation
 * Messages between a page and the solve worker: plain data only, typed per
 * game through the engine's registry (a Connect Four request gets a Connect
 * Four answer).
 */

import type { Progress } from '../engine/core/progress.ts';
import type { EngineError } from '../engine/core/result.ts';
import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../engine/registry.ts';

export type JobKind = 'solve' | 'analyze';

export interface SolveRequest<G extends SolverId = SolverId, K extends JobKind = JobKind> {
  readonly id: number;
  readonly kind: K;
  readonly game: G;
  readonly position: string;
  readonly options?: OptionsFor<G>;
}

/** What a job of kind K on game G answers. */
export type OutputOf<G extends SolverId, K extends JobKind> = K extends 'solve' ? SolutionFor<G> : AnalysisFor<G>;

export interface JobProgress extends Progress {
  /** Milliseconds since the job started (resources loaded). */
  readonly ms: number;
}

export type SolveResponse<G extends SolverId = SolverId, K extends JobKind = JobKind> =
  | { readonly id: number; readonly type: 'progress'; readonly progress: JobProgress }
  /** Said as soon as it is known, before the answer ("the opening book is unavailable: …"). */
  | { readonly id: number; readonly type: 'notice'; readonly text: string }
  | {
      readonly id: number;
      readonly type: 'done';
      readonly result: OutputOf<G, K>;
      readonly ms: number;
      /** What the reader should know about how it was computed ("the opening book is unavailable: …"). */
      readonly notices: readonly string[];
    }
  | { readonly id: number; readonly type: 'error'; readonly error: EngineError };
