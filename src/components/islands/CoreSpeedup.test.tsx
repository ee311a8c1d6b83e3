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
const status = (id: string) => document.querySelector(`[data-speedup-job="${id}"] .speed__status`)!.textContent;
const state = (id: string) => (document.querySelector(`[data-speedup-job="${id}"]`) as HTMLElement).dataset.state;

// Each language's words for the same run: the pool's size, the two jobs, and FFO #40 measured (the second job).
const RUNS = [
  {
    lang: 'en',
    size: 'This browser offers 4 workers (its cores, at most 4). This page is not cross-origin isolated, so each worker scoring Connect Four’s columns keeps its own table.',
    titles: ['The value of every column of the Connect Four position 32164625, without the opening book', 'FFO #40 solved exactly (20 empty squares), split by root move'],
    notYet: 'Not measured yet.',
    measure: 'Measure',
    running: 'Timing one worker…',
    cancel: 'Cancel',
    result: 'One worker: 2.4 s. 4 workers: 800 ms, 3.00× as fast. Same answer (-2 c4).',
  },
  {
    lang: 'fr',
    size: 'Ce navigateur offre 4 workers (ses cœurs, 4 au plus). Cette page n’est pas isolée des autres origines\u00a0: chaque worker qui évalue les colonnes du puissance 4 garde sa propre table.',
    titles: [
      'La valeur de chaque colonne de la position de puissance 4 32164625, sans la bibliothèque d’ouvertures',
      'FFO n°\u00a040 résolue exactement (20 cases vides), partagée par coup à la racine',
    ],
    notYet: 'Pas encore mesuré.',
    measure: 'Mesurer',
    running: 'Mesure avec un worker…',
    cancel: 'Annuler',
    result: 'Un worker\u00a0: 2,4 s. 4 workers\u00a0: 800 ms, 3,00 fois plus rapide. Même réponse (-2 c4).',
  },
] as const;

describe('the every-core cell', () => {
  test.each(RUNS)('in $lang: the jobs, a measure running, then its result', async (w) => {
    render(<CoreSpeedup lang={w.lang} />);
    expect(document.querySelector('.speed__size')!.textContent).toBe(w.size);
    expect(titles()).toEqual(w.titles);
    expect(status('ffo-40')).toBe(w.notYet);
    fireEvent.click(screen.getAllByRole('button', { name: w.measure })[1]);
    await waitFor(() => expect(status('ffo-40')).toBe(w.running));
    expect(screen.getByRole('button', { name: w.cancel })).toBeTruthy();
    await waitFor(() => expect(state('ffo-40')).toBe('done'));
    expect(status('ffo-40')).toBe(w.result);
  });

  test('in a cross-origin isolated page, the line says that the workers share one table', async () => {
    vi.stubGlobal('crossOriginIsolated', true);
    try {
      render(<CoreSpeedup />);
      await waitFor(() => expect((document.querySelector('.speed__size') as HTMLElement).dataset.isolated).toBe('true'));
      expect(document.querySelector('.speed__size')!.textContent).toBe(
        'This browser offers 4 workers (its cores, at most 4). This page is cross-origin isolated, so the workers scoring Connect Four’s columns share one table.',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('in French: two answers that differ, and a worker that stopped', async () => {
    answer.next = { ok: false, error: { kind: 'differ', one: '-2 c4', many: '-2 d4', workers: 4 } };
    render(<CoreSpeedup lang="fr" />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Mesurer' })[1]);
    await waitFor(() => expect(state('ffo-40')).toBe('failed'));
    expect(status('ffo-40')).toBe('les deux réponses diffèrent\u00a0: -2 c4 avec un worker, -2 d4 avec 4');
    answer.next = { ok: false, error: { kind: 'failed', error: { code: 'ERR_UNAVAILABLE', message: 'solver worker: stopped', failure: { worker: 'solver', how: 'stopped' } } } };
    fireEvent.click(screen.getAllByRole('button', { name: 'Mesurer' })[0]);
    await waitFor(() => expect(state('connect4-columns')).toBe('failed'));
    expect(status('connect4-columns')).toBe('le solveur a cessé de fonctionner (son script ne s’est pas chargé)');
  });
});
