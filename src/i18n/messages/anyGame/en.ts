/**
 * The words of "one engine, any game" (components/islands/AnyGameEngine.tsx).
 * Players (X, O) and moves stay in the games' notation.
 */
import { formatNumber } from '../../format.ts';

const n = (x: number): string => formatNumber('en', x);

export const anyGameEn = {
  game: 'Game',
  titles: { tictactoe: 'Tic-tac-toe', line: 'One-dimensional', connect4: 'Connect-K' },
  /** The position field's label, per game. */
  positions: {
    tictactoe: 'Position (nine cells, top row first: x, o or .)',
    line: 'Position (a row: x, o or . per cell, crosses first)',
    connect4: 'Position (a size, then columns played: 5x4k4:3344)',
  },
  depth: 'Depth',
  toTheEnd: 'to the end',
  plies: (depth: number): string => `${depth} ${depth === 1 ? 'ply' : 'plies'}`,
  seed: 'Seed',
  tictactoeBoard: 'The tic-tac-toe position',
  row: 'The row',
  searching: 'Searching',
  gameOver: 'The game is over: no move to choose.',
  /** "X to move; the engine plays 2, picked by seed 1 among 2, 3." (the move in bold between the pieces) */
  plays: (toMove: string): string => `${toMove} to move; the engine plays `,
  pickedBy: (seed: number, best: string): string => `, picked by seed ${seed} among ${best}`,
  onlyBest: ', the only best move',
  caption: (toMove: string): string => `The value of each move for ${toMove}`,
  move: 'Move',
  valueFor: (toMove: string): string => `Value for ${toMove}`,
  best: 'best',
  searched: (nodes: number): string => `${n(nodes)} positions searched.`,
};

export type AnyGameWords = typeof anyGameEn;
