/**
 * The boards' words (components/ui/*: the boards, the bitboard views, the
 * visualiser's board pictures): what a screen reader hears of a board, its
 * cells and its legends. Cell numbers, notation and code names stay as they are.
 */

/** A list of cells or squares, written ("0, 4"). */
type List = readonly (number | string)[];

export type BoardsWords = {
  /** Tic-tac-toe cells in reading order, as a screen reader says them (lower case). */
  tttCells: readonly string[];
  /** A cell's content: empty, X, O. */
  tttMarks: Readonly<Record<'.' | 'x' | 'o', string>>;
  /** "(cell 8)" after a cell's name; `coords` numbering has no word. */
  cellNumber: (label: string, word: boolean) => string;
  colon: string;
  inLine: string;
  /** A 9-bit map: what it holds, and the bits set (highest first). */
  bitMap: (name: string, bits: List) => string;
  bitsTitle: string;
  /** A 64-bit map: the bits set with their squares ("3 (d1)"). */
  bits64: (bits: List) => string;
  /** Connect Four. */
  playColumn: (column: number, best: boolean) => string;
  c4Board: (width: number, height: number, moves: number, lastColumn: number | null, over: boolean) => string;
  legend: string;
  firstPlayer: string;
  secondPlayer: string;
  /** A row of one-dimensional tic-tac-toe: the hidden words of a cell ("cell 3: cross, a best move, worth +1"). */
  rowCell: string;
  rowMarks: Readonly<Record<'x' | 'o' | '.', string>>;
  rowBest: string;
  rowWorth: (note: string) => string;
  /** The visualiser's board pictures, for screen readers. */
  pictureLabel: (description: string) => string;
  describeTtt: (xs: List, os: List) => string;
  describeRow: (crosses: List, noughts: List, length: number) => string;
  describeOthello: (black: number, white: number, empty: number, whiteToMove: boolean) => string;
};

/** Tolerant of any argument: the catalogue test calls every word with sample arguments. */
const list = (l: List) => Array.from(l).join(', ');

export const boardsEn: BoardsWords = {
  tttCells: ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'],
  tttMarks: { '.': 'empty', x: 'X', o: 'O' },
  cellNumber: (label, word) => ` (${word ? 'cell ' : ''}${label})`,
  colon: ': ',
  inLine: 'part of a line of three',
  bitMap: (name, bits) => `${name}: bit-index map, ${bits.length === 0 ? 'no bit set' : `bits ${list(bits)} set`}`,
  bitsTitle: 'bits b8 … b0',
  bits64: (bits) => (bits.length === 0 ? 'no bit set' : `${bits.length} bits set: ${list(bits)}`),
  playColumn: (column, best) => `Play column ${column}${best ? ', a best move' : ''}`,
  c4Board: (width, height, moves, lastColumn, over) =>
    `${width} by ${height} board after ${moves} moves${lastColumn !== null ? `, the last in column ${lastColumn}` : ''}${over ? ', game over' : ''}`,
  legend: 'Legend',
  firstPlayer: 'first player',
  secondPlayer: 'second player',
  rowCell: 'cell ',
  rowMarks: { x: 'cross', o: 'nought', '.': 'free' },
  rowBest: ', a best move',
  rowWorth: (note) => `, worth ${note}`,
  pictureLabel: (description) => `Board: ${description}`,
  describeTtt: (xs, os) => {
    if (xs.length + os.length === 0) return 'empty board';
    const part = (p: string, cells: List) => (cells.length ? `${p} on ${list(cells)}` : `no ${p}`);
    return `${part('X', xs)}; ${part('O', os)} (cells 0 to 8, top row first)`;
  },
  describeRow: (crosses, noughts, length) => {
    if (crosses.length + noughts.length === 0) return `an empty row of ${length} cells`;
    const part = (name: string, cells: List) => (cells.length ? `${name} on ${list(cells)}` : `no ${name}`);
    return `${part('crosses', crosses)}; ${part('noughts', noughts)} (cells 1 to ${length}, left to right)`;
  },
  describeOthello: (black, white, empty, whiteToMove) => `Othello, black ${black} discs, white ${white}, ${empty} empty; ${whiteToMove ? 'white' : 'black'} to move`,
};
