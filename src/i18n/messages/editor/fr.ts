/** The position editor's words in French (keys and roles: ./en.ts). */
import type { EditorWords } from './en.ts';
import { formatNumber } from '../../format.ts';

const SIDE = { x: 'les croix', o: 'les ronds' } as const;
const n = (x: number) => formatNumber('fr', x);

export const editorFr: EditorWords = {
  examples: { empty: 'Plateau vide', example1: 'L’exemple 1 du cours', mustBlock: 'Les ronds doivent bloquer', fork: 'Les croix peuvent faire une fourchette', twoWinners: 'Deux gagnants' },
  courseFails: ' La fonction winner du cours échoue ici avec «\u00a0Can not have two winners\u00a0!\u00a0».',
  otherFirstWorks: (other) => ` Si ${SIDE[other]} commencent, ce plateau est possible\u00a0: choisissez «\u00a0${other === 'o' ? 'Les ronds' : 'Les croix'} commencent\u00a0».`,
  won: (winner, score) => `${winner === 'x' ? 'Les croix ont' : 'Les ronds ont'} une ligne de trois\u00a0: la partie est finie, elle vaut ${score}.`,
  draw: 'Le plateau est plein sans ligne\u00a0: match nul, il vaut 0.',
  possible: (toMove) => `Une position possible\u00a0: ${SIDE[toMove]} au trait.`,
  noteLabel: (best, score) => `${best ? 'meilleur coup, ' : ''}vaut ${score} pour les croix`,
  boardLabel: 'Plateau\u00a0: appuyez sur une case pour la changer (vide, croix, rond)',
  whoFirst: 'Qui commence',
  first: { x: 'Les croix commencent', o: 'Les ronds commencent' },
  bitboards: 'Bitboards, numérotation du cours',
  winnerFails: 'échoue\u00a0: deux gagnants',
  openLines: (toCrosses, toNoughts) => `= ${n(toCrosses)} lignes ouvertes aux croix − ${n(toNoughts)} ouvertes aux ronds`,
  lessDepth: 'Chercher un demi-coup de moins',
  moreDepth: 'Chercher un demi-coup de plus',
  depthSlider: 'Profondeur de recherche, en demi-coups',
  depthValue: (depth) => `profondeur ${n(depth)}`,
  minimaxDepth: 'minimax, profondeur',
  toEnd: ' (jusqu’au bout)',
  colon: '\u00a0:',
  visited: (count) => ['pour les croix, après', count > 1 ? 'positions visitées' : 'position visitée'],
  bestFor: (side, cells) => `${cells > 1 ? 'Meilleurs coups' : 'Meilleur coup'} pour ${SIDE[side]}\u00a0: ${cells > 1 ? 'cases' : 'case'}`,
  ringed: (cells) => `(entourée${cells > 1 ? 's' : ''}\u202f; chaque case libre montre ce que vaut le coup joué là).`,
  makePossible: 'Rendez le plateau possible pour voir sa valeur minimax.',
  exampleBoards: 'Plateaux d’exemple',
  showTree: 'Voir cette recherche dans le visualiseur',
  hideTree: 'Cacher l’arbre de recherche',
  algorithmGroup: 'Algorithme du visualiseur',
  alphabeta: 'Alpha-bêta',
  needsPossible: 'Le visualiseur a besoin d’un plateau possible.',
  crossesFirstOnly: 'Le visualiseur lit les plateaux où les croix ont commencé\u202f; revenez à «\u00a0Les croix commencent\u00a0» pour voir l’arbre.',
  loading: 'Chargement du visualiseur…',
  treeTitle: (algorithm, depth) => `Arbre de recherche du plateau édité, ${algorithm === 'minimax' ? 'minimax' : 'alpha-bêta'}, profondeur ${n(depth)}`,
};
