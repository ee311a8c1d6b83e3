/** The words of "one engine, any game" in French (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { AnyGameWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const anyGameFr: AnyGameWords = {
  game: 'Jeu',
  titles: { tictactoe: 'Morpion', line: 'Morpion à une dimension', connect4: 'Puissance K' },
  positions: {
    tictactoe: 'Position (neuf cases, rangée du haut d’abord\u00a0: x, o ou .)',
    line: 'Position (une ligne\u00a0: x, o ou . par case, les croix commencent)',
    connect4: 'Position (une taille, puis les colonnes jouées\u00a0: 5x4k4:3344)',
  },
  depth: 'Profondeur',
  toTheEnd: 'jusqu’au bout',
  plies: (depth) => `${n(depth)} demi-coup${depth > 1 ? 's' : ''}`,
  seed: 'Graine',
  tictactoeBoard: 'La position de morpion',
  row: 'La ligne',
  searching: 'Recherche',
  gameOver: 'La partie est finie\u00a0: aucun coup à choisir.',
  plays: (toMove) => `${toMove} joue\u202f; le moteur choisit `,
  pickedBy: (seed, best) => `, tiré avec la graine ${n(seed)} parmi ${best}`,
  onlyBest: ', le seul meilleur coup',
  caption: (toMove) => `La valeur de chaque coup pour ${toMove}`,
  move: 'Coup',
  valueFor: (toMove) => `Valeur pour ${toMove}`,
  best: 'meilleur',
  searched: (nodes) => `${n(nodes)} positions explorées.`,
};
