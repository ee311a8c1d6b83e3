/**
 * The words of the Connect-K match (components/islands/ConnectKMatch.tsx),
 * with the settings' labels of the Connect-K kit (lib/games/connect4.ts) in
 * each language. Counts and times arrive written, or are formatted here.
 */
import { formatNumber } from '../../format.ts';

const n = (x: number): string => formatNumber('en', x);

export const connectKMatchEn = {
  board: 'Board',
  sideA: 'Side A',
  sideB: 'Side B',
  games: 'Games',
  seed: 'Seed',
  /** The kit's choices, by key: the board's and a computer's. */
  choices: { width: 'Columns', height: 'Rows', k: 'In a row (K)', depth: 'Depth', evaluation: 'Evaluation' } as Readonly<Record<string, string>>,
  plies: (depth: number): string => `${depth} ${depth === 1 ? 'ply' : 'plies'}`,
  evaluations: { windows: 'open windows', cells: 'cell weights', none: 'none (search only)' } as Readonly<Record<string, string>>,
  /** A computer in words: "depth 4, open windows". */
  computer: (depth: number, evaluation: string): string => `depth ${depth}, ${evaluation}`,
  play: 'Play the match',
  playing: 'Playing',
  caption: (games: number, size: string, a: string, b: string): string => `${n(games)} games on ${size}: A is ${a}; B is ${b}.`,
  aWins: 'A wins',
  bWins: 'B wins',
  draws: 'Draws',
  movedFirst: (side: string): string => `${side} moved first`,
  all: 'All',
  /** The time arrives written (lib/jobs/words.ts). */
  note: (different: number, nodes: number, time: string): string => `${n(different)} different games; ${n(nodes)} positions searched in ${time}.`,
  theGames: 'The games',
  /** One game of the list, before its moves: "A first, B wins:". */
  game: (first: string, winner: string | null): string => `${first} first, ${winner === null ? 'a draw' : `${winner} wins`}:`,
};

export type ConnectKMatchWords = typeof connectKMatchEn;
