// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, openWithLink, linkParams, expectIgnored } from '../testing.ts';
import TreeExplorer from './TreeExplorer.tsx';

afterEach(cleanSlate);

const slider = () => screen.getByRole('slider', { name: 'Depth of the tree' }) as HTMLInputElement;
const setDepth = (d: number) => fireEvent.input(slider(), { target: { value: String(d) } });
const counts = (tree: 'course' | 'wins') =>
  [...document.querySelectorAll(`td[data-tree="${tree}"]`)].map((td) => Number(td.getAttribute('data-count')));
const cell = (name: RegExp) => screen.getByRole('button', { name });

describe('growing the tree level by level', () => {
  test('depth 2 from the empty board: 1, 9, 72 in both trees', () => {
    render(<TreeExplorer urlPrefix={null} />);
    expect(counts('course')).toEqual([1, 9, 72]);
    expect(counts('wins')).toEqual([1, 9, 72]);
    expect(screen.getByTestId('total-course').textContent).toBe('82');
  });

  test('the trees part at level 6, the first level after a possible win (X wins on the 5th move at the earliest)', () => {
    render(<TreeExplorer urlPrefix={null} />);
    setDepth(6);
    expect(counts('course')).toEqual([1, 9, 72, 504, 3024, 15120, 60480]);
    expect(counts('wins')).toEqual([1, 9, 72, 504, 3024, 15120, 54720]);
  });

  test('the whole tree: 549,946 when wins end the game, 986,410 for the course’s tree', () => {
    render(<TreeExplorer urlPrefix={null} />);
    setDepth(9);
    expect(counts('wins')).toEqual([1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
    expect(screen.getByTestId('total-wins').textContent).toBe('549,946');
    expect(screen.getByTestId('total-course').textContent).toBe('986,410');
    expect(screen.getByTestId('tree-answer').textContent).toMatch(/549,946 positions, root included/);
  });

  test('the + and − buttons step the depth, within 0..9', () => {
    render(<TreeExplorer urlPrefix={null} depth={0} />);
    expect(screen.getByRole('button', { name: 'One level less' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'One level more' }));
    expect(screen.getByTestId('tree-depth').textContent).toBe('1');
    expect(counts('course')).toEqual([1, 9]);
  });
});

describe('the root', () => {
  test('an X in the centre: 8 replies, then 7 each', () => {
    render(<TreeExplorer urlPrefix={null} />);
    fireEvent.click(cell(/^Centre/));
    expect(counts('course')).toEqual([1, 8, 56]);
    expect(slider().max).toBe('8');
  });

  test('an impossible root is named, and the tree keeps the last possible one', () => {
    render(<TreeExplorer urlPrefix={null} />);
    fireEvent.keyDown(cell(/^Top left/), { key: 'o' });
    expect(screen.getByTestId('tree-problem').textContent).toMatch(/X has 0 stones and O has 1 stone/);
    expect(counts('course')).toEqual([1, 9, 72]);
  });

  test('a won root has no children in the second tree, but the course plays on', () => {
    render(<TreeExplorer urlPrefix={null} root="xxxoo...." depth={2} />);
    expect(counts('wins')).toEqual([1, 0, 0]);
    expect(counts('course')).toEqual([1, 4, 12]);
  });
});

describe('laziness', () => {
  test('the first 12 positions of level 2 need only 3 positions expanded', () => {
    render(<TreeExplorer urlPrefix={null} />);
    expect(document.querySelectorAll('.te-boards svg')).toHaveLength(12);
    expect(screen.getByTestId('tree-sample-cost').textContent).toMatch(/listed the moves of only 3 positions/);
    setDepth(9);
    expect(screen.getByTestId('tree-sample-cost').textContent).toMatch(/only 26 positions/); // 6 on levels 0-5, then 2, 6 and 12
  });

  test('walking node by node gives the same counts as the table', async () => {
    render(<TreeExplorer urlPrefix={null} depth={4} kind="wins" slice={500} />);
    fireEvent.click(screen.getByRole('button', { name: /Walk the tree where wins end the game/ }));
    await waitFor(() => expect(screen.getByTestId('tree-walk').textContent).toMatch(/^Walked 3,610 nodes: 1, 9, 72, 504, 3,024 per level\. The same as the table\./));
  });
});

describe('the URL', () => {
  test('reads the root, depth and tree, and writes them back after a change', async () => {
    window.history.replaceState(null, '', '/lesson/?tree=....x....&tree-depth=3&tree-kind=wins&other=1');
    render(<TreeExplorer />);
    await waitFor(() => expect(screen.getByTestId('tree-depth').textContent).toBe('3'));
    expect(counts('course')).toEqual([1, 8, 56, 336]);
    fireEvent.click(screen.getByRole('button', { name: 'One level more' }));
    expect(Object.fromEntries(linkParams())).toMatchObject({ 'tree-depth': '4', tree: '....x....', 'tree-kind': 'wins', other: '1' });
  });
});

describe('a link with values the explorer cannot use', () => {
  test('a root no game reaches, a depth out of range and an unknown tree are named; the defaults stay', async () => {
    const notice = await openWithLink('/?tree=ooo......&tree-depth=10&tree-kind=all', <TreeExplorer />);
    expectIgnored(notice, 'tree tree-depth tree-kind', [
      'tree=ooo......: a board no game reaches (X has 0 stones and O has 3 stones',
      'tree-depth=10: not a depth from 0 to 9.',
      'tree-kind=all: neither course nor wins.',
    ]);
    expect(counts('course')).toEqual([1, 9, 72]);
  });
});
