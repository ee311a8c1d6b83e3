/** The tree explorer's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import { setupWordsFr } from '../ticTacToeSetup/fr.ts';
import type { TreeExplorerWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const treeExplorerFr: TreeExplorerWords = {
  setup: setupWordsFr,
  root: 'Racine de l’arbre\u00a0: appuyez sur une case pour la changer (vide, X, O)',
  emptyBoard: 'Plateau vide',
  rootNote: 'La racine\u00a0: modifiez-la pour faire pousser l’arbre depuis un autre plateau.',
  stillGrows: ' L’arbre pousse toujours depuis le dernier plateau possible.',
  levelLess: 'Un niveau de moins',
  levelMore: 'Un niveau de plus',
  depthSlider: 'Profondeur de l’arbre',
  depthValue: (d) => `profondeur ${d}`,
  depth: 'Profondeur',
  depthOf: (depth, max) => `sur ${max}\u00a0: l’arbre est développé sur ${depth === 1 ? 'un niveau' : `${depth} niveaux`} sous la racine.`,
  level: 'Niveau',
  courseTree: 'Arbre du cours',
  courseSub: 'continue de jouer après une victoire',
  winsTree: 'La victoire finit la partie',
  winsSub: 'une position gagnée n’a pas d’enfant',
  all: 'Total',
  logNote:
    'Barres en échelle logarithmique\u00a0: chaque multiplication par dix ajoute la même longueur. Les deux arbres diffèrent dès le premier niveau où une partie peut être gagnée.',
  answer: (wins, course) =>
    `L’arbre complet où la victoire finit la partie\u00a0: ${n(wins)} positions, racine comprise. L’arbre du cours, qui continue de jouer après une victoire, en a ${n(course)}.`,
  fromLeft: (level) => `Niveau ${level}, en partant de la gauche`,
  sampleGroup: 'Arbre à échantillonner et à parcourir',
  kinds: { course: 'l’arbre du cours', wins: 'l’arbre où la victoire finit la partie' },
  firstPositions: (level, kind) => `Les premières positions du niveau ${level} de ${kind}`,
  emptyLevel: 'Ce niveau est vide.',
  rootAlone: 'La racine seule\u00a0: il n’a rien fallu développer.',
  sampleCost: (shown, total, level, expanded) =>
    `Pour dessiner ${shown === 1 ? 'cette position' : `ces ${n(shown)} positions`} parmi les ${n(total)} du niveau ${level}, l’arbre paresseux n’a listé les coups que de ${n(expanded)} position${
      expanded > 1 ? 's' : ''
    }. Rien de ce qui est plus à droite n’a jamais été développé.`,
  walk: (kind) => `Parcourir ${kind} nœud par nœud`,
  stop: 'Arrêter',
  walkIdle: (nodes) =>
    `Le tableau fusionne les plateaux égaux pour compter vite. Le parcours, lui, visite chacun des ${n(nodes)} nœuds, un pas de générateur à la fois.`,
  walked: (walked, perLevel, agrees) =>
    `${n(walked)} nœuds parcourus\u00a0: ${perLevel} par niveau. ${agrees ? 'Comme dans le tableau.' : 'Ce n’est pas ce que dit le tableau\u202f!'}`,
  walking: (walked, total) => `Parcours en cours… ${n(walked)} nœuds sur ${n(total)} pour l’instant.`,
  nodesWalked: 'Nœuds parcourus',
};
