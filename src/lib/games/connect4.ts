/**
 * @packageDocumentation
 * The Connect Four kit: everything the page side knows about Connect Four
 * (any W×H board, K in a row), so cells never reach into the engine.
 *
 * - Positions: `parseMoves`/`writeMoves`, the notation of the fields and the
 *   links (`4453`, `6x5k4:3342`), read into a checked position or an error
 *   naming the move at fault; `sizeName` writes a board's size ("7x6k4").
 * - Moves for people: a move is a column, 0-based in the engine and numbered
 *   1 to W for people and in the notation. `columnNumber`, `columnOf` and
 *   `afterColumn` are the only places that convert.
 * - Reading a board to draw it: `stoneAt`, `canPlay`.
 * - Words: `SIDES` (the first and the second player), `connect4Status`,
 *   `describeScore` (the test sets' scores), `ordinal`;
 *   display scores with `signedScore`.
 * - Requests to the worker: `solve`/`analyze` (the exact solver, with the
 *   opening book), `duel` (a match between two computers), `road` (a step of
 *   the road to perfect play on a set of positions), `perfect` (the perfect
 *   player's move), `choose` (the generic engine's pick at a depth).
 * - `connect4Kit`: the same, for cells that work on any game (the solver cell).
 * - The road's data for its table: `ROAD_SETS`, `ROAD_POSITIONS`, `ROAD_STEPS`, `SITE_SOLVER`.
 */

import type { Result } from '../../engine/core/result.ts';
import { sizeName } from '../../engine/games/connect4/layout.ts';
import { parseMoves, writeMoves } from '../../engine/games/connect4/notation.ts';
import { canPlay, stoneAt, type Connect4Position } from '../../engine/games/connect4/position.ts';
import type { Connect4Options } from '../../engine/solve/connect4.ts';
import type { ChooseInput, DuelInput, PerfectInput, RoadInput } from '../../engine/tasks/index.ts';
import { solverJob, taskJob } from '../jobs/requests.ts';
import { PLAYERS, connect4Status, describeScore, ordinal } from '../models/connect4.ts';
import type { SolverKit } from './kit.ts';

export type { Connect4Position } from '../../engine/games/connect4/position.ts';
export type { Connect4Config } from '../../engine/games/connect4/layout.ts';
export type { RoadSet } from '../../engine/games/connect4/road/positions.ts';
export type { RoadStep } from '../../engine/games/connect4/road/steps.ts';
export type { DuelOutput, PerfectOutput, RoadOutput } from '../../engine/tasks/index.ts';
export { ROAD_POSITIONS, ROAD_SETS } from '../../engine/games/connect4/road/positions.ts';
export { ROAD_STEPS, SITE_SOLVER } from '../../engine/games/connect4/road/steps.ts';
export { parseMoves, writeMoves, sizeName, stoneAt, canPlay, connect4Status, describeScore, ordinal };
export { signedScore } from './score.ts';

/** The two sides, by player (0 moves first). */
export const SIDES = PLAYERS;

/** Column c (0-based, the engine's) as people and the notation number it: 1 to W. */
export const columnNumber = (c: number): number => c + 1;

/** The engine's column (0-based) of a column number written by people or the notation. */
export const columnOf = (n: number | string): number => Number(n) - 1;

/** The notation after the side to move drops a stone in column c (0-based): the move list grows by one digit. */
export const afterColumn = (p: Connect4Position, c: number): string => `${writeMoves(p)}${columnNumber(c)}`;

/** The position of a text known to be good (a lesson's figure): throws on a bad one. */
export function movesPosition(text: string): Connect4Position {
  const r: Result<Connect4Position> = parseMoves(text);
  if (!r.ok) throw new Error(`connect4: '${text}' is not a position: ${r.error.message}`);
  return r.value;
}

/** The exact solver's requests (options: `weak`, `keep`, `book`, `tableBits`). */
export const solve = (text: string, options?: Connect4Options) => solverJob('solve', 'connect4', text, options);
export const analyze = (text: string, options?: Connect4Options) => solverJob('analyze', 'connect4', text, options);
/** A match of N games between two computers. */
export const duel = (input: DuelInput) => taskJob('connect4Duel', input);
/** One step of the road to perfect play on one set of positions. */
export const road = (input: RoadInput) => taskJob('connect4Road', input);
/** The perfect player's move. */
export const perfect = (input: PerfectInput) => taskJob('connect4Perfect', input);
/** The generic engine's values of every move at a depth (or to the end), and its seeded pick among the best. */
export const choose = (position: string, input: Omit<ChooseInput, 'game' | 'position'> = {}) =>
  taskJob('choose', { game: 'connect4', position, ...input });

export const connect4Kit: SolverKit<'connect4', Connect4Position> = {
  game: 'connect4',
  start: '',
  parse: parseMoves,
  playable: (p) => !p.isOver,
  status: connect4Status,
  words: { input: 'Moves', analyze: 'Score every column', value: 'Score' },
  defaultOptions: {},
  describe: (p, s) => describeScore(p, s.value),
  source: (s) => (s.extra.book ? 'From the opening book' : undefined),
  analysisNote(a) {
    const cols = a.extra.bookColumns ?? [];
    const book = cols.length === 0 ? '' : `${cols.length === 1 ? 'Column' : 'Columns'} ${cols.join(', ')} from the opening book; `;
    return `The score of each column is above it (– for a full column), for the side to move. ${book}`;
  },
  solve,
  analyze,
};
