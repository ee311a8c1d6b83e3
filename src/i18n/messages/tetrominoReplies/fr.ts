/** The tetromino exercise's words in French (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { TetrominoRepliesWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const tetrominoRepliesFr: TetrominoRepliesWords = {
  stepFirst: 'Étape 1\u00a0: placez le premier coup du premier joueur (n’importe quelle pièce, n’importe où), ou tirez-en un au hasard.',
  stepReply: (first) => `Étape 2\u00a0: le premier joueur a placé ${first}. Répondez, en second joueur, par un coup gagnant.`,
  answered: (first, reply) => `Le premier joueur a placé ${first}, vous avez répondu ${reply}.`,
  randomFirst: 'Premier coup au hasard',
  anotherFirst: 'Un autre premier coup',
  anotherReply: 'Essayer une autre réponse',
  placeFirst: 'Jouer en premier joueur',
  placeReply: 'Répondre',
  emptyBoard: 'Plateau vide\u00a0: placez le premier coup',
  boardAfter: (first) => `Le plateau après le premier coup ${first}`,
  showWinning: 'Montrer toutes les réponses gagnantes',
  checkAnswer: 'Vérifier ma réponse',
  cancel: 'Annuler',
  wins: (reply, winning) => `Oui\u00a0: ${reply} gagne pour le second joueur. C’est l’une des ${n(winning)} réponses gagnantes.`,
  loses: (reply) => `Non\u00a0: après ${reply}, le premier joueur peut forcer la victoire.`,
  ties: (reply) => `Pas tout à fait\u00a0: après ${reply}, le premier joueur peut obtenir la nulle, mais pas mieux.`,
  count: (winning, replies, first) =>
    `${n(winning)} des ${n(replies)} réponses à ${first} ${winning > 1 ? 'gagnent' : 'gagne'} pour le second joueur`,
  searched: (nodes, time) => `(${n(nodes)} positions explorées en ${time})`,
  winningTitle: 'Réponses gagnantes',
};
