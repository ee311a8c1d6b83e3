/**
 * @packageDocumentation
 * What is in reach for the tasks that run the generic search (`choose`,
 * `tieBreak`, `connect4Duel`): alpha-beta at a depth on any game of the
 * registry, so no formula per game. The estimate is measured instead:
 *
 * 1. a bound first: b moves at the root and depth d give at most
 *    b + b² + ... + b^d positions while the branching does not grow (it
 *    never does in Connect-K or tic-tac-toe); a bound within the reach needs
 *    nothing more;
 * 2. otherwise a probe: the same analysis at depths 1, 2, ... until one
 *    searches more than `PROBE` positions, and its growth over the last two
 *    plies (alpha-beta's counts alternate between odd and even depths)
 *    carried on to the depth asked. A probe that reaches that depth, or the
 *    end of the game (a depth that adds no position), is the answer itself.
 *
 * The search reports no progress of its own; `counted` puts a counter on its
 * `shortcut` hook, which alpha-beta calls at every position that has moves,
 * and reports through the job's budgeted listener (`solve/budget.ts`), so the
 * budget stops it like any solver.
 *
 * The reach: 30 million positions, about two minutes at the 250,000 a second
 * measured for this search on the widest boards (Node 20, the 2-core build
 * machine; 550,000 on 7x6). The pages' requests sit far inside it: the
 * Connect-K player's deepest search, depth 8 on 7x6, is 390,426 positions a
 * move; depth 8 on 9x8 about 2.5 million.
 */

import { ProgressThrottle, type ProgressListener } from '../core/progress.ts';
import type { Game } from '../core/game.ts';
import { ok, type Result } from '../core/result.ts';
import { analyzeMoves, type Analysis } from '../search/choose.ts';
import type { SearchOptions, Shortcut } from '../search/types.ts';
import { BudgetExhausted, budgeted, type Budget } from '../solve/budget.ts';
import { budgetFor, runWithin, type Estimate, type Reach } from '../solve/reach.ts';

export const SEARCH_REACH: Reach = { maxNodes: 30_000_000, perSecond: 250_000, unit: 'positions' };

/** The probe stops at the first depth that searches more than this. */
const PROBE = 20_000;

/** The most one depth of the probe may search. */
const PROBE_LIMIT = 500_000;

/** How often (in positions) the counter hands a report to the throttle. */
const TICK = 1024;

/** A `shortcut` hook that counts positions and reports them to `listener` (which may throw to stop the search). */
export function counter<P>(listener: ProgressListener, inner?: Shortcut<P>): { shortcut: Shortcut<P>; nodes: () => number } {
  const throttle = new ProgressThrottle(listener);
  throttle.restart();
  let n = 0;
  return {
    shortcut: (p) => {
      if ((++n & (TICK - 1)) === 0) throttle.tick(n);
      return inner?.(p);
    },
    nodes: () => n,
  };
}

/** What the search's analysis at `options.depth` should cost, or the analysis itself when the probe reached it. */
export function searchEstimate<P>(game: Game<P>, pos: P, options: SearchOptions<P>, what: string): { estimate: Estimate; answer?: Analysis } {
  const depth = options.depth ?? Infinity;
  const b = game.legalMoves(pos).length;
  let bound = 0;
  for (let i = 1, layer = 1; i <= Math.min(depth, 64) && bound <= SEARCH_REACH.maxNodes; i++) bound += layer *= b;
  if (b === 0 || (Number.isFinite(depth) && bound <= SEARCH_REACH.maxNodes)) return { estimate: { nodes: bound, what } };
  const counts: number[] = [];
  for (let k = 1; ; k++) {
    // The probe runs under a limit of its own: where the branching grows, one ply can pass PROBE by far.
    const count = counter<P>(budgeted({ maxNodes: PROBE_LIMIT }), options.shortcut);
    let a: Analysis;
    try {
      a = analyzeMoves(game, pos, { ...options, depth: k, shortcut: count.shortcut });
    } catch (e) {
      if (!(e instanceof BudgetExhausted)) throw e;
      return { estimate: { nodes: Math.max(e.nodes, e.nodes * b ** (depth - k)), what } };
    }
    counts.push(a.stats.nodes);
    if (k === depth || (k > 1 && counts[k - 1] === counts[k - 2])) return { estimate: { nodes: a.stats.nodes, what }, answer: a };
    if (a.stats.nodes > PROBE) {
      const growth = k >= 3 ? Math.sqrt(counts[k - 1] / Math.max(1, counts[k - 3])) : counts[k - 1] / Math.max(1, counts[k - 2] ?? 1);
      return { estimate: { nodes: a.stats.nodes * Math.max(1, growth) ** (depth - k), what } };
    }
  }
}

/** Runs `run` on `pos`, estimated first and run under the caller's budget or the reach (see the module comment); `run` gets the counted options. */
export function searchInReach<P, T>(
  game: Game<P>,
  pos: P,
  options: SearchOptions<P>,
  context: { readonly budget?: Budget; readonly onProgress?: ProgressListener },
  what: string,
  run: (options: SearchOptions<P>) => T,
  reuse?: (answer: Analysis) => T,
): Result<T> {
  const given = context.budget !== undefined && (context.budget.maxNodes !== undefined || context.budget.maxSeconds !== undefined);
  const probed = given ? undefined : searchEstimate(game, pos, options, what);
  if (probed?.answer) return ok(reuse ? reuse(probed.answer) : run(options));
  const budget = budgetFor(probed?.estimate ?? { nodes: 0, what }, SEARCH_REACH, context.budget);
  if (!budget.ok) return budget;
  const count = counter<P>(budgeted(budget.value, context.onProgress), options.shortcut);
  return runWithin(budget.value, context.budget, () => ok(run({ ...options, shortcut: count.shortcut })));
}
