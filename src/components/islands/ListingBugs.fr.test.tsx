// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import ListingBugs from './ListingBugs.tsx';
import { listingBugsCases } from './listingBugsCases.ts';

afterEach(cleanSlate);

const cases = listingBugsCases('La fin de partie du cours', 'Une autre');

describe('the listing’s bugs, in French', () => {
  test('the course’s lines as it prints them, the fixes and the verdicts', () => {
    const { container } = render(<ListingBugs cases={cases} lang="fr" />);
    const print = () => screen.getByTestId('listing-print').textContent;
    const verdict = () => screen.getByTestId('listing-verdict').textContent;
    expect(screen.getByRole('group', { name: 'Position étudiée' })).toBeTruthy();
    expect(container.querySelector('legend')?.textContent).toBe('Les bogues du listing');
    expect([...container.querySelectorAll('.bugcell__fix')].map((l) => l.textContent)).toEqual([
      ' Correction 1\u00a0: jouer le premier coup de noir en noir (joue_coup(x, ORDINATEUR), et non joue_coup(x, 2))',
      ' Correction 2\u00a0: garder le compte de pions d’une partie qui finit tôt (le recopier dans temoin[next])',
    ]);
    expect(container.querySelector('.lbugs__label')?.textContent).toBe('Le programme affiche');
    expect(print()).toBe('Le meilleur coup pour les noirs est 77\nIl rapporte 33 pions noirs en fin de partie !');
    expect(container.querySelector('.lbugs__print + p')?.textContent).toBe(
      'La case 77 est g7\u202f; le programme visite 12\u202f345 positions. Après chacun de ses coups, la racine lit\u00a0: a2: 11, b7: 8.',
    );
    expect(verdict()).toBe('Faux\u00a0: le solveur exact dit g7, 35 pions noirs (le listing compte 2 pions de moins).');
    fireEvent.click(screen.getByRole('checkbox', { name: /Correction 1/ }));
    expect(verdict()).toBe('Juste\u00a0: le solveur exact dit aussi g7, 35 pions noirs.');
    fireEvent.click(screen.getByRole('button', { name: 'Une autre' }));
    expect(screen.getByRole('img', { name: /^Une autre, noir joue/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Correction 1/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Correction 2/ }));
    expect(verdict()).toBe('Faux\u00a0: le solveur exact dit h3, 56 pions noirs (le compte est juste, mais g1 n’est pas un meilleur coup).');
  });
});
