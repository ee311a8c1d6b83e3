/** Connect Four's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { Connect4Words } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const connect4Fr: Connect4Words = {
  players: ['premier joueur', 'second joueur'],
  sides: ['le premier joueur', 'le second joueur'],
  ordinal: (k) => (k === 1 ? '1er' : `${n(k)}e`),
  draw: 'avec le meilleur jeu des deux côtés, match nul',
  winsWith: (player, stone) => `avec le meilleur jeu, le ${player} gagne avec son ${stone} pion`,
  connected: (player, k) => `Partie finie\u00a0: le ${player} a aligné ${n(k)} pions.`,
  full: 'Partie finie\u00a0: le plateau est plein, match nul.',
  toMove: (moves, player) => `${n(moves)} coup${moves > 1 ? 's' : ''} joué${moves > 1 ? 's' : ''}\u202f; au ${player} de jouer.`,
  solver: { input: 'Coups', analyze: 'Évaluer chaque colonne', value: 'Score' },
  fromBook: 'Tiré de la bibliothèque d’ouvertures',
  analysisNote: (book) => `Le score de chaque colonne est au-dessus d’elle (– pour une colonne pleine), pour le camp au trait. ${book}`,
  bookColumns: (count, columns) => `${count === 1 ? 'Colonne' : 'Colonnes'} ${columns} tirée${count === 1 ? '' : 's'} de la bibliothèque d’ouvertures\u202f; `,
  help: {
    text: 'Les colonnes de 1 à 7 depuis la gauche, le premier coup d’abord\u202f; pour un autre plateau, sa taille devant (',
    after: '). Ou cliquez sur une colonne.',
  },
  evaluations: { windows: 'fenêtres ouvertes', cells: 'poids des cases', none: 'aucune (recherche seule)' },
  computerName: (depth, evaluation) => `profondeur ${depth}, ${evaluation}`,
  inARow: (k) => `${['', '', 'deux', 'trois', 'quatre', 'cinq', 'six'][k] ?? n(k)} alignés`,
  pressColumn: 'cliquez sur une colonne',
  boardFull: 'Match nul\u00a0: le plateau est plein.',
  settings: { width: 'Colonnes', height: 'Rangées', k: 'Alignement (K)', depth: 'Profondeur', evaluation: 'Évaluation', board: 'Plateau (quatre alignés)' },
  plies: (d) => `${n(d)} demi-coup${d > 1 ? 's' : ''}`,
  boardNotes: { book: 'bibliothèque d’ouvertures, puis recherche', second: 'le premier coup prend une seconde environ', long: 'le premier coup prend un moment' },
  playedSearch: (who, column, time, nodes, values) => `${who} a joué la colonne ${column}, en ${time}, après ${nodes} positions. Ses valeurs\u00a0: ${values}.`,
  moveValue: (move, value) => `${move}\u00a0: ${value}`,
  shortWins: 'gagne',
  shortLoses: 'perd',
  playedPerfect: (who, column, how, time, score, meaning) => `${who} a joué la colonne ${column} ${how}, en ${time}. Son score, ${score}\u00a0: ${meaning}.`,
  fromTheBook: 'd’après la bibliothèque d’ouvertures',
  afterSearching: (nodes) => `après avoir exploré ${nodes} positions`,
  hintsLabel: 'Scores des colonnes',
  hintsNote: (book) =>
    `Au-dessus de chaque colonne, son score exact pour vous${book ? ` (colonnes ${book} tirées de la bibliothèque d’ouvertures)` : ''}\u00a0: positif, on gagne\u202f; négatif, on perd\u202f; 0, match nul\u202f; plus il est grand, plus c’est rapide.`,
  windows: {
    summary: 'Fenêtres ouvertes maintenant',
    caption: 'Les fenêtres ouvertes de chaque joueur, par nombre de pions',
    player: 'Joueur',
    stones: (k) => `${n(k)} pion${k > 1 ? 's' : ''}`,
    who: { first: 'premier', second: 'deuxième' },
    balance: (score) => `Pondérées 1, 4, 16… selon les pions\u00a0: ${score} pour le premier joueur.`,
  },
  course: {
    label: 'La partie d’exemple du cours',
    won: (name, stone) => `${name} a gagné\u00a0: trois alignés, avec son ${stone} pion.`,
    winsWith: (name, stone) => `avec le meilleur jeu, ${name} gagne avec son ${stone} pion`,
    toMove: (name, verdict, count, columns) =>
      `Au tour de ${name}. Le solveur\u00a0: ${verdict}\u202f; ${count === 1 ? 'meilleure colonne' : 'meilleures colonnes'}\u00a0: ${columns}.`,
    plays: (who, column) => `${who} joue la colonne ${column}`,
    note: (first, second) => `${first} commence\u00a0: ses pions sont ceux du premier joueur (bleus, pleins), et ceux de ${second} du second joueur (orange, cerclés).`,
  },
};
