/**
 * @packageDocumentation
 * The explorer's sentences that depend on the game or the search: the
 * folded settings' one-line summary, the legend's sides, the words for a
 * position of another game, the truncation notice. The views draw them; the
 * game's names come from the engine's registry here, so no view needs it.
 */

import { GAMES } from '../../../engine/registry.ts';
import type { Recording } from '../searchRun.ts';
import type { ExplorerSpec, VizGame } from '../spec.ts';
import type { Algorithm, Order } from '../types.ts';
import { captionWords } from '../../../i18n/captions.ts';
import type { Locale } from '../../../i18n/locales.ts';

const ALGORITHM_NAMES: Record<Algorithm, string> = { minimax: 'minimax', negamax: 'negamax', alphabeta: 'alpha-beta', shallow: 'shallow pruning' };
const ORDER_NAMES: Record<Order, string> = { natural: 'moves as given', 'best-first': 'best move first', 'worst-first': 'worst move first' };
const EXAMPLE_NAMES: Record<string, string> = { course: 'the course’s worked tree', walkthrough: 'the course’s walk-through' };

/** One line that says what is shown, for the folded settings. */
export function settingsSummary(spec: ExplorerSpec, recording: Recording): string {
  const tree =
    spec.game !== 'toy'
      ? `${GAMES[spec.game].name.toLowerCase()} ${spec.position.length > 24 ? 'position' : spec.position}${spec.depth === Infinity ? '' : `, ${spec.depth} plies`}`
      : spec.position.startsWith('example:')
        ? (EXAMPLE_NAMES[spec.position.slice(8)] ?? 'the textbook tree')
        : spec.position === 'random'
          ? `random tree, seed ${spec.random.seed}`
          : `your tree (${recording.model.searched} positions searched)`;
  return `${tree} · ${ALGORITHM_NAMES[spec.algorithm]} · ${ORDER_NAMES[spec.order]}`;
}

/** The legend's two sides: MAX and MIN for abstract trees, the game's players ("X to move") for games. */
export function legendSides(game: VizGame, locale: Locale = 'en'): { readonly max: string; readonly min: string } {
  if (game === 'toy') return { max: 'MAX', min: 'MIN' };
  const [first, second] = GAMES[game].players;
  const { toMove } = captionWords(locale);
  return { max: toMove(first), min: toMove(second) };
}

/** A position of a game the settings have no picker for: the menu's entry and the field's label. */
export function gameSourceWords(game: VizGame): { readonly option: string; readonly notation: string } {
  const entry = GAMES[game];
  return { option: `A position of ${entry.name}`, notation: `Position: ${entry.notation}` };
}

/** Why a search stops short, and what to do about it. */
export function truncationNotice(recording: Recording): string {
  const events = recording.model.events.length.toLocaleString('en-US');
  const positions = recording.model.searched.toLocaleString('en-US');
  return `This search is too big to show whole: the recording stops after ${events} events (${positions} positions), while the search goes on. Lower the search depth, or start from a fuller board, to see it to the end.`;
}
