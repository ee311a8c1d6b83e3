// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, openWithLink, texts } from '../testing.ts';
import DraughtsBits from './DraughtsBits.tsx';
import { draughtsLayout } from '../../lib/models/draughts.ts';

afterEach(cleanSlate);

describe('a draughts board in bits', () => {
  test.each([
    [10, 'kings', 50, 151, 118, 6],
    [10, 'four', 50, 201, 118, 8],
    [8, 'kings', 32, 97, 76, 4],
    [8, 'four', 32, 129, 76, 5],
  ] as const)('%i × %i, %s: %i cells, %i bits, at least %i, %i words', (size, layout, cells, total, minimum, words) => {
    expect(draughtsLayout(size, layout)).toMatchObject({ cells, total, minimum, words });
  });

  test('the island follows the buttons and writes the URL', () => {
    render(<DraughtsBits />);
    expect(screen.getByTestId('dr-total').textContent).toBe('151');
    fireEvent.click(screen.getByRole('button', { name: 'English, 8 × 8' }));
    expect(screen.getByTestId('dr-cells').textContent).toBe('32');
    expect(screen.getByTestId('dr-total').textContent).toBe('97');
    expect(screen.getByTestId('dr-min').textContent).toBe('76');
    fireEvent.click(screen.getByRole('button', { name: 'Four piece fields' }));
    expect(screen.getByTestId('dr-total').textContent).toBe('129');
    expect(new URL(window.location.href).search).toBe('?draughts=8&draughts-layout=four');
  });
});

describe('a link with values the cell cannot use', () => {
  test('they are named and the defaults stay', async () => {
    const notice = await openWithLink('/?draughts=12&draughts-layout=queens', <DraughtsBits />);
    expect(notice.textContent).toContain('draughts=12: not a board size (8, 10).');
    expect(notice.textContent).toContain('draughts-layout=queens: not a layout (kings, four).');
    expect(screen.getByTestId('dr-total').textContent).toBe('151');
  });
});

describe('in French', () => {
  test('the choices, the table and the sums, and a change of board', () => {
    render(<DraughtsBits lang="fr" urlPrefix={null} />);
    expect(document.querySelector('.dr p')!.textContent).toBe('On ne joue que sur les cases foncées\u00a0: 50 cases, chacune vide ou occupée par un pion ou une dame de l’un ou l’autre camp.');
    expect(texts('thead th')).toEqual(['Numéros des bits', 'Champ', 'Signification']);
    expect(texts('tbody tr')).toEqual([
      '0 … 49blancsun 1 là où Blanc a une pièce (pion ou dame)',
      '50 … 99noirsun 1 là où Noir a une pièce',
      '100 … 149damesun 1 là où la pièce est une dame',
      '150trait0\u00a0: Blanc joue, 1\u00a0: Noir',
    ]);
    expect(texts('dt')).toEqual(['Bits dans cette disposition', 'Le moins de bits possible', 'Mots de 32 bits']);
    expect(document.querySelectorAll('dd .lx-muted')[0].textContent).toBe('= ⌈50 · log₂ 5⌉ + 1\u00a0: cinq états par case, un bit pour le trait');
    expect(document.querySelectorAll('dd .lx-muted')[1].textContent).toBe(
      'un champ de 50 bits demande deux mots (les opérateurs bit à bit de JavaScript travaillent sur 32 bits)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Anglaises, 8 × 8' }));
    fireEvent.click(screen.getByRole('button', { name: 'Quatre champs de pièces' }));
    expect(screen.getByTestId('dr-total').textContent).toBe('129');
    expect(texts('tbody th')).toEqual(['pions blancs', 'dames blanches', 'pions noirs', 'dames noires', 'trait']);
    expect(document.querySelectorAll('dd .lx-muted')[1].textContent).toBe('chaque champ de 32 bits tient dans un mot, comme un champ du morpion tient dans neuf bits');
    expect(screen.getByRole('group', { name: 'Variante' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Disposition' })).toBeTruthy();
  });
});
