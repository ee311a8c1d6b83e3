/** Tic-tac-toe's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { TictactoeWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const tictactoeFr: TictactoeWords = {
  sides: { xo: ['X', 'O'], 'cross-nought': ['les croix', 'les ronds'] },
  cellNames: ['en haut à gauche', 'en haut au milieu', 'en haut à droite', 'au milieu à gauche', 'au centre', 'au milieu à droite', 'en bas à gauche', 'en bas au milieu', 'en bas à droite'],
  cell: (name, label, bare) => `${name} (${bare ? '' : 'case '}${label})`,
  depth: 'Profondeur',
  plies: (d) => (d === 9 ? '9 demi-coups (jusqu’au bout)' : `${n(d)} demi-coup${d > 1 ? 's' : ''}`),
  youPlay: (side) => `vous jouez ${side}`,
  threeInARow: (exclaim) => (exclaim ? 'trois alignés\u202f!' : 'trois alignés'),
  draw: 'Match nul\u00a0: le plateau est plein et personne n’a aligné trois marques.',
  toWin: 'gagner',
  toLose: 'perdre',
  aDraw: 'un match nul',
  heuristic: (score) => `un score heuristique de ${score} (sa recherche s’arrête avant la fin)`,
  onlyBest: 'c’était le seul meilleur coup',
  amongBest: (count) => `il l’a choisi parmi ${n(count)} coups aussi bons`,
  without: (nodes) => ` (${nodes} sans les raccourcis)`,
  played: (who, cell, verdict, choice, nodes, without) => `${who} a joué ${cell}, en s’attendant à ${verdict}\u202f; ${choice}. Il a exploré ${nodes} positions${without}.`,
  boardLabel: 'Plateau de jeu\u00a0: appuyez sur une case vide pour y jouer',
};
