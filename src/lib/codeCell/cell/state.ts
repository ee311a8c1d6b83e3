/**
 * @packageDocumentation
 * Everything one code cell remembers, as one immutable value: the code and
 * whose it is, the editor's and the checker's progress, the match's settings
 * and its games, the replay, the search shown and the notice. What follows
 * from it (the cell's `data-state`, the errors to list, the tally, the
 * replayed board) is `view.ts`'s; what each action does is `reduce.ts`'s.
 *
 * Lifecycle: the code is the source of truth. A check remembers which text it
 * compiled; a run compiles first when the code changed since.
 */

import type { MatchGameRecord } from '../../models/codeCell/match.ts';
import type { Contract } from '../../models/codeCell/contracts.ts';
import type { Recording } from '../../viz/searchRun.ts';
import type { CompileResult } from '../compile.ts';
import type { CodeOrigin, SavedVersion } from '../storage.ts';

export type EditorStatus = 'closed' | 'loading' | 'open' | 'failed';

export type CheckState =
  | { readonly status: 'unchecked' }
  /** `first`: the checker is loaded by this check (once per page). */
  | { readonly status: 'checking'; readonly first: boolean }
  | { readonly status: 'done'; readonly source: string; readonly result: CompileResult }
  | { readonly status: 'failed'; readonly message: string };

export interface MatchNames {
  readonly a: string;
  readonly b: string;
}

export interface MatchState {
  readonly status: 'running' | 'done' | 'cancelled' | 'error';
  readonly records: readonly MatchGameRecord[];
  /** The settings the match was started with (the menus may change after). */
  readonly games: number;
  readonly depth: number;
  readonly seed: number;
  readonly names: MatchNames;
  /** The opponent was the built-in evaluation (not a saved version): a goal counts only such a match. */
  readonly builtIn: boolean;
  /** The game being played and the moves played in it, while running. */
  readonly playing?: { readonly index: number; readonly moves: number };
  readonly error?: string;
}

export type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly where: string }
  /** `key` grows with every search shown, so the explorer starts afresh. */
  | { readonly status: 'done'; readonly key: number; readonly where: string; readonly notation: string; readonly depth: number; readonly recording: Recording }
  | { readonly status: 'error'; readonly message: string };

/** The game replayed and the move it shows (0: the start). */
export interface ReplayAt {
  readonly index: number;
  readonly step: number;
}

export type Opponent = number | 'built-in';

export interface CodeCellState {
  readonly code: string;
  readonly origin: CodeOrigin;
  readonly editor: EditorStatus;
  readonly check: CheckState;
  /** A check has finished once: the checker is loaded, and the open editor checks as the reader types. */
  readonly checkedOnce: boolean;
  readonly versions: readonly SavedVersion[];
  readonly opponent: Opponent;
  readonly depth: number;
  readonly games: number;
  readonly seed: number;
  /** The seed field as typed; `seed` follows it while it reads as a seed. */
  readonly seedText: string;
  readonly match: MatchState | null;
  readonly replay: ReplayAt | null;
  readonly search: SearchState;
  readonly searches: number;
  readonly notice: string;
}

/** What a page may set at first (the island's props, checked). */
export interface CodeCellStart {
  readonly depth?: number;
  readonly games?: number;
  readonly seed?: number;
}

export function initialState(contract: Contract, start: CodeCellStart = {}): CodeCellState {
  const seed = start.seed ?? 1;
  return {
    code: contract.template,
    origin: 'template',
    editor: 'closed',
    check: { status: 'unchecked' },
    checkedOnce: false,
    versions: [],
    opponent: 'built-in',
    depth: start.depth && contract.depths.includes(start.depth) ? start.depth : contract.defaultDepth,
    games: start.games ?? 10,
    seed,
    seedText: String(seed),
    match: null,
    replay: null,
    search: { status: 'idle' },
    searches: 0,
    notice: '',
  };
}
