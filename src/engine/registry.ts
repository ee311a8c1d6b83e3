/**
 * @packageDocumentation
 * Every game of the engine, by id: the one list that the command line, the
 * solve worker, the visualiser and the lessons' content schema read, so that
 * adding a game is one entry here and one folder in `games/`.
 *
 * - `GAMES[id].open(text)` reads a position in the game's notation and gives
 *   back the `Game` it belongs to with the position (Connect Four has one game
 *   per board size, the toy game one per tree), for the generic searches and
 *   the visualiser.
 * - `SOLVERS` holds the exact solvers (`solve/`), typed per game, so a page
 *   that asks for a Connect Four solve gets a Connect Four answer type.
 * - Lookups by a name that came from outside (`solverFor`, `gameFor`) only
 *   ever see the entries above: `__proto__` or `toString` are unknown games,
 *   not properties of an object.
 */

import type { AnyGame } from './core/game.ts';
import { engineError, err, ok, type Result } from './core/result.ts';
import { connect4, tryConnect4 } from './games/connect4/connect4.ts';
import { parseMoves } from './games/connect4/notation.ts';
import { line } from './games/line/line.ts';
import { FIGURE_1 } from './games/line/figure.ts';
import { othello } from './games/othello/othello.ts';
import { tetromino } from './games/tetromino/tetromino.ts';
import { tictactoe } from './games/tictactoe/tictactoe.ts';
import { toyGame } from './games/toy/toy.ts';
import { parseTree } from './games/toy/tree.ts';
import { connect4Solver } from './solve/connect4.ts';
import { othelloSolver } from './solve/othello.ts';
import { tetrominoSolver } from './solve/tetromino.ts';
import { tictactoeSolver } from './solve/tictactoe.ts';
import type { Analysis, AnySolver, Solution } from './solve/types.ts';

export const GAME_IDS = ['toy', 'line', 'tictactoe', 'connect4', 'othello', 'tetromino'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** A position read from text, with the game it is a position of. */
interface Opened {
  readonly game: AnyGame;
  readonly position: unknown;
}

export interface GameEntry {
  readonly id: GameId;
  /** Name for people. */
  readonly name: string;
  /** One line on the notation, for help texts and error messages. */
  readonly notation: string;
  /** Names of player 0 and player 1, as the game's own `players`. */
  readonly players: readonly [string, string];
  /** The start of a game in that notation (a small tree for the toy game). */
  readonly start: string;
  open(text: string): Result<Opened>;
}

const fixed =
  (game: AnyGame) =>
  (text: string): Result<Opened> => {
    const p = game.parse(text);
    return p.ok ? ok({ game, position: p.value }) : p;
  };

export const GAMES: { readonly [G in GameId]: GameEntry } = {
  toy: {
    id: 'toy',
    name: 'Abstract tree',
    notation: 'nested lists of leaf values for the player at the root, e.g. [[3 12 8] [2 4 6] [14 5 2]]',
    players: ['MAX', 'MIN'],
    start: '[[3 12 8] [2 4 6] [14 5 2]]',
    open(text) {
      const t = parseTree(text);
      if (!t.ok) return t;
      const game = toyGame(t.value);
      return ok({ game, position: game.initial() });
    },
  },
  line: {
    id: 'line',
    name: 'One-dimensional tic-tac-toe',
    notation: 'a row of cells, x, o or . (x moves first), e.g. o...x',
    players: line.players,
    start: FIGURE_1,
    open: fixed(line),
  },
  tictactoe: { id: 'tictactoe', name: 'Tic-tac-toe', notation: tictactoeSolver.notation, players: tictactoe.players, start: tictactoe.write(tictactoe.initial()), open: fixed(tictactoe) },
  connect4: {
    id: 'connect4',
    name: 'Connect Four',
    notation: connect4Solver.notation,
    players: connect4().players,
    start: '',
    open(text) {
      const p = parseMoves(text);
      if (!p.ok) return p;
      const game = tryConnect4(p.value.layout.config);
      return game.ok ? ok({ game: game.value, position: p.value }) : game;
    },
  },
  othello: { id: 'othello', name: 'Othello', notation: othelloSolver.notation, players: othello.players, start: othello.write(othello.initial()), open: fixed(othello) },
  tetromino: { id: 'tetromino', name: 'The tetromino game', notation: tetrominoSolver.notation, players: tetromino.players, start: tetromino.write(tetromino.initial()), open: fixed(tetromino) },
};

export const SOLVERS = {
  tictactoe: tictactoeSolver,
  connect4: connect4Solver,
  othello: othelloSolver,
  tetromino: tetrominoSolver,
} as const;

export type SolverId = keyof typeof SOLVERS;
export const SOLVER_IDS = Object.keys(SOLVERS) as SolverId[];

/** The typed options, solution and analysis of game `G`'s solver. */
export type OptionsFor<G extends SolverId> = NonNullable<Parameters<(typeof SOLVERS)[G]['solve']>[1]>;
export type SolutionFor<G extends SolverId> = ReturnType<(typeof SOLVERS)[G]['solve']> extends Result<infer S> ? S : never;
export type AnalysisFor<G extends SolverId> = ReturnType<(typeof SOLVERS)[G]['analyze']> extends Result<infer A> ? A : never;
export type AnySolution = Solution<string | number, unknown>;
export type AnyAnalysis = Analysis<string | number, unknown>;

const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** @public The page side reads it through `lib/games/index.ts`. */
export const isGameId = (id: string): id is GameId => (GAME_IDS as readonly string[]).includes(id);
const isSolverId = (id: string): id is SolverId => own(SOLVERS, id);

/** The solver of game `id`, or an error naming the games that have one. */
export function solverFor(id: string): Result<AnySolver> {
  return isSolverId(id)
    ? ok(SOLVERS[id] as unknown as AnySolver)
    : err(engineError('ERR_NOTATION', `unknown game '${id}' (games: ${SOLVER_IDS.join(', ')})`));
}
