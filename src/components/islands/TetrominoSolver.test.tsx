// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { unwrap } from '../../engine/core/result.ts';
import { START_NOTATION, moveOf, textAfter } from '../../lib/games/tetromino.ts';
import { tetrominoSolver } from '../../engine/solve/tetromino.ts';
import { fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import TetrominoSolver from './TetrominoSolver.tsx';

// The worker client, replaced by the one fake: the real engine run in this
// process; with `fakeJobs.mode = 'hold'`, jobs wait for a cancel (to see the
// running state).
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));
const runs = () => fakeJobs.jobs.map((j) => `${j.kind} ${j.game} ${JSON.stringify(j.options)}`);

afterEach(cleanSlate);

const input = () => screen.getByLabelText('Position') as HTMLInputElement;
const board = () => screen.getByRole('application', { name: /^Tetromino board/ });
const result = () => document.querySelector('.solver__result') as HTMLElement;
const ghost = () => document.querySelector('.pe4__status') as HTMLElement;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });
const keys = (...ks: string[]) => {
  for (const k of ks) fireEvent.keyDown(board(), { key: k, shiftKey: k === 'R' });
};
const drawn = () => [...document.querySelectorAll('.t4b__piece')].map((g) => g.getAttribute('data-piece'));

/** The notation after these placements from the start, pieces named. */
const after = (...names: string[]) =>
  textAfter(names.map((n) => moveOf(n)!));

describe('placing pieces with the keyboard', () => {
  test('choose the O, move it to the corner, place it: the text follows, and the other side is to move', () => {
    render(<TetrominoSolver urlParam={null} />);
    keys('o', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft');
    expect(ghost().dataset.ghost).toBe('O0@a1');
    keys('Enter');
    expect(input().value).toBe(after('O0@a1'));
    expect(input().value).toBe(`OO...OO${'.'.repeat(33)} ILOST/ILST`);
    expect(drawn()).toEqual(['O0@a1']);
    expect(screen.getByText('The second player is to move and holds I L O S T; the first player holds I L S T.')).toBeTruthy();
    fireEvent.click(screen.getByText('Undo'));
    expect(input().value).toBe(START_NOTATION);
  });

  test('R turns the piece clockwise in place, Shift+R back, F turns it over; J takes the L turned over', () => {
    render(<TetrominoSolver urlParam={null} />);
    keys('t');
    expect(ghost().dataset.ghost).toBe('T0@b3'); // the middle of the T on c3, where the I was held
    keys('r');
    expect(ghost().dataset.ghost).toBe('T1@b2'); // turned about its middle, still on c3
    keys('R');
    expect(ghost().dataset.ghost).toBe('T0@b3');
    keys('l', 'f');
    expect(ghost().dataset.ghost).toMatch(/^J0@/);
    keys('s', 'j');
    expect(ghost().dataset.ghost).toMatch(/^J/);
  });

  test('a piece over a taken cell: the engine says what it would overlap, and it cannot be placed', () => {
    render(<TetrominoSolver urlParam={null} position={after('O0@a1')} />);
    keys('t', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft');
    expect(ghost().textContent).toBe('T0@a1 would overlap the O on a1, b1 and b2.');
    expect(document.querySelectorAll('.t4b__cross')).toHaveLength(3);
    const before = input().value;
    keys('Enter');
    expect(input().value).toBe(before);
    expect((screen.getByText('Place (Enter)') as HTMLButtonElement).disabled).toBe(true);
  });

  test('a click places the held piece where the mouse points', () => {
    render(<TetrominoSolver urlParam={null} />);
    keys('i');
    fireEvent.click(document.querySelector('[data-cell="e5"]')!);
    expect(drawn()).toEqual(['I0@e4']);
    expect(input().value).toBe(after('I0@e4'));
  });
});

describe('the notation and the board in step', () => {
  test('typed letters become pieces; x cells are cut into the pieces the hands placed', () => {
    render(<TetrominoSolver urlParam={null} />);
    type(after('O0@a1', 'T0@c1'));
    expect(drawn()).toEqual(['O0@a1', 'T0@c1']);
    type(`xx...xx${'.'.repeat(33)} ILOST/ILST`);
    expect(drawn()).toEqual(['O0@a1']);
    expect(document.querySelector('.t4b__letter')!.textContent).toBe('o');
  });

  test('the hand toggles rewrite the hands of the text, even while it is wrong', () => {
    render(<TetrominoSolver urlParam={null} />);
    type(`TTT...T${'.'.repeat(33)} ILOST/ILOST`);
    expect(screen.getByRole('alert').textContent).toBe('a T is on the board (a1, b1, c1 and b2), yet both hands still hold their T: no one could have placed it');
    expect(document.querySelectorAll('.t4b__highlight')).toHaveLength(4);
    expect((screen.getByText('Solve') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('T: other side holds it'));
    expect(input().value).toBe(`TTT...T${'.'.repeat(33)} ILOST/ILOS`);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(drawn()).toEqual(['T0@a1']);
  });

  test.each([
    [`TT.....${'.'.repeat(33)} ILOST/ILOS`, 'the cells marked T (a1 and b1) are not whole T pieces'],
    [`${'.'.repeat(40)} ILLST/ILOST`, 'the hand of the side to move holds L twice: each player has one of each piece'],
    [`xx...xx${'.'.repeat(33)} ILOST/LOST`, 'the cells marked x (a1, b1, a2 and b2) cannot be cut into the pieces placed and not named on the board (I)'],
  ])('%j is named', (text, message) => {
    render(<TetrominoSolver urlParam={null} />);
    type(text);
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});

describe('solving', () => {
  // Six placements in: 10 legal placements, some win and some lose.
  const END = after('O0@a1', 'T0@c1', 'I0@e4', 'S1@a3', 'T2@a7', 'L0@c3');

  test('Solve asks for every winning placement and lists them; the root carries the CLI’s answer', async () => {
    render(<TetrominoSolver urlParam={null} position={END} />);
    fireEvent.click(screen.getByText('Solve'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    const cli = unwrap(tetrominoSolver.solve(END, { best: 'all' }));
    const root = document.querySelector('.solver') as HTMLElement;
    expect(root.dataset.value).toBe(String(cli.value));
    expect(root.dataset.best).toBe(cli.bestMoves.join(','));
    expect(runs()).toEqual(['solve tetromino {"best":"all"}']);
    expect(screen.getByTestId('plist-count').textContent).toBe(String(cli.bestMoves.length));
  });

  test('the value of every placement, filtered by piece and by value; a pick shows it on the board', async () => {
    render(<TetrominoSolver urlParam={null} position={END} />);
    fireEvent.click(screen.getByText('Value of every placement'));
    await waitFor(() => expect(result().dataset.state).toBe('analysed'));
    const moves = unwrap(tetrominoSolver.analyze(END)).moves;
    const items = () => [...document.querySelectorAll('.plist__item')].map((b) => `${b.getAttribute('data-placement')} ${b.getAttribute('data-value')}`);
    expect(items()).toEqual(moves.map((m) => `${m.move} ${m.value}`));
    const wins = moves.filter((m) => m.value > 0);
    fireEvent.click(screen.getByText(`Wins (${wins.length})`));
    expect(items()).toEqual(wins.map((m) => `${m.move} 1`));
    const pick = moves[moves.length - 1].move;
    fireEvent.click(screen.getByText('All pieces'));
    fireEvent.click(screen.getByText('Any value'));
    fireEvent.click(document.querySelector(`[data-placement="${pick}"]`)!);
    expect(ghost().dataset.ghost).toBe(pick);
  });
});

test('the position lives in the URL', () => {
  window.history.replaceState(null, '', `/?pos=${encodeURIComponent(after('O0@a1'))}`);
  render(<TetrominoSolver />);
  expect(input().value).toBe(after('O0@a1'));
  keys('i', 'Enter');
  expect(new URLSearchParams(window.location.search).get('pos')).toBe(input().value);
});
