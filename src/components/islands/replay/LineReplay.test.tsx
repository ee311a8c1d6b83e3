// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { START_TEXT, WORK0 } from '../../../lib/games/othello.ts';
import LineReplay from './LineReplay.tsx';

afterEach(cleanup);

const root = () => document.querySelector('[data-replay]') as HTMLElement;
const said = () => document.querySelector('[data-verdict]')!.textContent;

describe('a line of Othello, replayed', () => {
  test('from the start, each move is played by the rules; the buttons, the keys and the list move the step', () => {
    render(<LineReplay position={START_TEXT} line="d3 c5 f6" title="A line" />);
    expect(root().dataset.ply).toBe('0');
    expect(said()).toBe('The start: black to move. Black 2, white 2, 60 empty.');
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(said()).toBe('Move 1 of 3: black plays d3. Black 4, white 1, 59 empty.');
    fireEvent.keyDown(root(), { key: 'ArrowRight' });
    expect(said()).toBe('Move 2 of 3: white plays c5. Black 3, white 3, 58 empty.');
    expect(document.querySelector('[aria-current="step"]')!.textContent).toBe('White c5');
    fireEvent.click(screen.getByRole('button', { name: 'Black f6' }));
    expect(root().dataset.ply).toBe('3');
    expect((screen.getByRole('button', { name: 'End' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(root(), { key: 'Home' });
    expect(screen.getByRole('img', { name: /^A line, after 0 of 3 moves/ })).toBeTruthy();
  });

  test('the last step of a finished game says so', () => {
    // Black wipes white out in nine moves (a known shortest game).
    render(<LineReplay position={START_TEXT} line="e6 f4 e3 f6 g5 d6 e7 f5 c5" />);
    fireEvent.keyDown(root(), { key: 'End' });
    expect(said()).toBe('Move 9 of 9: black plays c5. Black 13, white 0, 51 empty. The game is over.');
  });

  test('the course’s endgame: the engine’s moves, the last move marked on the board; the list jumps', () => {
    render(<LineReplay position={WORK0} line="g7 h8 h7" />);
    expect(said()).toBe('The start: black to move. Black 23, white 30, 11 empty.');
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(said()).toBe('Move 1 of 3: black plays g7. Black 26, white 28, 10 empty.');
    expect(document.querySelector('[data-square="g7"]')!.classList.contains('is-last')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Black h7' }));
    expect(root().dataset.ply).toBe('3');
    expect((screen.getByRole('button', { name: 'Forward' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('in French', () => {
  test('the steps, the buttons and the board’s name are French', () => {
    render(<LineReplay position={WORK0} line="g7 h8 h7" title="La suite" lang="fr" />);
    expect(said()).toBe('Le départ\u00a0: noir au trait. Noir 23, blanc 30, 11 vides.');
    fireEvent.click(screen.getByRole('button', { name: 'Avancer' }));
    expect(said()).toBe('Coup 1 sur 3\u00a0: noir joue g7. Noir 26, blanc 28, 10 vides.');
    expect(screen.getByText('coup 1 sur 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Noir h7' }));
    expect(said()).toBe('Coup 3 sur 3\u00a0: noir joue h7. Noir 25, blanc 31, 8 vides. La partie est finie.');
  });
});
