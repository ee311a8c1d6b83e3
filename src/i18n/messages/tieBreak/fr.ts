/** The tie-break counts' French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { TieBreakWords } from './en.ts';

const n = (x: number, digits?: number): string => formatNumber('fr', x, digits);

export const tieBreakFr: TieBreakWords = {
  row: {
    size: (length, min, max) => `une rangée a de ${min} à ${max} cases, celle-ci en a ${n(length)}`,
    notation: (cell, ch) => `la case ${cell} contient «\u00a0${ch}\u00a0»\u00a0: écrivez x, o ou .`,
    pieceCount: (nx, no) => `x a ${n(nx)} pion${nx > 1 ? 's' : ''} et o en a ${n(no)}\u00a0: x joue en premier, x a donc autant de pions que o, ou un de plus`,
    bothWon: (k) => `x et o ont chacun ${k} pions alignés`,
    alreadyOver: (side, k) => `${side} a ${k} pions alignés, et pourtant la partie a continué ensuite`,
  },
  rowField: 'Rangée (x, o ou . par case\u202f; les croix commencent)',
  runs: 'Tirages',
  firstSeed: 'Première graine',
  rowLabel: (row, crosses) => `La rangée ${row}\u202f; ${crosses ? 'aux croix' : 'aux ronds'} de jouer`,
  counting: 'Décompte',
  over: 'La partie est finie\u00a0: il n’y a aucun coup à choisir.',
  caption: 'Combien de fois chaque coup a été tiré',
  move: 'Coup (case)',
  value: 'Valeur min-max',
  picked: 'Tiré',
  share: (runs) => `Part des ${n(runs)} tirages`,
  best: 'meilleur',
  percent: (x) => `${n(x, 1)}\u00a0%`,
  oneBest: 'Un seul meilleur coup\u00a0: chaque tirage le choisit.',
  chi: (chi) => `χ² = ${n(chi, 2)}.`,
  chiAgainst: (chi, best, critical, below) =>
    `χ² = ${n(chi, 2)} face à un choix équitable entre les ${best} meilleurs coups\u202f; un choix équitable reste sous ${n(critical)} dans 999 cas sur 1\u202f000 (${
      below ? 'celui-ci aussi' : 'pas celui-ci'
    }).`,
  searched: (nodes, runs) => `${n(nodes)} positions cherchées une fois, puis ${n(runs)} tirages.`,
};
