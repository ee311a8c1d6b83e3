/**
 * @packageDocumentation
 * Messages between a page and the solve worker: plain data only, typed per
 * game through the engine's registry (a Connect Four request gets a Connect
 * Four answer). Responses follow `jobProtocol.ts`.
 */

import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../engine/registry.ts';
import type { JobResponse } from './jobProtocol.ts';

export type { JobProgress } from './jobProtocol.ts';

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

export type SolveResponse<G extends SolverId = SolverId, K extends JobKind = JobKind> = JobResponse<OutputOf<G, K>>;
