/**
 * @packageDocumentation
 * The cell's requests to the run worker and what its answers mean, as pure
 * functions: the match to play (the reader's compiled code against the
 * opponent), the search to show, and a search's answer turned into the
 * action that says how it went.
 */

import type { Connect4Config } from '../../games/connect4.ts';
import type { CodeGame } from '../../models/codeCell/contracts.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { errorText } from '../../engineErrors.ts';
import { runErrorText } from '../../viz/explorer/words.ts';
import { recordingFromEvents } from '../../viz/searchRun.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from '../../viz/spec.ts';
import type { MatchRequest, RunOutcome } from '../clients.ts';
import type { CodeRunRequest } from '../runProtocol.ts';
import type { CodeCellAction } from './actions.ts';
import type { CodeCellState, MatchNames } from './state.ts';
import { opponentName, opponentVersion } from './view.ts';
import { problemWords, type CodeCellWords } from './words.ts';
import { messages } from '../../../i18n/messages.ts';

/** The game a cell plays, and its board for Connect Four. */
export interface CellGame {
  readonly game: CodeGame;
  readonly config?: Partial<Connect4Config>;
}

/**
 * The match the settings ask for: the reader's compiled script `js` against
 * the opponent. The sides' names are `t`'s (the page shows them; the sandbox
 * only puts them in its English messages, which a French page does not show).
 */
export function matchRequest(s: CodeCellState, g: CellGame, js: string, limitMs: number, t: CodeCellWords = messages().codeCell): { names: MatchNames; request: MatchRequest } {
  const names = { a: t.you, b: opponentName(s, t) };
  const base = { game: g.game, ...(g.config ? { config: g.config } : {}), a: js, b: opponentVersion(s)?.js ?? null, names };
  return { names, request: { base, games: s.games, depth: s.depth, seed: s.seed, limitMs } };
}

/** One alpha-beta search from `notation` with the reader's evaluation, recorded for the visualiser (the sides named in `t`, as for a match). */
export function searchRequest(g: CellGame, js: string, notation: string, depth: number, t: CodeCellWords = messages().codeCell): Omit<CodeRunRequest, 'id'> {
  return { game: g.game, ...(g.config ? { config: g.config } : {}), a: js, b: null, names: { a: t.you, b: t.builtIn }, task: { kind: 'search', position: notation, depth, side: 'a' } };
}

/** What a search's answer does to the cell: shown, or an error that says why (in `t`, `lang`'s words), or nothing (cancelled). */
export function searchAnswer(r: RunOutcome, g: CellGame, where: string, notation: string, depth: number, t: CodeCellWords = messages().codeCell, lang: Locale = 'en'): CodeCellAction {
  if (r.status === 'cancelled') return { type: 'searchCancelled' };
  if (r.status === 'timeout') return { type: 'searchFailed', message: t.searchTimeout(r.limitMs) };
  if (r.status === 'error') return { type: 'searchFailed', message: t.searchStopped(errorText(lang, r.error)) };
  if (r.result.kind === 'stopped') {
    const s = r.result.stopped;
    return { type: 'searchFailed', message: t.searchStopped(`${problemWords(s, { a: t.you, b: t.builtIn }, t)}${s.board ? t.onTheBoard(s.board) : ''}`) };
  }
  if (r.result.kind !== 'search') return { type: 'searchFailed', message: t.searchGotGame };
  const spec: ExplorerSpec = { ...DEFAULT_SPEC, game: g.game, position: notation, algorithm: 'alphabeta', perspective: 'max', depth };
  const { events, truncated, values } = r.result.recording;
  const rec = recordingFromEvents(spec, events, truncated, values);
  if (!rec.ok) return { type: 'searchFailed', message: t.searchCannotShow(runErrorText(rec.error, lang, notation)) };
  return { type: 'searchShown', where, notation, depth, recording: rec.value };
}
