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
 *
 * Both tasks run the generic search, whose reach `searchReach.ts` decides:
 * depth 20 on Connect Four or Othello is refused at once with its estimate,
 * unless a budget is given.
 */

import type { AnyGame, Move } from '../core/game.ts';
import { pick, seededRandom } from '../core/random.ts';
import { engineError, err, ok, type Result } from '../core/result.ts';
import { EVALUATION_IDS, EVALUATIONS } from '../games/connect4/duel.ts';
import { GAME_IDS, GAMES, type GameId } from '../registry.ts';
import { analyzeMoves, type Analysis } from '../search/choose.ts';
import { CHI_SQUARE_999, tieBreakCounts, type TieBreakCounts } from '../search/tieBreak.ts';
import type { Evaluate, SearchOptions } from '../search/types.ts';
import { MAX_POSITION_LENGTH } from '../solve/define.ts';
import type { OptionsOf } from '../solve/options.ts';
import { defineTask } from './define.ts';
import { SEARCH_REACH, searchInReach } from './searchReach.ts';
import { roughly } from '../solve/reach.ts';

/** The deepest search the schema lets through (the reach then decides, by game and position). */
const MAX_TASK_DEPTH = 20;
const MAX_TIE_BREAK_RUNS = 100_000;
const MAX_SEED = 2 ** 31 - 1;

/** The games a task may search: every game of the registry but the abstract trees. */
const SEARCH_GAMES = GAME_IDS.filter((g): g is Exclude<GameId, 'toy'> => g !== 'toy');

/** The static evaluations a player may choose, by game (the game's own is the default). */
const NAMED_EVALUATIONS: Partial<Record<GameId, { readonly ids: readonly string[]; readonly of: Readonly<Record<string, Evaluate<never>>> }>> = {
  connect4: { ids: EVALUATION_IDS, of: EVALUATIONS },
};

const SEARCH_FIELDS = {
  game: { kind: 'enum', values: SEARCH_GAMES, required: true, doc: 'a game of the registry' },
  position: { kind: 'text', maxLength: MAX_POSITION_LENGTH, required: true, doc: "the position in the game's notation" },
  depth: { kind: 'int', min: 1, max: MAX_TASK_DEPTH, doc: 'plies searched, the move itself included; absent: to the end of the game' },
  evaluation: { kind: 'enum', values: EVALUATION_IDS, doc: "a named evaluation of the game (Connect Four only); absent: the game's own" },
  seed: { kind: 'int', min: 0, max: MAX_SEED, doc: 'seed of the random choice among the best moves; default 1' },
} as const;

const CHOOSE_INPUT = SEARCH_FIELDS;
const TIE_BREAK_INPUT = {
  ...SEARCH_FIELDS,
  runs: { kind: 'int', min: 1, max: MAX_TIE_BREAK_RUNS, required: true, doc: 'how many seeded choices to make (seeds seed, seed + 1, ...)' },
} as const;

/** A search on a game of the registry: game, position, depth (absent: to the end), evaluation, seed. */
type SearchInput = OptionsOf<typeof SEARCH_FIELDS>;

const SEARCH_LIMITS = [
  `estimated before it starts (a bound b + b² + ... + b^depth, else the growth of a shallow probe); in reach up to ${roughly(SEARCH_REACH.maxNodes)} positions`,
  'in reach: tic-tac-toe and the line game to the end, Connect-K to depth 8 on any board; out of reach: depth 20 on Connect Four or Othello, any tetromino search past two plies',
];

interface MoveValueText {
  /** The move in the game's notation (a cell 1..n, a column 1..W, a square). */
  readonly move: string;
  /** Its value for the side to move, at the depth searched. */
  readonly value: number;
}

interface Prepared {
  game: AnyGame;
  position: unknown;
  options: SearchOptions<unknown>;
  /** The job in words, for a refusal. */
  what: string;
}

function prepare(input: SearchInput): Result<Prepared> {
  const entry = GAMES[input.game];
  const opened = entry.open(input.position);
  if (!opened.ok) return opened;
  const options: SearchOptions<unknown> = {};
  if (input.depth !== undefined) options.depth = input.depth;
  if (input.evaluation !== undefined) {
    const named = NAMED_EVALUATIONS[input.game];
    if (!named) return err(engineError('ERR_RANGE', `${entry.name} has only its own evaluation`));
    options.evaluate = named.of[input.evaluation] as Evaluate<unknown>;
  }
  const what = `a search ${input.depth === undefined ? 'to the end of the game' : `${input.depth} plies deep`} from this ${entry.name.replace(/^The /, '')} position`;
  return ok({ game: opened.value.game, position: opened.value.position, options, what });
}

/** What a search found, beside what it was prepared from, and a writer of its moves in the game's notation. */
type Found<T> = Prepared & { readonly found: T; readonly text: (move: Move) => string };

/**
 * Both tasks: the same limits, no resources; the input prepared (game opened,
 * options built), then `search` run under the caller's budget or the reach,
 * then `answer` written from what it found.
 */
function defineSearchTask<S extends typeof SEARCH_FIELDS, T, O>(def: {
  readonly id: string;
  readonly title: string;
  readonly input: S;
  readonly example: string;
  search(input: OptionsOf<S>, prepared: Prepared, options: SearchOptions<unknown>): T;
  answer(input: OptionsOf<S>, done: Found<T>): O;
}) {
  const { search, answer, ...about } = def;
  return defineTask<S, O>({
    ...about,
    limits: SEARCH_LIMITS,
    resources: {},
    wants: () => false,
    run(input, context = {}) {
      const prep = prepare(input as SearchInput); // S extends the search fields, so its value has every one of them
      if (!prep.ok) return prep;
      const { game, position, options, what } = prep.value;
      const found = searchInReach(game, position, options, context, what, (o) => search(input, prep.value, o));
      return found.ok ? ok(answer(input, { ...prep.value, found: found.value, text: (m) => game.formatMove(m, position) })) : found;
    },
  });
}

export type ChooseInput = OptionsOf<typeof CHOOSE_INPUT>;

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

export const chooseTask = defineSearchTask<typeof CHOOSE_INPUT, Analysis, ChooseOutput>({
  id: 'choose',
  title: 'the value of every move at a depth, and one of the best picked at random from a seed',
  input: CHOOSE_INPUT,
  example: '{"game":"line","position":"o...x"}',
  search: (_input, { game, position }, options) => analyzeMoves(game, position, options),
  answer: (input, { game, position, found: a, text }) => ({
    toMove: game.players[game.toMove(position)],
    moves: a.moves.map((m) => ({ move: text(m.move), value: m.score })),
    best: a.best.map(text),
    value: a.moves.length === 0 ? game.evaluate(position) : a.score,
    chosen: a.best.length === 0 ? null : text(pick(seededRandom(input.seed ?? 1), a.best)),
    nodes: a.stats.nodes,
  }),
});

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

export const tieBreakTask = defineSearchTask<typeof TIE_BREAK_INPUT, TieBreakCounts, TieBreakOutput>({
  id: 'tieBreak',
  title: 'the random choice among equal moves, run many times with successive seeds, counted',
  input: TIE_BREAK_INPUT,
  example: '{"game":"line","position":"o...x","runs":3000}',
  search: (input, { game, position }, options) => tieBreakCounts(game, position, options, input.runs, input.seed ?? 1),
  answer(_input, { found: t, text }) {
    const freedom = t.best.length - 1;
    return {
      runs: t.runs,
      best: t.best.map(text),
      counts: t.counts.map((c) => ({ move: text(c.move), value: c.score, picks: c.picks })),
      chiSquare: t.chiSquare,
      critical: freedom >= 1 && freedom <= CHI_SQUARE_999.length ? CHI_SQUARE_999[freedom - 1] : null,
      nodes: t.nodes,
    };
  },
});
