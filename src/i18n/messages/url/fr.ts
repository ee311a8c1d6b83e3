/** The link notice's words in French (keys and roles: ./en.ts). */
import type { UrlWords } from './en.ts';
import { formatNumber } from '../../format.ts';

const n = (x: number) => formatNumber('fr', x);

export const urlFr: UrlWords = {
  head: (count, cell) =>
    count === 1
      ? `Un réglage de l’adresse de cette page n’a pas pu servir, ${cell} l’a donc laissé à sa valeur par défaut\u00a0:`
      : `${n(count)} réglages de l’adresse de cette page n’ont pas pu servir, ${cell} les a donc laissés à leur valeur par défaut\u00a0:`,
  thisCell: 'cette cellule',
  cells: {
    editor: 'l’éditeur de position',
    draughts: 'la cellule des dames',
    game: 'la partie',
    evaluator: 'l’évaluateur',
    treeExplorer: 'l’explorateur d’arbre',
    explorer: 'le visualiseur',
    examples: 'la cellule des exemples',
  },
  colon: '\u00a0: ',
  characters: (length) => `(${n(length)} caractères)`,
  nouns: {
    number: 'un nombre entier',
    depth: 'une profondeur',
    algorithm: 'un algorithme',
    seed: 'une graine',
    example: 'l’un des exemples',
    boardSize: 'une taille de plateau',
    layout: 'une disposition',
    game: 'un jeu',
    randomDepth: 'une profondeur d’arbre aléatoire',
    moveOrder: 'un ordre des coups',
  },
  notNamed: (what, words) => `ce n’est pas ${what} (${Array.from(words).join(', ')})`,
  neither: (a, b) => `ni ${a} ni ${b}`,
  notOneOf: (words) => `aucun de ${Array.from(words).join(', ')}`,
  notInRange: (what, lo, hi) => `ce n’est pas ${what} de ${n(lo)} à ${n(hi)}`,
  notABoard: 'ce n’est pas un plateau\u00a0: neuf caractères parmi x, o et . (une case vide), rangée du haut d’abord, comme x...o...x',
  unreachable: (problem) => `aucune partie n’atteint ce plateau (${problem})`,
  badMove: (move, problem) => `le coup ${n(move)} ne peut pas être joué (${problem})\u00a0: la partie a été laissée de côté`,
  openClosed: 'ni 1 (ouvert) ni 0 (fermé)',
  branching: (lo, hi) => `ce n’est pas un nombre d’enfants comme 2 ou 2-3, de ${n(lo)} à ${n(hi)}`,
  valueRange: (lo, hi) => `ce n’est pas un intervalle de valeurs comme 0..50, compris dans ${lo}..${hi}`,
  tooBig: (askedDepth, askedChildren, nodes, depth, children) =>
    `un arbre aléatoire de profondeur ${n(askedDepth)}, jusqu’à ${n(askedChildren)} enfants, peut avoir plus de ${n(nodes)} nœuds\u00a0: il est dessiné avec une profondeur ${n(depth)}, jusqu’à ${n(children)} enfants`,
  notAStep: 'ce n’est pas un numéro d’étape (0, 1, 2…)',
  pastEnd: (steps, start) => `cette recherche a ${n(steps)} étape${steps > 1 ? 's' : ''}\u00a0: la vue commence donc à l’étape ${n(start)}`,
};
