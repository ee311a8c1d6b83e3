/**
 * The tetromino game's words (the kit lib/games/tetromino.ts, its model
 * lib/models/tetromino/words.ts, its part parts/tetromino.tsx and the piece
 * editor parts/TetrominoPieceEditor.tsx). Counts and times arrive written.
 */
export const tetrominoEn = {
  players: ['first player', 'second player'] as readonly [string, string],
  sides: ['the first player', 'the second player'] as readonly [string, string],
  noPiece: 'no piece',
  /** The status line. */
  tie: 'Game over: every piece is on the board, a tie.',
  stuck: (mover: string, hand: string, other: string): string => `Game over: the ${mover} cannot place any of its pieces (${hand}) and loses; the ${other} wins.`,
  toMove: (mover: string, hand: string, other: string, otherHand: string): string => `The ${mover} is to move and holds ${hand}; the ${other} holds ${otherHand}.`,
  /** A placement's value for the side that plays it. */
  valueWords: { win: 'wins', loss: 'loses', tie: 'ties' },
  moverWins: (mover: string): string => `the ${mover}, to move, wins with perfect play`,
  otherWins: (other: string, mover: string): string => `the ${other} wins with perfect play; the ${mover}, to move, loses`,
  perfectTie: 'with perfect play on both sides, a tie',
  /** The solver cell. */
  solver: { input: 'Position', analyze: 'Value of every placement', value: 'Value' },
  everyLoses: (legal: number): string => `Every one of its ${legal} placements loses.`,
  bestOf: (n: number, legal: number, win: boolean): string =>
    `${n} of its ${legal} placements ${n === 1 ? (win ? 'wins' : 'ties') : win ? 'win' : 'tie'}: ringed on the board for the shape in hand, and listed.`,
  analysisNote: 'The value of each placement, for the side that places it, is on the board for the shape in hand, and in the list. ',
  /** The play cell. */
  youHold: (hand: string, other: string, otherHand: string): string => `you hold ${hand}; ${other} holds ${otherHand}`,
  cannotPlace: (loser: string, you: boolean, hand: string): string => `${loser} cannot place any of ${you ? 'your' : 'its'} pieces (${hand})`,
  allPlaced: 'A tie: every piece is on the board.',
  lastSolve: (who: string, nodes: string, time: string, value: string, whom: string): string => `${who}’s last solve: ${nodes} positions in ${time}, value ${value} for ${whom}.`,
  afterYour: (move: string, value: number): string =>
    `After your ${move}, ${value > 0 ? 'the engine can force a win.' : value < 0 ? 'you can still force a win: every move of the engine loses.' : 'the best the engine can do is a tie.'}`,
  /** The part. */
  hands: 'Hands: the pieces each side has not placed yet',
  handSides: ['Side to move', 'Other side'] as readonly [string, string],
  handOf: ['Side to move’s hand', 'Other side’s hand'] as readonly [string, string],
  toggle: (piece: string, side: number, holds: boolean): string => `${piece}: ${side === 0 ? 'side to move' : 'other side'} ${holds ? 'holds it' : 'has placed it'}`,
  bestTitles: { win: 'Winning placements', tie: 'Placements that hold the tie', loss: 'Every placement loses', other: 'Best placements' },
  everyValue: 'Value of every placement',
  boardLabel: (placed: number): string => `Tetromino board, ${placed} ${placed === 1 ? 'piece' : 'pieces'} placed`,
  gameBoardLabel: (placed: number): string => `Game board, ${placed} ${placed === 1 ? 'piece' : 'pieces'} placed`,
  legend: 'Legend',
  help: {
    cells: 'The 40 cells, rows 1 to 8 from the top, five to a row (',
    empty: ' empty, a piece’s letter on its cells, ',
    unnamed: ' for a piece left unnamed), a space, then the pieces the side to move still holds, ',
    other: ', and the other side’s (',
    none: ' for none). Or place pieces on the board.',
  },
  /** The piece editor. */
  place: 'Place',
  placeButton: (label: string): string => `${label} (Enter)`,
  fitsValue: (name: string, value: string): string => `${name} fits, and ${value} for the side that places it.`,
  fitsPress: (name: string, place: string): string => `${name} fits: press Enter or ${place} to place it.`,
  pieceInHand: 'Piece in hand',
  fitCount: (count: number, piece: string): string => `${count} placements of the ${piece} fit on this board`,
  placedIts: (piece: string): string => `The side to move has placed its ${piece}`,
  placed: 'placed',
  turnRight: 'Turn ↻ (R)',
  turnLeft: 'Turn ↺ (Shift R)',
  turnOver: 'Turn over (F)',
  keys: (piece: string, here: number, all: number, places: boolean): string =>
    `${piece}: ${here} ${here === 1 ? 'place' : 'places'} for this shape (dots), ${all} for all its shapes. Keys on the board: arrows move, R turns, F turns over,${places ? ' Enter places,' : ''} I L O S T change piece.`,
};

export type TetrominoWords = typeof tetrominoEn;
