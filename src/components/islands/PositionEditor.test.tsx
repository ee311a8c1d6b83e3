// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import PositionEditor from './PositionEditor.tsx';
import { analyze, ocamlList } from '../../lib/models/tictactoe/analysis.ts';
import { checkSetup } from '../../lib/models/tictactoe/editing.ts';

afterEach(cleanSlate);

const text = (id: string) => screen.getByTestId(id).textContent ?? '';
const cell = (name: RegExp) => screen.getByRole('button', { name });
const setDepth = (d: number) => fireEvent.input(screen.getByRole('slider', { name: 'Search depth in plies' }), { target: { value: String(d) } });

describe('the bitboards, in the course numbering', () => {
  test("the course's example 1: cross 0x010, nought 0x101, free_moves [7; 6; 5; 3; 2; 1]", () => {
    render(<PositionEditor urlPrefix={null} board="o...x...o" first="o" />);
    expect(screen.getByTestId('pe-cross').getAttribute('data-value')).toBe(String(0x010));
    expect(screen.getByTestId('pe-nought').getAttribute('data-value')).toBe(String(0x101));
    expect(text('pe-cross')).toContain('0x010 = 16');
    expect(text('pe-nought')).toContain('0x101 = 257');
    expect(text('pe-free')).toContain('0x0EE');
    expect(text('pe-free-list')).toBe('[7; 6; 5; 3; 2; 1]');
  });

  test('a click on the top left cell sets course cell 8, bit 8 = 256', () => {
    render(<PositionEditor urlPrefix={null} />);
    fireEvent.click(cell(/^Top left \(cell 8\)/));
    expect(screen.getByTestId('pe-cross').getAttribute('data-value')).toBe('256');
    expect(text('pe-cross')).toContain('100000000');
  });
});

describe('impossible boards are named', () => {
  test("example 1 with crosses first: more noughts than crosses, and the way out", () => {
    render(<PositionEditor urlPrefix={null} board="o...x...o" />);
    expect(text('pe-status')).toMatch(/^1 cross and 2 noughts: since crosses move first, there are always as many crosses as noughts, or one more\./);
    expect(text('pe-status')).toMatch(/With noughts moving first this board is possible/);
    fireEvent.click(screen.getByRole('button', { name: 'Noughts first' }));
    expect(text('pe-status')).toBe('A possible position: crosses to move.');
  });

  test('two winners: rejected, as the course’s winner does', () => {
    render(<PositionEditor urlPrefix={null} board="xxxooo..." />);
    expect(text('pe-status')).toMatch(/both have three in a row.*Can not have two winners/);
    expect(text('pe-winner')).toBe('fails: two winners');
  });

  test('a move after a win', () => {
    render(<PositionEditor urlPrefix={null} board="xxxoo.o.." />);
    expect(text('pe-status')).toMatch(/^Crosses have three in a row, yet noughts played after that line was made/);
  });
});

describe('heuristic and minimax, recomputed on every edit', () => {
  test('the empty board: heuristic 0, minimax 0 after 549,946 positions, every move a draw', () => {
    render(<PositionEditor urlPrefix={null} />);
    expect(text('pe-heuristic')).toBe('0');
    expect(text('pe-value')).toBe('0');
    expect(text('pe-nodes')).toBe('549,946');
    expect(text('pe-best')).toBe('8, 7, 6, 5, 4, 3, 2, 1, 0');
  });

  test('a cross in the centre: open lines 8 − 4 = +4; at depth 1 noughts’ best replies are the corners', () => {
    render(<PositionEditor urlPrefix={null} board="....x...." depth={1} />);
    expect(text('pe-heuristic')).toBe('+4');
    // After a nought on a corner: crosses keep 5 open lines, noughts 4: +1; on an edge: 6 − 4 = +2.
    expect(text('pe-value')).toBe('+1');
    expect(text('pe-best')).toBe('8, 6, 2, 0');
    expect(cell(/^Top middle \(cell 7\)/).getAttribute('aria-label')).toMatch(/worth \+2 for crosses/);
  });

  test('noughts must block: the only move that does not lose is course cell 6', () => {
    render(<PositionEditor urlPrefix={null} board="xx..o...." />);
    expect(text('pe-best')).toBe('6');
    expect(text('pe-value')).toBe('0');
    expect(text('pe-nodes')).toBe('935');
    expect(cell(/^Top right \(cell 6\)/).getAttribute('aria-label')).toMatch(/best move, worth 0 for crosses/);
    expect(cell(/^Bottom right \(cell 0\)/).getAttribute('aria-label')).toMatch(/worth \+10 for crosses/);
    setDepth(2);
    expect(text('pe-depth')).toBe('2');
    fireEvent.click(cell(/^Bottom right/)); // nought cycles to a cross: three crosses, one nought
    fireEvent.click(cell(/^Bottom right/)); // ... then to a nought: a wrong block
    expect(text('pe-status')).toBe('A possible position: crosses to move.');
    expect(text('pe-value')).toBe('+10'); // crosses complete the top row
    expect(text('pe-best')).toBe('6');
  });

  test('analyze agrees with itself at every depth on a mid-game board', () => {
    const c = checkSetup('x...o...x');
    if (!c.ok) throw new Error('bad board');
    const full = analyze(c.packed, c.toMove, 9);
    expect(full.value).toBe(0);
    expect(full.best).toBe(0b010101010); // the edges: a corner loses to the fork
  });

  test('ocamlList', () => {
    expect(ocamlList([])).toBe('[]');
    expect(ocamlList([7, 6])).toBe('[7; 6]');
  });
});

describe('the URL', () => {
  test('reads board, first player and depth, and writes them back', async () => {
    window.history.replaceState(null, '', '/l/?edit=o...x...o&edit-first=o&edit-depth=3&p=5');
    render(<PositionEditor />);
    await waitFor(() => expect(text('pe-depth')).toBe('3'));
    expect(text('pe-status')).toBe('A possible position: crosses to move.');
    fireEvent.click(cell(/^Top middle/));
    const q = new URL(window.location.href).searchParams;
    expect(q.get('edit')).toBe('ox..x...o');
    expect(q.get('edit-first')).toBe('o');
    expect(q.get('edit-depth')).toBe('3');
    expect(q.get('p')).toBe('5');
  });
});

describe('a link with values the editor cannot use', () => {
  test('each is named with its reason, and the defaults stay', async () => {
    window.history.replaceState(null, '', '/?edit=xx&edit-first=z&edit-depth=12&edit-tree=yes&edit-alg=negamax');
    render(<PositionEditor />);
    const notice = await screen.findByTestId('url-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.getAttribute('data-ignored')).toBe('edit edit-first edit-depth edit-tree edit-alg');
    expect(notice.textContent).toContain('5 settings in this page’s address could not be used, so the position editor left them at their defaults');
    expect(notice.textContent).toContain('edit-depth=12: not a depth from 1 to 9.');
    expect(screen.getByTestId('pe-depth').textContent).toBe('9');
    expect(screen.getByTestId('pe-free-list').textContent).toBe('[8; 7; 6; 5; 4; 3; 2; 1; 0]');
  });

  test('a good link shows no notice', () => {
    window.history.replaceState(null, '', '/?edit=x........&edit-depth=2');
    render(<PositionEditor />);
    expect(screen.queryByTestId('url-notice')).toBeNull();
    expect(screen.getByTestId('pe-depth').textContent).toBe('2');
  });
});
