// @vitest-environment happy-dom
/** The exercise cards on a French page: the question, the feedback and the answer in French, from the same seeds as in English. */
import { cleanup, fireEvent, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { BITBOARD_EXERCISES } from '../../lib/models/exercises/bitboards.ts';
import { RECURSION_EXERCISES } from '../../lib/models/exercises/recursion.ts';
import Exercises from './Exercises.tsx';
import RecursionExercises from './exercises/RecursionExercises.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const card = (id: string) => document.querySelector(`[data-exercise="${id}"]`) as HTMLElement;
const text = (id: string, part: string) => card(id).querySelector(`.exercise__${part}`)!.textContent;
const answer = (id: string, value: string) => fireEvent.input(card(id).querySelector('.exercise__field')!, { target: { value } });
const press = (id: string, name: string) => fireEvent.click([...card(id).querySelectorAll('button')].find((b) => b.textContent === name)!);

describe('the exercises on a French page', () => {
  test('the question, an unreadable answer, a wrong one, a right one and the answer shown, in French', () => {
    render(<Exercises set="bitboards" seed={4} lang="fr" />);
    // The same question as the English page's: the same cell from the same seed.
    const k = Math.log2(BITBOARD_EXERCISES[0].instance(4).answer as number);
    expect(text('A1', 'title')).toBe('A1 Une case en bitboard pos_to_bb : int -> int');
    expect(text('A1', 'prompt')).toBe(`Que renvoie pos_to_bb ${k}\u202f?`);
    expect(text('A1', 'format')).toBe('(un nombre\u00a0: décimal, 0x… ou 0b…)');
    answer('A1', 'abc');
    press('A1', 'Vérifier');
    expect(text('A1', 'feedback')).toBe('«\u00a0abc\u00a0» n’est pas un nombre\u00a0: utilisez des chiffres, 0x… pour l’hexadécimal ou 0b… pour le binaire');
    answer('A1', '0');
    press('A1', 'Vérifier');
    expect(text('A1', 'feedback')).toBe('Pas tout à fait\u00a0: 0 s’écrit 000000000 en binaire, le bitboard vide. La case k est le bit k\u00a0: 1 décalé k fois vers la gauche.');
    answer('A1', String(1 << k));
    press('A1', 'Vérifier');
    expect(text('A1', 'feedback')).toBe(`Juste\u00a0: 0x${(1 << k).toString(16).toUpperCase().padStart(3, '0')}, en binaire ${(1 << k).toString(2).padStart(9, '0')}.`);
    press('A1', 'Voir la réponse');
    expect(text('A1', 'solution')).toBe(`Réponse\u00a0: ${1 << k}La case ${k} est le bit ${k}, donc la réponse est 1 lsl ${k} = 2^${k} = ${1 << k}.`);
  });

  test('a word answer typed in French, and the tree exercise’s picture named in French', () => {
    render(<RecursionExercises seed={1} lang="fr" />);
    expect(text('R1', 'format')).toBe('(X, O ou nulle)');
    answer('R1', 'personne');
    press('R1', 'Vérifier');
    // R1 is the list's first card: seed 1, the English page's question.
    const winner = RECURSION_EXERCISES[0].instance(1).answer as string;
    expect(text('R1', 'feedback')).toBe(winner === 'draw' ? 'Juste\u00a0: une partie nulle.' : `Non, pas une partie nulle\u00a0: ${winner} a un plan qui marche contre toute réponse.`);
    expect(text('R3', 'prompt')).toBe('Que vaut l’arbre traité dans le cours pour MAX, qui joue à la racine\u202f?');
    expect(card('R3').querySelector('.exercise__picture')!.getAttribute('aria-label')).toBe(
      'L’arbre [[[21 30] [21 26]] [[24 31] [39 32] [21]] [[25 37] [21 36]] [[28 29]]], feuilles numérotées depuis la gauche',
    );
  });
});
