/** The Othello bit view's words in French (keys and roles: ./en.ts). */
import type { OthelloBitsWords } from './en.ts';

type Side = 'X' | 'O';
/** Noir joue; les pions noirs. */
const NAME: Readonly<Record<Side, string>> = { X: 'Noir', O: 'Blanc' };
const DISCS: Readonly<Record<Side, string>> = { X: 'Les pions noirs', O: 'Les pions blancs' };

export const othelloBitsFr: OthelloBitsWords = {
  boardLabel: (mover) => `Plateau\u00a0: ${NAME[mover]} joue\u202f; jouez une case marquée`,
  undo: 'Défaire',
  backToStart: 'Revenir au début',
  pass: (mover) => `Passer (${NAME[mover]} n’a aucun coup)`,
  moverDiscs: (mover) => `${DISCS[mover]} (au trait)`,
  opponentDiscs: (opponent) => DISCS[opponent],
  legalMoves: (mover) => `Les coups légaux de ${NAME[mover]}`,
  turns: (square) => `Ce que ${square} retourne`,
  turnsNone: 'Ce qu’un coup retourne (pointez-en un)',
};
