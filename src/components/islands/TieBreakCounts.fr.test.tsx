// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import TieBreakCounts from './TieBreakCounts.tsx';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('.c4l-tiebreak') as HTMLElement;

describe('the random choice among equal moves, counted, in French', () => {
  test('figure 1: the table, the shares and the χ² in French', async () => {
    const { container } = render(<TieBreakCounts lang="fr" />);
    await waitFor(() => expect(root().dataset.state).toBe('done'));
    expect(screen.getByRole('textbox', { name: 'Rangée (x, o ou . par case\u202f; les croix commencent)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tirages' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Première graine' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'La rangée o...x\u202f; aux croix de jouer' })).toBeTruthy();
    expect([...container.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['100', '1\u202f000', '3\u202f000', '10\u202f000', '100\u202f000']);
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent?.trim())).toEqual(['Coup (case)', 'Valeur min-max', 'Tiré', 'Part des 3\u202f000 tirages']);
    expect(container.querySelector('caption')?.textContent).toBe('Combien de fois chaque coup a été tiré');
    expect(screen.getAllByText('meilleur')).toHaveLength(3);
    expect([...container.querySelectorAll('[data-picks]')].map((td) => td.textContent)).toEqual(['1\u202f015', '999', '986']);
    expect([...container.querySelectorAll('.c4l-barlabel')].map((s) => s.textContent)).toEqual(['33,8\u00a0%', '33,3\u00a0%', '32,9\u00a0%']);
    expect(container.querySelector('[data-chi]')?.textContent).toMatch(
      /^χ² = \d+,\d\d face à un choix équitable entre les 3 meilleurs coups\u202f; un choix équitable reste sous 13,816 dans 999 cas sur 1\u202f000 \(celui-ci aussi\)\. [\d\u202f]+ positions cherchées une fois, puis 3\u202f000 tirages\.$/,
    );
  });

  test('a row that cannot happen is named in French', async () => {
    render(<TieBreakCounts lang="fr" />);
    await waitFor(() => expect(root().dataset.state).toBe('done'));
    fireEvent.input(screen.getByRole('textbox', { name: /^Rangée/ }), { target: { value: 'oo..x' } });
    expect(screen.getByRole('alert').textContent).toBe('x a 1 pion et o en a 2\u00a0: x joue en premier, x a donc autant de pions que o, ou un de plus');
    fireEvent.input(screen.getByRole('textbox', { name: /^Rangée/ }), { target: { value: 'o..-x' } });
    expect(screen.getByRole('alert').textContent).toBe('la case 4 contient «\u00a0-\u00a0»\u00a0: écrivez x, o ou .');
  });
});
