/**
 * @packageDocumentation
 * The course's engine as a task, for any game of the registry: the value of
 * every legal move at a depth (the course's `Eval_Min_Max` for each move of
 * `Choix_Coup`), and one of the best picked at random from a seed. The same
 * code answers for tic-tac-toe, the one-dimensional toy game and Connect-K of
 * any size: it knows games only through the `Game` interface.
 *
 * `tieBreak` is the course's random choice counted: over many seeded runs,
 * how often each move is picked (`search/tieBreak.ts`).
 *
 * Values are from the side to move, on the game's own scale (Connect Four:
 * a finished game is ±(10,000 + its exact score), a guess stays inside).
 * A Connect Four player may name another static evaluation (`windows`,
 * `cells`, `none`: `games/connect4/duel.ts`).
 */

import type { AnyGame, Move } from '../core/game.ts';
import { pick, seededRandom } from '../core/random.ts';
import { engineError, err, ok, type Result } from '../core/result.ts';
import { EVALUATION_IDS, EVALUATIONS } from '../games/connect4/duel.ts';
import { GAMES, isGameId, type GameId } from '../registry.ts';
import { analyzeMoves } from '../search/choose.ts';
import { CHI_SQUARE_999, tieBreakCounts } from '../search/tieBreak.ts';
import type { Evaluate, SearchOptions } from '../search/types.ts';
import { oneOf, wholeNumber } from './check.ts';
import type { EngineTask } from './types.ts';

/** The deepest search a page may ask for (the page offers less on big boards). */
export const MAX_TASK_DEPTH = 20;
export const MAX_TIE_BREAK_RUNS = 100_000;

/** The static evaluations a player may choose, by game (the game's own is the default). */
const NAMED_EVALUATIONS: Partial<Record<GameId, { readonly ids: readonly string[]; readonly of: Readonly<Record<string, Evaluate<never>>> }>> = {
  connect4: { ids: EVALUATION_IDS, of: EVALUATIONS },
};

export interface SearchInput {
  /** A game of the registry (not the abstract `toy` trees). */
  readonly game: GameId;
  /** The position in the game's notation. */
  readonly position: string;
  /** Plies searched, the move itself included; absent: to the end of the game. */
  readonly depth?: number;
  /** A named evaluation of the game (Connect Four: windows, cells, none); absent: the game's own. */
  readonly evaluation?: string;
}

export interface MoveValueText {
  /** The move in the game's notation (a cell 1..n, a column 1..W, a square). */
  readonly move: string;
  /** Its value for the side to move, at the depth searched. */
  readonly value: number;
}

interface Prepared {
  game: AnyGame;
  position: unknown;
  options: SearchOptions<unknown>;
}

function prepare(input: SearchInput): Result<Prepared> {
  if (!isGameId(input.game) || input.game === 'toy') {
    return err(engineError('ERR_NOTATION', `unknown game ${JSON.stringify(input.game)}: use one of the registry's games`));
  }
  const opened = GAMES[input.game].open(String(input.position ?? ''));
  if (!opened.ok) return opened;
  const options: SearchOptions<unknown> = {};
  if (input.depth !== undefined) {
    const d = wholeNumber('depth', input.depth, 1, MAX_TASK_DEPTH);
    if (!d.ok) return d;
    options.depth = d.value;
  }
  if (input.evaluation !== undefined) {
    const named = NAMED_EVALUATIONS[input.game];
    if (!named) return err(engineError('ERR_RANGE', `${GAMES[input.game].name} has only its own evaluation`));
    const e = oneOf('evaluation', input.evaluation, named.ids);
    if (!e.ok) return e;
    options.evaluate = named.of[e.value] as Evaluate<unknown>;
  }
  return ok({ game: opened.value.game, position: opened.value.position, options });
}

const seedOf = (input: { seed?: number }): Result<number> => (input.seed === undefined ? ok(1) : wholeNumber('seed', input.seed, 0, 2 ** 31 - 1));

export interface ChooseInput extends SearchInput {
  /** Seed of the random choice among the best moves; default 1. */
  readonly seed?: number;
}

export interface ChooseOutput {
  /** Name of the player to move (the game's `players`). */
  readonly toMove: string;
  /** Every legal move in the game's order, with its value; empty when the game is over. */
  readonly moves: readonly MoveValueText[];
  /** The moves of the highest value. */
  readonly best: readonly string[];
  /** The highest value (the position's value at this depth). */
  readonly value: number;
  /** The move the seed picks among `best`; null when the game is over. */
  readonly chosen: string | null;
  /** Positions searched, the moves' own positions included. */
  readonly nodes: number;
}

export const chooseTask: EngineTask<ChooseInput, ChooseOutput> = {
  id: 'choose',
  title: 'the value of every move at a depth, and one of the best picked at random from a seed',
  resources: {},
  wants: () => false,
  run(input) {
    const prep = prepare(input);
    if (!prep.ok) return prep;
    const seed = seedOf(input);
    if (!seed.ok) return seed;
    const { game, position, options } = prep.value;
    const a = analyzeMoves(game, position, options);
    const text = (m: Move) => game.formatMove(m, position);
    return ok({
      toMove: game.players[game.toMove(position)],
      moves: a.moves.map((m) => ({ move: text(m.move), value: m.score })),
      best: a.best.map(text),
      value: a.moves.length === 0 ? game.evaluate(position) : a.score,
      chosen: a.best.length === 0 ? null : text(pick(seededRandom(seed.value), a.best)),
      nodes: a.stats.nodes,
    });
  },
};

export interface TieBreakInput extends SearchInput {
  /** How many seeded choices to make (seeds `seed`, `seed + 1`, ...). */
  readonly runs: number;
  readonly seed?: number;
}

export interface TieBreakOutput {
  readonly runs: number;
  /** The best moves: the only ones the choice can pick. */
  readonly best: readonly string[];
  /** Every legal move, with its value and how many runs picked it. */
  readonly counts: readonly (MoveValueText & { readonly picks: number })[];
  /** Pearson's chi-square of the picks against a uniform choice among the best. */
  readonly chiSquare: number;
  /** The value a uniform choice stays below 999 times in 1,000 (null: fewer than two best moves, or too many). */
  readonly critical: number | null;
  readonly nodes: number;
}

export const tieBreakTask: EngineTask<TieBreakInput, TieBreakOutput> = {
  id: 'tieBreak',
  title: 'the random choice among equal moves, run many times with successive seeds, counted',
  resources: {},
  wants: () => false,
  run(input) {
    const prep = prepare(input);
    if (!prep.ok) return prep;
    const runs = wholeNumber('runs', input.runs, 1, MAX_TIE_BREAK_RUNS);
    if (!runs.ok) return runs;
    const seed = seedOf(input);
    if (!seed.ok) return seed;
    const { game, position, options } = prep.value;
    const t = tieBreakCounts(game, position, options, runs.value, seed.value);
    const text = (m: Move) => game.formatMove(m, position);
    const freedom = t.best.length - 1;
    return ok({
      runs: t.runs,
      best: t.best.map(text),
      counts: t.counts.map((c) => ({ move: text(c.move), value: c.score, picks: c.picks })),
      chiSquare: t.chiSquare,
      critical: freedom >= 1 && freedom <= CHI_SQUARE_999.length ? CHI_SQUARE_999[freedom - 1] : null,
      nodes: t.nodes,
    });
  },
};
