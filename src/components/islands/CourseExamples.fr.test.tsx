// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import CourseExamples from './CourseExamples.tsx';

afterEach(cleanSlate);

const text = (id: string) => screen.getByTestId(id).textContent ?? '';

describe('the course examples in French', () => {
  test('the worked example: tabs, note, shortcut, value and counts', () => {
    const { container } = render(<CourseExamples urlPrefix={null} lang="fr" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Exemple déroulé',
      'Gagner tout de suite',
      'Blocage forcé',
      'Deux façons de gagner',
      'Votre plateau',
    ]);
    expect(screen.getByRole('tablist', { name: 'Les plateaux d’exemple du cours' })).toBeTruthy();
    expect(container.querySelector('.ce-mover')?.textContent).toBe('O joue');
    expect(text('ce-shortcut')).toBe('Aucun raccourci à la racine\u00a0: tous les coups sont cherchés. Les raccourcis servent plus bas dans l’arbre.');
    expect(container.querySelector('caption')?.textContent).toBe('Valeur pour O\u00a0: 0 (match nul). Positions visitées\u00a0:');
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Recherche', 'Sans raccourcis', 'Avec les raccourcis']);
    expect(text('ce-minimax')).toBe('1\u202f053');
    expect(container.querySelector('.ce-viz-title')?.textContent).toBe('Dans le visualiseur, sans les raccourcis');
    expect(screen.getByRole('button', { name: 'Alpha-bêta' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('another tab, and an impossible board of your own', () => {
    render(<CourseExamples urlPrefix={null} lang="fr" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Blocage forcé' }));
    expect(text('ce-shortcut')).toBe('Raccourci 3, un blocage forcé\u00a0: O menace B3, c’est donc le seul coup cherché à la racine.');
    fireEvent.click(screen.getByRole('tab', { name: 'Deux façons de gagner' }));
    expect(text('ce-shortcut')).toBe('Raccourci 1, un gain immédiat\u00a0: X complète une ligne en B1 ou C2. La position est évaluée sans recherche.');
    fireEvent.click(screen.getByRole('tab', { name: 'Votre plateau' }));
    fireEvent.keyDown(screen.getByRole('button', { name: /\(B1\)/ }), { key: 'x' });
    fireEvent.keyDown(screen.getByRole('button', { name: /\(C1\)/ }), { key: 'x' });
    expect(text('ce-problem')).toBe(
      'X a 3 pions et O en a 1\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus. Les comptes ci-dessous restent ceux du dernier plateau possible.',
    );
  });
});
