// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, openWithLink, linkParams, expectIgnored } from '../testing.ts';
import { boardPosition } from '../../lib/games/tictactoe.ts';
import CourseExamples from './CourseExamples.tsx';
import { countsFor, shortcutAtRoot } from '../../lib/models/tictactoe/shortcutReport.ts';

afterEach(cleanSlate);

const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe("the recursion course's examples", () => {
  // Positions visited, root included; the same figures as the engine's shortcut tests.
  test.each([
    ['x...o...x', 0, 1053, 29, 318, 29],
    ['xo.xo....', 10, 157, 1, 60, 1],
    ['xox.o....', 0, 206, 34, 101, 20],
    ['x.xoo.o.x', 10, 7, 1, 6, 1],
  ])('%s: value %i; minimax %i / %i; alpha-beta %i / %i', (board, value, mm, mmS, ab, abS) => {
    expect(countsFor(board)).toEqual({ value, minimax: mm, minimaxShort: mmS, alphaBeta: ab, alphaBetaShort: abS });
  });

  test.each([
    ['xo.xo....', /^Shortcut 1, a win at once: X completes a line on A3\./],
    ['xox.o....', /^Shortcut 3, a forced block: O threatens B3/],
    ['x.xoo.o.x', /^Shortcut 1, a win at once: X completes a line on B1 or C2\./],
    ['x.x.o.o.x', /^Shortcut 2, a double threat: X threatens B1 and C2, and O can block only one/],
    ['x...o...x', /^No shortcut at the root/],
    ['xxxoo....', /^The game is over/],
  ])('%s: %s', (board, words) => {
    expect(shortcutAtRoot(boardPosition(board))).toMatch(words);
  });

  test('tabs switch the board, the words and the counts; arrow keys move between tabs', async () => {
    render(<CourseExamples urlPrefix={null} />);
    expect(text('ce-minimax')).toBe('1,053');
    fireEvent.click(screen.getByRole('tab', { name: 'Forced block' }));
    expect(text('ce-shortcut')).toMatch(/forced block/);
    expect(text('ce-alphabeta-short')).toBe('20');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Forced block' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Two ways to win' }).getAttribute('aria-selected')).toBe('true');
    expect(text('ce-value')).toBe('+10');
    // The visualiser is loaded on demand and shows the same board.
    await waitFor(() => expect(document.querySelector('.sx')).not.toBeNull(), { timeout: 20000 });
  });

  test('your own board: edited by keys, checked, counted, and kept in the URL', async () => {
    render(<CourseExamples />);
    fireEvent.click(screen.getByRole('tab', { name: 'Your board' }));
    const cell = (name: RegExp) => screen.getByRole('button', { name });
    expect(text('ce-minimax')).toBe(countsFor('x...o....').minimax.toLocaleString('en-US'));
    fireEvent.keyDown(cell(/^Top middle \(B1\)/), { key: 'x' }); // two X, one O: O to move, must block C1
    expect(text('ce-shortcut')).toMatch(/^Shortcut 3, a forced block: X threatens C1/);
    expect(text('ce-alphabeta-short')).toBe(String(countsFor('xx..o....').alphaBetaShort));
    fireEvent.keyDown(cell(/^Top right \(C1\)/), { key: 'x' }); // three X, one O: impossible
    expect(text('ce-problem')).toMatch(/X has 3 stones and O has 1 stone/);
    expect(text('ce-alphabeta-short')).toBe(String(countsFor('xx..o....').alphaBetaShort));
    await waitFor(() => expect(linkParams().get('ex-board')).toBe('xx..o....'));
    expect(linkParams().get('ex')).toBe('own');
  });

  test('the URL keeps the example and the algorithm', async () => {
    window.history.replaceState(null, '', '/l/?ex=win&ex-alg=minimax');
    render(<CourseExamples />);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Win at once' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Minimax' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Worked example' }));
    await waitFor(() => expect(linkParams().get('ex')).toBe('walkthrough'));
  });
});

describe('a link with values the cell cannot use', () => {
  test('an unknown tab, an impossible board and an unknown algorithm are named; the defaults stay', async () => {
    const notice = await openWithLink('/?ex=nine&ex-board=xxx......&ex-alg=negamax', <CourseExamples />);
    expectIgnored(notice, 'ex ex-board ex-alg', [
      'ex=nine: not one of the examples (walkthrough,',
      'ex-board=xxx......: a board no game reaches',
      'ex-alg=negamax: not an algorithm (minimax, alphabeta).',
    ]);
    expect(screen.getByRole('tab', { name: 'Worked example' }).getAttribute('aria-selected')).toBe('true');
  });
});
