// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import CoreSpeedup from './CoreSpeedup.tsx';

// The pools' workers, replaced by the one fake; the measure itself (lib/bench/coreSpeedup.ts, tested there) answers
// what the test says: one worker 2.4 s, four 0.8 s, three times as fast.
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));
vi.mock('../../lib/jobs/pool.ts', async (original) => ({ ...(await original<typeof import('../../lib/jobs/pool.ts')>()), poolSize: () => 4 }));
const answer = vi.hoisted(() => ({ next: null as unknown }));
const MEASURED = { ok: true, value: { workers: 4, oneMs: 2400, manyMs: 800, speedup: 3, answer: '-2 c4' } };
vi.mock('../../lib/bench/coreSpeedup.ts', async (original) => ({
  ...(await original<typeof import('../../lib/bench/coreSpeedup.ts')>()),
  measureSpeedup: async (_job: unknown, _one: unknown, _many: unknown, onPhase: (p: string) => void) => {
    onPhase('one');
    await new Promise((r) => setTimeout(r, 20));
    return answer.next ?? MEASURED;
  },
}));

afterEach(() => {
  cleanSlate();
  answer.next = null;
});

const titles = () => [...document.querySelectorAll('.speed__suite h3')].map((h) => h.textContent);
const section = (id: string) => document.querySelector(`[data-speedup-job="${id}"]`) as HTMLElement;

describe('the every-core cell', () => {
  test('in English: the jobs, then a measure', async () => {
    render(<CoreSpeedup />);
    expect(document.querySelector('.speed__size')!.textContent).toBe('This browser offers 4 workers (its cores, at most 4).');
    expect(titles()).toEqual([
      'The value of every column of the Connect Four position 32164625, without the opening book',
      'FFO #40 solved exactly (20 empty squares), split by root move',
    ]);
    expect(section('ffo-40').querySelector('.speed__status')!.textContent).toBe('Not measured yet.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Measure' })[1]);
    await waitFor(() => expect(section('ffo-40').dataset.state).toBe('done'));
    expect(section('ffo-40').querySelector('.speed__status')!.textContent).toBe('One worker: 2.4 s. 4 workers: 800 ms, 3.00× as fast. Same answer (-2 c4).');
  });

  test('in French: the jobs, a measure running, then its result', async () => {
    render(<CoreSpeedup lang="fr" />);
    expect(document.querySelector('.speed__size')!.textContent).toBe('Ce navigateur offre 4 workers (ses cœurs, 4 au plus).');
    expect(titles()).toEqual([
      'La valeur de chaque colonne de la position de puissance 4 32164625, sans la bibliothèque d’ouvertures',
      'FFO n°\u00a040 résolue exactement (20 cases vides), partagée par coup à la racine',
    ]);
    expect(section('ffo-40').querySelector('.speed__status')!.textContent).toBe('Pas encore mesuré.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Mesurer' })[1]);
    await waitFor(() => expect(section('ffo-40').querySelector('.speed__status')!.textContent).toBe('Mesure avec un worker…'));
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    await waitFor(() => expect(section('ffo-40').dataset.state).toBe('done'));
    expect(section('ffo-40').querySelector('.speed__status')!.textContent).toBe('Un worker\u00a0: 2,4 s. 4 workers\u00a0: 800 ms, 3,00 fois plus rapide. Même réponse (-2 c4).');
  });

  test('in French: two answers that differ, and a worker that stopped', async () => {
    answer.next = { ok: false, error: { kind: 'differ', one: '-2 c4', many: '-2 d4', workers: 4 } };
    render(<CoreSpeedup lang="fr" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Mesurer' })[1]);
    await waitFor(() => expect(section('ffo-40').dataset.state).toBe('failed'));
    expect(section('ffo-40').querySelector('.speed__status')!.textContent).toBe('les deux réponses diffèrent\u00a0: -2 c4 avec un worker, -2 d4 avec 4');
    answer.next = { ok: false, error: { kind: 'failed', error: { code: 'ERR_UNAVAILABLE', message: 'solver worker: stopped', failure: { worker: 'solver', how: 'stopped' } } } };
    fireEvent.click(screen.getAllByRole('button', { name: 'Mesurer' })[0]);
    await waitFor(() => expect(section('connect4-columns').dataset.state).toBe('failed'));
    expect(section('connect4-columns').querySelector('.speed__status')!.textContent).toBe('le solveur a cessé de fonctionner (son script ne s’est pas chargé)');
  });
});
