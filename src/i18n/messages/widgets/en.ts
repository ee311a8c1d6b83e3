/**
 * The shared ui components' own words (components/ui/*: a job's progress, the
 * example buttons, the seed field, the placement list, the Othello board, the
 * course's integers, the search tree's nodes). The words their callers pass
 * (labels, titles) are the callers'.
 */

type Kind = 'win' | 'tie' | 'loss';

export type WidgetsWords = {
  cancel: string;
  /** The bar of a job in parts. */
  partsDone: (done: number, total: number) => string;
  exampleBoards: string;
  seed: string;
  /** The placement list: after its title, how many are shown. */
  colon: string;
  shownOf: (shown: number, total: number) => string;
  piece: string;
  allPieces: string;
  value: string;
  anyValue: string;
  /** The value filters' buttons, with their counts. */
  filters: Readonly<Record<Kind, string>>;
  /** A placement's value in words, for a screen reader (after +1, 0, −1). */
  outcomes: Readonly<Record<Kind, string>>;
  /** Othello: a disc in words, by the notation's letter. */
  discs: Readonly<Record<'X' | 'O' | '-', string>>;
  legalMove: (flips: number) => string;
  bestMove: string;
  lastMove: string;
  /** What a move would turn: "Black on d3 turns 1 disc: d4." */
  preview: (mover: 'X' | 'O', square: string, turned: readonly string[]) => string;
  pointHint: string;
  /** A board picture: its name, the counts, then each disc ("d4 white"). */
  othelloView: (label: string, black: number, white: number, discs: readonly string[]) => string;
  /** One of the course's integers: its name and value, the bits set and the ringed ones, each "12 (b3)". */
  courseWord: (name: string, hex: string, set: readonly string[], ringed: readonly string[]) => string;
  /** A node of the search tree (its tooltip). */
  treeRoles: Readonly<Record<'leaf' | 'max' | 'min', string>>;
  treeStates: Readonly<Record<'unvisited' | 'current' | 'visited' | 'pruned', string>>;
  treeNode: (label: string | undefined, role: string, state: string, value: string | undefined) => string;
};

const discs = (n: number) => `${n} ${n === 1 ? 'disc' : 'discs'}`;
const list = (l: readonly string[]) => Array.from(l).join(', ');
const DISCS = { X: 'black', O: 'white', '-': 'empty' } as const;

export const widgetsEn: WidgetsWords = {
  cancel: 'Cancel',
  partsDone: (done, total) => `${done} of ${total} done`,
  exampleBoards: 'Example boards',
  seed: 'Seed',
  colon: ': ',
  shownOf: (_shown, total) => ` shown of ${total}`,
  piece: 'Piece',
  allPieces: 'All pieces',
  value: 'Value',
  anyValue: 'Any value',
  filters: { win: 'Wins', tie: 'Ties', loss: 'Losses' },
  outcomes: { win: 'wins', tie: 'ties', loss: 'loses' },
  discs: DISCS,
  legalMove: (flips) => `legal move, turns ${discs(flips)}`,
  bestMove: 'a best move',
  lastMove: 'last move',
  // Defaults for the lists: the catalogue test calls each word with sample arguments.
  preview: (mover, square, turned = []) => `${mover === 'X' ? 'Black' : 'White'} on ${square} turns ${discs(turned.length)}: ${list(turned)}.`,
  pointHint: 'Point at a marked square, or move to it with the arrow keys, to see what it turns.',
  othelloView: (label, black, white, d = []) => `${label}: black ${black}, white ${white}; ${list(d)}`,
  courseWord: (name, hex, set = [], ringed = []) =>
    `${name} = ${hex}: ${set.length === 0 ? 'no bit set' : `bits set: ${list(set)}`}${ringed.length ? `; ringed: ${list(ringed)}` : ''}`,
  treeRoles: { leaf: 'leaf', max: 'MAX node', min: 'MIN node' },
  treeStates: { unvisited: 'unvisited', current: 'current', visited: 'visited', pruned: 'pruned' },
  treeNode: (label, role, state, value) => `${label ? `${label}: ` : ''}${role}, ${state}${value ? `, value ${value}` : ''}`,
};
