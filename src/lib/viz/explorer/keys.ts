/**
 * @packageDocumentation
 * The explorer's keys, as actions. On the figure: ← → step, Home and End jump,
 * Space plays and pauses (not on a button, where it presses the button); none
 * in exercise mode, whose keys belong to its fields. On a node of the tree:
 * the arrows move the focus (Up to the parent, Down to the first child, Left
 * and Right along the siblings) and Enter selects, as a click does. The view
 * decides which presses reach here (none with a modifier, none typed into a
 * field); a key that maps to an action is the explorer's, and its default
 * is prevented.
 */

import type { Mode } from '../spec.ts';
import { TREE_KEYS } from '../treeNav.ts';
import type { ExplorerAction } from './actions.ts';

export interface FigureKey {
  readonly key: string;
  /** The key was pressed on a button, a link or a summary (Space is theirs). */
  readonly onButton: boolean;
}

export function figureKeyAction({ key, onButton }: FigureKey, mode: Mode): ExplorerAction | undefined {
  if (mode === 'exercise') return undefined;
  switch (key) {
    case ' ':
    case 'Spacebar':
      return onButton ? undefined : { type: 'togglePlay' };
    case 'ArrowRight':
      return { type: 'stepBy', by: 1 };
    case 'ArrowLeft':
      return { type: 'stepBy', by: -1 };
    case 'Home':
      return { type: 'goTo', step: 0 };
    case 'End':
      return { type: 'goTo', step: Number.MAX_SAFE_INTEGER };
    default:
      return undefined;
  }
}

/** A key pressed on the node `node` of the keyboard tree. */
export function nodeKeyAction(key: string, node: string): ExplorerAction | undefined {
  if (key === 'Enter') return { type: 'nodeClick', key: node };
  const move = TREE_KEYS[key];
  return move ? { type: 'treeMove', from: node, move } : undefined;
}
