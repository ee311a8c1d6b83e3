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
};
