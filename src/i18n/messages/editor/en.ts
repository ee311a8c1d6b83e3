/**
 * The position editor's words (components/islands/PositionEditor.tsx), in the
 * OCaml course's terms: crosses and noughts. Its impossible boards are said by
 * the `setup` namespace; code names (`free_moves`, `Some PCross`) stay as they are.
 */
import type { Side } from '../setup/en.ts';

export type EditorWords = {
  examples: { empty: string; example1: string; mustBlock: string; fork: string; twoWinners: string };
  /** After an impossible board's problem (the course's own error message is code: it stays). */
  courseFails: string;
  /** The board would be possible if the other side moved first. */
  otherFirstWorks: (other: Side) => string;
  won: (winner: Side, score: string) => string;
  draw: string;
  possible: (toMove: Side) => string;
  /** A free cell's value, read out with the cell. */
  noteLabel: (best: boolean, score: string) => string;
  boardLabel: string;
  whoFirst: string;
  first: Readonly<Record<Side, string>>;
  bitboards: string;
  winnerFails: string;
  openLines: (toCrosses: number, toNoughts: number) => string;
  lessDepth: string;
  moreDepth: string;
  depthSlider: string;
  depthValue: (depth: number) => string;
  minimaxDepth: string;
  toEnd: string;
  colon: string;
  /** The words before and after the count of positions visited (`n`). */
  visited: (n: number) => readonly [string, string];
  /** "Best for noughts: cells" (the cells follow). */
  bestFor: (side: Side, cells: number) => string;
  /** After the best cells: how they are marked (`cells`: how many). */
  ringed: (cells: number) => string;
  makePossible: string;
  exampleBoards: string;
  showTree: string;
  hideTree: string;
  algorithmGroup: string;
  alphabeta: string;
  needsPossible: string;
  crossesFirstOnly: string;
  loading: string;
  treeTitle: (algorithm: 'minimax' | 'alphabeta', depth: number) => string;
};

const SIDE = { x: 'crosses', o: 'noughts' } as const;

export const editorEn: EditorWords = {
  examples: { empty: 'Empty board', example1: 'The course’s example 1', mustBlock: 'Noughts must block', fork: 'Crosses can fork', twoWinners: 'Two winners' },
  courseFails: ' The course’s winner function fails here with “Can not have two winners !”.',
  otherFirstWorks: (other) => ` With ${SIDE[other]} moving first this board is possible: choose “${other === 'o' ? 'Noughts' : 'Crosses'} first”.`,
  won: (winner, score) => `${winner === 'x' ? 'Crosses have' : 'Noughts have'} three in a row: the game is over, worth ${score}.`,
  draw: 'The board is full with no line: a draw, worth 0.',
  possible: (toMove) => `A possible position: ${SIDE[toMove]} to move.`,
  noteLabel: (best, score) => `${best ? 'best move, ' : ''}worth ${score} for crosses`,
  boardLabel: 'Board: press a cell to change it (empty, cross, nought)',
  whoFirst: 'Who moves first',
  first: { x: 'Crosses first', o: 'Noughts first' },
  bitboards: 'Bitboards, course numbering',
  winnerFails: 'fails: two winners',
  openLines: (toCrosses, toNoughts) => `= ${toCrosses} lines open to crosses − ${toNoughts} open to noughts`,
  lessDepth: 'Search one ply less',
  moreDepth: 'Search one ply more',
  depthSlider: 'Search depth in plies',
  depthValue: (depth) => `depth ${depth}`,
  minimaxDepth: 'minimax, depth',
  toEnd: ' (to the end)',
  colon: ':',
  visited: (n) => ['for crosses, after visiting', n === 1 ? 'position' : 'positions'],
  bestFor: (side, cells) => `Best for ${SIDE[side]}: ${cells === 1 ? 'cell' : 'cells'}`,
  ringed: () => '(ringed; each free cell shows the value of playing there).',
  makePossible: 'Make the board possible to see its minimax value.',
  exampleBoards: 'Example boards',
  showTree: 'Show this search in the visualiser',
  hideTree: 'Hide the search tree',
  algorithmGroup: 'Algorithm in the visualiser',
  alphabeta: 'Alpha-beta',
  needsPossible: 'The visualiser needs a possible board.',
  crossesFirstOnly: 'The visualiser reads boards where crosses moved first; switch back to “Crosses first” to see the tree.',
  loading: 'Loading the visualiser…',
  treeTitle: (algorithm, depth) => `Search tree of the edited board, ${algorithm === 'minimax' ? 'minimax' : 'alpha-beta'}, depth ${depth}`,
};
