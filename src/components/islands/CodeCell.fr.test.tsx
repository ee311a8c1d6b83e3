// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate, texts } from '../testing.ts';
import { fakes, resetFakes } from '../codeCell/testFakes.ts';
import { cellDriver, DECL, errorList, rows } from './codeCellDriver.tsx';

// The two workers run in this process, and a text area stands in for CodeMirror (testFakes.ts says how).
vi.mock('../../lib/codeCell/clients.ts', async (original) => (await import('../codeCell/testFakes.ts')).inProcessClients(original));
vi.mock('../codeCell/editor.ts', async () => (await import('../codeCell/testFakes.ts')).textAreaEditor());

import CodeCell from './CodeCell.tsx';

// The same cell on a French page (lang="fr"): every word the reader sees is French; code,
// TypeScript's own messages and the reader's exception stay as they are.
const NB = '\u00a0';
const NNB = '\u202f';

beforeEach(() => {
  resetFakes();
  localStorage.clear();
});
afterEach(cleanSlate);

const { openWith, runMatch } = cellDriver({ lang: 'fr', edit: 'Modifier le code', area: /^Code de la fonction d’évaluation/, games: 'Parties', run: 'Lancer le match' });

describe('the code cell in French: before anything runs', () => {
  test('headings, toolbar, contract and settings are French, and no English word is left outside the code', () => {
    render(<CodeCell urlParam={null} store={false} lang="fr" />);
    const root = document.querySelector('[data-code-cell]') as HTMLElement;
    expect(texts('h3', root)).toEqual(['Le contrat', 'Votre évaluation', 'Un match']);
    expect(texts('button', root)).toEqual([
      'Modifier le code',
      'Vérifier',
      'Revenir à l’original',
      'Fonction vide',
      'Enregistrer cette version',
      'Lancer le match',
      'Voir la recherche depuis le début',
    ]);
    expect(screen.getByRole('button', { name: 'Revenir à l’original' })).toHaveProperty('disabled', true);
    expect(document.querySelector('.cc-origin')!.textContent).toBe('celle du moteur, telle qu’elle est livrée');
    const contract = document.querySelector('.cc-contract .cc-text')!.textContent!;
    expect(contract).toContain(`Renvoie un score pour position.toMove${NB}: positif quand le joueur qui a le trait est mieux placé`);
    expect(contract).toContain('strictement compris entre −10 et 10. Les parties terminées');
    expect(contract).toContain(`(une victoire vaut 10 pour le gagnant, une partie nulle 0)`);
    expect(contract).toContain(`avec 2${NB}s par coup.`);
    expect(['Adversaire', 'Profondeur (demi-coups)', 'Parties', 'Graine'].map((l) => screen.getByLabelText(l).tagName)).toEqual(['SELECT', 'SELECT', 'SELECT', 'INPUT']);
    expect(screen.getByRole('option', { name: 'L’évaluation du moteur' })).toBeTruthy();
    expect(document.querySelector('.cc-keys')!.textContent).toBe('Tab indente\u202f; Échap puis Tab quitte l’éditeur. Ctrl-Z annule. Ctrl-Maj-M (Cmd-Maj-M) liste les erreurs.');
    // Outside the code itself (the declarations and the listing), not one English word.
    const words = root.cloneNode(true) as HTMLElement;
    words.querySelectorAll('pre, code').forEach((e) => e.remove());
    expect(words.textContent).not.toMatch(/\b(the|and|of|your|you|game|games|move|search|code|Check|Run|Seed|Depth|Opponent|Returns)\b/);
  });

  test('Connect Four: the win is worth 10 000 plus a bonus, written the French way', () => {
    render(<CodeCell urlParam={null} store={false} lang="fr" game="connect4" width={5} height={4} k={3} />);
    const contract = document.querySelector('.cc-contract .cc-text')!.textContent!;
    expect(contract).toContain('une victoire vaut 10\u202f000 plus un bonus pour une victoire rapide');
  });
});

describe('the code cell in French: the checker', () => {
  test('a type error: the count, the place and TypeScript’s message (from its own French table) in French', async () => {
    await openWith(`// line 1\n${DECL}\n  return 'ten';\n}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(errorList()).toBeTruthy(), { timeout: 8000 });
    expect(errorList().querySelector('p')!.textContent).toBe(`Une erreur${NB}: rien ne s’exécute tant qu’elle n’est pas corrigée.`);
    expect(errorList().querySelector('li')!.textContent).toBe(`Ligne 3, colonne 3${NB}: Impossible d'assigner le type 'string' au type 'number'.`);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le match' }));
    await waitFor(() => expect(document.querySelector('.cc-notice')?.textContent).toBe(`Le code contient des erreurs (listées en dessous)${NB}: corrigez-les, puis relancez le match.`));
  });

  test('no evaluate, and an import: the checker’s own messages in French', async () => {
    await openWith(`import { x } from 'y';\nfunction score(p: Position): number {\n  return 1;\n}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(errorList()).toBeTruthy(), { timeout: 8000 });
    expect(errorList().querySelector('li')!.textContent).toBe(
      `Ligne 1, colonne 1${NB}: il n’y a rien à importer ni à exporter ici${NB}: écrivez evaluate comme une simple fonction (sans import ni export)`,
    );
    const area = screen.getByLabelText(/^Code de la fonction d’évaluation/) as HTMLTextAreaElement;
    fireEvent.input(area, { target: { value: 'function score(p: Position): number {\n  return 1;\n}\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(errorList()?.querySelector('li')?.textContent).toBe(`Ligne 1, colonne 1${NB}: définissez une fonction nommée evaluate${NB}: function evaluate(position: Position): number { … }`), {
      timeout: 8000,
    });
  });

  test('code without errors', async () => {
    await openWith(`${DECL}\n  return 0;\n}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(document.querySelector('.message--ok')?.textContent).toBe(`Aucune erreur${NB}: TypeScript accepte le code.`), { timeout: 8000 });
  });
});

describe('the code cell in French: a match and what stops a game', () => {
  test('a fair match: the tally, the table, a game replayed, in French', async () => {
    await openWith(`${DECL}\n  return 0;\n}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le match' }));
    await waitFor(() => expect(rows().length).toBe(10), { timeout: 8000 });
    expect(document.querySelector('.cc-tally')!.textContent).toBe(
      `Votre évaluation${NB}: 3 victoires${NNB}; l’évaluation du moteur${NB}: 7 victoires${NNB}; 0 partie nulle (profondeur 1, graine 1, 10 parties sur 10).`,
    );
    expect(texts('.cc-table thead th')).toEqual(['Partie', 'X (premier)', 'Résultat', 'Coups', 'Revoir']);
    expect(rows().map((r) => r.children[2].textContent)).toContain('Votre évaluation a gagné');
    expect(rows().map((r) => r.children[2].textContent)).toContain('L’évaluation du moteur a gagné');
    fireEvent.click(screen.getByRole('button', { name: 'Revoir la partie 1' }));
    const replay = document.querySelector('.cc-replay') as HTMLElement;
    expect(replay.querySelector('h4')!.textContent).toBe('Partie 1, coup par coup');
    fireEvent.click(within(replay).getByRole('button', { name: 'Début' }));
    expect(replay.querySelector('.cc-caption')!.textContent!.trim()).toBe('Le plateau vide.');
    fireEvent.click(within(replay).getByRole('button', { name: 'Avancer' }));
    expect(replay.querySelector('.cc-caption')!.textContent).toMatch(new RegExp(`^Coup 1 sur \\d+${NB}: X joue (en haut|au milieu|en bas|au centre)[^(]* \\(case \\d\\) \\(votre évaluation\\)\\.`));
    expect(replay.querySelector('.cc-replay__side .lx-small')!.textContent).toBe(`X${NB}: votre évaluation${NNB}; O${NB}: l’évaluation du moteur.`);
    expect(within(replay).getByRole('button', { name: 'Voir la recherche du coup suivant' })).toBeTruthy();
  });

  test('an exception: named in French, the reader’s own message as thrown', async () => {
    await runMatch(`  if (position.cells[4] === 'x') throw new Error('no centre for me');\n  return 0;`);
    const stopped = rows().filter((r) => r.dataset.winner === 'stopped');
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped[0].children[2].textContent).toBe(`⚠ Arrêtée${NB}: votre évaluation a levé une exception, Error: no centre for me.`);
  });

  test('a result that is not a number', async () => {
    await runMatch(`  return String(position.cells.length) as unknown as number;`);
    expect(rows()[0].children[2].textContent).toBe(`⚠ Arrêtée${NB}: votre évaluation a renvoyé "9", une chaîne, qui n’est pas un nombre.`);
  });

  test('a score out of the range', async () => {
    await runMatch(`  return position.cells.length + 1;`);
    expect(rows()[0].children[2].textContent).toBe(
      `⚠ Arrêtée${NB}: votre évaluation a renvoyé 10, hors de l’intervalle${NB}: un score doit être strictement compris entre −10 et 10, valeurs réservées aux parties terminées.`,
    );
    expect(document.querySelector('.cc-tally')!.textContent).toContain(`${NNB}; 2 parties arrêtées (profondeur 1`);
  });

  test('an endless loop: the time limit, written the French way', async () => {
    fakes.hang = true;
    await runMatch(`  while (true) {}`);
    expect(rows()[0].children[2].textContent).toBe(`⚠ Arrêtée${NB}: votre évaluation a tourné plus de 0,1${NB}s au coup 1 et a été arrêtée (une boucle sans fin, ou bien trop lente).`);
    expect(rows()[1].children[2].textContent).toContain(`l’évaluation du moteur a tourné plus de 0,1${NB}s au coup 1`);
  });
});

describe('the code cell in French: a goal', () => {
  const verdict = () => document.querySelector('[data-goal]') as HTMLElement;

  test('stated in French, its hint, and the verdict of a match', async () => {
    render(<CodeCell urlParam={null} store={false} timeLimitMs={2000} goal="tictactoe-beat" lang="fr" />);
    expect(document.querySelector('.cc-goal h3')!.textContent).toBe('G1 Votre objectif');
    expect(document.querySelector('.cc-goal__statement')!.textContent).toBe(
      `Battez l’évaluation du moteur${NB}: dans un match de 10 parties à la profondeur 1 avec la graine 1, gagnez plus de parties qu’elle, sans aucune partie arrêtée.`,
    );
    expect(verdict().textContent).toBe('Lancez le match avec les réglages de l’objectif pour le vérifier.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Le match est réglé pour l’objectif' })).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('button', { name: 'Indice' }));
    expect(document.querySelector('.cc-goal__hint')!.textContent).toMatch(/^Indice\u00a0: À la profondeur 1, la recherche ne voit que les victoires du coup suivant\./);

    fireEvent.click(screen.getByRole('button', { name: 'Fonction vide' }));
    expect(document.querySelector('.cc-notice')!.textContent).toBe(`Une fonction vide${NB}: elle renvoie 0 partout tant que vous ne l’avez pas écrite.`);
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le match' }));
    await waitFor(() => expect(verdict().dataset.goal).toBe('not-met'), { timeout: 8000 });
    expect(verdict().textContent).toBe(`Objectif non atteint. Vous avez gagné 3 parties, l’évaluation du moteur 7, avec 0 partie nulle${NB}: il vous faut plus de victoires qu’elle.`);
  });

  test('a match with other settings does not count, said in French', async () => {
    render(<CodeCell urlParam={null} store={false} goal="tictactoe-beat" lang="fr" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Indice' })).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByLabelText('Parties'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lancer le match' }));
    await waitFor(() => expect(rows().length).toBe(2), { timeout: 8000 });
    await waitFor(() => expect(verdict().textContent).toBe(`Ce match ne compte pas pour l’objectif${NB}: il avait 2 parties, et non 10.`));
  });
});

describe('the code cell in French: a link’s code', () => {
  test('said to be someone else’s, in French', async () => {
    const { encodeCode } = await import('../../lib/codeCell/storage.ts');
    window.history.replaceState(null, '', `/?code-tictactoe=${encodeCode(`${DECL}\n  return 2;\n}\n`)}`);
    render(<CodeCell lang="fr" />);
    await waitFor(() => expect(document.querySelector('.cc-origin')?.textContent).toBe('Code venu d’un lien — lisez-le avant de l’exécuter'));
    fireEvent.click(screen.getByRole('button', { name: 'Garder ce code' }));
    expect(document.querySelector('.cc-origin')?.textContent).toBe('modifiée');
    expect(document.querySelector('.cc-notice')?.textContent).toBe(`Le code est maintenant le vôtre${NB}: ce navigateur le garde.`);
  });
});
