// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { JobError } from '../../lib/workerJobs.ts';
import { fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import { cleanSlate } from '../testing.ts';
import { connect4PartIn } from '../parts/connect4.tsx';
import { SolverCell } from './solver/SolverCell.tsx';
import AnyGameEngine from './AnyGameEngine.tsx';
import ConnectKMatch from './ConnectKMatch.tsx';
import RoadTable from './RoadTable.tsx';
import TetrominoReplies from './TetrominoReplies.tsx';
import TetrominoTiming from './TetrominoTiming.tsx';
import TieBreakCounts from './TieBreakCounts.tsx';
import Connect4Play from './play/Connect4Play.tsx';

// The rare failures, in French: a worker that stopped or could not start, a
// message it sent that the page cannot read, a job the engine refused, a
// resource a job went on without. The worker sends data (lib/workerJobs.ts,
// workers/jobProtocol.ts); each cell words it in the page's language
// (lib/engineErrors.ts). The fake client's jobs are settled by hand.
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);
beforeEach(() => {
  fakeJobs.mode = 'manual';
});

const NB = '\u00a0';
const failWith = async (error: JobError) => {
  await waitFor(() => expect(fakeJobs.jobs.length).toBeGreaterThan(0));
  fakeJobs.jobs.at(-1)!.settle({ status: 'error', error });
};
const STOPPED: JobError = { code: 'ERR_UNAVAILABLE', message: 'solver worker: stopped', failure: { worker: 'solver', how: 'stopped' } };
const error = () => document.querySelector('.message--error')?.textContent;

describe('a worker that failed, said in French by every cell that runs a job', () => {
  test('the tie-break counts: a worker whose script did not load (and the same in English, as before)', async () => {
    render(<TieBreakCounts lang="fr" />);
    await failWith(STOPPED);
    await waitFor(() => expect(error()).toBe('le solveur a cessé de fonctionner (son script ne s’est pas chargé)'));
    cleanSlate();
    fakeJobs.mode = 'manual';
    render(<TieBreakCounts />);
    await failWith(STOPPED);
    await waitFor(() => expect(error()).toBe('the solver stopped (its script did not load)'));
  });

  test('any game’s engine: a worker that could not start, and a position that cannot be played', async () => {
    render(<AnyGameEngine lang="fr" game="connect4" />);
    await failWith({ code: 'ERR_UNAVAILABLE', message: 'solver worker: start (no workers here)', failure: { worker: 'solver', how: 'start', detail: 'no workers here' } });
    await waitFor(() => expect(error()).toBe(`le solveur n’a pas pu démarrer${NB}: no workers here`));
    fireEvent.input(screen.getByRole('textbox', { name: /^Position/ }), { target: { value: '5x4k4:333333' } });
    expect(screen.getByRole('alert').textContent).toBe('les règles interdisent ce coup (au caractère 11, «\u00a03\u00a0»)');
  });

  test('a match of computers: a message the page cannot read', async () => {
    render(<ConnectKMatch lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Jouer le match' }));
    await failWith({ code: 'ERR_INTERNAL', message: 'solver worker: unreadable', failure: { worker: 'solver', how: 'unreadable' } });
    await waitFor(() => expect(error()).toBe('le solveur a envoyé un message que la page ne sait pas lire'));
  });

  test('the road table: a job the engine refused, by its code', async () => {
    render(<RoadTable built={{ 'negamax/end': 127971 }} lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: /^Lancer toutes les étapes/ }));
    await failWith({ code: 'ERR_OUT_OF_REACH', message: 'about 2e12 positions: out of reach' });
    await waitFor(() => expect(error()).toBe(`ce calcul ne finirait pas en un temps raisonnable${NB}: il a été refusé`));
  });

  test('the tetromino timing and replies', async () => {
    const { unmount } = render(<TetrominoTiming lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Résoudre tout le jeu dans ce navigateur' }));
    await failWith(STOPPED);
    await waitFor(() => expect(document.querySelector('.solver__error')!.textContent).toBe('le solveur a cessé de fonctionner (son script ne s’est pas chargé)'));
    unmount();
    window.history.replaceState(null, '', '/?reply=I0@c3,I0@b1');
    render(<TetrominoReplies lang="fr" />);
    fireEvent.click(screen.getByText('Vérifier ma réponse'));
    await failWith(STOPPED);
    await waitFor(() => expect(screen.getByText('le solveur a cessé de fonctionner (son script ne s’est pas chargé)')).toBeTruthy());
  });

  test('the play cell: the computer’s move, when its worker stops', async () => {
    render(<Connect4Play lang="fr" first="computer" delay={0} />);
    await failWith({ ...STOPPED, failure: { worker: 'solver', how: 'stopped', detail: 'Uncaught RangeError' } });
    await waitFor(() => expect(error()).toBe(`le solveur a cessé de fonctionner${NB}: Uncaught RangeError`));
  });

  test('the solver cell: the failure, then a resource the job went on without', async () => {
    render(<SolverCell part={connect4PartIn('fr')} workers={1} urlParam={null} position="" lang="fr" />);
    fireEvent.click(screen.getByText('Résoudre'));
    await failWith(STOPPED);
    await waitFor(() => expect(document.querySelector('.solver__error')!.textContent).toBe('le solveur a cessé de fonctionner (son script ne s’est pas chargé)'));
    fireEvent.click(screen.getByText('Réessayer'));
    const notice = { resource: 'book', error: { code: 'ERR_UNAVAILABLE', message: 'the server answered 404' } } as const;
    fakeJobs.jobs.at(-1)!.settle({ status: 'done', result: { value: 1, bestMoves: [4], nodes: 9, extra: { size: '7x6k4', moves: 0, toMove: 'first', weak: false } }, ms: 1, notices: [notice] });
    await waitFor(() =>
      expect(screen.getByRole('note').textContent?.trim()).toBe(
        `La bibliothèque d’ouvertures est indisponible${NB}: le calcul n’a pas pu obtenir ce dont il a besoin (un fichier de données, ou le worker lui-même). Tout est donc cherché\u202f; ce que cela met hors de portée (près du début d’une partie) est refusé.`,
      ),
    );
  });
});
