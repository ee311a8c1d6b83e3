/** The course's sign-error cell's French words (keys and roles: ./en.ts). */
import type { CourseJeuBugWords } from './en.ts';

export const courseJeuBugFr: CourseJeuBugWords = {
  titles: { bug: 'X en A2 et C2', walkthrough: 'L’exemple déroulé' },
  notes: { win: 'O gagne', draw: 'nul', loss: 'X gagne' },
  worth: { win: 'un gain pour O', draw: 'match nul', loss: 'une perte pour O' },
  noteLabel: (note, plays) => `la note du programme\u00a0: ${note}${plays ? '\u202f; le programme joue ici' : ''}`,
  tabs: 'Plateau',
  board: (title) => `${title}, O joue\u202f; chaque case montre la note que le programme en a rapportée`,
  fix: { before: 'Corriger la branche de O\u00a0: renvoyer ', middle: ' tel quel (le cours écrit ', after: ')' },
  tries: 'Le programme essaie, dans son ordre\u00a0: ',
  plays: ', et joue ',
  verdict: (right, best, many, worth, played, playedWorth) =>
    `${right ? 'Juste' : 'Faux'}\u00a0: selon le solveur exact, ${many ? 'les meilleurs coups sont' : 'le meilleur coup est'} ${best}, ${worth}${
      right ? '.' : `\u202f; ${played} est ${playedWorth}.`
    }`,
};
