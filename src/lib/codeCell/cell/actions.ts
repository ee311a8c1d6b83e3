/**
 * @packageDocumentation
 * Everything that happens to a code cell, as plain data: what the reader
 * does (types, resets, keeps a link's code, changes a setting, steps a
 * replay) and what the cell's jobs answer (the checker, the match's games,
 * the search). The reducer (`reduce.ts`) says what each one does to the
 * state; the island's hook only says which one happened.
 */

import type { MatchGameRecord } from '../../models/codeCell/match.ts';
import type { Recording } from '../../viz/searchRun.ts';
import type { CompileResult } from '../compile.ts';
import type { SavedVersion } from '../storage.ts';
import type { MatchNames, Opponent } from './state.ts';

export type CodeCellAction =
  // --- where the code comes from, and whose it is
  /** After hydration: the link's code, else the stored code, and the saved versions. */
  | { readonly type: 'loaded'; readonly linked?: string; readonly stored?: string; readonly versions: readonly SavedVersion[] }
  /** The reader typed: the code becomes the reader's own. */
  | { readonly type: 'edit'; readonly code: string }
  /** Reset or Blank: the whole text replaced, said in the notice. */
  | { readonly type: 'replace'; readonly code: string; readonly notice: string }
  /** The link's code kept as it is: the reader's own from now on. */
  | { readonly type: 'keep' }
  | { readonly type: 'notice'; readonly text: string }
  | { readonly type: 'versionSaved'; readonly versions: readonly SavedVersion[] }
  // --- the editor and the checker
  | { readonly type: 'editorLoading' }
  | { readonly type: 'editorOpen' }
  | { readonly type: 'editorFailed'; readonly message: string }
  | { readonly type: 'checkStart' }
  | { readonly type: 'checkFailed'; readonly message: string }
  /** The checker's answer for `source` (maybe an older text than the code now). */
  | { readonly type: 'checked'; readonly source: string; readonly result: CompileResult }
  // --- the match's settings (ignored while a match runs)
  | { readonly type: 'opponent'; readonly opponent: Opponent }
  | { readonly type: 'depth'; readonly depth: number }
  | { readonly type: 'games'; readonly games: number }
  | { readonly type: 'seedText'; readonly text: string }
  // --- the match, game by game
  | { readonly type: 'matchStart'; readonly names: MatchNames }
  | { readonly type: 'matchMove'; readonly index: number; readonly moves: number }
  | { readonly type: 'matchGame'; readonly record: MatchGameRecord }
  | { readonly type: 'matchEnd'; readonly records: readonly MatchGameRecord[]; readonly cancelled: boolean; readonly error?: string }
  // --- the replay
  /** Show a game of the match, at its end. */
  | { readonly type: 'replay'; readonly index: number }
  /** Go to a move of the game shown (clamped). */
  | { readonly type: 'replayStep'; readonly step: number }
  // --- "See the search"
  | { readonly type: 'searchStart'; readonly where: string }
  | { readonly type: 'searchCancelled' }
  | { readonly type: 'searchFailed'; readonly message: string }
  | { readonly type: 'searchShown'; readonly where: string; readonly notation: string; readonly depth: number; readonly recording: Recording };
