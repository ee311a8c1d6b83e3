// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import StaticEvaluator from './StaticEvaluator.tsx';

afterEach(cleanSlate);

describe('the static evaluator in French', () => {
  test('the empty board: no line, the table in French', () => {
    const { container } = render(<StaticEvaluator urlParam={null} lang="fr" />);
    expect(screen.getByTestId('static-why').textContent).toBe('aucune ligne, ni pour l’un ni pour l’autre.');
    expect([...container.querySelectorAll('dt')].map((e) => e.textContent)).toEqual(['Plateau p', 'Champ X (bits 8…0)', 'Champ O (bits 17…9)']);
    expect([...container.querySelectorAll('thead th')].map((e) => e.textContent)).toEqual(['Ligne', 'Masque', 'X la couvre', 'O la couvre']);
    expect(container.querySelector('caption')?.textContent).toBe('Les huit masques gagnants et le camp qui couvre chacun');
    expect(container.querySelector('tbody th')?.textContent).toBe('ligne du haut 0 1 2');
    expect(container.querySelector('tbody td:nth-child(3)')?.textContent).toBe('non');
    expect(screen.getByRole('group', { name: 'Plateau à évaluer\u00a0: appuyez sur une case pour la changer (vide, X, O)' })).toBeTruthy();
    expect(screen.queryByTestId('static-problem')).toBeNull();
  });

  test('an example where both sides have a line', () => {
    render(<StaticEvaluator urlParam={null} lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Les deux ont une ligne' }));
    expect(screen.getByTestId('static-value').textContent).toBe('-1');
    expect(screen.getByTestId('static-why').textContent).toBe(
      'les deux camps ont une ligne (un plateau que seul l’arbre du cours atteint, puisqu’il continue après une victoire)\u202f; X est testé en premier, d’où −1.',
    );
    expect(screen.getByTestId('static-problem').textContent).toBe(
      'Aucune partie n’atteint ce plateau. X et O ont chacun trois pions alignés\u00a0: la première ligne termine la partie, aucune partie ne montre donc deux gagnants. L’évaluation s’en moque\u00a0: elle ne lit que des bits.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'O gagne une colonne' }));
    expect(screen.getByTestId('static-why').textContent).toBe('O, l’ordinateur, a une ligne.');
  });
});
