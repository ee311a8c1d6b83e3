import { tetrominoRepliesEn } from './tetrominoReplies/en.ts';
import { tetrominoBitsEn } from './tetrominoBits/en.ts';
import { tetrominoTimingEn } from './tetrominoTiming/en.ts';
import { othelloBitsEn } from './othelloBits/en.ts';
import { draughtsEn } from './draughts/en.ts';
import { connectKMatchEn } from './connectKMatch/en.ts';
import { anyGameEn } from './anyGame/en.ts';
import { speedEn } from './speed/en.ts';
/**
 * The islands' English words, one namespace per island (or per shared part).
 * This object's shape is the catalogue's type: the French catalogue
 * (./fr.ts) must give every key, and tests/content/i18n.test.ts fails on a
 * key that no island reads. Words that depend on a number are functions.
 */
import { exercisesEn } from './exercises/en.ts';
import { codeCellEn } from './codeCell/en.ts';
import { bitInspectorEn } from './bitInspector/en.ts';
import { treeExplorerEn } from './treeExplorer/en.ts';
import { staticEvaluatorEn } from './staticEvaluator/en.ts';
import { courseExamplesEn } from './courseExamples/en.ts';
import { courseJeuBugEn } from './courseJeuBug/en.ts';
import { listingBugsEn } from './listingBugs/en.ts';
import { orderingLabEn } from './orderingLab/en.ts';
import { tieBreakEn } from './tieBreak/en.ts';
import { roadTableEn } from './roadTable/en.ts';
import { playEn } from './play/en.ts';
import { connect4En } from './connect4/en.ts';
import { tictactoeEn } from './tictactoe/en.ts';
import { othelloEn } from './othello/en.ts';
import { tetrominoEn } from './tetromino/en.ts';

import { errorsEn } from './errors/en.ts';
import { setupEn } from './setup/en.ts';
import { editorEn } from './editor/en.ts';
import { boardsEn } from './boards/en.ts';
import { urlEn } from './url/en.ts';
import { widgetsEn } from './widgets/en.ts';
export const en = {
  progress: {
    total: (n: number): string => `${n} checked exercises`,
    done: (done: number, n: number): string => `${done} of ${n} exercises done`,
    /** Between a page's title and its count. */
    colon: ': ',
    clear: 'Clear my progress',
    cleared: 'Cleared: this browser no longer remembers any answer.',
  },
  search: {
    label: 'Search',
    placeholder: 'Search ( / )',
    hint: 'Type to search every lesson; press Down to reach the results. Press slash anywhere to come back here.',
    searching: 'Searching…',
    unavailable: 'Search works on the built site: its index is not here.',
    nothing: (query: string): string => `Nothing found for “${query}”.`,
    found: (pages: number): string => `${pages} ${pages === 1 ? 'page' : 'pages'} found.`,
  },
  exercise: {
    done: 'done',
    board: "The exercise's board",
    yourAnswer: 'Your answer',
    check: 'Check',
    hint: 'Hint',
    hideHint: 'Hide the hint',
    showAnswer: 'Show the answer',
    hideAnswer: 'Hide the answer',
    another: 'Another one',
    openVisualiser: 'Prune it in the visualiser',
    closeVisualiser: 'Close the visualiser',
    hintLabel: 'Hint:',
    answerLabel: 'Answer:',
    treeToPrune: (id: string): string => `${id}: the tree to prune`,
    loadingVisualiser: 'Loading the visualiser…',
    visualiserRight: 'Right: every value and every cut, checked in the visualiser.',
    visualiserWrong: 'Not yet: the visualiser marks on the tree what is wrong or missing.',
  },
  /** The search visualiser (SearchExplorer and its views); its captions are src/i18n/captions/. */
  explorer: {
    /** The group of buttons for the steps the page's prose talks about. */
    stepMarks: 'Steps the text follows',
    title: 'Search tree',
    cannotSearch: (message: string): string => `This tree cannot be searched: ${message}.`,
    nothing: 'Nothing to show.',
    /** The visualiser's code did not load (`detail`: the browser's words). */
    couldNotLoad: (detail: string): string => `The visualiser could not be loaded (${detail}).`,
    /** The tree's stage, for screen readers: the figure's title and its keys. */
    stage: (title: string): string => `${title}: arrow keys step, space plays`,
    timeline: 'Timeline',
    toStart: { label: 'Go to the start (Home)', title: 'Start (Home)' },
    back: 'Step back (←)',
    play: { label: 'Play (space)', text: 'Play' },
    pause: { label: 'Pause (space)', text: 'Pause' },
    forward: { label: 'Step forward (→)', text: 'Step' },
    toEnd: { label: 'Go to the end (End)', title: 'End (End)' },
    speed: 'Speed',
    speedLabel: 'Speed, steps per second',
    stepsPerSecond: (speed: number): string => (speed < 1 ? `${speed} step/s` : `${speed} steps/s`),
    scrub: 'Step',
    stepOf: (step: number, total: number): string => `step ${step} of ${total}`,
    /** Before "3 / 36" under the timeline. */
    stepWord: 'step',
    zoomIn: { label: 'Zoom in', title: 'Zoom in (or Ctrl + wheel, or pinch)' },
    zoomOut: 'Zoom out',
    fit: { text: 'Fit', title: 'The whole tree' },
    levels: 'Levels',
    allLevels: 'all',
    legend: 'Legend',
    takesLargest: (side: string): string => `${side} (takes the largest)`,
    takesSmallest: (side: string): string => `${side} (takes the smallest)`,
    leaf: 'leaf',
    current: 'current',
    pruned: 'pruned ✂ (positions skipped)',
    pv: 'principal variation',
    countersCaption: 'Counters: this search so far, at the end, and plain minimax on the same tree',
    counter: 'Counter',
    searchNames: { alphabeta: 'Alpha-beta', shallow: 'Shallow', negamax: 'Negamax', minimax: 'Minimax' },
    visited: 'Positions visited',
    leaves: 'Leaves evaluated',
    cutoffs: 'Cutoffs',
    skippedRow: 'Positions skipped',
    /** Counts arrive written (src/i18n/format.ts). */
    saving: (name: string, visited: string, total: string, percent: string): string => `${name} visits ${visited} of minimax’s ${total} positions: ${percent}% fewer.`,
    noSaving: (name: string): string => `${name} visits every position here: no cutoff could happen in this order.`,
    notStarted: 'The search has not started: the root will be the first position.',
    follow: 'Follow the search',
    moveAround: 'Move around the tree',
    parent: '↑ Parent',
    whoMoves: 'Who moves',
    stateLabel: 'State',
    value: 'Value',
    window: 'Window',
    skipped: 'Skipped',
    trueValue: 'True value',
    neverComputed: '(never computed by the search)',
    /** A node's state in words (the chips' data-state values, and a stub the search never reached). */
    states: { unvisited: 'unvisited', current: 'current', visited: 'visited', pruned: 'pruned', unreached: 'not reached yet' },
    leafRole: 'a leaf',
    endRole: 'game over or depth limit',
    positions: (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'position' : 'positions'}`,
    toggle: { hide: 'Hide the branch below', show: 'Show the branch below', open: 'Open this pruned branch' },
    settings: 'Settings',
    modes: { label: 'Mode', watch: 'Watch', exercise: 'Exercise' },
    /** The folded settings' summary (lib/viz/explorer/words.ts). */
    algorithmNames: { minimax: 'minimax', negamax: 'negamax', alphabeta: 'alpha-beta', shallow: 'shallow pruning' },
    orderNames: { natural: 'moves as given', 'best-first': 'best move first', 'worst-first': 'worst move first' },
    exampleNames: { course: 'the course’s worked tree', walkthrough: 'the course’s walk-through', textbook: 'the textbook tree' },
    gamePosition: (game: string, position?: string): string => `${game} ${position ?? 'position'}`,
    plies: (depth: number): string => `${depth} plies`,
    randomTree: (seed: number): string => `random tree, seed ${seed}`,
    yourTree: (searched: number): string => `your tree (${searched} positions searched)`,
    /** The settings' fields (components/explorer/SourceControls.tsx). */
    tree: 'Tree',
    exampleTitles: { course: 'The recursion course’s worked tree', walkthrough: 'The course’s pruning walk-through (A, B, C, D)', textbook: 'The textbook two-ply tree' },
    sources: { random: 'A random tree (by seed)', typed: 'A tree you type', tictactoe: 'A tic-tac-toe position', line: 'A row of one-dimensional tic-tac-toe' },
    valuesFor: 'Values for',
    perspectives: { max: 'MAX (minimax picture)', mover: 'the side to move (negamax)' },
    failHard: 'fail-hard',
    algorithm: 'Algorithm',
    algorithms: { minimax: 'Minimax', negamax: 'Negamax', alphabeta: 'Alpha-beta', shallow: 'Shallow pruning (the course’s rule)' },
    moveOrder: 'Move order',
    orders: { natural: 'As given', 'best-first': 'Best first', 'worst-first': 'Worst first' },
    /** Exercise mode (components/explorer/ExerciseBar.tsx, ExerciseLayer.tsx, lib/viz/exercise.ts). */
    exerciseHelp:
      'Type the value of each node (MAX takes the largest child, MIN the smallest) and press ✂ on every branch alpha-beta never looks at, left to right. At a node left early, its bound (“≥ 39”) or its true value both count.',
    solutionHelp: 'The solution: alpha-beta’s values and cuts. Values at nodes it left early are bounds (≥ or ≤).',
    check: 'Check',
    solutionToggle: { show: 'Show the solution', hide: 'Hide the solution' },
    anotherTree: 'Another tree',
    aRandomTree: 'A random tree',
    seedNote: (seed: number): string => `Seed ${seed}: give this link or the seed to someone and they get the same tree.`,
    solutionList: 'Values, node by node',
    trueValueIs: (exact: number): string => ` (its true value is ${exact})`,
    /** Between a node's name and what is said of it. */
    colon: ': ',
    notANumber: (text: string): string => `“${text}” is not a number: type a value such as 36 or −5, or a bound such as ≥ 39 or ≤ 21`,
    allRight: (values: number, cuts: number): string =>
      `All right: ${values} ${values === 1 ? 'value' : 'values'} and ${cuts} ${cuts === 1 ? 'cut' : 'cuts'}.`,
    valuesRight: (right: number, asked: number): string => `Values: ${right} of ${asked} right.`,
    cutsFound: (found: number, asked: number, wrong: number): string => `Cuts: ${found} of ${asked} found${wrong ? `, ${wrong} marked where alpha-beta does look` : ''}.`,
    cutBranch: (name: string): string => `Cut the branch to ${name}`,
    valueOf: (name: string): string => `Value of ${name}`,
    marks: { right: 'right', wrong: 'wrong', missing: 'missing', 'not-needed': 'not needed' },
    markPruned: { on: 'Marked as pruned', off: 'Mark as pruned' },
    /** The fields of each kind of tree (components/explorer/SourceFields.tsx). */
    typedTreeHelp: 'Tree as nested lists of leaf values for MAX, e.g.',
    atTheRoot: 'At the root',
    rootMoves: { max: 'MAX moves', min: 'MIN moves' },
    drawTree: 'Draw this tree',
    cannotRead: 'This tree cannot be read:',
    /** Why a search cannot run (lib/viz/searchRun.ts `RunProblem`), lower case, no full stop. */
    noSuchExample: (name: string): string => `there is no built-in tree called '${name}'`,
    tooBig: (nodes: number, most: number): string => `this tree has ${nodes} nodes; the visualiser draws at most ${most.toLocaleString('en-US')}`,
    badDepth: (depth: number): string => `the depth must be a whole number of plies, 1 or more (got ${depth})`,
    randomFields: { depth: 'Depth', childrenFrom: 'Children from', to: 'to', valuesFrom: 'Values from', seed: 'Seed' },
    newSeed: 'New seed',
    cannotUse: { position: 'This position cannot be used:', row: 'This row cannot be used:' },
    board: 'Board: click a cell to cycle empty, X, O',
    cell: (index: number, content: string): string => `cell ${index}: ${content}`,
    emptyCell: 'empty',
    tttPosition: 'Position (9 cells, top row first)',
    searchDepth: 'Search depth',
    depthPlies: (depth: number): string => `${depth} ${depth === 1 ? 'ply' : 'plies'}`,
    toTheEnd: 'to the end',
    rowField: 'Row (x, o or . per cell, crosses first)',
    searchPosition: 'Search this position',
    /** The code panel (components/explorer/CodePanel.tsx): what the engine's code does at each kind of line. */
    codePoints: {
      enter: 'the search enters a position',
      tt: 'the transposition table is asked',
      'tt-return': 'the stored value is returned',
      leaf: 'a leaf is evaluated',
      'leaf-return': 'the leaf value is returned',
      recurse: 'a child is searched',
      raise: 'the best value so far improves',
      cutoff: 'alpha meets beta: the remaining moves are skipped',
      exit: 'the node returns its value',
    },
    codeLine: (line: number, words: string): string => `Line ${line}: ${words}.`,
    codeIntro: 'The engine’s own code; the line of each step lights up.',
    /** A position of a game the settings have no picker for: the menu's entry and the field's label. */
    gameOption: (game: string): string => `A position of ${game}`,
    notationLabel: (notation: string): string => `Position: ${notation}`,
    /** Counts arrive written (src/i18n/format.ts). */
    truncated: (events: string, positions: string): string =>
      `This search is too big to show whole: the recording stops after ${events} events (${positions} positions), while the search goes on. Lower the search depth, or start from a fuller board, to see it to the end.`,
  },
  /** The solver cell's own words (the game's are its kit's). */
  solver: {
    undo: 'Undo',
    startAgain: 'Start again',
    load: 'Load',
    solvedHere: (afterNote: boolean, time: string): string => `${afterNote ? '; ' : ''}solved here in ${time}`,
    solve: 'Solve',
    cancel: 'Cancel',
    retry: 'Retry',
    best: (count: number): string => `Best ${count === 1 ? 'move' : 'moves'}:`,
    searched: (nodes: string): string => `${nodes} positions searched`,
    cost: (what: string, time: string): string => `${what} in ${time}.`,
    analysisNote: 'The value of each move is on the board, for the side to move. ',
    /** Between the value and its meaning. */
    colon: ': ',
  },

  play: playEn,
  connect4: connect4En,
  tictactoe: tictactoeEn,
  othello: othelloEn,
  tetromino: tetrominoEn,

  codeCell: codeCellEn,

  exercises: exercisesEn,

  errors: errorsEn,
  setup: setupEn,
  editor: editorEn,
  boards: boardsEn,
  url: urlEn,
  widgets: widgetsEn,

  bitInspector: bitInspectorEn,
  treeExplorer: treeExplorerEn,
  staticEvaluator: staticEvaluatorEn,
  courseExamples: courseExamplesEn,
  courseJeuBug: courseJeuBugEn,
  listingBugs: listingBugsEn,
  orderingLab: orderingLabEn,
  tieBreak: tieBreakEn,
  roadTable: roadTableEn,

  tetrominoReplies: tetrominoRepliesEn,
  tetrominoBits: tetrominoBitsEn,
  tetrominoTiming: tetrominoTimingEn,
  othelloBits: othelloBitsEn,
  draughts: draughtsEn,
  connectKMatch: connectKMatchEn,
  anyGame: anyGameEn,
  speed: speedEn,
};

/** The islands' words in any language: the English catalogue's shape. */
export type Messages = typeof en;
