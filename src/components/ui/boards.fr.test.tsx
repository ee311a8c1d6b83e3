// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { Connect4Board } from './Connect4Board.tsx';
import { RowBoard } from './RowBoard.tsx';
import { BoardPictureSvg, boardPicture } from './boardPictures.tsx';
import { UrlNotice } from './UrlNotice.tsx';
import { JobProgress } from './JobProgress.tsx';
import { OthelloBoard } from './OthelloBoard.tsx';
import { PlacementList } from './PlacementList.tsx';
import { movesPosition } from '../../lib/games/connect4.ts';
import { paramReader, wholeNumber } from '../../lib/url/query.ts';

afterEach(cleanup);

describe('the boards in French, English when no language is given', () => {
  test('Connect Four: the columns, the board and the legend', () => {
    const p = movesPosition('4453');
    render(<Connect4Board position={p} editable onColumn={() => {}} best={new Set([3])} values={null} markLast lang="fr" />);
    expect(screen.getByRole('button', { name: 'Jouer dans la colonne 3, un meilleur coup' })).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Plateau de 7 sur 6 après 4 coups, le dernier dans la colonne 3');
    expect(screen.getByRole('list', { name: 'Légende' }).textContent).toBe(' premier joueur second joueur');
    cleanup();
    render(<Connect4Board position={p} editable onColumn={() => {}} best={new Set([3])} values={null} markLast />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('7 by 6 board after 4 moves, the last in column 3');
  });

  test('a row of one-dimensional tic-tac-toe', () => {
    render(<RowBoard row="x..o" label="Rangée" best={new Set([2])} notes={new Map([[2, '+1']])} lang="fr" />);
    expect(screen.getByRole('list', { name: 'Rangée' }).textContent).toBe('✕case 1\u00a0: croixcase 2\u00a0: libre, un meilleur coup, vaut +1+1case 3\u00a0: libre◯case 4\u00a0: rond');
  });

  test('the visualiser’s board pictures say the position in French', () => {
    const render3 = (game: 'tictactoe' | 'line' | 'othello', position: string) => {
      render(<BoardPictureSvg picture={boardPicture(game)!} position={position} lang="fr" />);
      const label = screen.getByRole('img').getAttribute('aria-label');
      cleanup();
      return label;
    };
    expect(render3('tictactoe', 'x...o...x')).toBe('Plateau\u00a0: X en 0, 8\u202f; O en 4 (cases 0 à 8, rangée du haut d’abord)');
    expect(render3('line', 'x...o')).toBe('Plateau\u00a0: croix en 1\u202f; ronds en 5 (cases 1 à 5, de gauche à droite)');
    expect(render3('othello', `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`)).toBe(
      'Plateau\u00a0: Othello, 2 pions noirs, 2 blancs, 60 cases vides\u202f; noir au trait',
    );
  });
});

describe('the link notice in French', () => {
  test('one setting: the head, the setting and its reason', () => {
    const r = paramReader('?draughts-size=12');
    r.read('draughts-size', wholeNumber(8, 10, 'boardSize'));
    render(<UrlNotice ignored={r.ignored} cell="draughts" lang="fr" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Un réglage de l’adresse de cette page n’a pas pu servir, la cellule des dames l’a donc laissé à sa valeur par défaut\u00a0:' +
        'draughts-size=12\u00a0: ce n’est pas une taille de plateau de 8 à 10.',
    );
  });
  test('a cell the catalogue does not know keeps the name it was given; no cell: “cette cellule”', () => {
    const r = paramReader('?k=z');
    r.read('k', wholeNumber(0, 1));
    render(<UrlNotice ignored={r.ignored} lang="fr" />);
    expect(screen.getByRole('status').textContent).toContain('n’a pas pu servir, cette cellule l’a donc laissé');
    expect(screen.getByRole('status').textContent).toContain('k=z\u00a0: ce n’est pas un nombre entier de 0 à 1.');
  });
});

describe('the shared widgets in French', () => {
  test('a job’s progress: the line, the bar and the Cancel button', () => {
    render(<JobProgress progress={{ nodes: 1754026, ms: 2000, done: 3, total: 20 }} onCancel={() => {}} lang="fr" />);
    expect(screen.getByRole('button').textContent).toBe('Annuler');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('3 sur 20 terminés');
    expect(screen.getByRole('status').textContent).toContain('1\u202f754\u202f026');
  });

  test('an Othello picture and an editable board name their squares in French', () => {
    const squares = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)}`;
    render(<OthelloBoard squares={squares} label="Départ" mode="view" lang="fr" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Départ\u00a0: 2 noirs, 2 blancs\u202f; d4 blanc, e4 noir, d5 noir, e5 blanc');
    cleanup();
    render(<OthelloBoard squares={squares} label="Plateau" mode="edit" best={new Set([27])} lang="fr" />);
    expect(screen.getByRole('button', { name: /^d4/ }).getAttribute('aria-label')).toBe('d4\u00a0: blanc, un meilleur coup');
  });

  test('the placement list: its count, its filters and each value in words', () => {
    render(
      <PlacementList
        title="Valeur de chaque placement"
        items={[{ name: 'I0@a1', value: 1 }, { name: 'O0@c1', value: -1 }]}
        piece="all"
        value="all"
        onPiece={() => {}}
        onValue={() => {}}
        onPick={() => {}}
        lang="fr"
      />,
    );
    expect(document.querySelector('.plist__title')?.textContent).toBe('Valeur de chaque placement\u00a0: 2 affichés sur 2');
    expect(screen.getByRole('button', { name: 'Toutes les pièces' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gagnants (1)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I0@a1 +1 gagne' })).toBeTruthy();
  });
});
