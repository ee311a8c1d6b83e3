// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../../testing.ts';
import { parseBoard, writeBoard } from '../../../engine/games/othello/notation.ts';
import { othello } from '../../../engine/games/othello/othello.ts';
import { playerMove } from '../../../engine/games/othello/player.ts';
import { squareName } from '../../../engine/games/othello/squares.ts';
import { unwrap } from '../../../engine/core/result.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { fakeJobLog } from '../../../lib/jobs/fakeSolveClient.ts';
import { engineMove } from '../../../lib/models/tictactoe/analysis.ts';
import { moveSeed } from '../../../lib/sessions/play.ts';
import OthelloPlay from './OthelloPlay.tsx';
import TicTacToePlay from './TicTacToePlay.tsx';

vi.mock('../../../lib/solveClient.ts', () => import('../../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const cell = () => document.querySelector('[data-play-cell]') as HTMLElement;

describe('the play cell, tic-tac-toe (the engine in the page)', () => {
  test('a person plays the centre; the engine answers with its seeded best reply; take back empties the board', async () => {
    render(<TicTacToePlay delay={0} urlPrefix={null} />);
    expect(cell().dataset.game).toBe('tictactoe');
    expect(cell().dataset.state).toBe('human');
    fireEvent.click(document.querySelector('.tb [data-cell="4"]')!);
    const reply = engineMove(tictactoe.play(tictactoe.initial(), 4), 9, 1, false)!.move;
    await waitFor(() => expect(cell().dataset.moves).toBe(`4,${reply}`));
    expect(cell().dataset.state).toBe('human');
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(cell().dataset.moves).toBe(''));
  });

  test('computer against computer, both to the end: a draw in nine moves', async () => {
    render(<TicTacToePlay delay={0} first="computer" second="computer" urlPrefix={null} />);
    await waitFor(() => expect(cell().dataset.state).toBe('over'), { timeout: 5000 });
    expect(cell().dataset.result).toBe('draw');
    expect(cell().dataset.moves!.split(',')).toHaveLength(9);
    expect(cell().dataset.outcome).toBeUndefined();
  });
});

describe('the play cell, Othello (the engine in the worker)', () => {
  test('black plays d3; the worker is asked for white’s move with the seed of ply 1, and its answer is played', async () => {
    render(<OthelloPlay delay={0} urlPrefix={null} />);
    expect(cell().dataset.game).toBe('othello');
    fireEvent.click(document.querySelector('.ob-grid [data-square="d3"]')!);
    const after = othello.play(othello.initial(), unwrap(othello.parseMove('d3', othello.initial())));
    const reply = squareName(playerMove(after, { seed: moveSeed(1, 1) })!.move);
    await waitFor(() => expect(cell().dataset.moves).toBe(`d3,${reply}`), { timeout: 10_000 });
    expect(fakeJobLog()).toEqual([`task othelloPlay {"position":"${writeBoard(after)}","seed":${moveSeed(1, 1)}}`]);
    expect(unwrap(parseBoard(cell().dataset.position!))).toBeTruthy();
    expect(document.querySelector('[data-note="engine"]')!.textContent).toMatch(new RegExp(`^The engine played ${reply}, in `));
  });
});

describe('the play cell in French', () => {
  test('Othello from the start: the status, the disc count and the buttons are French', () => {
    render(<OthelloPlay delay={0} urlPrefix={null} lang="fr" />);
    expect(screen.getByTestId('play-status').textContent).toBe('À vous de jouer\u00a0: vous jouez noir\u202f; appuyez sur une case marquée d’un point, un coup légal.');
    expect(screen.getByTestId('othello-count').textContent).toBe('Noir 2, blanc 2, 60 vides.');
    expect(screen.getByRole('group', { name: 'Plateau de jeu\u00a0: noir au trait' })).toBeTruthy();
    for (const name of ['Nouvelle partie', 'Reprendre le coup']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  test('Othello, a side with no legal move: the pass in French, then the game goes on', async () => {
    // A game of random legal moves in which white, to move after 59 moves, has none (found by playing out random games).
    const game = 'f5,f6,e6,f4,g4,d6,c5,c6,g7,b6,a6,f7,f3,h8,b5,c7,g8,f8,c8,h4,d3,a5,g3,c4,b3,d8,c3,d7,b8,a2,g5,c2,a4,f2,d2,e2,g2,b7,e7,e8,e1,h6,e3,h2,c1,b4,h3,b1,g1,d1,f1,b2,a3,g6,a8,h5,a7,h1,h7';
    window.history.replaceState(null, '', `/fr/l/?play=${game}&play-side=both`);
    render(<OthelloPlay delay={0} lang="fr" />);
    await waitFor(() => expect(cell().dataset.moves).toBe(game));
    expect(screen.getByTestId('play-status').textContent).toBe('Au tour de blanc\u00a0: vous jouez blanc\u202f; vous n’avez aucun coup légal, appuyez donc sur Passer.');
    fireEvent.click(screen.getByRole('button', { name: 'Passer' }));
    expect(cell().dataset.moves).toBe(`${game},pass`);
    expect(screen.getByTestId('play-status').textContent).toBe('Au tour de noir\u00a0: vous jouez noir\u202f; appuyez sur une case marquée d’un point, un coup légal.');
    expect(screen.getByTestId('othello-count').textContent).toBe('Noir 34, blanc 29, 1 vide.');
  });
});
