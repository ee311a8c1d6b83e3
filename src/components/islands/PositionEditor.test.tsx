// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, openWithLink, linkParams, expectIgnored } from '../testing.ts';
import PositionEditor from './PositionEditor.tsx';
import { analyze, ocamlList } from '../../lib/models/tictactoe/analysis.ts';
import { checkSetup } from '../../lib/models/tictactoe/editing.ts';

afterEach(cleanSlate);

const text = (id: string) => screen.getByTestId(id).textContent ?? '';
const cell = (name: RegExp) => screen.getByRole('button', { name });
const setDepth = (d: number) => fireEvent.input(screen.getByRole('slider', { name: 'Search depth in plies' }), { target: { value: String(d) } });

describe('the bitboards, in the course numbering', () => {
  test("the course's example 1: cross 0x010, nought 0x101, free_moves [7; 6; 5; 3; 2; 1]", () => {
    render(<PositionEditor urlPrefix={null} board="o...x...o" first="o" />);
    expect(screen.getByTestId('pe-cross').getAttribute('data-value')).toBe(String(0x010));
    expect(screen.getByTestId('pe-nought').getAttribute('data-value')).toBe(String(0x101));
    expect(text('pe-cross')).toContain('0x010 = 16');
    expect(text('pe-nought')).toContain('0x101 = 257');
    expect(text('pe-free')).toContain('0x0EE');
    expect(text('pe-free-list')).toBe('[7; 6; 5; 3; 2; 1]');
  });

  test('a click on the top left cell sets course cell 8, bit 8 = 256', () => {
    render(<PositionEditor urlPrefix={null} />);
    fireEvent.click(cell(/^Top left \(cell 8\)/));
    expect(screen.getByTestId('pe-cross').getAttribute('data-value')).toBe('256');
    expect(text('pe-cross')).toContain('100000000');
  });
});

describe('impossible boards are named', () => {
  test("example 1 with crosses first: more noughts than crosses, and the way out", () => {
    render(<PositionEditor urlPrefix={null} board="o...x...o" />);
    expect(text('pe-status')).toMatch(/^1 cross and 2 noughts: since crosses move first, there are always as many crosses as noughts, or one more\./);
    expect(text('pe-status')).toMatch(/With noughts moving first this board is possible/);
    fireEvent.click(screen.getByRole('button', { name: 'Noughts first' }));
    expect(text('pe-status')).toBe('A possible position: crosses to move.');
  });

  test('two winners: rejected, as the course’s winner does', () => {
    render(<PositionEditor urlPrefix={null} board="xxxooo..." />);
    expect(text('pe-status')).toMatch(/both have three in a row.*Can not have two winners/);
    expect(text('pe-winner')).toBe('fails: two winners');
  });

  test('a move after a win', () => {
    render(<PositionEditor urlPrefix={null} board="xxxoo.o.." />);
    expect(text('pe-status')).toMatch(/^Crosses have three in a row, yet noughts played after that line was made/);
  });
});

describe('heuristic and minimax, recomputed on every edit', () => {
  test('the empty board: heuristic 0, minimax 0 after 549,946 positions, every move a draw', () => {
    render(<PositionEditor urlPrefix={null} />);
    expect(text('pe-heuristic')).toBe('0');
    expect(text('pe-value')).toBe('0');
    expect(text('pe-nodes')).toBe('549,946');
    expect(text('pe-best')).toBe('8, 7, 6, 5, 4, 3, 2, 1, 0');
  });

  test('a cross in the centre: open lines 8 − 4 = +4; at depth 1 noughts’ best replies are the corners', () => {
    render(<PositionEditor urlPrefix={null} board="....x...." depth={1} />);
    expect(text('pe-heuristic')).toBe('+4');
    // After a nought on a corner: crosses keep 5 open lines, noughts 4: +1; on an edge: 6 − 4 = +2.
    expect(text('pe-value')).toBe('+1');
    expect(text('pe-best')).toBe('8, 6, 2, 0');
    expect(cell(/^Top middle \(cell 7\)/).getAttribute('aria-label')).toMatch(/worth \+2 for crosses/);
  });

  test('noughts must block: the only move that does not lose is course cell 6', () => {
    render(<PositionEditor urlPrefix={null} board="xx..o...." />);
    expect(text('pe-best')).toBe('6');
    expect(text('pe-value')).toBe('0');
    expect(text('pe-nodes')).toBe('935');
    expect(cell(/^Top right \(cell 6\)/).getAttribute('aria-label')).toMatch(/best move, worth 0 for crosses/);
    expect(cell(/^Bottom right \(cell 0\)/).getAttribute('aria-label')).toMatch(/worth \+10 for crosses/);
    setDepth(2);
    expect(text('pe-depth')).toBe('2');
    fireEvent.click(cell(/^Bottom right/)); // nought cycles to a cross: three crosses, one nought
    fireEvent.click(cell(/^Bottom right/)); // ... then to a nought: a wrong block
    expect(text('pe-status')).toBe('A possible position: crosses to move.');
    expect(text('pe-value')).toBe('+10'); // crosses complete the top row
    expect(text('pe-best')).toBe('6');
  });

  test('analyze agrees with itself at every depth on a mid-game board', () => {
    const c = checkSetup('x...o...x');
    if (!c.ok) throw new Error('bad board');
    const full = analyze(c.packed, c.toMove, 9);
    expect(full.value).toBe(0);
    expect(full.best).toBe(0b010101010); // the edges: a corner loses to the fork
  });

  test('ocamlList', () => {
    expect(ocamlList([])).toBe('[]');
    expect(ocamlList([7, 6])).toBe('[7; 6]');
  });
});

describe('the URL', () => {
  test('reads board, first player and depth, and writes them back', async () => {
    window.history.replaceState(null, '', '/l/?edit=o...x...o&edit-first=o&edit-depth=3&p=5');
    render(<PositionEditor />);
    await waitFor(() => expect(text('pe-depth')).toBe('3'));
    expect(text('pe-status')).toBe('A possible position: crosses to move.');
    fireEvent.click(cell(/^Top middle/));
    expect(Object.fromEntries(linkParams())).toMatchObject({ edit: 'ox..x...o', 'edit-first': 'o', 'edit-depth': '3', p: '5' });
  });
});

describe('a link with values the editor cannot use', () => {
  test('each is named with its reason, and the defaults stay', async () => {
    const notice = await openWithLink('/?edit=xx&edit-first=z&edit-depth=12&edit-tree=yes&edit-alg=negamax', <PositionEditor />);
    expect(notice.getAttribute('role')).toBe('status');
    expectIgnored(notice, 'edit edit-first edit-depth edit-tree edit-alg', [
      '5 settings in this page’s address could not be used, so the position editor left them at their defaults',
      'edit-depth=12: not a depth from 1 to 9.',
    ]);
    expect(screen.getByTestId('pe-depth').textContent).toBe('9');
    expect(screen.getByTestId('pe-free-list').textContent).toBe('[8; 7; 6; 5; 4; 3; 2; 1; 0]');
  });

  test('a good link shows no notice', () => {
    window.history.replaceState(null, '', '/?edit=x........&edit-depth=2');
    render(<PositionEditor />);
    expect(screen.queryByTestId('url-notice')).toBeNull();
    expect(screen.getByTestId('pe-depth').textContent).toBe('2');
  });
});

describe('in French (lang="fr")', () => {
  const status = () => text('pe-status');

  test('an impossible board names its problem in French, and the way out', () => {
    render(<PositionEditor urlPrefix={null} board="o...x...o" lang="fr" />);
    expect(status()).toBe(
      '1 croix et 2 ronds\u00a0: comme les croix commencent, il y a toujours autant de croix que de ronds, ou une de plus.' +
        ' Si les ronds commencent, ce plateau est possible\u00a0: choisissez «\u00a0Les ronds commencent\u00a0».',
    );
    expect(screen.getByText('Rendez le plateau possible pour voir sa valeur minimax.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Les ronds commencent' }));
    expect(status()).toBe('Une position possible\u00a0: les croix au trait.');
  });

  test('two winners: the course’s own message stays as the program prints it', () => {
    render(<PositionEditor urlPrefix={null} board="xxxooo..." lang="fr" />);
    expect(status()).toBe(
      'Les croix et les ronds ont tous deux une ligne de trois\u00a0: la première ligne termine la partie, aucune partie ne montre donc deux gagnants.' +
        ' La fonction winner du cours échoue ici avec «\u00a0Can not have two winners\u00a0!\u00a0».',
    );
    expect(text('pe-winner')).toBe('échoue\u00a0: deux gagnants');
  });

  test('the empty board: minimax in French, counts written the French way, cells named in French', () => {
    render(<PositionEditor urlPrefix={null} lang="fr" />);
    expect(status()).toBe('Une position possible\u00a0: les croix au trait.');
    expect(text('pe-nodes')).toBe('549\u202f946');
    expect(text('pe-minimax')).toBe(
      'minimax, profondeur 9 (jusqu’au bout)\u00a0: 0 pour les croix, après 549\u202f946 positions visitées. Meilleurs coups pour les croix\u00a0: cases 8, 7, 6, 5, 4, 3, 2, 1, 0 (entourées\u202f; chaque case libre montre ce que vaut le coup joué là).',
    );
    expect(screen.getByRole('slider', { name: 'Profondeur de recherche, en demi-coups' }).getAttribute('aria-valuetext')).toBe('profondeur 9');
    expect(screen.getByRole('group', { name: 'Plateau\u00a0: appuyez sur une case pour la changer (vide, croix, rond)' })).toBeTruthy();
    const topLeft = screen.getByRole('button', { name: /^Haut gauche \(case 8\)/ });
    expect(topLeft.getAttribute('aria-label')).toBe('Haut gauche (case 8)\u00a0: vide, meilleur coup, vaut 0 pour les croix');
    fireEvent.click(topLeft);
    expect(screen.getByTestId('pe-cross').querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('cross\u00a0: carte des numéros de bits, bit 8 à 1');
    expect(status()).toBe('Une position possible\u00a0: les ronds au trait.');
  });

  test('a link it cannot use: the notice and its reasons in French', async () => {
    const notice = await openWithLink('/fr/?edit=xx&edit-depth=12', <PositionEditor lang="fr" />);
    expect(notice.querySelector('.url-notice__head')?.textContent).toBe(
      '2 réglages de l’adresse de cette page n’ont pas pu servir, l’éditeur de position les a donc laissés à leur valeur par défaut\u00a0:',
    );
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'edit=xx\u00a0: ce n’est pas un plateau\u00a0: neuf caractères parmi x, o et . (une case vide), rangée du haut d’abord, comme x...o...x.',
      'edit-depth=12\u00a0: ce n’est pas une profondeur de 1 à 9.',
    ]);
  });
});
