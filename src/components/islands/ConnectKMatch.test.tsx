// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
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
