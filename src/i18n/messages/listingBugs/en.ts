/**
 * The Othello listing's bugs cell's English words (ListingBugs island and
 * the tab titles ListingToggles.astro gives it, lesson 4). French: ./fr.ts.
 */
import { formatNumber } from '../../format.ts';

const fmt = (n: number): string => formatNumber('en', n);

export const listingBugsEn = {
  courseTitle: 'The course’s endgame',
  gameEndTitle: (empties: number): string => `A random endgame (${empties} empty squares)`,
  tabs: 'Position',
  board: (title: string): string => `${title}, black to move`,
  legend: 'Bugs of the listing',
  /** The toggles' words around their code (`joue_coup(x, ORDINATEUR)`, `joue_coup(x, 2)`; `temoin[next]`). */
  fix1: { before: 'Fix 1: play black’s first move as black (', middle: ', not ', after: ')' },
  fix2: { before: 'Fix 2: keep the disc count of a game that ends early (copy it to ', after: ')' },
  prints: 'The program prints',
  /** What the program writes (the course's own lines, as the English edition translates them). */
  printout: (cell: number, discs: number): string => `Best move for black: ${cell}\nIt brings ${discs} black discs at the end of the game`,
  cellIs: (cell: number): string => `Cell ${cell} is `,
  visits: (positions: number): string => `; the program visits ${fmt(positions)} positions.`,
  rootReads: ' After each of its moves, the root reads: ',
  right: (best: string, discs: number): string => `Right: the exact solver also says ${best}, ${discs} black discs.`,
  /** `off`: the listing's count minus the exact one (0: right count, wrong move); `square`: the listing's move. */
  wrong: (best: string, discs: number, off: number, square: string): string =>
    `Wrong: the exact solver says ${best}, ${discs} black discs${
      off === 0
        ? ` (the count is right, but ${square} is not a best move)`
        : Math.abs(off) < 64
          ? ` (the listing is ${Math.abs(off)} ${Math.abs(off) === 1 ? 'disc' : 'discs'} ${off > 0 ? 'over' : 'under'})`
          : ''
    }.`,
};

export type ListingBugsWords = typeof listingBugsEn;
