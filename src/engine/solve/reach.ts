/**
 * @packageDocumentation
 * What is in reach: no job runs unbounded unless its caller asks for it.
 *
 * Each game declares its reach: the most positions a job may search when its
 * caller gave no budget, chosen from measured node counts so that every job
 * the site's pages offer fits (the numbers and the measurements are in each
 * game's adapter). Before a job starts, the game estimates its size (from the
 * position and the options: empty squares, board size, depth, growth of a
 * shallow probe). Then:
 *
 * - an estimate beyond the reach is refused at once (`ERR_OUT_OF_REACH`),
 *   with the estimate in words and how to ask anyway: give a budget;
 * - a job in reach runs with the reach as its budget, so an estimate that was
 *   wrong costs at most the reach, and ends in the same refusal;
 * - a job given a budget (`--max-nodes N`, `--time S`) is not estimated: it
 *   runs until it answers or the budget runs out (`ERR_BUDGET`, "budget
 *   exhausted after N nodes").
 *
 * The worker gives no budget, so a page gets the same refusals as the CLI,
 * as an error its cell shows.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { BudgetExhausted, budgetText, type Budget } from './budget.ts';

/** What a job is expected to cost, and the job in words for a refusal. */
export interface Estimate {
  /** Positions it should search (move sequences for perft). */
  readonly nodes: number;
  /** The job, e.g. "the empty 7x6 board, not in the opening book". */
  readonly what: string;
}

/** A game's limits for one kind of job (see the module comment). */
export interface Reach {
  /** The most positions a job without a budget may search. */
  readonly maxNodes: number;
  /** Measured speed (Node 20, one core), to put a time on an estimate. */
  readonly perSecond: number;
  /** What a node is, in words: "positions", "move sequences". */
  readonly unit: string;
}

const ASK = 'to run it anyway, give it a budget (on the command line: --max-nodes N or --time S)';

/** A large number for people: "950,000", "2.4 billion", "3e+23". */
export function roughly(n: number): string {
  if (!Number.isFinite(n)) return 'unbounded';
  if (n < 1e6) return Math.round(n).toLocaleString('en-US');
  const two = (x: number) => x.toLocaleString('en-US', { maximumSignificantDigits: 2 });
  if (n < 1e9) return `${two(n / 1e6)} million`;
  if (n < 1e12) return `${two(n / 1e9)} billion`;
  return n.toExponential(0);
}

/** A duration for people: "40 s", "12 min", "5 h", "3 days", "1e+9 years". */
export function duration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'for ever';
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${Math.round(seconds / 3600)} h`;
  if (seconds < 2 * 365 * 86400) return `${Math.round(seconds / 86400)} days`;
  const years = seconds / (365 * 86400);
  return `${years < 1e6 ? Math.round(years).toLocaleString('en-US') : years.toExponential(0)} years`;
}

/** "about 2.4 billion positions (40 min at 2 million a second)". */
export const estimateText = (nodes: number, r: Reach): string =>
  `about ${roughly(nodes)} ${r.unit} (${duration(nodes / r.perSecond)} at ${roughly(r.perSecond)} a second)`;

/**
 * The budget a job runs under: the one its caller gave, or the reach when
 * the estimate fits in it; otherwise the refusal, in one sentence.
 */
export function budgetFor(estimate: Estimate, reach: Reach, given?: Budget): Result<Budget> {
  if (given && (given.maxNodes !== undefined || given.maxSeconds !== undefined)) return ok(given);
  if (estimate.nodes <= reach.maxNodes) return ok({ maxNodes: reach.maxNodes });
  return err(
    engineError(
      'ERR_OUT_OF_REACH',
      `out of reach: ${estimate.what} would take ${estimateText(estimate.nodes, reach)}, more than the ${roughly(reach.maxNodes)} a job may search without a budget; ${ASK}`,
    ),
  );
}

const hasBudget = (given?: Budget): given is Budget => given !== undefined && (given.maxNodes !== undefined || given.maxSeconds !== undefined);

/**
 * Runs `job` under `budget` (the job installs `budgeted(budget, ...)` as its
 * listener): a `BudgetExhausted` thrown from inside becomes `ERR_BUDGET` when
 * the caller gave the budget, `ERR_OUT_OF_REACH` when it was the reach.
 */
export function runWithin<T>(budget: Budget, given: Budget | undefined, job: () => Result<T>): Result<T> {
  try {
    return job();
  } catch (e) {
    if (!(e instanceof BudgetExhausted)) throw e;
    if (hasBudget(given)) return err(engineError('ERR_BUDGET', `budget exhausted after ${e.nodes} nodes (${budgetText(given)}): no answer`));
    return err(engineError('ERR_OUT_OF_REACH', `out of reach: stopped after ${roughly(e.nodes)} positions, the most a job may search without a budget (${roughly(budget.maxNodes ?? 0)}); ${ASK}`));
  }
}
