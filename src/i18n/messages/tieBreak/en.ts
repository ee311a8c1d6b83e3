/**
 * The tie-break counts' English words (TieBreakCounts island, lesson 6), and
 * why a row of the one-dimensional game is no position
 * (lib/models/lineRowProblem.ts; the same sentences as the engine's). French: ./fr.ts.
 */
import { formatNumber } from '../../format.ts';

const fmt = (n: number): string => formatNumber('en', n);

export const tieBreakEn = {
  /** Why a row is no position: too short or long, a character it cannot read, counts, lines. */
  row: {
    size: (length: number, min: number, max: number): string => `a row has ${min}..${max} cells, this one has ${length}`,
    notation: (cell: number, ch: string): string => `cell ${cell} is '${ch}': use x, o or .`,
    pieceCount: (nx: number, no: number): string => `x has ${nx} ${nx === 1 ? 'stone' : 'stones'} and o has ${no}: x moves first, so x has as many as o or one more`,
    bothWon: (k: number): string => `both x and o have ${k} in a row`,
    alreadyOver: (side: string, k: number): string => `${side} has ${k} in a row, yet the game went on after it`,
  },
  rowField: 'Row (x, o or . per cell; crosses move first)',
  runs: 'Runs',
  firstSeed: 'First seed',
  rowLabel: (row: string, crosses: boolean): string => `The row ${row}; ${crosses ? 'crosses' : 'noughts'} to move`,
  counting: 'Counting',
  over: 'The game is over: there is no move to choose.',
  caption: 'How often each move was picked',
  move: 'Move (cell)',
  value: 'Min-max value',
  picked: 'Picked',
  share: (runs: number): string => `Share of the ${fmt(runs)} runs`,
  best: 'best',
  percent: (x: number): string => `${x.toFixed(1)}%`,
  oneBest: 'One best move: every run picks it.',
  chi: (chi: number): string => `χ² = ${chi.toFixed(2)}.`,
  chiAgainst: (chi: number, best: number, critical: number, below: boolean): string =>
    `χ² = ${chi.toFixed(2)} against a fair choice among the ${best} best moves; a fair choice stays below ${critical} in 999 runs of 1,000 (${
      below ? 'so does this one' : 'this one does not'
    }).`,
  searched: (nodes: number, runs: number): string => `${fmt(nodes)} positions searched once, then ${fmt(runs)} draws.`,
};

export type TieBreakWords = typeof tieBreakEn;
export type RowWords = TieBreakWords['row'];
