// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import BitInspector from './BitInspector.tsx';

afterEach(cleanSlate);

const status = () => screen.getByTestId('status').textContent ?? '';
const input = () => screen.getByRole('textbox', { name: 'Tapez un nombre' }) as HTMLInputElement;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe('the bit inspector in French', () => {
  test('its labels, fields and examples', () => {
    const { container } = render(<BitInspector urlParam={null} lang="fr" />);
    expect(screen.getByRole('group', { name: 'Plateau\u00a0: appuyez sur une case pour la changer (vide, X, O)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Case 4, au centre\u00a0: vide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bit 18 0\u00a0: le trait, X joue. Appuyez pour l’inverser.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bit 13 0\u00a0: O sur la case 4, à 0. Appuyez pour l’inverser.' })).toBeTruthy();
    expect([...container.querySelectorAll('.bi-field__name')].map((e) => e.textContent)).toEqual(['trait', 'pions O', 'pions X']);
    expect([...container.querySelectorAll('dt')].map((e) => e.textContent)).toEqual(['Binaire', 'Hexadécimal', 'Décimal', 'En somme']);
    expect(container.querySelector('.bi__help')?.textContent).toBe('En décimal, 0x en hexadécimal ou 0b en binaire, de 0 à 524\u202f287.');
    expect([...container.querySelectorAll('.bi__examples button')].map((e) => e.textContent)).toEqual([
      'Plateau vide',
      'X a pris le centre',
      'X gagne la ligne du haut',
      'Les deux sur une case',
    ]);
    expect(status()).toBe('Valeur 0 (0x0). Une position d’une vraie partie, c’est à X de jouer.');
  });

  test('a click says what the board is, in French', () => {
    render(<BitInspector urlParam={null} lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Case 4, au centre\u00a0: vide' }));
    expect(screen.getByRole('button', { name: 'Case 4, au centre\u00a0: X' })).toBeTruthy();
    expect(status()).toBe('Valeur 16 (0x10). Le bit du trait dit que X doit jouer, mais avec 1 X et 0 O sur le plateau, c’est à O de jouer.');
    fireEvent.click(screen.getByRole('button', { name: 'Au trait\u00a0: X, bit 18 = 0. Appuyez pour inverser le bit du trait.' }));
    expect(status()).toBe('Valeur 262\u202f160 (0x40010). Une position d’une vraie partie, c’est à O de jouer.');
  });

  test('a number it cannot read, or out of range, is named in French', () => {
    render(<BitInspector urlParam={null} lang="fr" initial={16} />);
    type('abc');
    expect(status()).toBe(
      '«\u00a0abc\u00a0» n’est pas un nombre que je sais lire\u00a0: écrivez des chiffres décimaux, 0x… pour l’hexadécimal ou 0b… pour le binaire. Le plateau montre toujours 16.',
    );
    type('600000');
    expect(status()).toBe('600000 est trop grand\u00a0: un plateau n’utilise que les bits 0 à 18, la plus grande valeur est donc 524\u202f287 (0x7FFFF). Le plateau montre toujours 16.');
    type('0x1C007');
    expect(status()).toBe('Valeur 114\u202f695 (0x1C007). X a trois pions alignés, et pourtant O a autant de pions\u00a0: O a joué après la fin de la partie.');
    type('0x43007');
    expect(status()).toBe('Valeur 274\u202f439 (0x43007). Une position d’une vraie partie\u00a0: X a trois pions alignés et a gagné.');
  });
});
