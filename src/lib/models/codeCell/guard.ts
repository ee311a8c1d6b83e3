/**
 * @packageDocumentation
 * The reader's evaluation, checked at every call against its contract
 * (`contracts.ts`): the search only ever sees a finite number strictly inside
 * the range, or the game stops with an `EvaluationProblem` that names what
 * went wrong, on which board.
 *
 * Finished games never reach the reader's function: the engine scores them
 * (a win, a loss, a draw), so the reader writes a heuristic and nothing else.
 */

import type { Score } from '../../../engine/core/score.ts';
import type { Evaluate } from '../../../engine/search/types.ts';
import type { Contract } from './contracts.ts';

export type ProblemKind = 'threw' | 'not-a-number' | 'not-finite' | 'out-of-range' | 'time' | 'no-function';

/** What stopped a game: thrown through the search, caught by the match. */
export class EvaluationProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
    /** The board where it happened, as text (top row first). */
    readonly board?: string,
  ) {
    super(message);
    this.name = 'EvaluationProblem';
  }
}

const MINUS = '\u2212';
const signed = (n: number): string => (n < 0 ? `${MINUS}${Math.abs(n).toLocaleString('en-US')}` : n.toLocaleString('en-US'));

/** A value as the reader would write it, kept short. */
export function showValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 24 ? `${v.slice(0, 24)}…` : v);
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'function') return 'a function';
  if (Array.isArray(v)) return 'an array';
  if (v !== null && typeof v === 'object') return 'an object';
  return String(v);
}

/** A word for the type of a wrong result. */
function typeWords(v: unknown): string {
  if (v === undefined) return 'undefined: is a return statement missing?';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  const t = typeof v;
  return t === 'object' ? 'an object' : `a ${t}`;
}

/**
 * Checks one result against the contract: undefined when it is a finite
 * number strictly between -limit and limit, else the problem in words.
 */
export function checkScore(v: unknown, limit: number): { kind: ProblemKind; text: string } | undefined {
  if (typeof v !== 'number') {
    const shown = v === undefined || v === null ? '' : `${showValue(v)}, `;
    return { kind: 'not-a-number', text: `returned ${shown}${typeWords(v)}, not a number` };
  }
  if (!Number.isFinite(v)) return { kind: 'not-finite', text: `returned ${v < 0 ? `${MINUS}Infinity` : String(v)}, not a finite number` };
  if (!(v > -limit && v < limit)) {
    return {
      kind: 'out-of-range',
      text: `returned ${signed(v)}, outside the range: a score must lie strictly between ${signed(-limit)} and ${signed(limit)}, where only a finished game goes`,
    };
  }
  return undefined;
}

/** The first line of an exception, as the reader's code threw it. */
export function describeThrown(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return showValue(e);
}

/**
 * The reader's function as the search's `Evaluate`: finished games scored by
 * the engine, every other position given in the plain form and the result
 * checked. `who` names the function in messages ("your evaluation").
 */
export function guarded<P>(contract: Contract<P>, fn: (position: unknown) => unknown, who: string): Evaluate<P> {
  const game = contract.engine;
  return (pos: P): Score => {
    if (game.outcome(pos) !== undefined) return game.evaluate(pos);
    let v: unknown;
    try {
      v = fn(contract.plain(pos));
    } catch (e) {
      const board = contract.boardText(pos);
      throw new EvaluationProblem('threw', `${who} threw an exception, ${describeThrown(e)}`, board);
    }
    const problem = checkScore(v, contract.limit);
    if (problem) throw new EvaluationProblem(problem.kind, `${who} ${problem.text}`, contract.boardText(pos));
    return v as number;
  };
}
