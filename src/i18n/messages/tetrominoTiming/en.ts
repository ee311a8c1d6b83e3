/**
 * The words of the tetromino lesson's timed solve (components/islands/TetrominoTiming.tsx).
 * Times and rates arrive written (lib/jobs/words.ts).
 */
import { formatNumber } from '../../format.ts';

const n = (x: number): string => formatNumber('en', x);

export const tetrominoTimingEn = {
  solveFirst: 'Solve the whole game in this browser',
  solveAgain: 'Solve the whole game again',
  cancel: 'Cancel',
  notRun: 'Not run yet: the solve runs in a worker, the page stays responsive.',
  /** "Run 1: value −1 for the first player, 1.2 s for 12,345 positions (3.4 M/s), JavaScript warm-up included." */
  run: (i: number): string => `Run ${i}: value `,
  forFirst: ' for the first player, ',
  forNodes: (nodes: number, rate: string): string => ` for ${n(nodes)} positions (${rate})`,
  warmUp: ', JavaScript warm-up included',
  fastest: (runs: number, time: string): string => `Fastest of the ${runs} runs: ${time}.`,
};

export type TetrominoTimingWords = typeof tetrominoTimingEn;
