/**
 * The bit inspector's English words (BitInspector island and its model,
 * lib/models/tictactoe/bitInspector.ts). Its shape is the type of every
 * language's words: ./fr.ts.
 */

/** A list of cells as a sentence writes them: "1, 2 and 3". */
const list = (cells: readonly number[]): string => (cells.length === 1 ? `${cells[0]}` : `${cells.slice(0, -1).join(', ')} and ${cells[cells.length - 1]}`);

export const bitInspectorEn = {
  /** Each cell's place, in reading order. */
  cellNames: ['top left', 'top centre', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom centre', 'bottom right'] as readonly string[],
  cellLabel: (c: number, place: string, state: string): string => `Cell ${c}, ${place}: ${state}`,
  states: { empty: 'empty', x: 'X', o: 'O', both: 'X and O (invalid)' } as Readonly<Record<'empty' | 'x' | 'o' | 'both', string>>,
  fields: { turn: 'turn', o: 'O stones', x: 'X stones' } as Readonly<Record<'turn' | 'o' | 'x', string>>,
  turnBitLabel: (on: boolean): string => `Bit 18 ${on ? 1 : 0}: the turn, ${on ? 'O to move' : 'X to move'}. Press to flip.`,
  stoneBitLabel: (bit: number, on: boolean, side: string, cell: number): string =>
    `Bit ${bit} ${on ? 1 : 0}: ${side} on cell ${cell}, ${on ? 'set' : 'clear'}. Press to flip.`,
  board: 'Board: press a cell to change it (empty, X, O)',
  turnLabel: (side: string, turn: number): string => `To move ${side} bit 18 = ${turn}: press to flip the turn bit.`,
  toMove: 'To move',
  bits: 'The 19 bits, from bit 18 down to bit 0',
  binary: 'Binary',
  hexadecimal: 'Hexadecimal',
  decimal: 'Decimal',
  asSum: 'As a sum',
  typeNumber: 'Type a number',
  /** The field's help, around `0x` and `0b`. */
  help: { decimal: 'Decimal, ', hex: ' hexadecimal or ', binary: (max: number): string => ` binary, from 0 to ${max}.` },
  value: (value: number, hex: string): string => `Value ${value} (${hex}). `,
  stale: (value: number): string => ` The board still shows ${value}.`,
  examples: { empty: 'Empty board', centre: 'X took the centre', topRow: 'X wins the top row', both: 'Both on one cell' },
  /** What the number field says about text that is no 19-bit value. */
  parse: {
    empty: 'Type a number to see its board.',
    /** Text longer than 40 characters, shortened. */
    long: (start: string, length: number): string => `${start}… (${length.toLocaleString('en-US')} characters)`,
    notation: (text: string): string => `“${text}” is not a number I can read: use decimal digits, 0x… for hexadecimal or 0b… for binary.`,
    negative: (text: string, max: number): string => `${text} is negative: boards are numbered from 0 to ${max}.`,
    range: (text: string, max: number, hex: string): string =>
      `${text} is out of range: a board uses bits 0 to 18 only, so the largest value is ${max} (${hex}).`,
  },
  /** Whether a 19-bit value is a position some game reaches, and if not why (the engine's problem codes). */
  diagnosis: {
    overlap: (cells: readonly number[]): string =>
      `${cells.length === 1 ? 'Cell' : 'Cells'} ${list(cells)} ${cells.length === 1 ? 'is' : 'are'} claimed by both sides (the X bit and the O bit are both 1): this number is no board.`,
    bothWon: 'X and O both have three in a row: the first line ends the game, so a game never shows two.',
    alreadyOver: (side: 0 | 1): string =>
      side === 0 ? 'X has three in a row, yet O has as many stones: O played after the game was over.' : 'O has three in a row, yet X has one stone more: X played after the game was over.',
    pieceCount: (nx: number, no: number): string => `X has ${nx} ${nx === 1 ? 'stone' : 'stones'} and O has ${no}: since X moves first, X always has as many stones as O or one more.`,
    turn: (bitSide: string, nx: number, no: number, side: string): string =>
      `The turn bit says ${bitSide} is to move, but with ${nx} X and ${no} O on the board it is ${side}’s turn.`,
    won: (side: string): string => `A position from a real game: ${side} has three in a row and has won.`,
    full: 'A position from a real game: the board is full, a draw.',
    toMove: (side: string): string => `A position from a real game, ${side} to move.`,
  },
};

export type BitInspectorWords = typeof bitInspectorEn;
export type ParseWords = BitInspectorWords['parse'];
export type DiagnosisWords = BitInspectorWords['diagnosis'];
