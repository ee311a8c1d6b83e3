// @vitest-environment happy-dom
import { render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import TetrominoBits from './TetrominoBits.tsx';

afterEach(cleanSlate);

const text = (id: string) => screen.getByTestId(id).textContent;

// T0@b3: the T pointing down, its box's top-left on b3 (row 2, column 1).
describe('a placement in the course’s integers', () => {
  test('in English: the shift, its list and the counts from the course’s lists', () => {
    render(<TetrominoBits placement="T0@b3" urlParam={null} />);
    expect(text('t4bits-shift')).toMatch(/^Box top-left on b3: shift n = 5 × 2 \+ 1 = 11, in the course’s list a \(the box stays in rows 1–4\), which makes \{upper = p lsr n; lower = 0\}\.$/);
    expect(text('t4bits-counts')).toMatch(/^On the empty board, counted from the course’s lists: this shape fits in 21 places, the T in 90 \(all its shapes\), the five pieces in 429\.$/);
  });

  test('in French: the same figures in French words', () => {
    render(<TetrominoBits placement="T0@b3" urlParam={null} lang="fr" />);
    expect(text('t4bits-shift')).toBe('Coin haut gauche de la boîte en b3\u00a0: décalage n = 5 × 2 + 1 = 11, dans la liste du cours a (la boîte reste dans les rangées 1 à 4), qui donne {upper = p lsr n; lower = 0}.');
    expect(text('t4bits-counts')).toBe('Sur le plateau vide, d’après les listes du cours\u00a0: cette forme a 21 places possibles, la pièce T 90 (toutes ses formes confondues), les cinq pièces 429.');
    expect(screen.getByText('1. La forme, et où unfold_piece la décale')).toBeTruthy();
    expect(document.querySelector('.t4bits .lx-small')!.textContent).toBe('Le second joueur, qui a maintenant le trait, tient ses cinq pièces dans first\u202f; la main du premier joueur, privée de sa pièce T (bit 24, cerclé), est passée dans second.');
  });
});
