/**
 * Why an edited tic-tac-toe board (X first) is no position of a game, in
 * English: the words the lesson islands that edit boards share (tree
 * explorer, static evaluator, course examples), spread into their namespaces
 * as `setup`; read by lib/models/tictactoe/setupProblem.ts. French: ./fr.ts.
 */

const cap = (s: string): string => s[0].toUpperCase() + s.slice(1);
const stones = (n: number): string => `${n} ${n === 1 ? 'stone' : 'stones'}`;

export const setupWordsEn = {
  pieceCount: (nx: number, no: number): string =>
    `X has ${stones(nx)} and O has ${stones(no)}: since X moves first, X always has as many stones as O or one more.`,
  bothWon: 'X and O both have three in a row: the first line ends the game, so no game ever shows two winners.',
  alreadyOver: (side: string, other: string): string => `${side} has three in a row, yet ${other} played after that line was made: the game was already over.`,
  /** Any other problem, as the engine words it (it cannot come from a board of x, o and .). */
  other: (engine: string): string => `${cap(engine)}.`,
};

export type SetupWords = typeof setupWordsEn;
