// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import TetrominoReplies from './TetrominoReplies.tsx';

// The worker client, replaced by the one fake: the real engine run in this process.
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));
const runs = () => fakeJobs.jobs.map((j) => `${j.kind} ${j.position} ${JSON.stringify(j.options)}`);

afterEach(cleanSlate);

const root = () => document.querySelector('.t4rep') as HTMLElement;
// I0@c3, the first move with the fewest winning replies (20 of 222; `firstMoves.ts`).
const AFTER_I0C3 = `..........${'..I..'.repeat(4)}.......... ILOST/LOST`;

describe('find a winning reply', () => {
  test('every winning reply is listed; picking one and placing it is judged a win, with no second search', async () => {
    window.history.replaceState(null, '', '/?reply=I0@c3');
    render(<TetrominoReplies />);
    expect(root().dataset.first).toBe('I0@c3');
    fireEvent.click(screen.getByText('Show every winning reply'));
    await waitFor(() => expect(root().dataset.winning).toBe('20'));
    expect(runs()).toEqual([`solve ${AFTER_I0C3} {"best":"all"}`]);
    expect(screen.getByTestId('t4rep-count').textContent).toMatch(/^20 of the 222 replies to I0@c3 win for the second player/);
    fireEvent.click(document.querySelector('[data-placement="O0@b7"]')!);
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Enter' });
    await waitFor(() => expect(root().dataset.verdict).toBe('win'));
    expect(root().dataset.reply).toBe('O0@b7');
    expect(screen.getByTestId('t4rep-feedback').textContent).toBe('Yes: O0@b7 wins for the second player. It is one of the 20 winning replies.');
    expect(runs()).toHaveLength(1);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('reply')).toBe('I0@c3,O0@b7'));
  });

  test('a reply that does not win: the cell says what it is worth, from one more solve', async () => {
    window.history.replaceState(null, '', '/?reply=I0@c3,I0@b1');
    render(<TetrominoReplies />);
    fireEvent.click(screen.getByText('Check my answer'));
    await waitFor(() => expect(root().dataset.verdict).toBe('loss'));
    expect(screen.getByTestId('t4rep-feedback').textContent).toBe('No: after I0@b1 the first player can force a win.');
    expect(runs().map((r) => r.split(' ').at(-1))).toEqual(['{"best":"all"}', '{"best":"one"}']);
    expect(root().dataset.winning).toBe('20');
  });
});

describe('in French', () => {
  test('the steps, the buttons, the count and the verdict', async () => {
    render(<TetrominoReplies lang="fr" urlParam={null} />);
    expect(screen.getByTestId('t4rep-step').textContent).toBe(
      'Étape 1\u00a0: placez le premier coup du premier joueur (n’importe quelle pièce, n’importe où), ou tirez-en un au hasard.',
    );
    expect(screen.getByRole('button', { name: 'Premier coup au hasard' })).toBeTruthy();
    cleanSlate();
    window.history.replaceState(null, '', '/?reply=I0@c3');
    render(<TetrominoReplies lang="fr" />);
    expect(screen.getByTestId('t4rep-step').textContent).toBe('Étape 2\u00a0: le premier joueur a placé I0@c3. Répondez, en second joueur, par un coup gagnant.');
    fireEvent.click(screen.getByText('Montrer toutes les réponses gagnantes'));
    await waitFor(() => expect(root().dataset.winning).toBe('20'));
    expect(screen.getByTestId('t4rep-count').textContent).toMatch(/^20 des 222 réponses à I0@c3 gagnent pour le second joueur \([\d\u202f]+ positions explorées en [\d,]+ (ms|s)\)\.$/);
    expect(screen.getByText(/^Réponses gagnantes/)).toBeTruthy();
    fireEvent.click(document.querySelector('[data-placement="O0@b7"]')!);
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Enter' });
    await waitFor(() => expect(root().dataset.verdict).toBe('win'));
    expect(screen.getByTestId('t4rep-step').textContent).toBe('Le premier joueur a placé I0@c3, vous avez répondu O0@b7.');
    expect(screen.getByTestId('t4rep-feedback').textContent).toBe('Oui\u00a0: O0@b7 gagne pour le second joueur. C’est l’une des 20 réponses gagnantes.');
    expect(screen.getByRole('button', { name: 'Essayer une autre réponse' })).toBeTruthy();
  });

  test('a losing reply', async () => {
    window.history.replaceState(null, '', '/?reply=I0@c3,I0@b1');
    render(<TetrominoReplies lang="fr" />);
    fireEvent.click(screen.getByText('Vérifier ma réponse'));
    await waitFor(() => expect(root().dataset.verdict).toBe('loss'));
    expect(screen.getByTestId('t4rep-feedback').textContent).toBe('Non\u00a0: après I0@b1, le premier joueur peut forcer la victoire.');
  });
});
