/**
 * @packageDocumentation
 * The explorer's sentences that depend on the game or the search: the
 * folded settings' one-line summary, the legend's sides, the words for a
 * position of another game, the truncation notice. The views draw them; the
 * game's names come from the engine's registry here, so no view needs it.
 */

import { GAMES } from '../../../engine/registry.ts';
import type { Recording, RunError } from '../searchRun.ts';
import { errorText } from '../../engineErrors.ts';
import type { ExplorerSpec, VizGame } from '../spec.ts';
import { captionWords } from '../../../i18n/captions.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { messages } from '../../../i18n/messages.ts';
import { formatNumber } from '../../../i18n/format.ts';

/**
 * Why a search cannot run, in `locale`, lower case without a full stop: the
 * visualiser's own limits in its words, an engine error as the engine errors
 * are said (`input`: the text it is about, to quote the character).
 */
export function runErrorText(e: RunError, locale: Locale = 'en', input?: string): string {
  const t = messages(locale).explorer;
  const p = e.problem;
  if (!p) return errorText(locale, e, input);
  return p.kind === 'unknownExample' ? t.noSuchExample(p.name) : p.kind === 'tooBig' ? t.tooBig(p.nodes, p.most) : t.badDepth(p.depth);
}

/** One line that says what is shown, for the folded settings. */
export function settingsSummary(spec: ExplorerSpec, recording: Recording, locale: Locale = 'en'): string {
  const t = messages(locale).explorer;
  const example = spec.position.slice('example:'.length);
  const tree =
    spec.game !== 'toy'
      ? `${t.gamePosition(GAMES[spec.game].name.toLowerCase(), spec.position.length > 24 ? undefined : spec.position)}${spec.depth === Infinity ? '' : `, ${t.plies(spec.depth)}`}`
      : spec.position.startsWith('example:')
        ? example === 'course' || example === 'walkthrough'
          ? t.exampleNames[example]
          : t.exampleNames.textbook
        : spec.position === 'random'
          ? t.randomTree(spec.random.seed)
          : t.yourTree(recording.model.searched);
  return `${tree} · ${t.algorithmNames[spec.algorithm]} · ${t.orderNames[spec.order]}`;
}

/** The legend's two sides: MAX and MIN for abstract trees, the game's players ("X to move") for games. */
export function legendSides(game: VizGame, locale: Locale = 'en'): { readonly max: string; readonly min: string } {
  if (game === 'toy') return { max: 'MAX', min: 'MIN' };
  const [first, second] = GAMES[game].players;
  const { toMove } = captionWords(locale);
  return { max: toMove(first), min: toMove(second) };
}

/** A position of a game the settings have no picker for: the menu's entry and the field's label. */
export function gameSourceWords(game: VizGame, locale: Locale = 'en'): { readonly option: string; readonly notation: string } {
  const t = messages(locale).explorer;
  const entry = GAMES[game];
  return { option: t.gameOption(entry.name), notation: t.notationLabel(entry.notation) };
}

/** Why a search stops short, and what to do about it. */
export function truncationNotice(recording: Recording, locale: Locale = 'en'): string {
  const t = messages(locale).explorer;
  return t.truncated(formatNumber(locale, recording.model.events.length), formatNumber(locale, recording.model.searched));
}
