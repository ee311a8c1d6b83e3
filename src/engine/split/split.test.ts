import { describe, expect, test } from 'vitest';
import { unwrap } from '../core/result.ts';
import { EndgameSolver } from '../games/othello/endgame.ts';
import { seededRandom } from '../core/random.ts';
import { writeBoard } from '../games/othello/notation.ts';
import { emptyCount, moveList, playMove, START, type Position } from '../games/othello/position.ts';
import { connect4Solver } from '../solve/connect4.ts';
import { othelloSolver } from '../solve/othello.ts';
import { tetrominoSolver } from '../solve/tetromino.ts';
import type { AnySolver } from '../solve/types.ts';
import { mergeAnalyses, splitAnalysis, type SplitGame } from './analysis.ts';
import { mergeOthelloRoot, planOthelloRoot, runRootInOrder, solveRootMove, NO_BOUND } from './othelloRoot.ts';

const SOLVERS: Record<SplitGame, AnySolver> = { connect4: connect4Solver, othello: othelloSolver, tetromino: tetrominoSolver };

/** Seeded random Othello games stopped at `empties` empty squares, a move to play. */
function othelloEndgames(seed: number, count: number, empties: number): string[] {
  const rnd = seededRandom(seed);
  const out: string[] = [];
  while (out.length < count) {
    let p: Position = START;
    while (emptyCount(p) > empties && moveList(p).length > 0) {
      const moves = moveList(p);
      p = playMove(p, moves[Math.floor(rnd() * moves.length)]);
    }
    if (emptyCount(p) === empties && moveList(p).length > 1) out.push(writeBoard(p));
  }
  return out;
}

/** The split analysis run one sub-job after the other, merged. */
function splitAndMerge(game: SplitGame, position: string, options: Record<string, string | boolean>, shares: number) {
  const plan = unwrap(splitAnalysis(game, position, options, { shares }));
  const parts = plan.jobs.map((j) => unwrap(SOLVERS[game].analyze(j.position, j.options)));
  // Any order of arrival: the merge sorts.
  return { plan, merged: unwrap(mergeAnalyses(plan, parts.reverse())), parts };
}

const CONNECT4 = [
  '444444121212', // a full column
  '274552224131661', // middle games (Test_L2_R2, Pascal Pons' sets)
  '5455174361263362',
  '5x4k4:3', // mirror-symmetric: columns paired with their twins
  '5x4k4:33',
];
const OTHELLO = othelloEndgames(7, 4, 12);
const TETROMINO = ['xx...xx.....x...xx.x.x..x.xx.x..xxx..... ILT/LOT', 'xx...xx.....x...xx.x.x..x.xx.x..xxx..... ILT/LO'];

describe('the value of every move, split across sub-jobs and merged', () => {
  test.each([
    ...CONNECT4.map((p) => ['connect4', p, { book: false }] as const),
    ...OTHELLO.map((p) => ['othello', p, {}] as const),
    ...OTHELLO.slice(0, 1).map((p) => ['othello', p, { objective: 'course' }] as const),
    ...TETROMINO.map((p) => ['tetromino', p, {}] as const),
  ])('%s %s %o: the same moves and values as one analysis', (game, position, options) => {
    const one = unwrap(SOLVERS[game].analyze(position, options));
    const { plan, merged, parts } = splitAndMerge(game, position, options, 3);
    expect(merged.moves).toEqual(one.moves);
    expect(merged.extra).toEqual(one.extra);
    expect(plan.jobs.length).toBeGreaterThan(1);
    // Nodes: each sub-job starts from an empty table (one analysis keeps one
    // table for every move), so the sum is the sub-jobs' own, never fewer
    // than the moves searched.
    expect(merged.nodes).toBe(parts.reduce((s, p) => s + p.nodes, 0));
  });

  test('Connect Four: a symmetric position keeps a column and its twin in one sub-job', () => {
    const plan = unwrap(splitAnalysis('connect4', '4', { weak: true }));
    expect(plan.jobs.map((j) => j.options.moves)).toEqual(['4', '3,5', '2,6', '1,7']);
    expect(plan.order).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(unwrap(splitAnalysis('connect4', '45', {})).jobs).toHaveLength(7);
  });

  test('Connect Four with costs: the dearest column first, equal costs centre first, a twin with its column', () => {
    const costs = [221, 16, 2, 1122, 4, 18, 14];
    expect(unwrap(splitAnalysis('connect4', '274552224131661', {}, { costs })).jobs.map((j) => j.options.moves)).toEqual(['4', '1', '6', '2', '7', '5', '3']);
    expect(unwrap(splitAnalysis('connect4', '45', {}, { costs: [5, 5, 5, 5, 5, 5, 5] })).jobs.map((j) => j.options.moves)).toEqual(['4', '3', '5', '2', '6', '1', '7']);
    // Symmetric: a pair costs what its left column does (the right one is copied).
    const plan = unwrap(splitAnalysis('connect4', '4', {}, { costs: [157154, 160559, 187574, 195739, 0, 0, 0] }));
    expect(plan.jobs.map((j) => j.options.moves)).toEqual(['4', '3,5', '2,6', '1,7']);
    expect(plan.order).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  test('tetromino: the moves dealt round-robin into the shares asked for', () => {
    const plan = unwrap(splitAnalysis('tetromino', TETROMINO[0], {}, { shares: 3 }));
    expect(plan.jobs).toHaveLength(3);
    const all = plan.jobs.flatMap((j) => j.options.moves.split(','));
    expect([...all].sort()).toEqual([...plan.order].sort());
  });

  test('a bad position, and an analysis already limited, are refused', () => {
    expect(splitAnalysis('connect4', '8', {}).ok).toBe(false);
    expect(splitAnalysis('othello', OTHELLO[0], { moves: 'd3' }).ok).toBe(false);
  });

  test('the moves option names a move that is not legal', () => {
    const r = othelloSolver.analyze(OTHELLO[0], { moves: 'a1,zz' });
    expect(r.ok ? null : r.error).toEqual({ code: 'ERR_ILLEGAL_MOVE', message: "--moves: 'a1' is not a legal Othello move of this position" });
  });
});

describe('the Othello endgame root split by root move', () => {
  const positions = othelloEndgames(11, 5, 14);
  test.each([...positions.map((p) => [p, 'standard'] as const), [positions[0], 'course'] as const])('%s (%s): the value and every best move of one solve', (position, objective) => {
    const one = unwrap(othelloSolver.solve(position, { objective }));
    const plan = unwrap(planOthelloRoot(position, objective))!;
    const results = unwrap(runRootInOrder(plan, new EndgameSolver({ objective })));
    const merged = unwrap(mergeOthelloRoot(plan, results));
    expect(merged.value).toBe(one.value);
    // The same set of best moves; one solve lists the table's move first, the split the plan's order.
    expect([...merged.bestMoves].sort()).toEqual([...one.bestMoves].sort());
    expect(merged.extra).toMatchObject({ ...one.extra, pv: expect.stringMatching(new RegExp(`^(${one.bestMoves.join('|')}) `)) });
    // Nodes: the split's root cannot use one solve's null-window tests of the
    // whole position (MTD(f)), and each move's search depends on the bound
    // the moves before it set, so the counts differ; the sum is the sub-jobs'.
    expect(merged.nodes).toBe(results.reduce((s, r) => s + r.nodes, 0));
  });

  test('a move searched with a bound above its value is proved worse, not valued; with no bound, valued exactly', () => {
    const position = positions[1];
    const values = new Map(unwrap(othelloSolver.analyze(position)).moves.map((m) => [m.move, m.value]));
    const plan = unwrap(planOthelloRoot(position))!;
    for (const move of plan.moves) {
      const v = values.get(move)!;
      expect(unwrap(solveRootMove(new EndgameSolver(), position, move, NO_BOUND))).toMatchObject({ move, score: v, exact: true });
      const above = unwrap(solveRootMove(new EndgameSolver(), position, move, v + 1));
      expect(above.exact).toBe(false);
      expect(above.score).toBeLessThanOrEqual(v);
      expect(unwrap(solveRootMove(new EndgameSolver(), position, move, v))).toMatchObject({ score: v, exact: true });
    }
  });

  test('the merge, whatever the order the results arrive in, and with all=false', () => {
    const position = positions[2];
    const plan = unwrap(planOthelloRoot(position))!;
    const results = unwrap(runRootInOrder(plan, new EndgameSolver()));
    const forward = unwrap(mergeOthelloRoot(plan, results));
    expect(unwrap(mergeOthelloRoot(plan, [...results].reverse()))).toEqual(forward);
    expect(unwrap(mergeOthelloRoot(plan, results, false)).bestMoves).toEqual(forward.bestMoves.slice(0, 1));
    expect(mergeOthelloRoot(plan, results.slice(1)).ok).toBe(false);
  });

  test('nothing to split: a single move, a pass, a finished game', () => {
    expect(unwrap(planOthelloRoot('XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O'))).toBeNull();
  });
});
