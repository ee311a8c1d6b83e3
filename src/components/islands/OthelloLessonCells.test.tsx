// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { WORK0, bitSides, boardPosition, moveSet } from '../../lib/games/othello.ts';
import { orderingLeaves } from '../../engine/games/toy/knuthMoore.ts';
import { shallowPruning } from '../../engine/search/shallowPruning.ts';
import ListingBugs from './ListingBugs.tsx';
import { listingBugsCases } from './listingBugsCases.ts';
import OrderingLab from './OrderingLab.tsx';
import OthelloBits from './OthelloBits.tsx';

afterEach(cleanup);

const bits = (id: string) => {
  const el = screen.getByTestId(id);
  return [Number(el.dataset.lo), Number(el.dataset.hi)];
};

describe('the bit view', () => {
  test('the course position’s four bitboards are the engine’s; pointing shows a move’s flips; playing updates them', () => {
    render(<OthelloBits position={WORK0} />);
    const p = boardPosition(WORK0);
    const [pLo, pHi, oLo, oHi] = bitSides(p);
    expect(bits('bits-mover')).toEqual([pLo >>> 0, pHi >>> 0]);
    expect(bits('bits-opponent')).toEqual([oLo >>> 0, oHi >>> 0]);
    const m = moveSet(p);
    expect(bits('bits-moves')).toEqual([m.lo >>> 0, m.hi >>> 0]);
    // b7 is bit 49, a2 bit 8...: the lit squares of the move map are the five moves.
    const lit = [...screen.getByTestId('bits-moves').querySelectorAll('.is-on')].map((e) => Number(e.textContent));
    expect(lit).toEqual([8, 49, 54, 55, 57]);
    expect(bits('bits-flips')).toEqual([0, 0]);
    const g7 = document.querySelector('[data-square="g7"]') as HTMLElement;
    fireEvent.pointerEnter(g7);
    // g7 turns g5 (bit 38) and g6 (bit 46): both in the high half.
    expect(bits('bits-flips')).toEqual([0, (1 << 6) | (1 << 14)]);
    expect(screen.getByTestId('bits-flips').querySelector('.bb64__name')!.textContent).toBe('What g7 turns');
    fireEvent.click(g7);
    expect(screen.getByTestId('bits-mover').querySelector('.bb64__name')!.textContent).toBe('White’s discs (the mover)');
    fireEvent.click(screen.getByText('Undo'));
    expect(bits('bits-moves')).toEqual([m.lo >>> 0, m.hi >>> 0]);
  });
});

describe('the bit view in French', () => {
  test('its names, its buttons, and a move pointed at then played', () => {
    render(<OthelloBits position={WORK0} lang="fr" />);
    const name = (id: string) => screen.getByTestId(id).querySelector('.bb64__name')!.textContent;
    expect([name('bits-mover'), name('bits-opponent'), name('bits-moves'), name('bits-flips')]).toEqual([
      'Les pions noirs (au trait)',
      'Les pions blancs',
      'Les coups légaux de Noir',
      'Ce qu’un coup retourne (pointez-en un)',
    ]);
    expect(screen.getByRole('group', { name: 'Plateau\u00a0: Noir joue\u202f; jouez une case marquée' })).toBeTruthy();
    const g7 = document.querySelector('[data-square="g7"]') as HTMLElement;
    fireEvent.pointerEnter(g7);
    expect(name('bits-flips')).toBe('Ce que g7 retourne');
    fireEvent.click(g7);
    expect(name('bits-mover')).toBe('Les pions blancs (au trait)');
    expect(name('bits-moves')).toBe('Les coups légaux de Blanc');
    fireEvent.click(screen.getByText('Revenir au début'));
    expect(name('bits-mover')).toBe('Les pions noirs (au trait)');
    expect(screen.getByRole('button', { name: 'Défaire' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the move-ordering cell', () => {
  test('the table is the engine’s for the chosen tree, and follows the controls', () => {
    render(<OrderingLab branching={3} depth={4} seed={1} />);
    const cell = (row: string) => document.querySelector(`tr[data-row="${row}"] td`)!.textContent;
    const ab = orderingLeaves({ branching: 3, depth: 4, seed: 1 });
    const sp = orderingLeaves({ branching: 3, depth: 4, seed: 1 }, shallowPruning);
    expect([cell('all'), cell('minimal'), cell('ab-natural'), cell('ab-best'), cell('ab-worst'), cell('sp-best'), cell('sp-worst')]).toEqual(
      [ab.all, ab.minimal, ab.natural, ab.bestFirst, ab.worstFirst, sp.bestFirst, sp.worstFirst].map(String),
    );
    expect(document.querySelector('tr[data-row="minimal"] th')!.textContent).toBe('Knuth and Moore’s minimum (32 + 32 − 1)');
    fireEvent.click(within(screen.getByRole('group', { name: 'Branching b' })).getByRole('button', { name: '5' }));
    expect(screen.getByTestId('ordering-lab').dataset.shape).toBe('5,4,1');
    expect((screen.getByLabelText('Depth d') as HTMLSelectElement).options.length).toBe(4); // 5^5 is over the cap
    fireEvent.click(screen.getByText('Another tree'));
    expect(screen.getByTestId('ordering-lab').dataset.shape).not.toBe('5,4,1');
  });
});

describe('the listing’s bugs', () => {
  const cases = listingBugsCases('The course’s endgame', 'Another');

  test('each combination of fixes shows its run, and says whether it is right', () => {
    render(<ListingBugs cases={cases} />);
    const print = () => screen.getByTestId('listing-print').textContent;
    const verdict = () => screen.getByTestId('listing-verdict').textContent;
    expect(print()).toBe('Best move for black: 77\nIt brings 33 black discs at the end of the game');
    expect(verdict()).toBe('Wrong: the exact solver says g7, 35 black discs (the listing is 2 discs under).');
    fireEvent.click(screen.getByRole('checkbox', { name: /Fix 1/ }));
    expect(verdict()).toBe('Right: the exact solver also says g7, 35 black discs.');
    fireEvent.click(screen.getByRole('button', { name: 'Another' }));
    expect(print()).toContain('It brings 25000 black discs');
    expect(verdict()).toBe('Wrong: the exact solver says h3, 56 black discs.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Fix 1/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Fix 2/ }));
    expect(screen.getByTestId('listing-square').textContent).toBe('g1');
    expect(verdict()).toBe('Wrong: the exact solver says h3, 56 black discs (the count is right, but g1 is not a best move).');
  });
});
