/**
 * Othello's words (the kit lib/games/othello.ts, its model
 * lib/models/othello/board.ts, its part parts/othello.tsx, the line replay
 * islands/replay/LineReplay.tsx). Counts and times arrive written.
 */
export const othelloEn = {
  /** The sides by the notation's letter, to start a sentence, and inside one. */
  sideNames: { X: 'Black', O: 'White' } as Readonly<Record<'X' | 'O', string>>,
  colours: { X: 'black', O: 'white' } as Readonly<Record<'X' | 'O', string>>,
  /** The status line. */
  count: (black: number, white: number, empty: number): string => `black ${black}, white ${white}, ${empty} ${empty === 1 ? 'empty square' : 'empty squares'}`,
  over: (count: string, result: string): string => `Game over (${count}): ${result}.`,
  aDraw: 'a draw',
  wins: (colour: string): string => `${colour} wins`,
  mustPass: (mover: string, count: string): string => `${mover} to move has no legal move and must pass (${count}).`,
  legalMoves: (mover: string, moves: number, count: string): string => `${mover} to move: ${moves} ${moves === 1 ? 'legal move' : 'legal moves'} (${count}).`,
  /** A solved value. */
  gameIsOver: 'the game is over',
  withBestPlay: 'with best play on both sides',
  blackEnds: (when: string, discs: number): string => `${when}, black ends with ${discs} ${discs === 1 ? 'disc' : 'discs'}`,
  drawn: (when: string): string => `${when}, a draw`,
  winsBy: (when: string, winner: string, discs: number, mover: string): string =>
    `${when}, ${winner} wins by ${discs} ${discs === 1 ? 'disc' : 'discs'} (${mover} to move; empty squares go to the winner)`,
  bestLine: (line: string): string => `; a best line: ${line}`,
  /** The solver cell. */
  solver: { input: 'Position', analyze: 'Value of every move', value: 'Value' },
  analysisCourse: 'Each move’s value is on its square: black’s discs at the end if both sides then play their best. ',
  analysisStandard: 'Each move’s value is on its square: the final disc difference for the side to move if both sides then play their best. ',
  courseExample: 'The course’s endgame',
  empties: (n: number): string => `${n} empty squares`,
  /** The play cell. */
  youPlay: (colour: string, pass: boolean): string => `you play ${colour}; ${pass ? 'you have no legal move, so press Pass' : 'press a square with a dot, a legal move'}`,
  discs: (n: number): string => `${n} ${n === 1 ? 'disc' : 'discs'}`,
  wonBy: (discs: string, other: number): string => `${discs} to ${other}`,
  drawEach: (discs: string): string => `A draw: ${discs} each.`,
  passed: (who: string): string => `${who} had no legal move and passed.`,
  played: (who: string, move: string, time: string, nodes: string, value: string): string => `${who} played ${move}, in ${time}, after ${nodes} positions: ${value}.`,
  exact: (empties: number, end: string): string => `with ${empties} empty squares it solves the rest of the game exactly: with best play on both sides, ${end}`,
  winBy: (discs: string): string => `a win by ${discs}`,
  lossBy: (discs: string): string => `a loss by ${discs}`,
  seesEnd: (depth: number, win: boolean, discs: string): string => `looking ${depth} moves ahead, it sees the end of the game: ${win ? 'a win' : 'a loss'} by ${discs}`,
  guess: (depth: number, score: string): string => `looking ${depth} moves ahead, mobility and corners score it ${score}`,
  /** The part: the boards, the editor, the objective, the visualiser link. */
  gameBoard: (colour: string): string => `Game board: ${colour} to move`,
  countLine: (black: number, white: number, empty: number): string => `Black ${black}, white ${white}, ${empty} empty.`,
  pass: 'Pass',
  boardMode: 'Board mode',
  playMoves: 'Play moves',
  editSquares: 'Edit squares',
  sideToMove: 'Side to move',
  toMove: (side: string): string => `${side} to move`,
  editLabel: 'Board: each square cycles empty, black, white',
  playLabel: (colour: string): string => `Board: ${colour} to move`,
  worth: (score: string): string => `worth ${score}`,
  mustPassNote: (side: string, worth: string): string => `${side} has no legal move and must pass${worth ? ` (${worth})` : ''}.`,
  passIsBest: ' Passing is the only, and so the best, move.',
  legend: 'Legend',
  legendBlack: 'black (X)',
  legendWhite: 'white (O)',
  legalMove: 'legal move',
  bestMove: 'best move',
  objective: 'Objective',
  discDifference: 'Disc difference',
  blackDiscs: 'Black’s discs (the course)',
  treeFrom: (max: number): string => `With ${max} empty squares or fewer, this position’s search tree opens in the visualiser.`,
  openTree: 'Open this endgame’s search tree in the visualiser',
  treeNote: (empties: number): string => ` (${empties} empty ${empties === 1 ? 'square' : 'squares'}: alpha-beta to the end of the game, every node’s board under the pointer).`,
  help: {
    squares: '64 squares from a1 to h8, rank by rank (',
    black: ' black, ',
    white: ' white, ',
    empty: ' empty), a space, then the side to move, ',
    or: ' or ',
    end: '. Or play and edit on the board.',
  },
  examplesNote:
    'FFO #40–#44 are the first five of the classic set #40–#59 of the FFORUM endgame problems (French Othello federation, public; copied from the Edax repository), the classic benchmark of endgame solvers. They take seconds to a minute here: the time is written beside each one you solve.',
  /** A line replayed. */
  theLine: 'The line',
  /** Lesson 4's line (components/astro/PrincipalLine.astro). */
  start: (colour: string): string => `The start: ${colour} to move.`,
  moveOf: (k: number, last: number, colour: string, move: string): string => `Move ${k} of ${last}: ${colour} ${move === 'pass' ? 'passes' : `plays ${move}`}.`,
  replayCount: (black: number, white: number, empty: number): string => ` Black ${black}, white ${white}${empty > 0 ? `, ${empty} empty` : ''}.`,
  gameOver: ' The game is over.',
  afterMoves: (title: string, k: number, last: number): string => `${title}, after ${k} of ${last} moves`,
};

export type OthelloWords = typeof othelloEn;
