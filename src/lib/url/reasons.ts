/**
 * @packageDocumentation
 * Why a cell could not use a value of its link, as data (`Refusal`) and in
 * words of any language (`reasonText`). The readers (query.ts, cellParams.ts,
 * lib/viz/specUrl.ts) refuse with a `Refusal`; the English reason they record
 * is this module's English, so the notice (components/ui/UrlNotice.tsx) can
 * say the same reason in the page's language.
 */

import type { ErrorLike } from '../engineErrors.ts';
import { errorText } from '../engineErrors.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import type { ParamNoun } from '../../i18n/messages/url/en.ts';
import { checkSetup } from '../models/tictactoe/editing.ts';

export type { ParamNoun };

export type Refusal =
  /** Not one of a few words (`what` names them: "not an algorithm (minimax, alphabeta)"). */
  | { readonly kind: 'words'; readonly words: readonly string[]; readonly what?: ParamNoun }
  /** Not a whole number in [lo, hi]. */
  | { readonly kind: 'range'; readonly lo: number; readonly hi: number; readonly what: ParamNoun }
  /** Not nine of x, o and `.`. */
  | { readonly kind: 'board' }
  /** A tic-tac-toe board that play cannot reach with X first. */
  | { readonly kind: 'unreachable'; readonly board: string }
  /** Move `move` (from 1) of a game cannot be played: the engine's error, and the word it read. */
  | { readonly kind: 'move'; readonly move: number; readonly error: ErrorLike; readonly word: string }
  | { readonly kind: 'openClosed' }
  /** The visualiser's random trees. */
  | { readonly kind: 'branching'; readonly lo: number; readonly hi: number }
  | { readonly kind: 'valueRange'; readonly lo: number; readonly hi: number }
  | { readonly kind: 'tooBig'; readonly asked: readonly [number, number]; readonly nodes: number; readonly drawn: readonly [number, number] }
  /** The visualiser's step: not a number, or past the end of a search of `steps` steps (the view starts at `start`). */
  | { readonly kind: 'step' }
  | { readonly kind: 'pastEnd'; readonly steps: number; readonly start: number };

/** The reason in `lang`: a phrase that follows "name=value: ". */
export function reasonText(lang: Locale, r: Refusal): string {
  const t = messages(lang).url;
  switch (r.kind) {
    case 'words':
      return r.what ? t.notNamed(t.nouns[r.what], r.words) : r.words.length === 2 ? t.neither(r.words[0], r.words[1]) : t.notOneOf(r.words);
    case 'range':
      return t.notInRange(t.nouns[r.what], r.lo, r.hi);
    case 'board':
      return t.notABoard;
    case 'unreachable': {
      const c = checkSetup(r.board, 'x', 'xo', lang);
      return t.unreachable(c.ok ? '' : c.message.replace(/\.$/, ''));
    }
    case 'move':
      return t.badMove(r.move, errorText(lang, r.error, r.word));
    case 'openClosed':
      return t.openClosed;
    case 'branching':
      return t.branching(r.lo, r.hi);
    case 'valueRange':
      return t.valueRange(r.lo, r.hi);
    case 'tooBig':
      return t.tooBig(r.asked[0], r.asked[1], r.nodes, r.drawn[0], r.drawn[1]);
    case 'step':
      return t.notAStep;
    case 'pastEnd':
      return t.pastEnd(r.steps, r.start);
  }
}
