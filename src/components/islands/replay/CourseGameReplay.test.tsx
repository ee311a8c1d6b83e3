// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import CourseGameReplay from './CourseGameReplay.tsx';

afterEach(cleanup);

const root = () => document.querySelector('.c4g') as HTMLElement;
const verdict = () => document.querySelector('[data-verdict]')!.textContent;

describe('the course’s example game, replayed and solved', () => {
  test('it opens on the last board: Paul’s diagonal', () => {
    render(<CourseGameReplay />);
    expect(root().dataset.ply).toBe('7');
    expect(verdict()).toBe('Paul has won: three in a row, with his 4th stone.');
    expect(document.querySelectorAll('.replay__moves li')).toHaveLength(7);
    expect(document.querySelectorAll('.c4b__board .c4b__stone--first')).toHaveLength(4);
    expect(document.querySelectorAll('.c4b__board .c4b__ring')).toHaveLength(3);
  });

  test('back to move 3: a draw with best play; move 4 (Pierre in column 2) loses it', () => {
    render(<CourseGameReplay />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(root().dataset.ply).toBe('3');
    expect(verdict()).toBe('Pierre to move. The solver: with best play on both sides, a draw; best columns 1, 3.');
    fireEvent.keyDown(root(), { key: 'ArrowRight' });
    expect(verdict()).toBe('Paul to move. The solver: with best play, Paul wins with his 4th stone; best columns 1, 2.');
    expect(document.querySelector('[aria-current="step"]')!.textContent).toBe('Pierre (X) plays column 2');
    fireEvent.keyDown(root(), { key: 'Home' });
    expect(root().dataset.ply).toBe('0');
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('in French', () => {
  test('the verdicts, the moves and the buttons are French', () => {
    render(<CourseGameReplay lang="fr" />);
    expect(verdict()).toBe('Paul a gagné\u00a0: trois alignés, avec son 4e pion.');
    fireEvent.click(screen.getByRole('button', { name: 'Début' }));
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Avancer' }));
    expect(verdict()).toBe('Au tour de Pierre. Le solveur\u00a0: avec le meilleur jeu des deux côtés, match nul\u202f; meilleures colonnes\u00a0: 1, 3.');
    fireEvent.keyDown(root(), { key: 'ArrowRight' });
    expect(verdict()).toBe('Au tour de Paul. Le solveur\u00a0: avec le meilleur jeu, Paul gagne avec son 4e pion\u202f; meilleures colonnes\u00a0: 1, 2.');
    expect(document.querySelector('[aria-current="step"]')!.textContent).toBe('Pierre (X) joue la colonne 2');
    expect(screen.getByText('coup 4 sur 7')).toBeTruthy();
  });
});
