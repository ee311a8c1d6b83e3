/**
 * The English words of the lessons' build-time figures (src/components/astro):
 * table headers and captions, cell badges and notes, default titles, the
 * accessible names of drawn boards. `FigureWords` is this object's shape;
 * every other language gives every key (src/i18n/figures/fr.ts). Components
 * read them as `fig.<key>` (tests/content/i18n.test.ts checks each is read).
 */
import type { CostRowId } from '../../engine/games/tetromino/costTable.ts';
import type { RecursionKey } from '../../lib/models/tictactoe/recursionExamples.ts';

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

export const figuresEn = {
  // Cell frames (LiveCell, EngineSource, Aside)
  liveBadge: 'Live',
  liveNoscript: 'This figure is interactive and needs JavaScript; what you see is its starting state.',
  liveCourseBefore: 'In the',
  liveCourseLink: 'course',
  engineBadge: 'Engine',
  sourceLines: (first: number, last: number): string => (first === last ? `line ${first}` : `lines ${first}–${last}`),
  tracingHidden: (n: number): string => `${n} tracing ${plural(n, 'line', 'lines')} hidden`,
  sourceLabel: (path: string, range: string): string => `Source of ${path}${range ? `, ${range}` : ''}`,
  listingAsRuns: (n: number): string => `the function as it runs, ${n} tracing ${plural(n, 'line', 'lines')} hidden`,
  asideTitles: { note: 'Note', tip: 'Tip', warning: 'Careful', exercise: 'Exercise', course: 'In the original course' },
  // Lesson 2: the winning masks
  masksLabel: 'The eight winning masks, course numbering',
  maskNames: ['top row', 'middle row', 'bottom row', 'left column', 'middle column', 'right column', 'diagonal ↘', 'diagonal ↙'],
  // Lesson 3: the shortcuts table and the coef bug
  shortcutBoard: 'Board',
  shortcutToMove: 'To move',
  shortcutValue: 'Value',
  shortcutMinimax: 'Minimax',
  shortcutWith: 'with shortcuts',
  shortcutAlphaBeta: 'Alpha-beta',
  recursionBoards: {
    empty: 'The empty board',
    walkthrough: 'Worked example',
    winNow: 'Win at once',
    block: 'Forced block',
    twoWays: 'Two ways to win',
    doubleThreat: 'Facing a double threat',
  } satisfies Record<RecursionKey, string> as Record<RecursionKey, string>,
  jeuCases: { bug: 'X on A2 and C2', walkthrough: 'The worked example' },
  // Lesson 4: Othello
  kmEveryLeaf: 'Every leaf',
  kmMinimum: 'Minimum',
  kmAsGiven: 'Alpha-beta, as given',
  kmBestFirst: 'best first',
  kmWorstFirst: 'worst first',
  kmShallowBestFirst: 'Shallow, best first',
  movesBlackPlays: 'Black plays',
  movesCourseCell: 'Course cell',
  movesBlackDiscs: 'Black’s discs at the end',
  movesDifference: 'Final disc difference',
  movesBest: ' (best)',
  searchesSearch: 'Search',
  searchesDiscs: 'Positions visited (black’s discs)',
  searchesDifference: '(disc difference)',
  searchesRows: {
    minimax: 'Min-max, every position',
    shallow: 'Shallow pruning (the course’s rule)',
    alphaBeta: 'Alpha-beta, the listing’s order (a1, b1, …, h8)',
    fastestFirst: 'Alpha-beta, fewest replies first',
    transposition: 'Alpha-beta with a transposition table',
  },
  mailboxCaption: 'The course’s board work0: 100 cells, numbered 10 × row + column',
  mailboxTens: 'tens',
  mailboxLegend: 'Legend',
  mailboxKinds: { frame: 'frame', black: 'black disc', white: 'white disc', frontier: 'empty, next to a disc', empty: 'empty' },
  mailboxFrameNever: 'frame (never a square)',
  mailboxCell: (cell: number, kind: string): string => `cell ${cell}: ${kind}`,
  courseBoardLabel: 'The course’s endgame, black to move',
  courseBoardWorth: (score: string): string => `worth ${score}`,
  courseBoardEnds: (discs: number): string => `black ends with ${discs}`,
  bestLineTitle: 'The best line from the course’s endgame',
  // Lesson 5: tetromino
  costCaption: 'Positions visited to prove that the first player loses, from the start',
  costSearch: 'Search',
  costPositions: 'Positions',
  costAgainst: 'Against the course’s',
  costFewer: (times: string): string => `${times} × fewer`,
  costMore: (times: string): string => `${times} × more`,
  costRows: {
    course: 'the course’s search, in its own order (the T’s last placement first)',
    engineOrder: 'the same search, moves in the engine’s table order (I first, from the top left)',
    constraining: 'the same search, the move that leaves the opponent fewest placements first',
    table: 'most constraining first, with a transposition table',
    symmetry: 'most constraining first, with a table that stores a position and its mirror images once',
    alphaBeta: 'the same, cutting with alpha-beta (a tie is enough when the caller already has one)',
    solver: 'the engine’s solver (immediate wins, end rules, symmetric table, its ordering)',
    solverNoTable: 'the engine’s solver without its table',
    solverNoSymmetry: 'the engine’s solver, its table without symmetry',
    solverNoOrdering: 'the engine’s solver, moves in table order',
  } satisfies Record<CostRowId, string> as Record<CostRowId, string>,
  unfoldCaptionBefore: 'The shifts of',
  unfoldCaptionAfter: 'for each box (width × height), computed from the box',
  unfoldBox: 'Box',
  unfoldUpper: 'a: rows 1–4',
  unfoldStraddle: 'b: across the cut',
  unfoldLower: 'c: rows 5–8',
  unfoldPlaces: 'Places',
  unfoldOrientations: 'Orientations',
  /** After a name, before what it is (French puts a no-break space before the colon). */
  colon: ':',
  galleryLabel: (n: number): string => `The ${n} oriented tetrominoes of the course`,
  galleryPiece: (orientations: number, placements: number): string =>
    `${orientations} ${plural(orientations, 'orientation', 'orientations')}, ${placements} placements`,
  galleryShape: (name: string, box: string): string => `${name}, a ${box} box`,
  galleryPlaces: (box: string, places: number): string => `${box}, ${places} places`,
  galleryInAll: 'In all:',
  galleryOrientations: 'orientations,',
  galleryPlacements: 'placements on the empty board.',
  // Lesson 6: Connect Four's bound examples
  boundExample: (i: number): string => `Example ${i}`,
  boundToMove: (first: boolean): string => `the ${first ? 'first' : 'second'} player to move,`,
  boundPlies: (depth: number): string => `${plural(depth, 'ply', 'plies')} searched, v =`,
  boundGuesses: 'Guesses',
  boundBest: 'Best columns',
  boundInside: 'strictly inside (−v, v)',
  boundReaches: 'up to ±v (“must not exceed v”)',
  boundUnbounded: 'unbounded',
  boundGuessBefore: '(a guess worth',
};

/** The figures' words in any language: every key of the English, with the same types. */
export type FigureWords = { readonly [K in keyof typeof figuresEn]: (typeof figuresEn)[K] };
