/** The Connect-K match's words in French (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { ConnectKMatchWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const connectKMatchFr: ConnectKMatchWords = {
  board: 'Plateau',
  sideA: 'Camp A',
  sideB: 'Camp B',
  games: 'Parties',
  seed: 'Graine',
  choices: { width: 'Colonnes', height: 'Rangées', k: 'Alignement (K)', depth: 'Profondeur', evaluation: 'Évaluation' },
  plies: (depth) => `${n(depth)} demi-coup${depth > 1 ? 's' : ''}`,
  evaluations: { windows: 'fenêtres ouvertes', cells: 'poids des cases', none: 'aucune (recherche seule)' },
  computer: (depth, evaluation) => `profondeur ${n(depth)}, ${evaluation}`,
  play: 'Jouer le match',
  playing: 'Match en cours',
  caption: (games, size, a, b) => `${n(games)} parties sur ${size}. A\u00a0: ${a}\u202f; B\u00a0: ${b}.`,
  aWins: 'Victoires de A',
  bWins: 'Victoires de B',
  draws: 'Nulles',
  movedFirst: (side) => `${side} a commencé`,
  all: 'Total',
  note: (different, nodes, time) =>
    `${n(different)} ${different > 1 ? 'parties différentes' : 'partie différente'}\u202f; ${n(nodes)} positions explorées en ${time}.`,
  theGames: 'Les parties',
  game: (first, winner) => `${first} commence, ${winner === null ? 'partie nulle' : `${winner} gagne`}\u00a0:`,
};
