/** The road table's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { RoadTableWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const roadTableFr: RoadTableWords = {
  sets: { end: 'Fin de partie', middle: 'Milieu de partie', begin: 'Début de partie', empty: 'Plateau vide' },
  steps: {
    negamax: 'Le negamax simple',
    alphaBeta: 'L’alpha-bêta',
    centreFirst: 'Les colonnes du centre d’abord',
    bitboards: 'Les bitboards',
    table: 'Une table de transposition',
    nullWindow: 'Les fenêtres nulles',
    nonLosing: 'Jamais un coup qui perd tout de suite',
    threatOrder: 'Les menaces d’abord',
    book: 'Une bibliothèque d’ouvertures',
  },
  siteSolver: 'Le solveur du site',
  tabs: 'Ensembles de positions',
  tab: (set, positions) => `${set} (${n(positions)})`,
  runAll: (positions) => `Lancer toutes les étapes sur ${positions === 1 ? 'cette position' : `ces ${n(positions)} positions`}`,
  clear: 'Effacer ces résultats',
  stepRunning: (number, site) => `Étape ${site ? '8 (le solveur du site)' : number}`,
  caption: (set) => `Chaque étape du chemin sur l’ensemble «\u00a0${set}\u00a0»\u00a0: positions explorées à la construction du site et dans votre navigateur`,
  step: 'Étape',
  built: 'Positions explorées (construction du site)',
  againstAbove: 'Par rapport à l’étape du dessus',
  browser: 'Dans votre navigateur',
  exact: 'Exacts',
  time: 'Temps',
  perPosition: 'Par position',
  timeAgainstAbove: 'Temps par rapport à l’étape du dessus',
  noSearch: 'aucune recherche',
  ratio: { fewer: 'moins', more: 'plus', less: 'moins', same: 'pareil' },
  wrong: (k) => `✗ ${n(k)} faux`,
  meanIn: (mean, time) => `${n(mean)} en ${time}`,
  running: 'en cours…',
  run: 'Lancer',
  runStep: (number, site) => `Lancer l’étape ${site ? '8, le solveur du site,' : number} sur ces positions`,
};
