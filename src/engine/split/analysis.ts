/**
 * @packageDocumentation
 * "The value of every move" split across workers: the legal moves of the
 * root are dealt into sub-jobs, each an ordinary analysis limited by the
 * `moves` option (`solve/moveSubset.ts`), so each move is searched by the
 * same code as in one analysis and gets the same value. The merge puts the
 * moves back in the analysis's order and sums the nodes.
 *
 * - Connect Four and Othello: one root move per sub-job (a Connect Four
 *   column with its mirror twin when the position is symmetric: the twin's
 *   value is a copy), handed to whichever worker is free, since one column
 *   can cost a hundred times another; Connect Four's columns dearest first
 *   when the caller measured their costs (`SplitOptions.costs`), else
 *   centre first.
 * - Tetromino: a few hundred placements, each cheap, and each share first
 *   solves the position (a lost position answers for all its moves at
 *   once): `shares` sub-jobs, the moves dealt round-robin.
 *
 * Nodes: each sub-job starts from an empty table, so the sum is the same
 * for any number of workers, but it is not the one analysis's count: there
 * one table serves every root move, and a move's search reuses what the
 * previous moves stored (more nodes split, never other values).
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { centreFirst } from '../games/connect4/layout.ts';
import { isMirrorSymmetric } from '../games/connect4/position.ts';
import { parseBoard } from '../games/othello/notation.ts';
import { squareName } from '../games/othello/squares.ts';
import { PLACEMENTS } from '../games/tetromino/placements.ts';
import { legalPlacements } from '../games/tetromino/rules.ts';
import { tetromino } from '../games/tetromino/tetromino.ts';
import { connect4Moves } from '../solve/connect4.ts';
import { othelloMoves } from '../solve/othello.ts';
import type { Analysis, MoveText } from '../solve/types.ts';

const SPLIT_GAMES = ['connect4', 'othello', 'tetromino'] as const;
export type SplitGame = (typeof SPLIT_GAMES)[number];
export const isSplitGame = (g: string): g is SplitGame => (SPLIT_GAMES as readonly string[]).includes(g);

/** One sub-job: an analysis of the root limited to some moves. */
interface SubAnalysis {
  readonly game: SplitGame;
  readonly position: string;
  readonly options: Readonly<Record<string, string | number | boolean>> & { readonly moves: string };
}

/** A split analysis: its sub-jobs and the order of the moves in the whole analysis. */
export interface AnalysisPlan {
  readonly game: SplitGame;
  readonly jobs: readonly SubAnalysis[];
  /** Every legal move, as the analysis writes it, in its order. */
  readonly order: readonly string[];
}

/** The legal moves in the analysis's order, grouped (a group is never split), by name. */
function moveGroups(game: SplitGame, position: string): Result<string[][]> {
  if (game === 'connect4') {
    const p = parseMoves(position);
    if (!p.ok) return p;
    const W = p.value.layout.width;
    // Dealt centre first, the solver's own order: a central column is the
    // likelier best move and the dearer to prove, and starting the dear
    // ones first keeps the last worker's tail short (on 32164625, left to
    // right gave 1.47x on two workers, centre first about 1.9x).
    const playable = new Set(connect4Moves(p.value));
    const cols = centreFirst(W).filter((c) => playable.has(c));
    const mirror = isMirrorSymmetric(p.value);
    const groups: string[][] = [];
    for (const c of cols) {
      const twin = W - 1 - c;
      if (mirror && twin < c && cols.includes(twin)) continue; // with its twin
      groups.push(mirror && twin > c && cols.includes(twin) ? [String(c + 1), String(twin + 1)] : [String(c + 1)]);
    }
    return ok(groups);
  }
  if (game === 'othello') {
    const p = parseBoard(position);
    return p.ok ? ok(othelloMoves(p.value).map((x) => [squareName(x)])) : p;
  }
  const p = tetromino.parse(position);
  return p.ok ? ok(legalPlacements(p.value).map((m) => [PLACEMENTS[m].name])) : p;
}

/**
 * Tetromino's shares: a fixed number, not one per worker, so that the split
 * and its node count are the same for any number of workers (each share
 * repeats the solve of the root, cheap next to its moves).
 */
const TETROMINO_SHARES = 8;

/** Groups list a Connect Four column with its twin; the analysis lists columns left to right (the other games' groups are single moves, already in order). */
const rankIn = (game: SplitGame, a: string, b: string): number => (game === 'connect4' ? Number(a) - Number(b) : 0);

/** How to split: tetromino's number of shares; Connect Four's column costs. */
export interface SplitOptions {
  /** Tetromino: how many sub-jobs (default 8). */
  readonly shares?: number;
  /**
   * Connect Four: `costs[c]`, what column c (0-based) should cost
   * (`connect4ColumnCosts`): the sub-jobs are dealt dearest first, ties
   * centre first. A dear job dealt last keeps one worker busy while the
   * others wait. Over 36 random openings of 8 stones (`npm run bench --
   * multicore-plan 36`), the speedup the split allows, in positions and
   * counting the estimate's own, went from 1.70 to 1.78 on two free cores
   * and from 2.46 to 2.62 on four (medians); it is a little lower (by the
   * estimate's cost) where the centre-first order was already right.
   */
  readonly costs?: readonly number[];
}

/**
 * Splits an analysis of `position` into sub-jobs: one per move (or mirror
 * pair) for Connect Four and Othello, `shares` for tetromino. `options` are
 * the analysis's own, passed on to each sub-job.
 */
export function splitAnalysis(game: SplitGame, position: string, options: Readonly<Record<string, string | number | boolean>> = {}, how: SplitOptions = {}): Result<AnalysisPlan> {
  if ('moves' in options && options.moves !== undefined) return err(engineError('ERR_INPUT', 'an analysis limited by --moves is not split again'));
  const groups = moveGroups(game, position);
  if (!groups.ok) return groups;
  const costs = how.costs;
  if (game === 'connect4' && costs !== undefined) {
    // A stable sort: equal costs keep the centre-first order. A group (a column and its twin) costs what its first column does.
    const cost = (g: string[]): number => costs[Number(g[0]) - 1] ?? 0;
    groups.value.sort((a, b) => cost(b) - cost(a));
  }
  const shares = how.shares ?? TETROMINO_SHARES;
  const order = groups.value.flat().sort((a, b) => rankIn(game, a, b));
  const sort = (moves: string[]): string[] => moves.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  let dealt: string[][];
  if (game === 'tetromino') {
    const n = Math.max(1, Math.min(shares, groups.value.length));
    dealt = Array.from({ length: n }, () => []);
    groups.value.forEach((g, i) => dealt[i % n].push(...g));
  } else dealt = groups.value;
  const jobs = dealt.filter((d) => d.length > 0).map((d) => ({ game, position, options: { ...options, moves: sort(d).join(',') } }));
  // Connect Four writes its moves as numbers.
  const orderText = order.map(String);
  return ok({ game, jobs, order: orderText });
}

/** The whole analysis the sub-jobs' analyses add up to (any order of `parts`, one per job). */
export function mergeAnalyses(plan: AnalysisPlan, parts: readonly Analysis<MoveText, Record<string, unknown>>[]): Result<Analysis<MoveText, Record<string, unknown>>> {
  if (parts.length !== plan.jobs.length) return err(engineError('ERR_INTERNAL', `the split analysis has ${parts.length} results for ${plan.jobs.length} sub-jobs`));
  const rank = new Map(plan.order.map((m, i) => [m, i] as const));
  const moves = parts.flatMap((p) => p.moves).sort((a, b) => (rank.get(String(a.move)) ?? 0) - (rank.get(String(b.move)) ?? 0));
  const nodes = parts.reduce((sum, p) => sum + p.nodes, 0);
  let extra: Record<string, unknown> = { ...(parts[0]?.extra ?? {}) };
  if (plan.game === 'connect4') {
    const book = parts.flatMap((p) => (p.extra.bookColumns as number[] | undefined) ?? []).sort((a, b) => a - b);
    extra = book.length > 0 ? { bookColumns: book } : {};
  }
  return ok({ moves, nodes, extra });
}
