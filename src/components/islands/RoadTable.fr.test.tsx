// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { builtRoadCounts } from '../../lib/facts/roadCounts.ts';
import RoadTable from './RoadTable.tsx';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

// The build-time counts, as RoadFigure.astro passes them.
const built = builtRoadCounts();

const row = (step: string) => document.querySelector(`tr[data-step="${step}"]`) as HTMLElement;

describe('the road table in French', () => {
  test('tabs, headers, steps and the build’s counts, written the French way', () => {
    const { container } = render(<RoadTable built={built} lang="fr" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Fin de partie (22)', 'Milieu de partie (7)', 'Début de partie (7)', 'Plateau vide (1)']);
    expect(screen.getByRole('tablist', { name: 'Ensembles de positions' })).toBeTruthy();
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Étape',
      'Positions explorées (construction du site)',
      'Par rapport à l’étape du dessus',
      'Dans votre navigateur',
      'Exacts',
      'Temps',
      'Par position',
      'Temps par rapport à l’étape du dessus',
    ]);
    expect([...container.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual([
      '1. Le negamax simple',
      '2. L’alpha-bêta',
      '3. Les colonnes du centre d’abord',
      '4. Les bitboards',
      '5. Une table de transposition',
      '6. Les fenêtres nulles',
      '7. Jamais un coup qui perd tout de suite',
      '8. Les menaces d’abord',
      'Le solveur du site',
    ]);
    expect(row('negamax').querySelectorAll('td')[0].textContent).toBe('127\u202f971');
    expect(row('alphaBeta').querySelectorAll('td')[1].textContent).toBe('17× moins');
    expect(row('bitboards').querySelectorAll('td')[1].textContent).toBe('pareil');
    expect(screen.getByRole('button', { name: 'Lancer toutes les étapes sur ces 22 positions' })).toBeTruthy();
    expect(container.querySelector('caption')?.textContent).toBe(
      'Chaque étape du chemin sur l’ensemble «\u00a0fin de partie\u00a0»\u00a0: positions explorées à la construction du site et dans votre navigateur',
    );
  });

  test('a row run in the browser, in French', async () => {
    render(<RoadTable built={built} lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer l’étape 2 sur ces positions' }));
    await waitFor(() => expect(row('alphaBeta').dataset.nodes).toBe('7466'));
    const cells = [...row('alphaBeta').querySelectorAll('td')].map((td) => td.textContent);
    expect(cells[2]).toBe('7\u202f466');
    expect(cells[3]).toBe('✓ 22/22');
    expect(cells[5]).toMatch(/^339 en [\d,]+ (ms|s)$/);
    expect(screen.getByRole('button', { name: 'Effacer ces résultats' })).toBeTruthy();
  });
});
