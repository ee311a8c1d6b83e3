// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate, texts } from '../testing.ts';
import { unwrap } from '../../engine/core/result.ts';
import { duel } from '../../engine/games/connect4/duel.ts';
import { makeLayout } from '../../engine/games/connect4/layout.ts';
import ConnectKMatch from './ConnectKMatch.tsx';
import { fakeJobLog, fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('.c4l-match') as HTMLElement;

describe('a match between two computers', () => {
  test('depth 6 against depth 2 on 5×4, 20 games: the engine’s tallies, split by who moved first', async () => {
    render(<ConnectKMatch />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the match' }));
    await waitFor(() => expect(root().dataset.state).toBe('done'), { timeout: 5000 });
    const r = duel(unwrap(makeLayout({ width: 5, height: 4, k: 4 })), { depth: 6, evaluation: 'windows' }, { depth: 2, evaluation: 'windows' }, 20, 1);
    expect(root().dataset.total).toBe(`${r.total.a}-${r.total.b}-${r.total.draws}`);
    const body = [...document.querySelectorAll('[data-results] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((d) => Number(d.textContent)));
    expect(body).toEqual([
      [r.aFirst.a, r.aFirst.b, r.aFirst.draws],
      [r.bFirst.a, r.bFirst.b, r.bFirst.draws],
    ]);
    expect(document.querySelectorAll('details li')).toHaveLength(20);
    expect(document.querySelector('caption')!.textContent).toBe('20 games on 5x4k4: A is depth 6, open windows; B is depth 2, open windows.');
  });

  test('the reader’s settings reach the worker; a running match can be cancelled', async () => {
    fakeJobs.mode = 'hold';
    render(<ConnectKMatch />);
    fireEvent.change(document.getElementById('kmatch-size-width')!, { target: { value: '6' } });
    fireEvent.change(document.getElementById('kmatch-b-evaluation')!, { target: { value: 'cells' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Games' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play the match' }));
    expect(fakeJobLog()).toEqual([
      'task connect4Duel {"size":{"width":6,"height":4,"k":4},"a":{"depth":6,"evaluation":"windows"},"b":{"depth":2,"evaluation":"cells"},"games":2,"seed":1}',
    ]);
    await waitFor(() => expect(screen.getByText('Playing: 1,234 positions…')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(root().dataset.state).toBe('cancelled'));
    expect((screen.getByRole('button', { name: 'Play the match' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('in French', () => {
  test('the settings, the progress, the table and the games', async () => {
    render(<ConnectKMatch lang="fr" games={2} />);
    expect(texts('legend')).toEqual(['Plateau', 'Camp A', 'Camp B']);
    expect(texts('.c4l-controls label > span')).toEqual([
      'Colonnes',
      'Rangées',
      'Alignement (K)',
      'Profondeur',
      'Évaluation',
      'Profondeur',
      'Évaluation',
      'Parties',
      'Graine',
    ]);
    expect(texts('#kmatch-a-depth option').slice(0, 2)).toEqual(['1 demi-coup', '2 demi-coups']);
    expect(texts('#kmatch-b-evaluation option')).toEqual(['fenêtres ouvertes', 'poids des cases', 'aucune (recherche seule)']);
    fireEvent.click(screen.getByRole('button', { name: 'Jouer le match' }));
    await waitFor(() => expect(root().dataset.state).toBe('done'), { timeout: 5000 });
    const r = duel(unwrap(makeLayout({ width: 5, height: 4, k: 4 })), { depth: 6, evaluation: 'windows' }, { depth: 2, evaluation: 'windows' }, 2, 1);
    expect(document.querySelector('caption')!.textContent).toBe('2 parties sur 5x4k4. A\u00a0: profondeur 6, fenêtres ouvertes\u202f; B\u00a0: profondeur 2, fenêtres ouvertes.');
    expect(texts('[data-results] th')).toEqual([
      'Parties',
      'Victoires de A',
      'Victoires de B',
      'Nulles',
      'A a commencé',
      'B a commencé',
      'Total',
    ]);
    const verdict = (first: string, w: 'a' | 'b' | null) => `${first} commence, ${w === null ? 'partie nulle' : `${w.toUpperCase()} gagne`}\u00a0: `;
    expect(texts('details li')).toEqual(r.games.map((g) => `${verdict(g.first.toUpperCase(), g.winner)}${g.moves}`));
    expect(document.querySelector('summary')!.textContent).toBe('Les parties');
    const different = new Set(r.games.map((g) => g.moves)).size;
    // The fake client says every job took 5 ms.
    expect(document.querySelector('p.c4l-note')!.textContent).toMatch(
      new RegExp(`^${different} ${different > 1 ? 'parties différentes' : 'partie différente'}\u202f; [\\d\u202f]+ positions explorées en 5 ms\\.$`),
    );
  });

  test('a running match says so, and can be cancelled', async () => {
    fakeJobs.mode = 'hold';
    render(<ConnectKMatch lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Jouer le match' }));
    await waitFor(() => expect(root().dataset.state).toBe('running'));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(root().dataset.state).toBe('cancelled'));
    expect(document.querySelector('.c4l-actions .c4l-note')!.textContent).toBe('Annulé.');
  });
});
