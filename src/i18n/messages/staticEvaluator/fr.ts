/** The static evaluator's French words (keys and roles: ./en.ts). */
import { setupWordsFr } from '../ticTacToeSetup/fr.ts';
import type { StaticEvaluatorWords } from './en.ts';

export const staticEvaluatorFr: StaticEvaluatorWords = {
  setup: setupWordsFr,
  lines: ['ligne du haut', 'ligne du milieu', 'ligne du bas', 'colonne de gauche', 'colonne du milieu', 'colonne de droite', 'diagonale ↘', 'diagonale ↙'],
  examples: { empty: 'Plateau vide', oColumn: 'O gagne une colonne', xDiagonal: 'X gagne une diagonale', both: 'Les deux ont une ligne' },
  board: 'Plateau à évaluer\u00a0: appuyez sur une case pour la changer (vide, X, O)',
  why: {
    both: 'les deux camps ont une ligne (un plateau que seul l’arbre du cours atteint, puisqu’il continue après une victoire)\u202f; X est testé en premier, d’où −1',
    x: 'X, le joueur, a une ligne',
    o: 'O, l’ordinateur, a une ligne',
    none: 'aucune ligne, ni pour l’un ni pour l’autre',
  },
  boardP: 'Plateau p',
  xField: 'Champ X (bits 8…0)',
  oField: 'Champ O (bits 17…9)',
  caption: 'Les huit masques gagnants et le camp qui couvre chacun',
  line: 'Ligne',
  mask: 'Masque',
  xCovers: 'X la couvre',
  oCovers: 'O la couvre',
  yes: 'oui',
  no: 'non',
  noGame: 'Aucune partie n’atteint ce plateau. ',
  onlyBits: ' L’évaluation s’en moque\u00a0: elle ne lit que des bits.',
};
