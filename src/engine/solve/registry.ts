/**
 * @packageDocumentation
 * Every game's solver adapter, by id. One line per game.
 */

import { connect4Solver } from './connect4.ts';
import { othelloSolver } from './othello.ts';
import { tetrominoSolver } from './tetromino.ts';
import { tictactoeSolver } from './tictactoe.ts';
import type { SolverAdapter } from './types.ts';

export const SOLVERS: Record<string, SolverAdapter> = {
  [tictactoeSolver.id]: tictactoeSolver,
  [othelloSolver.id]: othelloSolver,
  [connect4Solver.id]: connect4Solver,
  [tetrominoSolver.id]: tetrominoSolver,
};
