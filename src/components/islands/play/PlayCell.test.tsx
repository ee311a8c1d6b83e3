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
