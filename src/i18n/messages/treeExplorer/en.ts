/** The tree explorer's English words (TreeExplorer island, lesson 1). French: ./fr.ts. */
import { formatNumber } from '../../format.ts';
import { setupWordsEn } from '../ticTacToeSetup/en.ts';

const fmt = (n: number): string => formatNumber('en', n);

export const treeExplorerEn = {
  setup: setupWordsEn,
  root: 'Root of the tree: press a cell to change it (empty, X, O)',
  emptyBoard: 'Empty board',
  rootNote: 'The root: edit it to grow the tree from another board.',
  stillGrows: ' The tree still grows from the last possible board.',
  levelLess: 'One level less',
  levelMore: 'One level more',
  depthSlider: 'Depth of the tree',
  depthValue: (d: number): string => `depth ${d}`,
  depth: 'Depth',
  depthOf: (depth: number, max: number): string => `of ${max}: the tree is grown ${depth === 1 ? 'one level' : `${depth} levels`} below the root.`,
  level: 'Level',
  courseTree: 'Course’s tree',
  courseSub: 'keeps playing after a win',
  winsTree: 'Wins end the game',
  winsSub: 'won positions have no children',
  all: 'All',
  logNote: 'Bars on a log scale: every tenfold growth adds the same length. The two trees differ from the first level where a game can be won.',
  answer: (wins: number, course: number): string =>
    `The whole tree where wins end the game: ${fmt(wins)} positions, root included. The course’s tree, which plays on after a win, has ${fmt(course)}.`,
  fromLeft: (level: number): string => `Level ${level}, from the left`,
  sampleGroup: 'Tree to sample and walk',
  kinds: { course: 'the course’s tree', wins: 'the tree where wins end the game' } as Readonly<Record<'course' | 'wins', string>>,
  firstPositions: (level: number, kind: string): string => `The first positions on level ${level} of ${kind}`,
  emptyLevel: 'This level is empty.',
  rootAlone: 'The root alone: nothing had to be grown.',
  sampleCost: (shown: number, total: number, level: number, expanded: number): string =>
    `To draw ${shown === 1 ? 'this position' : `these ${shown}`} of the ${fmt(total)} on level ${level}, the lazy tree listed the moves of only ${fmt(expanded)} ${
      expanded === 1 ? 'position' : 'positions'
    }. Nothing further right was ever grown.`,
  walk: (kind: string): string => `Walk ${kind} node by node`,
  stop: 'Stop',
  walkIdle: (nodes: number): string => `The table merges equal boards to count fast. The walk visits every one of the ${fmt(nodes)} nodes instead, one generator step at a time.`,
  /** `perLevel`: the counts of each level, written out and joined with ", ". */
  walked: (walked: number, perLevel: string, agrees: boolean): string =>
    `Walked ${fmt(walked)} nodes: ${perLevel} per level. ${agrees ? 'The same as the table.' : 'This differs from the table!'}`,
  walking: (walked: number, total: number): string => `Walking… ${fmt(walked)} of ${fmt(total)} nodes so far.`,
  nodesWalked: 'Nodes walked',
};

export type TreeExplorerWords = typeof treeExplorerEn;
