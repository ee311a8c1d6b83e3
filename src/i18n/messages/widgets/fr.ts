/** The shared ui components' words in French (keys and roles: ./en.ts). */
import type { WidgetsWords } from './en.ts';
import { formatNumber } from '../../format.ts';

const n = (x: number) => formatNumber('fr', x);
const s = (x: number) => (x > 1 ? 's' : '');
const pions = (x: number) => `${n(x)} pion${s(x)}`;
const list = (l: readonly string[]) => Array.from(l).join(', ');
const DISCS = { X: 'noir', O: 'blanc', '-': 'vide' } as const;

export const widgetsFr: WidgetsWords = {
  cancel: 'Annuler',
  partsDone: (done, total) => `${n(done)} sur ${n(total)} terminés`,
  exampleBoards: 'Plateaux d’exemple',
  seed: 'Graine',
  colon: '\u00a0: ',
  shownOf: (shown, total) => ` affiché${s(shown)} sur ${n(total)}`,
  piece: 'Pièce',
  allPieces: 'Toutes les pièces',
  value: 'Valeur',
  anyValue: 'Toutes les valeurs',
  filters: { win: 'Gagnants', tie: 'Nuls', loss: 'Perdants' },
  outcomes: { win: 'gagne', tie: 'fait match nul', loss: 'perd' },
  discs: DISCS,
  legalMove: (flips) => `coup légal, retourne ${pions(flips)}`,
  bestMove: 'un meilleur coup',
  lastMove: 'dernier coup',
  preview: (mover, square, turned = []) => `${mover === 'X' ? 'Noir' : 'Blanc'} en ${square} retourne ${pions(turned.length)}\u00a0: ${list(turned)}.`,
  pointHint: 'Pointez une case marquée, ou allez-y avec les flèches, pour voir ce qu’elle retourne.',
  othelloView: (label, black, white, d = []) => `${label}\u00a0: ${n(black)} noir${s(black)}, ${n(white)} blanc${s(white)}\u202f; ${list(d)}`,
  courseWord: (name, hex, set = [], ringed = []) =>
    `${name} = ${hex}\u00a0: ${set.length === 0 ? 'aucun bit à 1' : `bits à 1\u00a0: ${list(set)}`}${ringed.length ? `\u202f; entourés\u00a0: ${list(ringed)}` : ''}`,
  treeRoles: { leaf: 'feuille', max: 'nœud MAX', min: 'nœud MIN' },
  treeStates: { unvisited: 'pas encore visité', current: 'en cours', visited: 'visité', pruned: 'élagué' },
  treeNode: (label, role, state, value) => `${label ? `${label}\u00a0: ` : ''}${role}, ${state}${value ? `, valeur ${value}` : ''}`,
};
