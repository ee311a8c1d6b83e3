/**
 * @packageDocumentation
 * The code cell's words: the sides' names, the notices, a game's result and
 * a replayed move in a sentence, and what stopped a game. The words
 * themselves are the catalogue's (`i18n/messages/codeCell`); every function
 * here takes them (`t`), English when not given, so the views and the model
 * say the same thing in the page's language.
 */

import type { CodeCellWords } from '../../../i18n/messages/codeCell/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { CodeGame } from '../../models/codeCell/contracts.ts';
import type { MatchGameRecord, Stopped } from '../../models/codeCell/match.ts';
import type { MatchNames } from './state.ts';

export type { CodeCellWords };

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "X plays the centre (cell 4)", "O plays column 3". */
export function moveWords(game: CodeGame, move: number, mover: 'x' | 'o', t: CodeCellWords = messages().codeCell): string {
  return game === 'connect4' ? t.playsColumn(mover.toUpperCase(), move + 1) : t.playsCell(mover.toUpperCase(), move);
}

/**
 * What stopped a game, in `t`'s language. The sandbox sends the problem's
 * kind and its detail as data (`Stopped`); its own `message` (English) is
 * shown only for a problem that carries no detail (a fallback: the sandbox
 * sends the detail of every problem it words).
 */
export function problemWords(s: Stopped, names: MatchNames, t: CodeCellWords = messages().codeCell): string {
  const who = names[s.side];
  const d = s.detail;
  if (s.kind === 'time' && d?.limitMs !== undefined) return d.loading ? t.problemTimeLoading(who, d.limitMs) : t.problemTime(who, d.limitMs, d.move ?? 1);
  if (s.kind === 'no-function') return t.problemNoFunction(who);
  if (!d) return s.message;
  if (s.kind === 'threw' && d.search && d.thrown !== undefined) return t.searchFailed(d.thrown);
  if (s.kind === 'threw' && d.thrown !== undefined) return t.problemThrew(who, d.thrown, d.loading === true);
  if (s.kind === 'not-a-number' && d.type !== undefined) {
    const type = t.valueTypes[d.type];
    // An object, an array or a function is shown by its type, as the sandbox shows it.
    const shown = d.shown === undefined ? undefined : d.type === 'object' || d.type === 'array' || d.type === 'function' ? type : d.shown;
    return t.problemNotNumber(who, shown !== undefined ? `${shown}, ${type}` : type);
  }
  if (s.kind === 'not-finite' && d.shown !== undefined) return t.problemNotFinite(who, d.shown);
  if (s.kind === 'out-of-range' && d.value !== undefined && d.limit !== undefined) return t.problemRange(who, d.value, d.limit);
  return s.message;
}

/** A game's result in its row of the table. */
export function resultWords(r: MatchGameRecord, names: MatchNames, t: CodeCellWords = messages().codeCell): string {
  if (r.stopped) return t.resultStopped(problemWords(r.stopped, names, t));
  if (r.winner === null) return t.resultDraw;
  return t.resultWon(names[r.winner]);
}

/** The row's `data-winner`: a side, a draw, or a stopped game. */
export const winnerHook = (r: MatchGameRecord): string => (r.stopped ? 'stopped' : (r.winner ?? 'draw'));
