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
 */

import { seededRandom } from '../core/random.ts';
import { engineError, err, ok, type Result } from '../core/result.ts';
import type { OpeningBook } from '../games/connect4/book.ts';
import { EVALUATION_IDS, duel, type Contender, type DuelResult } from '../games/connect4/duel.ts';
import { isStandard, makeLayout, sizeName, type Connect4Config } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { perfectMove } from '../games/connect4/perfectPlay.ts';
import { ROAD_POSITIONS, ROAD_SETS, roadPosition, type RoadSet } from '../games/connect4/road/positions.ts';
import { ROAD_STEP_IDS, SITE_SOLVER, roadStep, type RoadStepId } from '../games/connect4/road/steps.ts';
import { maxScore } from '../games/connect4/score.ts';
import { sharedSolver } from '../games/connect4/solver.ts';
import { CONNECT4_BOOK, type Connect4Resources } from '../solve/connect4.ts';
import { oneOf, wholeNumber } from './check.ts';
import type { EngineTask } from './types.ts';

/** The deepest search a side of a match may use. */
export const MAX_DUEL_DEPTH = 10;
export const MAX_DUEL_GAMES = 200;

export interface DuelInput {
  readonly size: Connect4Config;
  readonly a: Contender;
  readonly b: Contender;
  readonly games: number;
  /** Game i is seeded with `seed + i`; default 1. */
  readonly seed?: number;
}

export interface DuelOutput extends DuelResult {
  /** The board, e.g. "5x4k4". */
  readonly size: string;
  /** Positions searched by both sides over the match. */
  readonly nodes: number;
}

function contender(name: string, c: Contender | undefined): Result<Contender> {
  if (c === undefined || c === null || typeof c !== 'object') return err(engineError('ERR_RANGE', `side ${name} is missing`));
  const depth = wholeNumber(`side ${name}'s depth`, c.depth, 1, MAX_DUEL_DEPTH);
  if (!depth.ok) return depth;
  const evaluation = oneOf(`side ${name}'s evaluation`, c.evaluation, EVALUATION_IDS);
  if (!evaluation.ok) return evaluation;
  return ok({ depth: depth.value, evaluation: evaluation.value });
}

export const duelTask: EngineTask<DuelInput, DuelOutput> = {
  id: 'connect4Duel',
  title: 'a match of computer against computer, each side with its own depth and evaluation',
  resources: {},
  wants: () => false,
  run(input, context = {}) {
    const layout = makeLayout(input.size ?? ({} as Connect4Config));
    if (!layout.ok) return layout;
    const a = contender('A', input.a);
    if (!a.ok) return a;
    const b = contender('B', input.b);
    if (!b.ok) return b;
    const games = wholeNumber('games', input.games, 1, MAX_DUEL_GAMES);
    if (!games.ok) return games;
    const seed = input.seed === undefined ? ok(1) : wholeNumber('seed', input.seed, 0, 2 ** 31 - 1);
    if (!seed.ok) return seed;
    let nodes = 0;
    const r = duel(layout.value, a.value, b.value, games.value, seed.value, (g, i) => {
      nodes += g.nodes;
      context.onProgress?.({ nodes, done: i + 1, total: games.value, detail: `game ${i + 1} of ${games.value}` });
    });
    return ok({ ...r, size: sizeName(layout.value.config), nodes });
  },
};

export interface RoadInput {
  /** A step of the road, or 'site' for the site's own solver. */
  readonly step: RoadStepId | 'site';
  readonly set: RoadSet;
}

export interface RoadRowOutput {
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

export const roadTask: EngineTask<RoadInput, RoadOutput, Connect4Resources> = {
  id: 'connect4Road',
  title: 'one step of the road to perfect play on one of its fixed position sets, timed',
  resources: { book: CONNECT4_BOOK },
  wants: (_name, input) => input.step === 'book',
  run(input, context = {}) {
    const id = oneOf('step', input.step, [...ROAD_STEP_IDS, 'site'] as const);
    if (!id.ok) return id;
    const set = oneOf('set', input.set, ROAD_SETS);
    if (!set.ok) return set;
    const step = id.value === 'site' ? SITE_SOLVER : roadStep(id.value);
    if (!step.sets.includes(set.value)) {
      return err(
        engineError('ERR_RANGE', `step ${step.number} does not run the ${set.value} positions (it would take minutes): it runs ${step.sets.join(', ')}`),
      );
    }
    const book: OpeningBook | null = context.resources?.book ?? null;
    const clock = context.clock ?? (() => 0);
    const positions = ROAD_POSITIONS[set.value];
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
      step: id.value,
      set: set.value,
      rows,
      totalNodes,
      meanNodes: totalNodes / positions.length,
      ms: clock() - t0,
      wrong: rows.filter((r) => r.score !== r.expected).length,
    });
  },
};

export interface PerfectInput {
  /** The game so far (`4453`, or `6x5k4:3342`); it must not be over. */
  readonly position: string;
  /** Seed of the choice among equal best columns out of the book; default 1. */
  readonly seed?: number;
  /** The engine's own score at its previous move in this game, if any: the solver starts from it. */
  readonly atLeast?: number;
  /** Empty the solver's table first (a new game); default false. */
  readonly fresh?: boolean;
}

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

export const perfectTask: EngineTask<PerfectInput, PerfectOutput, Connect4Resources> = {
  id: 'connect4Perfect',
  title: 'the perfect engine’s move: the opening book, then the solver',
  resources: { book: CONNECT4_BOOK },
  wants(_name, input) {
    const p = parseMoves(String(input.position ?? ''));
    return p.ok && isStandard(p.value.layout.config);
  },
  run(input, context = {}) {
    const parsed = parseMoves(String(input.position ?? ''));
    if (!parsed.ok) return parsed;
    const p = parsed.value;
    if (p.isOver) return err(engineError('ERR_ALREADY_OVER', 'the game is over: there is no move to play'));
    const seed = input.seed === undefined ? ok(1) : wholeNumber('seed', input.seed, 0, 2 ** 31 - 1);
    if (!seed.ok) return seed;
    let atLeast: number | undefined;
    if (input.atLeast !== undefined) {
      const top = maxScore(p.layout.size);
      const a = wholeNumber('atLeast', input.atLeast, -top, top);
      if (!a.ok) return a;
      atLeast = a.value;
    }
    const solver = sharedSolver(p.layout);
    if (input.fresh) solver.reset();
    solver.onProgress = context.onProgress;
    const book = isStandard(p.layout.config) ? (context.resources?.book ?? null) : null;
    const m = perfectMove(p, solver, book, seededRandom(seed.value), atLeast);
    return ok({ column: m.column + 1, score: m.score, best: m.best.map((c) => c + 1), fromBook: m.fromBook, nodes: m.nodes });
  },
};
