/**
 * @packageDocumentation
 * The code cell's run job, as the page asks for it and the sandbox answers
 * (types and the one convention both sides share): the runner
 * (`runner.ts`) does the job, `runMessages.ts` carries the answers across.
 */

import type { Connect4Config } from '../../engine/games/connect4/layout.ts';
import type { JobResponse } from '../../workers/jobProtocol.ts';
import type { CodeGame } from '../models/codeCell/contracts.ts';
import type { MatchGameRecord, SideId, Stopped } from '../models/codeCell/match.ts';
import type { TreeRecording } from '../models/codeCell/searchTree.ts';

type CodeRunTask =
  /** Game `index` of a match (A first in the even games; game i seeded with seed + i). */
  | { readonly kind: 'game'; readonly index: number; readonly seed: number; readonly depth: number }
  /** One alpha-beta search from `position` (the game's notation) with side `side`'s evaluation. */
  | { readonly kind: 'search'; readonly position: string; readonly depth: number; readonly side: SideId; readonly maxEvents?: number };

export interface CodeRunRequest {
  readonly id: number;
  readonly game: CodeGame;
  /** Connect Four's board size. */
  readonly config?: Partial<Connect4Config>;
  /** Side A: the reader's compiled script (it defines `evaluate`). */
  readonly a: string;
  /** Side B: a saved version's compiled script, or null for the engine's own evaluation. */
  readonly b: string | null;
  /** How messages name each side ("your evaluation", "saved version 2"). */
  readonly names: { readonly a: string; readonly b: string };
  readonly task: CodeRunTask;
}

export type CodeRunResult =
  | { readonly kind: 'game'; readonly record: MatchGameRecord }
  | { readonly kind: 'search'; readonly recording: TreeRecording }
  /** A search stopped by a problem in a side's code: the problem as data, for the page to word. */
  | { readonly kind: 'stopped'; readonly stopped: Stopped };

export type CodeRunResponse = JobResponse<CodeRunResult>;

/** Where a progress report's `detail` says that side `side`'s script is loading (its top level runs). */
export const loadingDetail = (side: SideId): string => `loading ${side}`;
