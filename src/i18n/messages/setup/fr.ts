/** A tic-tac-toe board that play cannot reach, in French (keys and roles: ./en.ts). */
import type { SetupWords, Side, Vocabulary } from './en.ts';
import { formatNumber } from '../../format.ts';

const other = (s: Side): Side => (s === 'x' ? 'o' : 'x');
/** "les croix", "les ronds" (the OCaml course's words), or X and O. */
const name = (s: Side, v: Vocabulary) => (v === 'xo' ? s.toUpperCase() : s === 'x' ? 'les croix' : 'les ronds');
const plural = (n: number) => (n > 1 ? 's' : '');
const count = (s: Side, n: number, v: Vocabulary) =>
  v === 'xo' ? `${s.toUpperCase()} a ${formatNumber('fr', n)} pion${plural(n)}` : `${formatNumber('fr', n)} ${s === 'x' ? 'croix' : `rond${plural(n)}`}`;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

export const setupFr: SetupWords = {
  pieceCount: (counts, first, v) => {
    const rule =
      v === 'xo'
        ? `comme ${name(first, v)} joue en premier, ${name(first, v)} a toujours autant de pions que ${name(other(first), v)}, ou un de plus`
        : first === 'x'
          ? 'comme les croix commencent, il y a toujours autant de croix que de ronds, ou une de plus'
          : 'comme les ronds commencent, il y a toujours autant de ronds que de croix, ou un de plus';
    return `${cap(`${count('x', counts[0], v)} et ${count('o', counts[1], v)}`)}\u00a0: ${rule}.`;
  },
  bothWon: (v) =>
    `${v === 'xo' ? 'X et O ont tous deux' : 'Les croix et les ronds ont tous deux'} une ligne de trois\u00a0: la première ligne termine la partie, aucune partie ne montre donc deux gagnants.`,
  alreadyOver: (winner, v) =>
    `${cap(name(winner, v))} ${v === 'xo' ? 'a' : 'ont'} une ligne de trois, et pourtant ${name(other(winner), v)} ${v === 'xo' ? 'a' : 'ont'} joué après\u00a0: la partie était déjà finie.`,
  overlap: 'Une case contient à la fois un x et un o.',
  turn: (said, toMove) => `Le bit de trait donne ${said} au trait, mais les nombres de pions donnent ${toMove}.`,
};
