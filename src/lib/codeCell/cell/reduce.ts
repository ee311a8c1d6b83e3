/**
 * @packageDocumentation
 * What each action does to a code cell's state: a pure function, no DOM, no
 * worker. An action that changes nothing returns the same state, so nothing
 * redraws. The jobs themselves (checking, playing, searching) are the
 * island's hook's; their answers come back here as actions.
 */

import type { CodeCellAction } from './actions.ts';
import type { CodeCellState, MatchState } from './state.ts';
import type { CodeCellWords } from './words.ts';
import { messages } from '../../../i18n/messages.ts';

const SEED = /^\d{1,9}$/;

/** Is the seed field's text a seed (up to nine digits)? */
export const isSeedText = (text: string): boolean => SEED.test(text.trim());

const running = (s: CodeCellState): boolean => s.match?.status === 'running';

/** The code, its origin and the notice; the rest as it is. */
function codeActions(s: CodeCellState, a: CodeCellAction, t: CodeCellWords): CodeCellState {
  switch (a.type) {
    case 'loaded': {
      const from = a.linked !== undefined ? { code: a.linked, origin: 'link' as const } : a.stored !== undefined ? { code: a.stored, origin: 'own' as const } : {};
      return { ...s, ...from, versions: a.versions };
    }
    case 'edit':
      return s.code === a.code && s.origin === 'own' ? s : { ...s, code: a.code, origin: 'own' };
    case 'replace':
      return { ...s, code: a.code, origin: 'own', notice: a.notice };
    case 'keep':
      return { ...s, origin: 'own', notice: t.noticeKept };
    case 'notice':
      return s.notice === a.text ? s : { ...s, notice: a.text };
    case 'versionSaved':
      return { ...s, versions: a.versions, notice: t.versionSaved(a.versions.at(-1)?.number ?? 0) };
    default:
      return s;
  }
}

/** The editor's loading and the checker's answers. */
function checkActions(s: CodeCellState, a: CodeCellAction, t: CodeCellWords): CodeCellState {
  switch (a.type) {
    case 'editorLoading':
      return { ...s, editor: 'loading' };
    case 'editorOpen':
      return { ...s, editor: 'open' };
    case 'editorFailed':
      return { ...s, editor: 'failed', notice: t.editorFailed(a.message) };
    case 'checkStart':
      return { ...s, check: { status: 'checking', first: !s.checkedOnce } };
    case 'checkFailed':
      return { ...s, check: { status: 'failed', message: a.message } };
    case 'checked':
      // An answer for an older text: the checker is loaded, and a newer text is on its way to it.
      if (a.source !== s.code) return { ...s, checkedOnce: true };
      return { ...s, checkedOnce: true, check: { status: 'done', source: a.source, result: a.result } };
    default:
      return s;
  }
}

/** The menus of the match; they are disabled while a match runs, and the model says so too. */
function settingActions(s: CodeCellState, a: CodeCellAction): CodeCellState {
  if (running(s)) return s;
  switch (a.type) {
    case 'opponent':
      return { ...s, opponent: a.opponent };
    case 'depth':
      return { ...s, depth: a.depth };
    case 'games':
      return { ...s, games: a.games };
    case 'seedText':
      return { ...s, seedText: a.text, ...(isSeedText(a.text) ? { seed: Number(a.text.trim()) } : {}) };
    default:
      return s;
  }
}

/** How a match ended: done, cancelled, or stopped by an error. */
function ended(m: MatchState, a: Extract<CodeCellAction, { type: 'matchEnd' }>): MatchState {
  const status = a.cancelled ? 'cancelled' : a.error ? 'error' : 'done';
  const { playing: _, ...rest } = m;
  return { ...rest, records: a.records, status, ...(a.error ? { error: a.error } : {}) };
}

/** The match's games as they end, the replay and the search. */
function matchActions(s: CodeCellState, a: CodeCellAction): CodeCellState {
  const m = s.match;
  switch (a.type) {
    case 'matchStart':
      return { ...s, replay: null, match: { status: 'running', records: [], games: s.games, depth: s.depth, seed: s.seed, names: a.names, builtIn: s.opponent === 'built-in', playing: { index: 0, moves: 0 } } };
    case 'matchMove':
      return m?.status === 'running' ? { ...s, match: { ...m, playing: { index: a.index, moves: a.moves } } } : s;
    case 'matchGame':
      return m ? { ...s, match: { ...m, records: [...m.records, a.record] } } : s;
    case 'matchEnd': {
      if (!m) return s;
      const first = a.records[0];
      return { ...s, match: ended(m, a), ...(first ? { replay: { index: 0, step: first.moves.length } } : {}) };
    }
    case 'replay': {
      const r = m?.records[a.index];
      return r ? { ...s, replay: { index: a.index, step: r.moves.length } } : s;
    }
    case 'replayStep': {
      const r = s.replay && m?.records[s.replay.index];
      if (!s.replay || !r) return s;
      const step = Math.max(0, Math.min(r.moves.length, Math.round(a.step)));
      return step === s.replay.step ? s : { ...s, replay: { index: s.replay.index, step } };
    }
    case 'searchStart':
      return { ...s, search: { status: 'running', where: a.where } };
    case 'searchCancelled':
      return { ...s, search: { status: 'idle' } };
    case 'searchFailed':
      return { ...s, search: { status: 'error', message: a.message } };
    case 'searchShown': {
      const key = s.searches + 1;
      return { ...s, searches: key, search: { status: 'done', key, where: a.where, notation: a.notation, depth: a.depth, recording: a.recording } };
    }
    default:
      return s;
  }
}

/** The reducer whose notices are in `t`'s language. */
export function reducer(t: CodeCellWords): (s: CodeCellState, a: CodeCellAction) => CodeCellState {
  return (s, a) => {
    let next = codeActions(s, a, t);
    if (next === s) next = checkActions(s, a, t);
    if (next === s) next = settingActions(s, a);
    if (next === s) next = matchActions(s, a);
    return next;
  };
}

/** The reducer in English. */
export const reduce = reducer(messages().codeCell);
