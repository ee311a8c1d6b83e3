/**
 * Connect Four's words (the kit lib/games/connect4.ts, its model
 * lib/models/connect4.ts, its part parts/connect4.tsx), for the solver cell
 * and the play cell. Counts and times arrive written for the language.
 */
export const connect4En = {
  /** The sides, by player: the kits' and the model's. */
  players: ['first player', 'second player'] as readonly [string, string],
  sides: ['the first player', 'the second player'] as readonly [string, string],
  /** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st. */
  ordinal: (n: number): string => {
    const tens = n % 100;
    const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
    return `${n}${suffix}`;
  },
  draw: 'with best play on both sides, a draw',
  winsWith: (player: string, stone: string): string => `with best play, the ${player} wins with its ${stone} stone`,
  connected: (player: string, k: number): string => `Game over: the ${player} connected ${k}.`,
  full: 'Game over: the board is full, a draw.',
  toMove: (moves: number, player: string): string => `${moves} moves played; the ${player} is to move.`,
  /** The solver cell. */
  solver: { input: 'Moves', analyze: 'Score every column', value: 'Score' },
  fromBook: 'From the opening book',
  analysisNote: (book: string): string => `The score of each column is above it (– for a full column), for the side to move. ${book}`,
  bookColumns: (count: number, columns: string): string => `${count === 1 ? 'Column' : 'Columns'} ${columns} from the opening book; `,
  help: { text: 'Columns 1 to 7 from the left, first move first; a size first for other boards (', after: '). Or click a column.' },
  /** The play cell. */
  evaluations: { windows: 'open windows', cells: 'cell weights', none: 'none (search only)' },
  computerName: (depth: number | string, evaluation: string): string => `depth ${depth}, ${evaluation}`,
  inARow: (k: number): string => `${['', '', 'two', 'three', 'four', 'five', 'six'][k] ?? k} in a row`,
  pressColumn: 'press a column',
  boardFull: 'A draw: the board is full.',
  settings: { width: 'Columns', height: 'Rows', k: 'In a row (K)', depth: 'Depth', evaluation: 'Evaluation', board: 'Board (four in a row)' },
  plies: (d: number): string => `${d} ${d === 1 ? 'ply' : 'plies'}`,
  boardNotes: { book: 'opening book, then search', second: 'the first move takes a second or so', long: 'the first move takes a while' },
  /** The computer's notes; `who` starts the sentence, counts and times arrive written. */
  playedSearch: (who: string, column: number | string, time: string, nodes: string, values: string): string =>
    `${who} played column ${column}, in ${time}, after ${nodes} positions. Its values: ${values}.`,
  moveValue: (move: number | string, value: string): string => `${move}: ${value}`,
  shortWins: 'wins',
  shortLoses: 'loses',
  playedPerfect: (who: string, column: number, how: string, time: string, score: string, meaning: string): string =>
    `${who} played column ${column} ${how}, in ${time}. Its score, ${score}: ${meaning}.`,
  fromTheBook: 'from the opening book',
  afterSearching: (nodes: string): string => `after searching ${nodes} positions`,
  hintsLabel: 'Column scores',
  hintsNote: (book: string): string =>
    `Above each column, its exact score for you${book ? ` (columns ${book} from the opening book)` : ''}: positive wins, negative loses, 0 draws; the higher the sooner.`,
  /** The open windows under the play board. */
  windows: {
    summary: 'Open windows now',
    caption: 'Open windows of each player, by the stones in them',
    player: 'Player',
    stones: (n: number): string => `${n} ${n === 1 ? 'stone' : 'stones'}`,
    who: { first: 'first', second: 'second' },
    balance: (score: string): string => `Weighted 1, 4, 16… by stones: ${score} for the first player.`,
  },
  /** The course's example game replayed (islands/replay/CourseGameReplay.tsx); names are the course's. */
  course: {
    label: 'The course’s example game',
    won: (name: string, stone: string): string => `${name} has won: three in a row, with his ${stone} stone.`,
    winsWith: (name: string, stone: string): string => `with best play, ${name} wins with his ${stone} stone`,
    toMove: (name: string, verdict: string, count: number, columns: string): string =>
      `${name} to move. The solver: ${verdict}; best ${count === 1 ? 'column' : 'columns'} ${columns}.`,
    plays: (who: string, column: number): string => `${who} plays column ${column}`,
    note: (first: string, second: string): string => `${first} moves first: his stones are the first player’s (blue, plain), ${second}’s the second player’s (orange, ringed).`,
  },
};

export type Connect4Words = typeof connect4En;
