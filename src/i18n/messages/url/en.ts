/**
 * The link notice's words (components/ui/UrlNotice.tsx) and the reasons a
 * cell gives for a value of its link it could not use (lib/url/reasons.ts
 * says a `Refusal` with them). Each reason is a phrase that follows
 * "name=value: ", lower case, without a full stop.
 */
import { formatNumber } from '../../format.ts';

/** The nouns a check names its value with ("not a depth from 1 to 9"). */
export type ParamNoun = 'number' | 'depth' | 'algorithm' | 'seed' | 'example' | 'boardSize' | 'layout' | 'game' | 'randomDepth' | 'moveOrder';

/** The cells that show the notice (UrlNotice's `cell`). */
export type NoticeCell = 'editor' | 'draughts' | 'game' | 'evaluator' | 'treeExplorer' | 'explorer' | 'examples';

export type UrlWords = {
  /** The notice's first line: how many settings, and which cell kept its defaults. */
  head: (count: number, cell: string) => string;
  thisCell: string;
  cells: Readonly<Record<NoticeCell, string>>;
  /** Between the setting and its reason. */
  colon: string;
  /** A long value, cut: its length. */
  characters: (length: number) => string;
  nouns: Readonly<Record<ParamNoun, string>>;
  notNamed: (what: string, words: readonly string[]) => string;
  neither: (a: string, b: string) => string;
  notOneOf: (words: readonly string[]) => string;
  notInRange: (what: string, lo: number, hi: number) => string;
  notABoard: string;
  /** `problem`: why play cannot reach the board (the setup namespace's sentence, without its full stop). */
  unreachable: (problem: string) => string;
  /** `problem`: the engine's error, in words (lib/engineErrors.ts). */
  badMove: (move: number, problem: string) => string;
  openClosed: string;
  branching: (lo: number, hi: number) => string;
  valueRange: (lo: number, hi: number) => string;
  tooBig: (askedDepth: number, askedChildren: number, nodes: number, depth: number, children: number) => string;
  /** The visualiser's step: not a number, or past the search's last step (`start`: where the view starts instead). */
  notAStep: string;
  pastEnd: (steps: number, start: number) => string;
};

export const urlEn: UrlWords = {
  head: (count, cell) =>
    `${count === 1 ? 'One setting' : `${count} settings`} in this page’s address could not be used, so ${cell} left ${count === 1 ? 'it at its default' : 'them at their defaults'}:`,
  thisCell: 'this cell',
  cells: {
    editor: 'the position editor',
    draughts: 'the draughts cell',
    game: 'the game',
    evaluator: 'the evaluator',
    treeExplorer: 'the tree explorer',
    explorer: 'the explorer',
    examples: 'the examples',
  },
  colon: ': ',
  characters: (length) => `(${formatNumber('en', length)} characters)`,
  nouns: {
    number: 'a whole number',
    depth: 'a depth',
    algorithm: 'an algorithm',
    seed: 'a seed',
    example: 'one of the examples',
    boardSize: 'a board size',
    layout: 'a layout',
    game: 'a game',
    randomDepth: 'a random tree’s depth',
    moveOrder: 'a move order',
  },
  notNamed: (what, words) => `not ${what} (${Array.from(words).join(', ')})`,
  neither: (a, b) => `neither ${a} nor ${b}`,
  notOneOf: (words) => `not one of ${Array.from(words).join(', ')}`,
  notInRange: (what, lo, hi) => `not ${what} from ${lo} to ${hi}`,
  notABoard: 'not a board: nine of x, o and . (an empty cell), top row first, like x...o...x',
  unreachable: (problem) => `a board no game reaches (${problem})`,
  badMove: (move, problem) => `move ${move} cannot be played (${problem}), so the game was left out`,
  openClosed: 'neither 1 (open) nor 0 (closed)',
  branching: (lo, hi) => `not a branching like 2 or 2-3, from ${lo} to ${hi} children`,
  valueRange: (lo, hi) => `not a value range like 0..50, within ${lo}..${hi}`,
  tooBig: (askedDepth, askedChildren, nodes, depth, children) =>
    `a random tree of depth ${askedDepth}, up to ${askedChildren} children can have more than ${formatNumber('en', nodes)} nodes, so it is drawn with depth ${depth}, up to ${children} children`,
  notAStep: 'not a step number (0, 1, 2…)',
  pastEnd: (steps, start) => `this search has ${formatNumber('en', steps)} ${steps === 1 ? 'step' : 'steps'}, so the view starts at step ${start}`,
};
