/**
 * @packageDocumentation
 * A job's budget: how many positions it may search, and for how long. Every
 * job runs under one (see `reach.ts`): the budget its caller gave (the CLI's
 * `--max-nodes N`, `--time S`), or else the game's reach.
 *
 * How it is enforced, without a check in any hot loop: the solvers already
 * call their progress listener from inside the search, about every 100 ms
 * (`core/progress.ts`), and a throw from that listener unwinds the search (the
 * solvers' tables only hold proven results, so nothing is left half-true). The
 * budget is a listener that throws `BudgetExhausted` once the count or the
 * clock passes the limit, then hands the report on. A run may therefore pass
 * its budget by up to one report's worth of work (a tenth of a second).
 */

import type { ProgressListener } from '../core/progress.ts';

export interface Budget {
  /** Positions the job may search. */
  readonly maxNodes?: number;
  /** Seconds the job may run. */
  readonly maxSeconds?: number;
}

/** Thrown from a budgeted listener; `within` turns it into a result. */
export class BudgetExhausted extends Error {
  constructor(
    /** Positions searched when the job was stopped. */
    readonly nodes: number,
    readonly seconds: number,
  ) {
    super(`budget exhausted after ${nodes} positions`);
  }
}

/** A listener that enforces `budget` and passes every report on to `listener`. */
export function budgeted(budget: Budget, listener?: ProgressListener, now: () => number = Date.now): ProgressListener {
  const t0 = now();
  const maxNodes = budget.maxNodes ?? Infinity;
  const maxMs = (budget.maxSeconds ?? Infinity) * 1000;
  return (p) => {
    const ms = now() - t0;
    if (p.nodes > maxNodes || ms > maxMs) throw new BudgetExhausted(p.nodes, ms / 1000);
    listener?.(p);
  };
}

/** The budget in the CLI's words, e.g. "--max-nodes 1000000 --time 5". */
export function budgetText(b: Budget): string {
  return [b.maxNodes !== undefined ? `--max-nodes ${b.maxNodes}` : '', b.maxSeconds !== undefined ? `--time ${b.maxSeconds}` : ''].filter(Boolean).join(' ');
}
