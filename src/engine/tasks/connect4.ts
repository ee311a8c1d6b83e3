/**
 * @packageDocumentation
 * Connect Four's tasks, for the lesson's cells:
 *
 * - `connect4Duel`: computer against computer, a match of N games on any
 *   board, each side with its own depth and evaluation, ties broken at
 *   random from the seed (`games/connect4/duel.ts`); progress after each game.
 * - `connect4Road`: one step of the road to perfect play on one of its fixed
 *   position sets (`games/connect4/road/`), every position timed; step 9
 *   reads the opening book, a declared resource.
 * - `connect4Perfect`: the perfect engine's move (`perfectPlay.ts`): the
 *   book's line while the game is in it (7×6), the solver after that. The
 *   solver and its table live as long as the worker, so a game's later moves
 *   reuse what the earlier searches proved; `fresh` empties it (a new game).
 *
 * Columns in outputs are 1-based, as the notation writes them.
 *
 * Reach (`solve/reach.ts`): a match is estimated as its games times the
 * moves of a game times a search of each side from the empty board
 * (`searchReach.ts`); a road step runs only the sets it solves in under a
 * second a position, and step 9 the empty board only with the book; a
 * perfect move is a Connect Four solve (`solve/connect4Reach.ts`), free
 * while the book holds the position.
 */

import { seededRandom } from '../core/random.ts';
import { engineError, err, ok, type Result } from '../core/result.ts';
import type { OpeningBook } from '../games/connect4/book.ts';
import { connect4 } from '../games/connect4/connect4.ts';
import { EVALUATION_IDS, EVALUATIONS, duel, type DuelResult } from '../games/connect4/duel.ts';
import { MAX_HEIGHT, MAX_WIDTH, MIN_HEIGHT, MIN_K, MIN_WIDTH, isStandard, makeLayout, sizeName } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { perfectMove } from '../games/connect4/perfectPlay.ts';
import { ROAD_POSITIONS, ROAD_SETS, roadPosition, type RoadSet } from '../games/connect4/road/positions.ts';
import { ROAD_STEP_IDS, SITE_SOLVER, roadStep, type RoadStepId } from '../games/connect4/road/steps.ts';
import { maxScore } from '../games/connect4/score.ts';
import type { Connect4Position } from '../games/connect4/position.ts';
import { sharedSolver, type Connect4Solver } from '../games/connect4/solver.ts';
import { budgeted } from '../solve/budget.ts';
import { CONNECT4_BOOK, type Connect4Resources } from '../solve/connect4.ts';
import { CONNECT4_LIMITS, CONNECT4_REACH, connect4Estimate } from '../solve/connect4Reach.ts';
import { MAX_POSITION_LENGTH } from '../solve/define.ts';
import type { OptionsOf } from '../solve/options.ts';
import type { SolveContext } from '../solve/types.ts';
import { budgetFor, roughly, runWithin } from '../solve/reach.ts';
import { wholeNumber } from './check.ts';
import { defineTask } from './define.ts';
import { SEARCH_REACH, counter, searchEstimate } from './searchReach.ts';

/** The deepest search a side of a match may use. */
const MAX_DUEL_DEPTH = 10;
const MAX_DUEL_GAMES = 200;
const MAX_SEED = 2 ** 31 - 1;

const side = (label: string) =>
  ({
    kind: 'record',
    label,
    required: true,
    doc: `${label}: its search depth and static evaluation`,
    fields: {
      depth: { kind: 'int', min: 1, max: MAX_DUEL_DEPTH, required: true, doc: 'plies searched, the move itself included' },
      evaluation: { kind: 'enum', values: EVALUATION_IDS, required: true, doc: 'its static evaluation' },
    },
  }) as const;

const DUEL_INPUT = {
  size: {
    kind: 'record',
    label: 'size',
    required: true,
    doc: 'the board',
    fields: {
      width: { kind: 'int', min: MIN_WIDTH, max: MAX_WIDTH, required: true, doc: 'columns' },
      height: { kind: 'int', min: MIN_HEIGHT, max: MAX_HEIGHT, required: true, doc: 'rows' },
      k: { kind: 'int', min: MIN_K, max: MAX_HEIGHT, required: true, doc: 'stones in a row to win' },
    },
  },
  a: side('side A'),
  b: side('side B'),
  games: { kind: 'int', min: 1, max: MAX_DUEL_GAMES, required: true, doc: 'games in the match' },
  seed: { kind: 'int', min: 0, max: MAX_SEED, doc: 'game i is seeded with seed + i; default 1' },
} as const;

export type DuelInput = OptionsOf<typeof DUEL_INPUT>;

export interface DuelOutput extends DuelResult {
  /** The board, e.g. "5x4k4". */
  readonly size: string;
  /** Positions searched by both sides over the match. */
  readonly nodes: number;
}

export const duelTask = defineTask<typeof DUEL_INPUT, DuelOutput>({
  id: 'connect4Duel',
  title: 'a match of computer against computer, each side with its own depth and evaluation',
  input: DUEL_INPUT,
  example: '{"size":{"width":5,"height":4,"k":4},"a":{"depth":6,"evaluation":"windows"},"b":{"depth":2,"evaluation":"windows"},"games":20}',
  limits: [
    `estimated as games × moves per game × each side's search from the empty board; in reach up to ${roughly(SEARCH_REACH.maxNodes)} positions`,
    'in reach: the lesson\'s default (20 games on 5x4, depth 6 against 2), 200 games at depth 6 on 7x6; out of reach: depth 8 against 8 on 9x8',
  ],
  resources: {},
  wants: () => false,
  run(input, context = {}) {
    const layout = makeLayout(input.size);
    if (!layout.ok) return layout;
    const { a, b, games } = input;
    const what = `a match of ${games} games on ${sizeName(layout.value.config)}, depth ${a.depth} against ${b.depth}`;
    const given = context.budget?.maxNodes !== undefined || context.budget?.maxSeconds !== undefined;
    let nodes = 0;
    if (!given) {
      // Each side moves about half the cells' worth of times a game, each time a search like its first.
      const game = connect4(layout.value.config);
      const start = game.initial();
      const perMove = (c: typeof a) => searchEstimate(game, start, { depth: c.depth, evaluate: EVALUATIONS[c.evaluation] }, what).estimate.nodes;
      const ofA = perMove(a);
      const ofB = a.depth === b.depth && a.evaluation === b.evaluation ? ofA : perMove(b);
      nodes = games * Math.ceil(layout.value.size / 2) * (ofA + ofB);
    }
    const budget = budgetFor({ nodes, what }, SEARCH_REACH, context.budget);
    if (!budget.ok) return budget;
    let searched = 0;
    // The counter only enforces the budget: progress is reported once a game, as the cell shows it.
    const count = counter(budgeted(budget.value));
    return runWithin(budget.value, context.budget, () => {
      const r = duel(layout.value, a, b, games, input.seed ?? 1, (g, i) => {
        searched += g.nodes;
        context.onProgress?.({ nodes: searched, done: i + 1, total: games, detail: `game ${i + 1} of ${games}` });
      }, count.shortcut);
      return ok({ ...r, size: sizeName(layout.value.config), nodes: searched });
    });
  },
});

const ROAD_INPUT = {
  step: { kind: 'enum', values: [...ROAD_STEP_IDS, 'site'], required: true, doc: "a step of the road, or 'site' for the site's own solver" },
  set: { kind: 'enum', values: ROAD_SETS, required: true, doc: 'the fixed position set to run it on' },
} as const;

export type RoadInput = OptionsOf<typeof ROAD_INPUT>;

interface RoadRowOutput {
  /** The test set file and line ("Test_L3_R1:14"), or "empty board". */
  readonly source: string;
  readonly moves: string;
  /** The score the test set gives. */
  readonly expected: number;
  /** The score the step found. */
  readonly score: number;
  readonly nodes: number;
  /** Milliseconds for this position (0 without a clock). */
  readonly ms: number;
}

export interface RoadOutput {
  readonly step: RoadStepId | 'site';
  readonly set: RoadSet;
  readonly rows: readonly RoadRowOutput[];
  readonly totalNodes: number;
  /** Positions searched per position of the set. */
  readonly meanNodes: number;
  /** Milliseconds for the whole set. */
  readonly ms: number;
  /** Positions whose score differs from the test set's (0 when the step is right). */
  readonly wrong: number;
}

export const roadTask = defineTask<typeof ROAD_INPUT, RoadOutput, Connect4Resources>({
  id: 'connect4Road',
  title: 'one step of the road to perfect play on one of its fixed position sets, timed',
  input: ROAD_INPUT,
  example: '{"step":"negamax","set":"end"}',
  limits: ['every step runs only the sets it solves in well under a second a position; step 9 (book) runs the empty board only with the opening book'],
  resources: { book: CONNECT4_BOOK },
  wants: (_name, input) => input.step === 'book',
  run(input, context = {}) {
    const step = input.step === 'site' ? SITE_SOLVER : roadStep(input.step);
    if (!step.sets.includes(input.set)) {
      return err(
        engineError('ERR_RANGE', `step ${step.number} does not run the ${input.set} positions (it would take minutes): it runs ${step.sets.join(', ')}`),
      );
    }
    const book: OpeningBook | null = context.resources?.book ?? null;
    if (input.set === 'empty' && book === null) {
      return err(engineError('ERR_OUT_OF_REACH', `out of reach: without the opening book, step ${step.number} on the empty board is a full solve (about 18 minutes); give the book (--book FILE)`));
    }
    const clock = context.clock ?? (() => 0);
    const positions = ROAD_POSITIONS[input.set];
    const rows: RoadRowOutput[] = [];
    let totalNodes = 0;
    const t0 = clock();
    positions.forEach((r, i) => {
      const p = roadPosition(r);
      const start = clock();
      const run = step.run(p, { book });
      const ms = clock() - start;
      totalNodes += run.nodes;
      rows.push({ source: r.source, moves: r.moves, expected: r.score, score: run.score, nodes: run.nodes, ms });
      context.onProgress?.({ nodes: totalNodes, done: i + 1, total: positions.length, detail: `position ${i + 1} of ${positions.length}` });
    });
    return ok({
      step: input.step,
      set: input.set,
      rows,
      totalNodes,
      meanNodes: totalNodes / positions.length,
      ms: clock() - t0,
      wrong: rows.filter((r) => r.score !== r.expected).length,
    });
  },
});

const PERFECT_INPUT = {
  position: { kind: 'text', maxLength: MAX_POSITION_LENGTH, required: true, doc: 'the game so far (4453, or 6x5k4:3342); it must not be over' },
  seed: { kind: 'int', min: 0, max: MAX_SEED, doc: 'seed of the choice among equal best columns out of the book; default 1' },
  atLeast: { kind: 'int', min: -64, max: 64, doc: "the engine's own score at its previous move in this game, if any: the solver starts from it" },
  fresh: { kind: 'flag', doc: "empty the solver's table first (a new game); default false" },
} as const;

export type PerfectInput = OptionsOf<typeof PERFECT_INPUT>;

export interface PerfectOutput {
  /** The column played, 1-based. */
  readonly column: number;
  /** The exact score for the engine (the side to move). */
  readonly score: number;
  /** Every column that keeps it, 1-based. */
  readonly best: readonly number[];
  readonly fromBook: boolean;
  /** Positions searched (0 from the book). */
  readonly nodes: number;
}

export const perfectTask = defineTask<typeof PERFECT_INPUT, PerfectOutput, Connect4Resources>({
  id: 'connect4Perfect',
  title: 'the perfect engine’s move: the opening book, then the solver',
  input: PERFECT_INPUT,
  example: '{"position":"4453"}',
  limits: CONNECT4_LIMITS.slice(0, 3),
  resources: { book: CONNECT4_BOOK },
  wants(_name, input) {
    const p = parseMoves(input.position);
    return p.ok && isStandard(p.value.layout.config);
  },
  run(input, context = {}) {
    const parsed = parseMoves(input.position);
    if (!parsed.ok) return parsed;
    const p = parsed.value;
    if (p.isOver) return err(engineError('ERR_ALREADY_OVER', 'the game is over: there is no move to play'));
    let atLeast: number | undefined;
    if (input.atLeast !== undefined) {
      const top = maxScore(p.layout.size);
      const a = wholeNumber('atLeast', input.atLeast, -top, top);
      if (!a.ok) return a;
      atLeast = a.value;
    }
    const book = isStandard(p.layout.config) ? (context.resources?.book ?? null) : null;
    return withBudgetedSolver('solve', p, book, context, input.fresh ?? false, (solver) => {
      const m = perfectMove(p, solver, book, seededRandom(input.seed ?? 1), atLeast);
      return ok({ column: m.column + 1, score: m.score, best: m.best.map((c) => c + 1), fromBook: m.fromBook, nodes: m.nodes });
    });
  },
});

/**
 * Runs `job` on the shared solver of `p`'s size (emptied first when
 * `fresh`), within the budget of a `kind` job on `p` (`solve/connect4Reach.ts`:
 * refused when out of reach), with the context's listener hearing its
 * progress for this job only: the solver outlives the job.
 */
export function withBudgetedSolver<T>(
  kind: 'solve' | 'analyze',
  p: Connect4Position,
  book: OpeningBook | null,
  context: SolveContext<Connect4Resources>,
  fresh: boolean,
  job: (solver: Connect4Solver) => Result<T>,
): Result<T> {
  const estimate = connect4Estimate(kind, p, undefined, book);
  if (!estimate.ok) return estimate;
  const budget = budgetFor(estimate.value, CONNECT4_REACH, context.budget);
  if (!budget.ok) return budget;
  const solver = sharedSolver(p.layout);
  if (fresh) solver.reset();
  solver.onProgress = budgeted(budget.value, context.onProgress);
  try {
    return runWithin(budget.value, context.budget, () => job(solver));
  } finally {
    solver.onProgress = undefined;
  }
}
