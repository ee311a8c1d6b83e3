/**
 * @packageDocumentation
 * Wraps a game's solver so that every entry point checks what it is given
 * before the game's code runs, whoever calls (the CLI, the worker, a test):
 *
 * - the position is a string and the options are the game's, of the right
 *   kinds (they may come from a page through the worker, not only as text);
 * - the job is in reach (`reach.ts`): the game's estimate is compared with
 *   its reach unless the caller gave a budget, and the job runs under that
 *   budget (the solver's progress listener enforces it, `budget.ts`);
 * - a perft depth is in the game's range and its count is in reach: perft is
 *   estimated from its own exact counts at shallow depths (cheap: they stop
 *   at `PERFT_PROBE` sequences) and the last ply's growth carried on to the
 *   depth asked. perft has no progress to stop it midway, so a budget must
 *   cover the estimate instead.
 *
 * A game's own `solve`, `analyze` and `perft` can then trust their arguments.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { budgeted, type Budget } from './budget.ts';
import { checkDepth, checkOptions, type OptionSpec, type OptionsOf } from './options.ts';
import { budgetFor, estimateText, roughly, runWithin, type Estimate, type Reach } from './reach.ts';
import type { GameSolver, JobKind, MoveText, SolveContext } from './types.ts';

/** The longest position text any game reads (a 9×12 Connect Four game is 117 characters). */
export const MAX_POSITION_LENGTH = 1000;

/** perft's probe stops at the first depth whose count passes this. */
const PERFT_PROBE = 100_000;

function checkPosition(game: string, position: unknown): Result<string> {
  if (typeof position !== 'string') return err(engineError('ERR_INPUT', `the ${game} position must be a string, not ${position === null ? 'null' : typeof position}`));
  if (position.length > MAX_POSITION_LENGTH) return err(engineError('ERR_RANGE', `the ${game} position is longer than ${MAX_POSITION_LENGTH} characters`));
  return ok(position);
}

/** perft's count at `depth` if the probe reached it, else an estimate from the growth of the last ply probed. */
function perftEstimate(perft: (depth: number) => Result<number>, depth: number): Result<{ nodes: number; exact?: number }> {
  let previous = 1;
  for (let k = 0; ; k++) {
    const r = perft(k);
    if (!r.ok) return r;
    if (k === depth) return ok({ nodes: r.value, exact: r.value });
    if (k > 0 && r.value > PERFT_PROBE) return ok({ nodes: r.value * (r.value / previous) ** (depth - k) });
    previous = Math.max(1, r.value);
  }
}

/** Does a perft of `nodes` sequences fit in `budget` (the caller's) or in the reach? */
function perftFits(game: string, depth: number, nodes: number, reach: Reach, budget?: Budget): Result<true> {
  const what = `${game} perft ${depth} from this position`;
  if (budget && (budget.maxNodes !== undefined || budget.maxSeconds !== undefined)) {
    const limit = Math.min(budget.maxNodes ?? Infinity, (budget.maxSeconds ?? Infinity) * reach.perSecond);
    if (nodes <= limit) return ok(true);
    return err(engineError('ERR_OUT_OF_REACH', `out of reach: ${what} would count ${estimateText(nodes, reach)}; perft cannot stop midway, so its budget must cover that`));
  }
  if (nodes <= reach.maxNodes) return ok(true);
  return err(
    engineError(
      'ERR_OUT_OF_REACH',
      `out of reach: ${what} would count ${estimateText(nodes, reach)}, more than the ${roughly(reach.maxNodes)} perft may count without a budget; try a smaller depth, or give it a budget that covers it (on the command line: --max-nodes N or --time S)`,
    ),
  );
}

export function defineSolver<S extends Record<string, OptionSpec>, M extends MoveText, SX, AX, R = Record<string, never>>(
  def: GameSolver<S, M, SX, AX, R>,
): GameSolver<S, M, SX, AX, R> {
  function guarded<T>(kind: JobKind, position: string, options: unknown, context: SolveContext<R>, run: (o: OptionsOf<S>, c: SolveContext<R>) => Result<T>): Result<T> {
    const p = checkPosition(def.id, position);
    if (!p.ok) return p;
    const o = checkOptions(def.options, options ?? {}, def.id);
    if (!o.ok) return o;
    const estimate: Result<Estimate> = def.estimate(kind, position, o.value, context);
    if (!estimate.ok) return estimate;
    const budget = budgetFor(estimate.value, def.reach, context.budget);
    if (!budget.ok) return budget;
    return runWithin(budget.value, context.budget, () => run(o.value, { ...context, onProgress: budgeted(budget.value, context.onProgress) }));
  }
  return {
    ...def,
    solve(position, options, context = {}) {
      return guarded('solve', position, options, context, (o, c) => def.solve(position, o, c));
    },
    analyze(position, options, context = {}) {
      return guarded('analyze', position, options, context, (o, c) => def.analyze(position, o, c));
    },
    perft(position, depth, budget) {
      const p = checkPosition(def.id, position);
      if (!p.ok) return p;
      const d = checkDepth(depth, def.perftDepths, def.id);
      if (!d.ok) return d;
      const e = perftEstimate((k) => def.perft(position, k), d.value);
      if (!e.ok) return e;
      if (e.value.exact !== undefined) return ok(e.value.exact);
      const fits = perftFits(def.id, d.value, e.value.nodes, def.perftReach(position), budget);
      return fits.ok ? def.perft(position, d.value) : fits;
    },
  };
}
