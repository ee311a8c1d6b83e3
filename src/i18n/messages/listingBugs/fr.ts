/** The Othello listing's bugs cell's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { ListingBugsWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);
const pions = (k: number): string => `${n(k)} pion${Math.abs(k) > 1 ? 's' : ''}`;

export const listingBugsFr: ListingBugsWords = {
  courseTitle: 'La fin de partie du cours',
  gameEndTitle: (empties) => `Une fin de partie au hasard (${n(empties)} cases vides)`,
  tabs: 'Position étudiée',
  board: (title) => `${title}, noir joue`,
  legend: 'Les bogues du listing',
  fix1: { before: 'Correction 1\u00a0: jouer le premier coup de noir en noir (', middle: ', et non ', after: ')' },
  fix2: { before: 'Correction 2\u00a0: garder le compte de pions d’une partie qui finit tôt (le recopier dans ', after: ')' },
  prints: 'Le programme affiche',
  // The course's own lines (its Pascal listing), word for word.
  printout: (cell, discs) => `Le meilleur coup pour les noirs est ${cell}\nIl rapporte ${discs} pions noirs en fin de partie !`,
  cellIs: (cell) => `La case ${cell} est `,
  visits: (positions) => `\u202f; le programme visite ${n(positions)} positions.`,
  rootReads: ' Après chacun de ses coups, la racine lit\u00a0: ',
  right: (best, discs) => `Juste\u00a0: le solveur exact dit aussi ${best}, ${pions(discs)} noirs.`,
  wrong: (best, discs, off, square) =>
    `Faux\u00a0: le solveur exact dit ${best}, ${pions(discs)} noirs${
      off === 0
        ? ` (le compte est juste, mais ${square} n’est pas un meilleur coup)`
        : Math.abs(off) < 64
          ? ` (le listing compte ${pions(Math.abs(off))} de ${off > 0 ? 'trop' : 'moins'})`
          : ''
    }.`,
};
