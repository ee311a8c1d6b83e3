/**
 * The words of the Othello lesson's bit view (components/islands/OthelloBits.tsx).
 * A side is the engine's letter: X (Black) or O (White).
 */
type Side = 'X' | 'O';
const NAMES: Readonly<Record<Side, string>> = { X: 'Black', O: 'White' };
const LOWER: Readonly<Record<Side, string>> = { X: 'black', O: 'white' };

export const othelloBitsEn = {
  boardLabel: (mover: Side): string => `Board: ${LOWER[mover]} to move; play a marked square`,
  undo: 'Undo',
  backToStart: 'Back to the start',
  pass: (mover: Side): string => `Pass (${LOWER[mover]} has no move)`,
  moverDiscs: (mover: Side): string => `${NAMES[mover]}’s discs (the mover)`,
  opponentDiscs: (opponent: Side): string => `${NAMES[opponent]}’s discs`,
  legalMoves: (mover: Side): string => `${NAMES[mover]}’s legal moves`,
  turns: (square: string): string => `What ${square} turns`,
  turnsNone: 'What a move turns (point at one)',
};

export type OthelloBitsWords = typeof othelloBitsEn;
