/**
 * @packageDocumentation
 * The settings' "Tree" menu: which kind of tree the spec shows, and the spec
 * change that picking another kind makes (each kind starts from its own
 * default position, searched to the end, from step 0).
 */

import type { ExplorerSpec } from '../spec.ts';

/** `game`: a position of another game of the registry, opened from a link (not offered in the menu otherwise). */
export type SourceChoice = 'example:course' | 'example:walkthrough' | 'example:textbook' | 'random' | 'typed' | 'tictactoe' | 'line' | 'game';

/** The tree typed when "A tree you type" is picked with no tree to start from. */
const TYPED_DEFAULT = '[[3 12 8] [2 4 6] [14 5 2]]';

export const choiceOf = (spec: ExplorerSpec): SourceChoice =>
  spec.game === 'tictactoe'
    ? 'tictactoe'
    : spec.game === 'line'
      ? 'line'
      : spec.game !== 'toy'
        ? 'game'
        : spec.position === 'random'
          ? 'random'
          : spec.position.startsWith('example:')
            ? (spec.position as SourceChoice)
            : 'typed';

/**
 * The spec change for picking `choice` in the menu; `treeText` is the tree
 * shown now (the typed tree starts from it). Undefined for `game`, which the
 * menu only shows.
 */
export function pickSource(choice: SourceChoice, spec: ExplorerSpec, treeText: string | undefined): Partial<ExplorerSpec> | undefined {
  const fresh = { depth: Infinity, step: 0 };
  switch (choice) {
    case 'game':
      return undefined;
    case 'tictactoe':
      return { game: 'tictactoe', position: spec.game === 'tictactoe' ? spec.position : 'x.o.o.x..', ...fresh };
    case 'line':
      return { game: 'line', position: spec.game === 'line' ? spec.position : 'o...x', ...fresh };
    case 'random':
      return { game: 'toy', position: 'random', ...fresh };
    case 'typed':
      return { game: 'toy', position: treeText ?? TYPED_DEFAULT, ...fresh };
    default:
      return { game: 'toy', position: choice, ...fresh };
  }
}
