// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../../testing.ts';
import { fakeJobs } from '../../../lib/jobs/fakeSolveClient.ts';
import TetrominoPlay from './TetrominoPlay.tsx';

// The worker client, replaced by the one fake: the real engine run in this process.
vi.mock('../../../lib/solveClient.ts', () => import('../../../lib/jobs/fakeSolveClient.ts'));
const runs = () => fakeJobs.jobs.map((j) => `${j.kind} ${j.position}`);

afterEach(cleanSlate);

const root = () => document.querySelector('[data-play-cell]') as HTMLElement;
const status = () => screen.getByTestId('play-status').textContent;
const note = (id: string) => document.querySelector(`[data-note="${id}"]`)?.textContent;
const board = () => screen.getByRole('application', { name: /^Game board/ });
const keys = (...ks: string[]) => ks.forEach((k) => fireEvent.keyDown(board(), { key: k }));

describe('the tetromino game against the engine', () => {
  test('the reader places the O in the corner with the keyboard; the engine answers with a win and says so', async () => {
    render(<TetrominoPlay />);
    expect(root().dataset.game).toBe('tetromino');
    expect(status()).toBe('Your move: you hold I L O S T; the engine holds I L O S T.');
    keys('o', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter');
    await waitFor(() => expect(root().dataset.moves?.split(',')).toHaveLength(2));
    expect(root().dataset.moves).toMatch(/^O0@a1,/);
    // The engine solved the position after the reader's move, pieces named as the solver cell writes them.
    expect(runs()).toEqual([`solve OO...OO${'.'.repeat(33)} ILOST/ILST`]);
    expect(note('feedback')).toBe('After your O0@a1, the engine can force a win.');
    expect(document.querySelector('[data-note="feedback"]')!.getAttribute('data-tone')).toBe('bad');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('play')).toBe(root().dataset.moves));
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(root().dataset.moves).toBe('');
  });

  test('the reader plays second: the engine places the first piece, from a solve of the start', async () => {
    render(<TetrominoPlay first="computer" second="human" urlPrefix={null} />);
    await waitFor(() => expect(root().dataset.moves).not.toBe(''));
    expect(root().dataset.moves).toBe('I0@c3'); // the opening the lesson names (fact tetromino.play.engineOpening)
    expect(runs()).toEqual([`solve ${'.'.repeat(40)} ILOST/ILOST`]);
    expect(note('engine')).toMatch(/^The engine’s last solve: 1,366,355 positions in .*, value −1 for the engine \(first player\)\.$/);
    expect(status()).toMatch(/^Your move: you hold I L O S T; the engine holds /);
  });

  test('a game from the URL is replayed; a finished game says who won', async () => {
    // Seven placements: the second player (the reader here) has no room left for its I or its O.
    window.history.replaceState(null, '', '/?play=O0@a1,T0@c1,I0@e4,S1@a3,T2@a7,L0@c3,L0@d6&play-side=second');
    render(<TetrominoPlay />);
    await waitFor(() => expect(root().dataset.moves).toBe('O0@a1,T0@c1,I0@e4,S1@a3,T2@a7,L0@c3,L0@d6'));
    expect((screen.getByRole('group', { name: /^Second player/ }).querySelector('select') as HTMLSelectElement).value).toBe('human');
    expect(root().dataset.outcome).toBe('lost');
    expect(status()).toBe('The engine wins: you cannot place any of your pieces (I O).');
    expect(runs()).toEqual([]);
  });
});

describe('in French', () => {
  test('the reader’s turn and the board’s words are French', () => {
    render(<TetrominoPlay urlPrefix={null} lang="fr" />);
    expect(screen.getByTestId('play-status').textContent).toBe('À vous de jouer\u00a0: vous avez I L O S T\u202f; l’ordinateur a I L O S T.');
    expect(screen.getByRole('list', { name: 'Légende' }).textContent).toBe(' premier joueur (vous) second joueur (l’ordinateur)');
    expect(screen.getByRole('button', { name: 'Poser (Entrée)' })).toBeTruthy();
  });
});
