/** The static evaluator's English words (StaticEvaluator island, lesson 1). French: ./fr.ts. */
import { setupWordsEn } from '../ticTacToeSetup/en.ts';

export const staticEvaluatorEn = {
  setup: setupWordsEn,
  /** The eight lines, in the order of the engine's WIN_MASKS. */
  lines: ['top row', 'middle row', 'bottom row', 'left column', 'middle column', 'right column', 'diagonal ↘', 'diagonal ↙'] as readonly string[],
  examples: { empty: 'Empty board', oColumn: 'O wins a column', xDiagonal: 'X wins a diagonal', both: 'Both have a line' },
  board: 'Board to evaluate: press a cell to change it (empty, X, O)',
  /** Why the value is what it is (followed by a full stop). */
  why: {
    both: 'both sides have a line (a board only the course’s tree reaches, since it plays on after a win); X is tested first, so −1',
    x: 'X, the player, has a line',
    o: 'O, the computer, has a line',
    none: 'no line for either side',
  },
  boardP: 'Board p',
  xField: 'X field (bits 8…0)',
  oField: 'O field (bits 17…9)',
  caption: 'The eight winning masks and which side covers each',
  line: 'Line',
  mask: 'Mask',
  xCovers: 'X covers it',
  oCovers: 'O covers it',
  yes: 'yes',
  no: 'no',
  noGame: 'No game reaches this board. ',
  onlyBits: ' The evaluation does not mind: it only reads bits.',
};

export type StaticEvaluatorWords = typeof staticEvaluatorEn;
