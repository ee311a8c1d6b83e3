/**
 * The islands' English words, one namespace per island (or per shared part).
 * This object's shape is the catalogue's type: the French catalogue
 * (./fr.ts) must give every key, and tests/content/i18n.test.ts fails on a
 * key that no island reads. Words that depend on a number are functions.
 */
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
  /** The search visualiser (SearchExplorer and its views); its captions are src/i18n/captions/. */
  explorer: {
    title: 'Search tree',
    cannotSearch: (message: string): string => `This tree cannot be searched: ${message}.`,
    nothing: 'Nothing to show.',
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
    /** Counts arrive written (src/i18n/format.ts). */
    truncated: (events: string, positions: string): string =>
      `This search is too big to show whole: the recording stops after ${events} events (${positions} positions), while the search goes on. Lower the search depth, or start from a fuller board, to see it to the end.`,
  },
};
