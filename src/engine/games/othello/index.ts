export * from './squares.ts';
export * from './position.ts';
export * from './notation.ts';
export { othello, courseEvaluate } from './othello.ts';
export { othelloPerft } from './perft.ts';
export { EndgameSolver, type Objective, type SolveResult, type SolverOptions } from './endgame.ts';
export * as mailbox from './mailbox.ts';
