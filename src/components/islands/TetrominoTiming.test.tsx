// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import TetrominoTiming from './TetrominoTiming.tsx';

// The worker client, replaced by the one fake; each solve is settled by the test (the whole game takes seconds).
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('.t4time') as HTMLElement;
const runs = () => [...document.querySelectorAll('.t4time__runs li')].map((li) => li.textContent);

/** Clicks the button, then ends the solve it asked for as the engine would: the start is a loss (−1) for the first player. */
async function solveOnce(button: string, nodes: number, ms: number) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(root().dataset.state).toBe('running'));
  const job = fakeJobs.jobs.at(-1)!;
  job.progress({ nodes: 1234, ms: 0 });
  const done = Number(root().dataset.runs) + 1;
  job.settle({ status: 'done', result: { value: -1, nodes, bestMoves: [] }, ms, notices: [] });
  await waitFor(() => expect(root().dataset.runs).toBe(String(done)));
}

describe('the whole game solved in the browser, timed', () => {
  test('in English: each run and the fastest', async () => {
    fakeJobs.mode = 'manual';
    render(<TetrominoTiming />);
    expect(root().querySelector('output')!.textContent).toBe('Not run yet: the solve runs in a worker, the page stays responsive.');
    await solveOnce('Solve the whole game in this browser', 1754026, 2400);
    await solveOnce('Solve the whole game again', 1754026, 1200);
    expect(runs()).toEqual([
      'Run 1: value −1 for the first player, 2.4 s for 1,754,026 positions (731 k/s), JavaScript warm-up included.',
      'Run 2: value −1 for the first player, 1.2 s for 1,754,026 positions (1.5 M/s).',
    ]);
    expect(screen.getByText('Fastest of the 2 runs: 1.2 s.')).toBeTruthy();
  });

  test('in French: the same, with French numbers', async () => {
    fakeJobs.mode = 'manual';
    render(<TetrominoTiming lang="fr" />);
    expect(root().querySelector('output')!.textContent).toBe('Pas encore lancé\u00a0: la résolution tourne dans un worker, la page reste réactive.');
    fireEvent.click(screen.getByRole('button', { name: 'Résoudre tout le jeu dans ce navigateur' }));
    await waitFor(() => expect(root().dataset.state).toBe('running'));
    fakeJobs.jobs[0].progress({ nodes: 1234, ms: 0 });
    await waitFor(() => expect(root().querySelector('output')!.textContent).toBe('Recherche\u00a0: 1\u202f234 positions…'));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    fakeJobs.jobs[0].settle({ status: 'done', result: { value: -1, nodes: 1754026, bestMoves: [] }, ms: 2400, notices: [] });
    await waitFor(() => expect(root().dataset.runs).toBe('1'));
    await solveOnce('Résoudre encore tout le jeu', 1754026, 1200);
    expect(runs()).toEqual([
      'Essai 1\u00a0: valeur −1 pour le premier joueur, 2,4 s pour 1\u202f754\u202f026 positions (731 k/s), échauffement de JavaScript compris.',
      'Essai 2\u00a0: valeur −1 pour le premier joueur, 1,2 s pour 1\u202f754\u202f026 positions (1,5 M/s).',
    ]);
    expect(root().querySelector('.lx-small')!.textContent).toBe('Le plus rapide des 2 essais\u00a0: 1,2 s.');
  });
});
