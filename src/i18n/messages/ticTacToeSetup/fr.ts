/** Why an edited tic-tac-toe board is no position of a game, in French (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { SetupWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const setupWordsFr: SetupWords = {
  pieceCount: (nx, no) => `X a ${n(nx)} pion${nx > 1 ? 's' : ''} et O en a ${n(no)}\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus.`,
  bothWon: 'X et O ont chacun trois pions alignés\u00a0: la première ligne termine la partie, aucune partie ne montre donc deux gagnants.',
  alreadyOver: (side, other) => `${side} a trois pions alignés, et pourtant ${other} a joué ensuite\u00a0: la partie était déjà finie.`,
  other: () => 'Aucune partie ne peut atteindre ce plateau.',
};
