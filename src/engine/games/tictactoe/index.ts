export * from './bitboards.ts';
export * from './board19.ts';
export * from './notation.ts';
export { tictactoe, WIN_SCORE } from './tictactoe.ts';
