/** The boards' words in French (keys and roles: ./en.ts). */
import type { BoardsWords } from './en.ts';
import { formatNumber } from '../../format.ts';

const n = (x: number) => formatNumber('fr', x);
const s = (x: number) => (x > 1 ? 's' : '');
const list = (l: readonly (number | string)[]) => Array.from(l).join(', ');

export const boardsFr: BoardsWords = {
  tttCells: ['haut gauche', 'haut milieu', 'haut droite', 'milieu gauche', 'centre', 'milieu droite', 'bas gauche', 'bas milieu', 'bas droite'],
  tttMarks: { '.': 'vide', x: 'X', o: 'O' },
  cellNumber: (label, word) => ` (${word ? 'case ' : ''}${label})`,
  colon: '\u00a0: ',
  inLine: 'dans une ligne de trois',
  bitMap: (name, bits) => `${name}\u00a0: carte des numéros de bits, ${bits.length === 0 ? 'aucun bit à 1' : `bit${s(bits.length)} ${list(bits)} à 1`}`,
  bitsTitle: 'bits b8 … b0, du plus fort au plus faible',
  bits64: (bits) => (bits.length === 0 ? 'aucun bit à 1' : `${n(bits.length)} bit${s(bits.length)} à 1\u00a0: ${list(bits)}`),
  playColumn: (column, best) => `Jouer dans la colonne ${n(column)}${best ? ', un meilleur coup' : ''}`,
  c4Board: (width, height, moves, lastColumn, over) =>
    `Plateau de ${n(width)} sur ${n(height)} après ${n(moves)} coup${s(moves)}${lastColumn !== null ? `, le dernier dans la colonne ${n(lastColumn)}` : ''}${over ? ', partie finie' : ''}`,
  legend: 'Légende',
  firstPlayer: 'premier joueur',
  secondPlayer: 'second joueur',
  rowCell: 'case ',
  rowMarks: { x: 'croix', o: 'rond', '.': 'libre' },
  rowBest: ', un meilleur coup',
  rowWorth: (note) => `, vaut ${note}`,
  pictureLabel: (description) => `Plateau\u00a0: ${description}`,
  describeTtt: (xs, os) => {
    if (xs.length + os.length === 0) return 'plateau vide';
    const part = (p: string, cells: readonly (number | string)[]) => (cells.length ? `${p} en ${list(cells)}` : `aucun ${p}`);
    return `${part('X', xs)}\u202f; ${part('O', os)} (cases 0 à 8, rangée du haut d’abord)`;
  },
  describeRow: (crosses, noughts, length) => {
    if (crosses.length + noughts.length === 0) return `une rangée vide de ${n(length)} cases`;
    const x = crosses.length ? `croix en ${list(crosses)}` : 'aucune croix';
    const o = noughts.length ? `ronds en ${list(noughts)}` : 'aucun rond';
    return `${x}\u202f; ${o} (cases 1 à ${n(length)}, de gauche à droite)`;
  },
  describeOthello: (black, white, empty, whiteToMove) =>
    `Othello, ${n(black)} pion${s(black)} noir${s(black)}, ${n(white)} blanc${s(white)}, ${n(empty)} case${s(empty)} vide${s(empty)}\u202f; ${whiteToMove ? 'blanc' : 'noir'} au trait`,
};
