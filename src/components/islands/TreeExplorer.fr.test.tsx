// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import TreeExplorer from './TreeExplorer.tsx';

afterEach(cleanSlate);

const button = (name: string) => screen.getByRole('button', { name });

describe('the tree explorer in French', () => {
  test('its table, notes and walk at depth 2', () => {
    const { container } = render(<TreeExplorer urlPrefix={null} lang="fr" />);
    expect(screen.getByRole('slider', { name: 'Profondeur de l’arbre' }).getAttribute('aria-valuetext')).toBe('profondeur 2');
    expect(container.querySelector('.lx-muted')?.textContent).toBe('sur 9\u00a0: l’arbre est développé sur 2 niveaux sous la racine.');
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent?.trim())).toEqual([
      'Niveau',
      'Arbre du courscontinue de jouer après une victoire',
      'La victoire finit la partieune position gagnée n’a pas d’enfant',
    ]);
    expect(container.querySelector('tfoot th')?.textContent).toBe('Total');
    expect(screen.getByRole('list', { name: 'Les premières positions du niveau 2 de l’arbre du cours' })).toBeTruthy();
    expect(screen.getByTestId('tree-sample-cost').textContent).toBe(
      'Pour dessiner ces 12 positions parmi les 72 du niveau 2, l’arbre paresseux n’a listé les coups que de 3 positions. Rien de ce qui est plus à droite n’a jamais été développé.',
    );
    expect(screen.getByTestId('tree-walk').textContent).toBe(
      'Le tableau fusionne les plateaux égaux pour compter vite. Le parcours, lui, visite chacun des 82 nœuds, un pas de générateur à la fois.',
    );
    fireEvent.click(button('Parcourir l’arbre du cours nœud par nœud'));
    expect(screen.getByTestId('tree-walk').textContent).toBe('82 nœuds parcourus\u00a0: 1, 9, 72 par niveau. Comme dans le tableau.');
  });

  test('one level more, the whole tree, and a board no game reaches', () => {
    render(<TreeExplorer urlPrefix={null} lang="fr" depth={8} />);
    fireEvent.click(button('Un niveau de plus'));
    expect(screen.getByTestId('tree-answer').textContent).toBe(
      'L’arbre complet où la victoire finit la partie\u00a0: 549\u202f946 positions, racine comprise. L’arbre du cours, qui continue de jouer après une victoire, en a 986\u202f410.',
    );
    expect(screen.getByTestId('total-wins').textContent).toBe('549\u202f946');
    fireEvent.click(button('La victoire finit la partie'));
    expect(button('Parcourir l’arbre où la victoire finit la partie nœud par nœud')).toBeTruthy();
    const topLeft = screen.getByRole('button', { name: /\(case 0\)/ });
    fireEvent.click(topLeft);
    fireEvent.click(topLeft);
    expect(screen.getByTestId('tree-problem').textContent).toBe(
      'X a 0 pion et O en a 1\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus. L’arbre pousse toujours depuis le dernier plateau possible.',
    );
  });
});
