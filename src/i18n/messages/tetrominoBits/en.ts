/**
 * The words of the tetromino lesson's bit view (components/islands/TetrominoBits.tsx).
 * A sentence around code or a bold figure comes in pieces, in reading order.
 */
export const tetrominoBitsEn = {
  boardLabel: 'Empty board: hold a piece over it',
  shapeHead: '1. The shape, and where unfold_piece moves it',
  /** "Box top-left on c3: shift n = … , in the course’s list a (…), which makes {…}." */
  boxAt: (square: string): string => `Box top-left on ${square}: shift`,
  inList: ', in the course’s list ',
  where: { upper: 'the box stays in rows 1–4', lower: 'the box lies in rows 5–8', straddle: 'the box straddles rows 4 and 5' },
  whichMakes: '), which makes ',
  pieceHead: '2. The piece: ',
  playedHead: '3. Played as the first move: ',
  /** "The second player … holds its five pieces in first; the first player’s hand, without its T (bit 24, ringed), went to second." */
  handBefore: 'The second player, now to move, holds its five pieces in ',
  handAfter: (letter: string, bit: number): string => `; the first player’s hand, without its ${letter} (bit ${bit}, ringed), went to `,
  /** "On the empty board, …: this shape fits in 24 places, the T in 96 (all its shapes), the five pieces in 376." */
  countsShape: 'On the empty board, counted from the course’s lists: this shape fits in ',
  countsPiece: (letter: string): string => ` places, the ${letter} in `,
  countsAll: ' (all its shapes), the five pieces in ',
};

export type TetrominoBitsWords = typeof tetrominoBitsEn;
