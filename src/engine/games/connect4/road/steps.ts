/**
 * @packageDocumentation
 * The road to perfect play as one registry, for a page cell, a Web Worker,
 * the facts and the tests: each step's id, title, what it adds to the step
 * before, the engine file that holds it, the position sets it solves in
 * reasonable time, and `run(position, { book }) -> { score, nodes }` (only
 * step 9 reads the book).
 *
 * Every `run` starts afresh (a new, empty table), so its node count depends
 * on the position alone. Scores are exact, in the test sets' convention
 * (`../score.ts`); positions must not be over.
 *
 * The steps follow Pascal Pons' tutorial "Solving Connect 4: how to build a
 * perfect AI" (blog.gamesolver.org, parts 3 to 10, and its opening book),
 * with the code written anew for the site. `SITE_SOLVER` is not a step: it is
 * the site's own solver (`../solver.ts`, step 8 with two refinements and a
 * typed-array table), for comparison.
 */

import { engineError, err, ok, type Result } from '../../../core/result.ts';
import { parseMoves } from '../notation.ts';
import type { Connect4Position } from '../position.ts';
import { Connect4Solver } from '../solver.ts';
import type { Layout } from '../layout.ts';
import { solveAlphaBeta, solveCentreFirst } from './alphaBeta.ts';
import { solveBitAlphaBeta } from './bitAlphaBeta.ts';
import { solveBookFirst } from './bookFirst.ts';
import { solveNonLosing } from './nonLosing.ts';
import { solveNullWindow } from './nullWindow.ts';
import { solvePlainNegamax } from './plainNegamax.ts';
import { FIRST_STEP, ROAD_POSITIONS, ROAD_SETS, roadPosition, type RoadPosition, type RoadSet } from './positions.ts';
import { solveWithTable } from './tableAlphaBeta.ts';
import { solveThreatOrder } from './threatOrder.ts';
import type { RoadContext, RoadRun } from './types.ts';

export const ROAD_STEP_IDS = [
  'negamax',
  'alphaBeta',
  'centreFirst',
  'bitboards',
  'table',
  'nullWindow',
  'nonLosing',
  'threatOrder',
  'book',
] as const;
export type RoadStepId = (typeof ROAD_STEP_IDS)[number];

export interface RoadStep {
  readonly id: RoadStepId | 'site';
  /** 1..9 (the site's solver: 8, the step it refines). */
  readonly number: number;
  readonly title: string;
  /** What it adds to the step before, in one sentence. */
  readonly adds: string;
  /** The engine file (from `src/engine/`) holding what it adds. */
  readonly file: string;
  /** The position sets it solves in well under a second each (step 9 on `empty`: with the book passed in). */
  readonly sets: readonly RoadSet[];
  /** Solves `p` from an empty table; `context.book` is read by step 9 only. */
  run(p: Connect4Position, context?: RoadContext): RoadRun;
}

const ROAD = 'games/connect4/road';

/** The steps in order (step n is the n-th), without their number and sets. */
const STEPS: readonly Omit<RoadStep, 'number' | 'sets'>[] = [
  {
    id: 'negamax',
    title: 'Plain negamax',
    adds: 'Searches every move to the end of the game; a move that wins at once is scored without a search.',
    file: `${ROAD}/plainNegamax.ts`,
    run: solvePlainNegamax,
  },
  {
    id: 'alphaBeta',
    title: 'Alpha-beta',
    adds: 'Skips the moves that cannot change the result (a window of scores that still matter), and caps it by the best win still possible.',
    file: `${ROAD}/alphaBeta.ts`,
    run: (p) => solveAlphaBeta(p),
  },
  {
    id: 'centreFirst',
    title: 'Centre columns first',
    adds: 'Tries the centre columns before the edges, so that a good move comes early and cuts more.',
    file: `${ROAD}/alphaBeta.ts`,
    run: solveCentreFirst,
  },
  {
    id: 'bitboards',
    title: 'Bitboards',
    adds: 'The same search on two bit sets per position: a move and a four-in-a-row test are a few word operations.',
    file: `${ROAD}/bitBoard.ts`,
    run: solveBitAlphaBeta,
  },
  {
    id: 'table',
    title: 'Transposition table',
    adds: 'Remembers an upper bound of every position searched, for when another move order reaches it again.',
    file: `${ROAD}/tableAlphaBeta.ts`,
    run: solveWithTable,
  },
  {
    id: 'nullWindow',
    title: 'Null windows',
    adds: 'Asks "is the score above m?" with the narrowest window, and finds the score by a dichotomy on m.',
    file: `${ROAD}/nullWindow.ts`,
    run: solveNullWindow,
  },
  {
    id: 'nonLosing',
    title: 'Avoiding losing moves',
    adds: 'Never searches a move that lets the opponent win with its next stone; a lower bound from the stones left.',
    file: `${ROAD}/nonLosing.ts`,
    run: solveNonLosing,
  },
  {
    id: 'threatOrder',
    title: 'Threats first',
    adds: 'Tries first the moves that leave the most winning cells for the mover.',
    file: `${ROAD}/threatOrder.ts`,
    run: solveThreatOrder,
  },
  {
    id: 'book',
    title: 'Opening book',
    adds: 'Reads the scores of early positions from a file computed in advance; searches the others as step 8.',
    file: `${ROAD}/bookFirst.ts`,
    run: (p, context = {}) => solveBookFirst(p, context.book ?? null),
  },
];

/** The sets step `number` solves: those whose first step it has reached. */
const setsOf = (number: number): RoadSet[] => ROAD_SETS.filter((set) => number >= FIRST_STEP[set]);

export const ROAD_STEPS: readonly RoadStep[] = Object.freeze(STEPS.map((s, i) => ({ ...s, number: i + 1, sets: setsOf(i + 1) })));

const siteSolvers = new Map<Layout, Connect4Solver>();

/** The site's solver, table emptied before each position: step 8 as the site runs it. */
export const SITE_SOLVER: RoadStep = Object.freeze({
  id: 'site',
  number: 8,
  title: 'The site’s solver',
  adds: 'Step 8 plus the refuting move kept in the table, a look at the children’s bounds first, and a typed-array table.',
  file: 'games/connect4/bitSolver.ts',
  sets: setsOf(8),
  run(p: Connect4Position): RoadRun {
    let s = siteSolvers.get(p.layout);
    if (s === undefined) siteSolvers.set(p.layout, (s = new Connect4Solver(p.layout)));
    s.reset();
    // The score alone (`best: false`), as the steps compute it.
    const r = s.solve(p, { best: false });
    return { score: r.score, nodes: r.nodes };
  },
} satisfies RoadStep);

export const roadStep = (id: RoadStepId): RoadStep => ROAD_STEPS.find((s) => s.id === id)!;

/**
 * For a Web Worker or a page cell, plain data in and out: step `id` (or
 * 'site') on the position written as moves (`4453`, `6x5k4:3342`), with the
 * book in `context` for step 9. Errors:
 * the notation's, ERR_ALREADY_OVER for a finished game, ERR_SIZE for a board
 * the bitboard steps cannot hold (a key over 53 bits, e.g. 8×7).
 */
export function runRoadMoves(id: RoadStepId | 'site', moves: string, context: RoadContext = {}): Result<RoadRun> {
  const p = parseMoves(moves);
  if (!p.ok) return p;
  if (p.value.isOver) return err(engineError('ERR_ALREADY_OVER', 'the game is over: there is nothing to solve'));
  const step = id === 'site' ? SITE_SOLVER : roadStep(id);
  const l = p.value.layout;
  if (step.number >= 4 && id !== 'site' && (l.words !== 2 || l.keyBits > 53)) {
    return err(engineError('ERR_SIZE', `step ${step.number} keeps a position in two words with a 53-bit key: the ${l.width}x${l.height} board needs ${l.keyBits} bits`));
  }
  return ok(step.run(p.value, context));
}

interface RoadRow {
  position: RoadPosition;
  score: number;
  nodes: number;
}

export interface RoadSummary {
  step: RoadStep['id'];
  set: RoadSet;
  positions: number;
  totalNodes: number;
  meanNodes: number;
  /** Positions whose score differs from the file's (none, if the step is right). */
  wrong: number;
  rows: RoadRow[];
}

/** Runs one step on one set of fixed positions (`context.book` for step 9). */
export function runRoad(step: RoadStep, set: RoadSet, context: RoadContext = {}): RoadSummary {
  const rows = ROAD_POSITIONS[set].map((position) => {
    const r = step.run(roadPosition(position), context);
    return { position, score: r.score, nodes: r.nodes };
  });
  const totalNodes = rows.reduce((n, r) => n + r.nodes, 0);
  return {
    step: step.id,
    set,
    positions: rows.length,
    totalNodes,
    meanNodes: totalNodes / rows.length,
    wrong: rows.filter((r) => r.score !== r.position.score).length,
    rows,
  };
}
