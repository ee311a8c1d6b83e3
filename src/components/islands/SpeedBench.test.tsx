// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import SpeedBench from './SpeedBench.tsx';

afterEach(cleanSlate);

// The cell before any run (a run needs the benchmark's Web Worker: the e2e speed spec runs it).
const titles = () => [...document.querySelectorAll('.speed__suite h3')].map((h) => h.textContent);
const statuses = () => [...document.querySelectorAll('.speed__status')].map((p) => p.textContent);

describe('the speed page’s benchmark cell, before a run', () => {
  test('in English', () => {
    render(<SpeedBench size="quick" />);
    expect(titles()).toEqual(['Tic-tac-toe: the generic searches', 'Connect Four: the public test sets', 'Othello: exact endgames', 'The tetromino game: exact solves']);
    expect(statuses()).toEqual(['Not run yet.', 'Not run yet.', 'Not run yet.', 'Not run yet.']);
    expect(screen.getByRole('button', { name: 'Run every suite' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Run' })).toHaveLength(4);
    expect(document.querySelector('.speed__size')!.textContent).toBe('Quick tastes (a second or two each).');
    expect(document.querySelector('.speed__machine')!.textContent).toBe(`This browser: ${navigator.hardwareConcurrency} logical cores; ${navigator.userAgent}`);
  });

  test('in French', () => {
    render(<SpeedBench lang="fr" />);
    expect(titles()).toEqual([
      'Morpion\u00a0: les recherches génériques',
      'Puissance 4\u00a0: les jeux de tests publics',
      'Othello\u00a0: finales exactes',
      'Le jeu des tétrominos\u00a0: résolutions exactes',
    ]);
    expect(statuses()).toEqual(['Pas encore lancé.', 'Pas encore lancé.', 'Pas encore lancé.', 'Pas encore lancé.']);
    expect(screen.getByRole('button', { name: 'Lancer toutes les séries' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Lancer' })).toHaveLength(4);
    expect(document.querySelector('.speed__size')!.textContent).toBe('Mesures complètes (environ une minute en tout).');
    expect(document.querySelector('.speed__machine')!.textContent).toBe(`Ce navigateur\u00a0: ${navigator.hardwareConcurrency} cœurs logiques\u202f; ${navigator.userAgent}`);
  });
});
