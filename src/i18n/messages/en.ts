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
};

/** The islands' words in any language: the English catalogue's shape. */
export type Messages = typeof en;
