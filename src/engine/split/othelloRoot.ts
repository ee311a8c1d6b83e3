/**
 * @packageDocumentation
 * The Othello endgame root split across workers: each root move is a
 * sub-job, searched by whichever worker is free, and the merge gives what
 * one solve gives (the adapter's `solve`, `solve/othello.ts`): the same
 * value, the same best moves, a best line, the nodes of every sub-job summed.
 *
 * The sub-jobs share one number, `above`: the best exact score any root move
 * has reached so far. A root move is searched with the window (above - 1, +∞)
 * (its child with (-∞, 1 - above)): a move worth `above` or more gets its exact
 * value, since it may be best or tie the best; a move worth less only has to
 * be proved worse, which costs far less. Ties are exact, so every best move
 * is found. The first move (in fastest-first order: the one most likely to
 * be best) starts with no bound; the others start with the bound of the
 * moves finished before them. Which moves are finished depends on timing, so
 * with several workers the node counts vary from run to run; the values and
 * the best moves never do.
 *
 * Why not the one-worker root's null-window tests (MTD(f), `endgame.ts`):
 * each test is one search of the whole position, which cannot be shared out
 * without sharing the table; root moves can.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { EndgameSolver } from '../games/othello/endgame.ts';
import { flips, flipsHi } from '../games/othello/flips.ts';
import { legalMoves, movesHi } from '../games/othello/mobility.ts';
import { parseBoard } from '../games/othello/notation.ts';
import { emptyCount, moveList, playMove, sides, type Position } from '../games/othello/position.ts';
import { PASS, squareName, type Square } from '../games/othello/squares.ts';
import { popcount32 } from '../core/bits.ts';
import { meaning, reported, type Objective, type OthelloSolveExtra } from '../solve/othello.ts';
import type { Solution } from '../solve/types.ts';

/** Below every score: a sub-job started with it gets its move's exact value. */
export const NO_BOUND = -65;

/** A root split: the position and its root moves, in the order they are handed out. */
export interface RootPlan {
  readonly position: string;
  readonly objective: Objective;
  /** Root moves by name, fastest first (fewest replies, corners first). */
  readonly moves: readonly string[];
}

/** What one sub-job found about its root move, scores for the root's side to move (the solver's convention). */
export interface RootMoveResult {
  readonly move: string;
  /** Exact when `exact`, else an upper bound below the `above` it was searched with. */
  readonly score: number;
  readonly exact: boolean;
  readonly nodes: number;
  /** With an exact score: a best line after the move. */
  readonly pv: readonly string[];
}

const CORNERS = new Set<Square>([0, 7, 56, 63]);

/** The opponent's replies after `x` (corners count twice, as in the solver's ordering). */
function replies(pos: Position, x: Square): number {
  const [pLo, pHi, oLo, oHi] = sides(pos);
  const fLo = flips(x, pLo, pHi, oLo, oHi);
  const fHi = flipsHi[0];
  const bLo = x < 32 ? 1 << x : 0;
  const bHi = x >= 32 ? 1 << (x - 32) : 0;
  const rLo = legalMoves(oLo & ~fLo, oHi & ~fHi, pLo | fLo | bLo, pHi | fHi | bHi);
  const rHi = movesHi[0];
  return popcount32(rLo) + popcount32(rHi) + popcount32(rLo & 0x81) + popcount32(rHi & (0x81 << 24));
}

/**
 * The root moves of `position`, fastest first; null when there is nothing to
 * split (a finished game, a pass, a single move): one solve then.
 */
export function planOthelloRoot(position: string, objective: Objective = 'standard'): Result<RootPlan | null> {
  const pos = parseBoard(position);
  if (!pos.ok) return pos;
  const moves = moveList(pos.value);
  if (moves.length < 2) return ok(null);
  const keyed = moves.map((x) => ({ x, key: (CORNERS.has(x) ? -100 : 0) + replies(pos.value, x) }));
  keyed.sort((a, b) => a.key - b.key || a.x - b.x);
  return ok({ position, objective, moves: keyed.map((k) => squareName(k.x)) });
}

/** The best exact score among `results`, the bound the next sub-job starts with. */
export function boundOf(results: readonly RootMoveResult[]): number {
  let above = NO_BOUND;
  for (const r of results) if (r.exact && r.score > above) above = r.score;
  return above;
}

/**
 * One sub-job: root move `move` of `position` searched with the bound
 * `above`. `solver` may be a worker's own, kept from its previous sub-job
 * (`keepTable`): its table then helps this one.
 */
export function solveRootMove(solver: EndgameSolver, position: string, move: string, above: number, keepTable = false): Result<RootMoveResult> {
  const pos = parseBoard(position);
  if (!pos.ok) return pos;
  const x = moveList(pos.value).find((m) => m !== PASS && squareName(m) === move);
  if (x === undefined) return err(engineError('ERR_ILLEGAL_MOVE', `'${move}' is not a legal move of this Othello position`));
  const child = playMove(pos.value, x);
  // The root window (above - 1, +inf) is the child's (-inf, 1 - above).
  const r = solver.searchWindow(child, NO_BOUND, 1 - above, keepTable);
  const score = 0 - r.score;
  const exact = score > above - 1;
  return ok({ move, score, exact, nodes: r.nodes, pv: exact ? r.pv.map(squareName) : [] });
}

/** The sub-jobs run one after the other in one solver (the plan's order): what one worker does, and the tests' reference. */
export function runRootInOrder(plan: RootPlan, solver: EndgameSolver, keepTable = true): Result<RootMoveResult[]> {
  const results: RootMoveResult[] = [];
  for (const move of plan.moves) {
    const r = solveRootMove(solver, plan.position, move, boundOf(results), keepTable && results.length > 0);
    if (!r.ok) return r;
    results.push(r.value);
  }
  return ok(results);
}

/**
 * The solve the sub-jobs' results add up to, as the adapter reports it. Best
 * moves come in the plan's order (one solve lists the table's move first);
 * without `allBest`, only the first of them.
 */
export function mergeOthelloRoot(plan: RootPlan, results: readonly RootMoveResult[], allBest = true): Result<Solution<string, OthelloSolveExtra>> {
  const pos = parseBoard(plan.position);
  if (!pos.ok) return pos;
  const byMove = new Map(results.map((r) => [r.move, r] as const));
  const missing = plan.moves.find((m) => !byMove.has(m));
  if (missing !== undefined) return err(engineError('ERR_INTERNAL', `the root split has no result for ${missing}`));
  const value = boundOf(results);
  const best = plan.moves.filter((m) => byMove.get(m)!.exact && byMove.get(m)!.score === value);
  const first = byMove.get(best[0])!;
  return ok({
    value: reported(plan.objective, pos.value, value),
    bestMoves: allBest ? best : best.slice(0, 1),
    nodes: results.reduce((sum, r) => sum + r.nodes, 0),
    extra: {
      finished: false,
      objective: plan.objective,
      meaning: meaning(plan.objective),
      empties: emptyCount(pos.value),
      pv: [first.move, ...first.pv].join(' '),
    },
  });
}

