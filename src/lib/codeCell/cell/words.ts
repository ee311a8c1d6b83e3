/**
 * @packageDocumentation
 * The code cell's words: the sides' names, the notices, a game's result and
 * a replayed move in a sentence. One place, so the views and the model say
 * the same thing.
 */

import type { CodeGame } from '../../models/codeCell/contracts.ts';
import type { MatchGameRecord } from '../../models/codeCell/match.ts';
import { CELL_NAMES } from '../../models/tictactoe/cells.ts';
import type { MatchNames } from './state.ts';

export const YOU = 'your evaluation';
export const BUILT_IN = 'the built-in evaluation';

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const NOTICES = {
  reset: 'Back to the engine’s own evaluation.',
  blank: 'A blank function: it says 0 everywhere until you write it.',
  solution: 'A solution that meets the goal: run the match to see it do so.',
  kept: 'The code is yours now: it is kept in this browser.',
  runErrors: 'The code has errors (listed under it): fix them, then run the match again.',
  searchErrors: 'The code has errors (listed under it): fix them to see the search.',
  saveErrors: 'Only code without errors can be saved as a version.',
  copied: 'The link to this code is copied: whoever opens it gets this code in this cell.',
  notCopied: 'The address bar holds the link to this code: copy it from there.',
} as const;

export const editorFailed = (message: string): string => `The editor could not load (${message}). Reload the page to try again.`;

export const versionSaved = (number: number): string => `Saved as version ${number}: choose it as the opponent to play against it.`;

/** "X plays the centre (cell 4)", "O plays column 3". */
export function moveWords(game: CodeGame, move: number, mover: 'x' | 'o'): string {
  return game === 'connect4' ? `${mover.toUpperCase()} plays column ${move + 1}` : `${mover.toUpperCase()} plays the ${CELL_NAMES[move]} (cell ${move})`;
}

/** A game's result in its row of the table. */
export function resultWords(r: MatchGameRecord, names: MatchNames): string {
  if (r.stopped) return `Stopped: ${r.stopped.message}.`;
  if (r.winner === null) return 'Draw';
  return `${capital(names[r.winner])} won`;
}

/** The row's `data-winner`: a side, a draw, or a stopped game. */
export const winnerHook = (r: MatchGameRecord): string => (r.stopped ? 'stopped' : (r.winner ?? 'draw'));

/** "wins" or "win", "draws" or "draw". */
export const plural = (n: number, word: string): string => (n === 1 ? word : `${word}s`);
