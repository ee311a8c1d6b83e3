/**
 * @packageDocumentation
 * Messages between a page and the solve worker. Plain data only.
 */

import type { EngineError } from '../engine/core/result.ts';
import type { AnalyzeOutput, Progress, SolveOptions, SolveOutput } from '../engine/solve/types.ts';

export interface SolveRequest {
  id: number;
  kind: 'solve' | 'analyze';
  game: string;
  position: string;
  options?: SolveOptions;
}

export type SolveResponse =
  | { id: number; type: 'progress'; progress: Progress }
  | { id: number; type: 'done'; kind: 'solve'; result: SolveOutput; ms: number }
  | { id: number; type: 'done'; kind: 'analyze'; result: AnalyzeOutput; ms: number }
  | { id: number; type: 'error'; error: EngineError };
