/** The course examples' French words (keys and roles: ./en.ts). */
import { setupWordsFr } from '../ticTacToeSetup/fr.ts';
import type { CourseExamplesWords, ShortcutWords } from './en.ts';

const shortcuts: ShortcutWords = {
  over: 'La partie est finie\u00a0: il n’y a rien à chercher.',
  winNow: (mover, cells) =>
    `Raccourci 1, un gain immédiat\u00a0: ${mover} complète une ligne en ${cells.join(' ou ')}. La position est évaluée sans recherche.`,
  doubleThreat: (other, cells, mover) =>
    `Raccourci 2, une double menace\u00a0: ${other} menace ${cells.join(' et ')}, et ${mover} ne peut en parer qu’une. Perdu, sans recherche.`,
  forcedBlock: (other, cell) => `Raccourci 3, un blocage forcé\u00a0: ${other} menace ${cell}, c’est donc le seul coup cherché à la racine.`,
  none: 'Aucun raccourci à la racine\u00a0: tous les coups sont cherchés. Les raccourcis servent plus bas dans l’arbre.',
};

export const courseExamplesFr: CourseExamplesWords = {
  examples: {
    walkthrough: {
      title: 'Exemple déroulé',
      note: 'O, l’ordinateur, joue. Le cours suit une seule ligne\u00a0: O prend C1, X répond A3 et a deux menaces. C1 était donc un mauvais coup, et O doit en essayer un autre.',
    },
    win: {
      title: 'Gagner tout de suite',
      note: 'X joue, avec cinq coups possibles. Inutile de tous les regarder\u00a0: A3 complète une colonne et gagne.',
    },
    block: {
      title: 'Blocage forcé',
      note: 'X joue, avec cinq coups possibles. O menace B3\u202f; tout autre coup perd aussitôt, B3 est donc le seul coup qui vaille d’être cherché.',
    },
    'two-ways': {
      title: 'Deux façons de gagner',
      note: 'X joue, avec deux façons de compléter une ligne. Avec le trait, une seule suffit\u00a0: le premier raccourci, un gain immédiat, règle la question (le cours compte les deux menaces).',
    },
  },
  own: {
    title: 'Votre plateau',
    note: 'Cliquez sur une case pour la faire tourner (vide, X, O), ou placez-vous sur le plateau et tapez X, O ou Suppr. Le joueur au trait se déduit du nombre de pions.',
  },
  setup: setupWordsFr,
  shortcuts,
  tabs: 'Les plateaux d’exemple du cours',
  ownBoard: 'Votre plateau\u00a0: appuyez sur une case pour la changer (vide, X, O)',
  toMove: (side) => `${side} joue`,
  lastPossible: ' Les comptes ci-dessous restent ceux du dernier plateau possible.',
  valueFor: (side) => `Valeur pour ${side}\u00a0: `,
  visited: (value) => ` (${value}). Positions visitées\u00a0:`,
  winFor: (side) => `un gain pour ${side}`,
  lossFor: (side) => `une perte pour ${side}`,
  draw: 'match nul',
  search: 'Recherche',
  plain: 'Sans raccourcis',
  withShortcuts: 'Avec les raccourcis',
  alphaBeta: 'Alpha-bêta',
  inVisualiser: 'Dans le visualiseur, sans les raccourcis',
  algorithm: 'Algorithme du visualiseur',
  treeTitle: (title, alphaBeta) => `Arbre de recherche de «\u00a0${title}\u00a0», ${alphaBeta ? 'alpha-bêta' : 'minimax'}`,
  loading: 'Chargement du visualiseur…',
};
