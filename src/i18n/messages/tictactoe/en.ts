/** Tic-tac-toe's words for the play cell (the kit lib/games/tictactoe.ts and the part parts/tictactoe.tsx). */
export const tictactoeEn = {
  /** The sides in the lesson's vocabulary: the boards' marks, or the OCaml course's crosses and noughts. */
  sides: { xo: ['X', 'O'] as readonly [string, string], 'cross-nought': ['crosses', 'noughts'] as readonly [string, string] },
  /** The cells in reading order. */
  cellNames: ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'] as readonly string[],
  /** A cell and its number in the lesson's numbering (`coords` numbers are written bare). */
  cell: (name: string, label: string, bare: boolean): string => `${name} (${bare ? '' : 'cell '}${label})`,
  depth: 'Depth',
  plies: (d: number): string => (d === 9 ? '9 plies (to the end)' : `${d} ${d === 1 ? 'ply' : 'plies'}`),
  youPlay: (side: string): string => `you play ${side}`,
  threeInARow: (exclaim: boolean): string => (exclaim ? 'three in a row!' : 'three in a row'),
  draw: 'Draw: the board is full and nobody has three in a row.',
  /** The engine's note; `who` starts the sentence, counts arrive written. */
  toWin: 'to win',
  toLose: 'to lose',
  aDraw: 'a draw',
  heuristic: (score: string): string => `a heuristic score of ${score} (its search stops before the end)`,
  onlyBest: 'it was the only best move',
  amongBest: (count: number): string => `it picked it among ${count} equally good moves`,
  without: (nodes: string): string => ` (${nodes} without the shortcuts)`,
  played: (who: string, cell: string, verdict: string, choice: string, nodes: string, without: string): string =>
    `${who} played ${cell}, expecting ${verdict}; ${choice}. It searched ${nodes} positions${without}.`,
  boardLabel: 'Game board: press an empty cell to play there',
};

export type TictactoeWords = typeof tictactoeEn;
