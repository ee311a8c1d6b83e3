// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { unwrap } from '../../engine/core/result.ts';
import { TASKS } from '../../engine/tasks/index.ts';
import AnyGameEngine from './AnyGameEngine.tsx';
import { fakeJobLog } from '../../lib/jobs/fakeSolveClient.ts';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('.c4l-anygame') as HTMLElement;
const done = () => waitFor(() => expect(root().dataset.state).toBe('done'));
const rows = () => [...document.querySelectorAll('tbody tr')].map((r) => [r.getAttribute('data-move'), r.querySelector('td')!.textContent]);

describe('one engine, any game', () => {
  test('the same task answers for tic-tac-toe, the one-dimensional row and Connect-K', async () => {
    render(<AnyGameEngine />);
    await done();
    // O must block on cell 2; every other move loses.
    expect(root().dataset.best).toBe('2');
    expect(rows().find(([m]) => m === '2')![1]).toBe('0');
    expect(screen.getByRole('img', { name: /^The tic-tac-toe position: / }).getAttribute('data-board')).toBe('xx..o....');

    fireEvent.click(screen.getByRole('tab', { name: 'One-dimensional' }));
    await waitFor(() => expect(root().dataset.game).toBe('line'));
    await done();
    expect(rows()).toEqual([
      ['2', '0'],
      ['3', '0'],
      ['4', '0'],
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Connect-K' }));
    await waitFor(() => expect(root().dataset.game).toBe('connect4'));
    await done();
    const expected = unwrap(TASKS.choose.run({ game: 'connect4', position: '5x4k4:3344', depth: 4, seed: 1 }));
    expect(root().dataset.best).toBe(expected.best.join(','));
    expect(root().dataset.chosen).toBe(expected.chosen);
    expect(fakeJobLog()).toEqual([
      'task choose {"game":"tictactoe","position":"xx..o....","seed":1}',
      'task choose {"game":"line","position":"o...x","seed":1}',
      'task choose {"game":"connect4","position":"5x4k4:3344","seed":1,"depth":4}',
    ]);
  });

  test('edit the position or the depth: searched again; a wrong position names its problem', async () => {
    render(<AnyGameEngine game="connect4" />);
    await done();
    const field = screen.getByRole('textbox', { name: /^Position/ });
    fireEvent.input(field, { target: { value: '5x4k4:33443' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Depth' }), { target: { value: '2' } });
    await waitFor(() => expect(fakeJobLog().at(-1)).toBe('task choose {"game":"connect4","position":"5x4k4:33443","seed":1,"depth":2}'));
    await done();
    const expected = unwrap(TASKS.choose.run({ game: 'connect4', position: '5x4k4:33443', depth: 2 }));
    expect(rows().map(([m]) => m)).toEqual(expected.moves.map((m) => m.move));
    fireEvent.input(field, { target: { value: '5x4k4:333333' } });
    expect(screen.getByRole('alert').textContent).toBe('move 5 (column 3): column 3 is already full');
  });

  test('the tabs follow the arrow keys', () => {
    render(<AnyGameEngine />);
    const first = screen.getByRole('tab', { name: 'Tic-tac-toe' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'One-dimensional' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Tic-tac-toe' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('in French', () => {
  test('the tabs, the fields, the answer and its table', async () => {
    render(<AnyGameEngine lang="fr" />);
    await done();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Morpion', 'Morpion à une dimension', 'Puissance K']);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Jeu');
    expect([...document.querySelectorAll('.c4l-controls label > span')].map((s) => s.textContent)).toEqual([
      'Position (neuf cases, rangée du haut d’abord\u00a0: x, o ou .)',
      'Profondeur',
      'Graine',
    ]);
    expect([...document.querySelectorAll('select option')].map((o) => o.textContent).slice(0, 2)).toEqual(['1 demi-coup', '2 demi-coups']);
    expect((document.querySelector('select') as HTMLSelectElement).selectedOptions[0].textContent).toBe('jusqu’au bout');
    expect(screen.getByRole('img', { name: /^La position de morpion/ })).toBeTruthy();
    // O must block on cell 2: the only best move.
    expect(document.querySelector('p.c4l-status')!.textContent).toBe('O joue\u202f; le moteur choisit 2, le seul meilleur coup.');
    expect(document.querySelector('caption')!.textContent).toBe('La valeur de chaque coup pour O');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Coup', 'Valeur pour O']);
    expect(document.querySelector('tr[data-move="2"] th')!.textContent).toBe('2meilleur');
    expect(document.querySelector('p.c4l-note')!.textContent).toMatch(/^[\d\u202f]+ positions explorées\.$/);

    fireEvent.click(screen.getByRole('tab', { name: 'Morpion à une dimension' }));
    await waitFor(() => expect(root().dataset.game).toBe('line'));
    await done();
    expect(document.querySelector('p.c4l-status')!.textContent).toBe('X joue\u202f; le moteur choisit 3, tiré avec la graine 1 parmi 2, 3, 4.');
    expect(document.querySelector('ol.rowb')!.getAttribute('aria-label')).toBe('La ligne');
  });
});
