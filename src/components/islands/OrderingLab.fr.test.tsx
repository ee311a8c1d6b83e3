// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import OrderingLab from './OrderingLab.tsx';

afterEach(cleanSlate);

describe('the move-ordering cell in French', () => {
  test('its rows, headers and controls, and the counts written the French way', () => {
    const { container } = render(<OrderingLab branching={4} depth={5} seed={1} lang="fr" />);
    expect([...container.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual([
      'Toutes les feuilles, bᵈ',
      'Le minimum de Knuth et Moore (43 + 42 − 1)',
      'Alpha-bêta, dans l’ordre de l’arbre',
      'Alpha-bêta, meilleur coup d’abord',
      'Alpha-bêta, pire coup d’abord',
      'Élagage superficiel, dans l’ordre de l’arbre',
      'Élagage superficiel, meilleur coup d’abord',
      'Élagage superficiel, pire coup d’abord',
    ]);
    expect(container.querySelector('tr[data-row="all"] td')?.textContent).toBe('1\u202f024');
    expect(container.querySelector('tr[data-row="minimal"] td')?.textContent).toBe('79');
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Recherche et ordre', 'Feuilles', 'Part de toutes les feuilles']);
    expect(container.querySelector('caption')?.textContent).toBe('Feuilles lues sur l’arbre uniforme b = 4, d = 5, graine 1');
    expect(screen.getByLabelText('Profondeur d')).toBeTruthy();
    expect(screen.getByLabelText('Graine')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Branchement b' })).getByRole('button', { name: '5' }));
    expect(container.querySelector('caption')?.textContent).toBe('Feuilles lues sur l’arbre uniforme b = 5, d = 4, graine 1');
    fireEvent.click(screen.getByRole('button', { name: 'Un autre arbre' }));
    expect(container.querySelector('caption')?.textContent).toBe('Feuilles lues sur l’arbre uniforme b = 5, d = 4, graine 48282');
  });
});
