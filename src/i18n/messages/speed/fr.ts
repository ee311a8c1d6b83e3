/** The speed page's words in French (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { SpeedWords } from './en.ts';

const n = (x: number, digits?: number): string => formatNumber('fr', x, digits);

export const speedFr: SpeedWords = {
  titles: {
    tictactoe: 'Morpion\u00a0: les recherches génériques',
    connect4: 'Puissance 4\u00a0: les jeux de tests publics',
    othello: 'Othello\u00a0: finales exactes',
    tetromino: 'Le jeu des tétrominos\u00a0: résolutions exactes',
  },
  runAll: 'Lancer toutes les séries',
  cancel: 'Annuler',
  quick: 'Aperçus rapides (une ou deux secondes chacun).',
  full: 'Mesures complètes (environ une minute en tout).',
  run: 'Lancer',
  notRun: 'Pas encore lancé.',
  done: (allExact) => `Terminé\u00a0: ${allExact ? 'toutes les réponses sont exactes.' : 'certaines réponses sont FAUSSES.'}`,
  searchedHead: 'Positions explorées',
  timeHead: 'Temps',
  perPositionHead: 'Par position',
  speedHead: 'Vitesse',
  referenceHead: 'Référence native, mêmes positions',
  nodes: (nodes, wrong) => `${n(nodes)} positions${wrong ? `, ${n(wrong)} fausse${wrong > 1 ? 's' : ''}` : ''}`,
  machine: (cores, agent) => `${typeof cores === 'number' ? n(cores) : cores} cœurs logiques\u202f; ${agent}`,
  thisBrowser: (machine) => `Ce navigateur\u00a0: ${machine}`,
  suites: {
    searches: (label, runs) => `${label} (${n(runs)} recherche${runs > 1 ? 's' : ''})`,
    alphaBetaEmpty: 'alpha-bêta depuis le plateau vide',
    minimaxEmpty: 'minimax depuis le plateau vide',
    firstLines: (set, lines) => `${set}, ${lines > 1 ? `les ${n(lines)} premières lignes` : 'la première ligne'}`,
    ponsEndEasy: `Solveur C++\u00a0: 11–15\u00a0µs et 51 positions par position`,
    ponsMiddleEasy: `Solveur C++\u00a0: 72–81\u00a0µs et 449 positions par position`,
    ponsBeginEasy: `Solveur C++\u00a0: ${n(0.45, 2)}–${n(0.55, 2)}\u00a0ms et ${n(3300)} positions par position`,
    courseEndgame: 'la finale du cours sur la récursivité (11 cases vides)',
    ffo: (id, empties) => `FFO n°\u00a0${id} (${n(empties)} cases vides)`,
    edax40: `Edax 4.6\u00a0: ${n(0.47, 2)}\u00a0s et ${n(21, 1)} millions de positions`,
    fourIn: 'après quatre placements',
    wholeGame: 'le jeu entier, depuis le début',
  },
  counting: 'Décompte des cœurs de ce navigateur…',
  offers: (cores) => `Ce navigateur offre ${n(cores)} worker${cores > 1 ? 's' : ''} (ses cœurs, 4 au plus).`,
  oneCore: ' Avec un seul cœur, il n’y a rien à partager\u00a0: les deux mesures utilisent un seul worker.',
  tables: (shared) =>
    shared
      ? ' Cette page est isolée de toute autre origine\u00a0: les workers qui évaluent les colonnes du puissance 4 partagent une seule table.'
      : ' Cette page n’est pas isolée des autres origines\u00a0: chaque worker qui évalue les colonnes du puissance 4 garde sa propre table.',
  measure: 'Mesurer',
  notMeasured: 'Pas encore mesuré.',
  phases: { warming: 'Démarrage des workers…', one: 'Mesure avec un worker…', many: 'Mesure avec tous les cœurs…' },
  speedup: (one, workers, many, speedup, answer) =>
    `Un worker\u00a0: ${one}. ${n(workers)} worker${workers > 1 ? 's' : ''}\u00a0: ${many}, ${speedup} fois plus rapide. Même réponse (${answer}).`,
  answersDiffer: (one, many, workers) => `les deux réponses diffèrent\u00a0: ${one} avec un worker, ${many} avec ${n(workers)}`,
  jobs: {
    connect4Columns: (position) => `La valeur de chaque colonne de la position de puissance 4 ${position}, sans la bibliothèque d’ouvertures`,
    ffo: (id, empties) => `FFO n°\u00a0${id} résolue exactement (${n(empties)} cases vides), partagée par coup à la racine`,
  },
};
