// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { SearchExplorer } from './SearchExplorer.tsx';

afterEach(cleanSlate);

// What the visualiser cannot draw, on a French page: the engine's parse
// errors by their code and place, and its own limits (lib/viz/searchRun.ts
// `RunProblem`) in its own words.
describe('the visualiser’s refusals in French', () => {
  test('a typed tree with a mistake: the problem and where, and the last good tree stays', () => {
    const { container } = render(<SearchExplorer position="[[3 12 8] [2 4 6] [14 5 2]]" lang="fr" />);
    const box = container.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: '[[3 12 8] [2 4 6' } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe('Impossible de lire cet arbre\u00a0: le texte ne suit pas la notation (au caractère 17).');
    expect(container.querySelectorAll('[data-node-id]').length).toBeGreaterThan(0);
  });

  test('a tree too big to draw (6 levels of 5 children: 19,531 nodes)', () => {
    const tree = (depth: number): string => (depth === 0 ? '1' : `[${Array.from({ length: 5 }, () => tree(depth - 1)).join(' ')}]`);
    const { container } = render(<SearchExplorer position="[[3 12 8] [2 4 6] [14 5 2]]" lang="fr" />);
    const box = container.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: tree(6) } });
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByRole('alert').querySelector('p')!.textContent).toBe(
      'Impossible de lire cet arbre\u00a0: cet arbre a 19\u202f531 nœuds\u202f; le visualiseur en dessine au plus 5\u202f000.',
    );
  });

  test('a built-in tree that does not exist', () => {
    render(<SearchExplorer position="example:nope" lang="fr" />);
    expect(screen.getByRole('alert').textContent).toBe('Impossible d’explorer cet arbre\u00a0: aucun arbre fourni ne s’appelle «\u00a0nope\u00a0».');
  });

  test('a link whose step is past the end, or no number', async () => {
    window.history.replaceState(null, '', '/fr/alpha-beta/?pos=example:walkthrough&step=999999');
    render(<SearchExplorer syncUrl lang="fr" />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.getByTestId('url-notice').textContent).toContain('step=999999\u00a0: cette recherche a 45 étapes\u00a0: la vue commence donc à l’étape 0.');
    cleanSlate();
    window.history.replaceState(null, '', '/fr/alpha-beta/?pos=example:walkthrough&step=two');
    render(<SearchExplorer syncUrl lang="fr" />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(screen.getByTestId('url-notice').textContent).toContain('step=two\u00a0: ce n’est pas un numéro d’étape (0, 1, 2…).');
  });
});
