/** The timed solve's words in French (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { TetrominoTimingWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);

export const tetrominoTimingFr: TetrominoTimingWords = {
  solveFirst: 'Résoudre tout le jeu dans ce navigateur',
  solveAgain: 'Résoudre encore tout le jeu',
  cancel: 'Annuler',
  notRun: 'Pas encore lancé\u00a0: la résolution tourne dans un worker, la page reste réactive.',
  run: (i) => `Essai ${n(i)}\u00a0: valeur `,
  forFirst: ' pour le premier joueur, ',
  forNodes: (nodes, rate) => ` pour ${n(nodes)} positions (${rate})`,
  warmUp: ', échauffement de JavaScript compris',
  fastest: (runs, time) => `Le plus rapide des ${n(runs)} essais\u00a0: ${time}.`,
};
