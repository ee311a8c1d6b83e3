import { describe, expect, test } from 'vitest';
import { factText } from './index.ts';
import { pinFacts } from './testing.ts';

// The alpha-beta page's figures, against the recursion course's text (section
// IX-B): the engine's runs on our reconstruction of its trees must give back
// every number the course prints.
describe('the course’s trees, as the engine computes them', () => {
  pinFacts([
    ['course.leaves', '21, 30, 21, 26, 24, 31, 39, 32, 21, 25, 37, 21, 36, 28, 29'],
    ['course.level3', '30, 26, 31, 39, 21, 37, 36, 29'],
    ['course.level2', '26, 21, 36, 29'],
    ['course.root', 36],
    ['course.rootMove', 'third'],
    ['course.leafCount', 15],
    ['course.level3Groups', '[21 30] [21 26] [24 31] [39 32] [21] [25 37] [21 36] [28 29]'],
    ['course.level2Groups', '[30 26] [31 39 21] [37 36] [29]'],
    ['walkthrough.firstBound', 30],
    ['walkthrough.bCut', 39],
    ['walkthrough.dCut', 26],
    ['walkthrough.cValue', 25],
    ['textbook.value', 3],
    ['textbook.saved', 2],
  ], 'alphabeta.');
  test('the best root move is an ordinal in each page’s language', () => {
    expect(factText('alphabeta.course.rootMove', 'en')).toBe('third');
    expect(factText('alphabeta.course.rootMove', 'fr')).toBe('troisième');
  });
});
