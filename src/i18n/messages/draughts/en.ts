/**
 * The words of the draughts exercise (components/islands/DraughtsBits.tsx), and
 * of its model's fields (lib/models/draughts.ts, given `fields`).
 * A sentence around a bold figure comes in pieces, in reading order.
 */
export const draughtsEn = {
  variant: 'Variant',
  international: 'International, 10 × 10',
  english: 'English, 8 × 8',
  layout: 'Layout',
  kingsLayout: 'Two sides + a kings mask',
  fourLayout: 'Four piece fields',
  /** "Only the dark squares are played on: 50 cells, each empty or …" */
  darkBefore: 'Only the dark squares are played on: ',
  darkAfter: ' cells, each empty or holding a man or a king of either side.',
  bitsHead: 'Bits',
  fieldHead: 'Field',
  meaningHead: 'Meaning',
  total: 'Bits in this layout',
  fewest: 'Fewest bits possible',
  fewestWhy: (cells: number): string => `= ⌈${cells} · log₂ 5⌉ + 1: five states per cell, one bit for the turn`,
  words: '32-bit words',
  oneWord: (cells: number): string => `each field of ${cells} bits fits one word, as a tic-tac-toe field fits nine bits`,
  twoWords: (cells: number): string => `a field of ${cells} bits needs two words (JavaScript's bitwise operators work on 32 bits)`,
  /** Each field of a layout: its name and what its bits say. */
  fields: {
    white: { name: 'white', meaning: 'a 1 where White has a piece (man or king)' },
    black: { name: 'black', meaning: 'a 1 where Black has a piece' },
    kings: { name: 'kings', meaning: 'a 1 where the piece is a king' },
    turn: { name: 'turn', meaning: '0: White to move, 1: Black' },
    whiteMen: { name: 'white men', meaning: 'a 1 where White has a man' },
    whiteKings: { name: 'white kings', meaning: 'a 1 where White has a king' },
    blackMen: { name: 'black men', meaning: 'a 1 where Black has a man' },
    blackKings: { name: 'black kings', meaning: 'a 1 where Black has a king' },
  },
};

export type DraughtsWords = typeof draughtsEn;
export type DraughtsFieldWords = DraughtsWords['fields'];
