/**
 * The course examples' English words (CourseExamples island, lesson 3, and
 * what its model lib/models/tictactoe/shortcutReport.ts says). French: ./fr.ts.
 */
import { COURSE_TABS } from '../../../lib/models/tictactoe/recursionExamples.ts';
import { setupWordsEn } from '../ticTacToeSetup/en.ts';

/** The shortcuts the engine applies at the root, in words (cells as the course names them: A3, B1). */
export interface ShortcutWords {
  readonly over: string;
  readonly winNow: (mover: string, cells: readonly string[]) => string;
  readonly doubleThreat: (other: string, cells: readonly string[], mover: string) => string;
  readonly forcedBlock: (other: string, cell: string) => string;
  readonly none: string;
}

const shortcuts: ShortcutWords = {
  over: 'The game is over: there is nothing to search.',
  winNow: (mover, cells) => `Shortcut 1, a win at once: ${mover} completes a line on ${cells.join(' or ')}. The position is scored without a search.`,
  doubleThreat: (other, cells, mover) => `Shortcut 2, a double threat: ${other} threatens ${cells.join(' and ')}, and ${mover} can block only one. Lost, without a search.`,
  forcedBlock: (other, cell) => `Shortcut 3, a forced block: ${other} threatens ${cell}, so that is the only move searched at the root.`,
  none: 'No shortcut at the root: every move is searched. The shortcuts start to work deeper in the tree.',
};

export const courseExamplesEn = {
  /** Each example board's tab title and what the course says about it, by tab id. */
  examples: Object.fromEntries(COURSE_TABS.map((e) => [e.tab, { title: e.title, note: e.note }])) as Readonly<Record<string, { title: string; note: string }>>,
  own: { title: 'Your board', note: 'Click a cell to cycle it (empty, X, O), or focus the board and press X, O or Delete. The side to move follows from the counts.' },
  setup: setupWordsEn,
  shortcuts,
  tabs: 'The course’s example boards',
  ownBoard: 'Your board: press a cell to change it (empty, X, O)',
  toMove: (side: string): string => `${side} to move`,
  lastPossible: ' The counts below are still those of the last possible board.',
  valueFor: (side: string): string => `Value for ${side}: `,
  visited: (value: string): string => ` (${value}). Positions visited:`,
  winFor: (side: string): string => `a win for ${side}`,
  lossFor: (side: string): string => `a loss for ${side}`,
  draw: 'a draw',
  search: 'Search',
  plain: 'Plain',
  withShortcuts: 'With the shortcuts',
  alphaBeta: 'Alpha-beta',
  inVisualiser: 'In the visualiser, without the shortcuts',
  algorithm: 'Algorithm in the visualiser',
  treeTitle: (title: string, alphaBeta: boolean): string => `Search tree of “${title}”, ${alphaBeta ? 'alpha-beta' : 'minimax'}`,
  loading: 'Loading the visualiser…',
};

export type CourseExamplesWords = typeof courseExamplesEn;
