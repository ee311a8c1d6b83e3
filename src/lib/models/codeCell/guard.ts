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

/** The type of a result that is not a number, as `problemNotNumber` names it. */
export const VALUE_TYPES = ['undefined', 'null', 'array', 'object', 'string', 'boolean', 'bigint', 'symbol', 'function'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/**
 * A problem's particulars as data, beside its English message: the page puts
 * them in words in its own language (`lib/codeCell/cell/words.ts`), so no
 * sentence written in the sandbox reaches a French page.
 */
export interface ProblemDetail {
  /** threw: the exception as the reader's code threw it (its own text). */
  readonly thrown?: string;
  /** threw, time: while the script loaded, before the first move. */
  readonly loading?: boolean;
  /** threw: the search itself failed, not the reader's code (`thrown`: what it threw). */
  readonly search?: boolean;
  /** not-a-number: the result's type. */
  readonly type?: ValueType;
  /** not-a-number, not-finite: the result as the reader would write it ("Infinity", `"abc"`). */
  readonly shown?: string;
  /** out-of-range: the result, and the bound it passed. */
  readonly value?: number;
  readonly limit?: number;
  /** time: the limit, and the move (from 1) that ran past it. */
  readonly limitMs?: number;
  readonly move?: number;
}

/** What stopped a game: thrown through the search, caught by the match. */
export class EvaluationProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
    /** The board where it happened, as text (top row first). */
    readonly board?: string,
    readonly detail?: ProblemDetail,
  ) {
    super(message);
    this.name = 'EvaluationProblem';
  }
}

const MINUS = '\u2212';
const signed = (n: number): string => (n < 0 ? `${MINUS}${Math.abs(n).toLocaleString('en-US')}` : n.toLocaleString('en-US'));

/** Longest text of the reader's making that goes into a message (a thrown message, a name). */
export const MAX_THROWN_TEXT = 300;

/** `text` cut to `max` characters, saying so. */
const clip = (text: string, max = MAX_THROWN_TEXT): string => (text.length > max ? `${text.slice(0, max)}… (${(text.length - max).toLocaleString('en-US')} more characters)` : text);

/**
 * A value as the reader would write it, kept short. Never runs the reader's
 * code: `typeof` and `Array.isArray` call no getter, and a revoked proxy, on
 * which `Array.isArray` throws, is named as an object.
 */
export function showValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 24 ? `${v.slice(0, 24)}…` : v);
  if (typeof v === 'bigint') return clip(`${v}n`, 40);
  if (typeof v === 'function') return 'a function';
  if (v !== null && typeof v === 'object') return isArray(v) ? 'an array' : 'an object';
  return clip(String(v), 60);
}

function isArray(v: object): boolean {
  try {
    return Array.isArray(v);
  } catch {
    return false;
  }
}

/** The type of a wrong result. */
function typeOf(v: unknown): ValueType {
  if (v === null) return 'null';
  const t = typeof v;
  if (t === 'object') return isArray(v as object) ? 'array' : 'object';
  return t as ValueType;
}

/** A word for the type of a wrong result. */
function typeWords(v: unknown): string {
  if (v === undefined) return 'undefined: is a return statement missing?';
  if (v === null) return 'null';
  const t = typeof v;
  if (t === 'object') return isArray(v as object) ? 'an array' : 'an object';
  return `a ${t}`;
}

/**
 * Checks one result against the contract: undefined when it is a finite
 * number strictly between -limit and limit, else the problem in words.
 */
export function checkScore(v: unknown, limit: number): { kind: ProblemKind; text: string; detail: ProblemDetail } | undefined {
  if (typeof v !== 'number') {
    const shown = v === undefined || v === null ? undefined : showValue(v);
    return { kind: 'not-a-number', text: `returned ${shown === undefined ? '' : `${shown}, `}${typeWords(v)}, not a number`, detail: { type: typeOf(v), ...(shown !== undefined ? { shown } : {}) } };
  }
  if (!Number.isFinite(v)) {
    const shown = v < 0 ? `${MINUS}Infinity` : String(v);
    return { kind: 'not-finite', text: `returned ${shown}, not a finite number`, detail: { shown } };
  }
  if (!(v > -limit && v < limit)) {
    return {
      kind: 'out-of-range',
      text: `returned ${signed(v)}, outside the range: a score must lie strictly between ${signed(-limit)} and ${signed(limit)}, where only a finished game goes`,
      detail: { value: v, limit },
    };
  }
  return undefined;
}

/**
 * An exception as the reader's code threw it ("TypeError: x is not a
 * function"), cut to `MAX_THROWN_TEXT`. What was thrown is the reader's: its
 * `name` and `message` may be getters that throw (answered here as "an
 * exception that cannot be read") or never end (the page's time limit stops
 * those), and a 16 MB message is cut before it is copied anywhere.
 */
export function describeThrown(e: unknown): string {
  if (e === null || (typeof e !== 'object' && typeof e !== 'function')) return showValue(e);
  try {
    if (!(e instanceof Error)) return showValue(e);
    const name: unknown = e.name;
    const message: unknown = e.message;
    return `${typeof name === 'string' ? clip(name, 60) : 'Error'}: ${typeof message === 'string' ? clip(message) : showValue(message)}`;
  } catch {
    return 'an exception that cannot be read';
  }
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
      const thrown = describeThrown(e);
      throw new EvaluationProblem('threw', `${who} threw an exception, ${thrown}`, board, { thrown });
    }
    const problem = checkScore(v, contract.limit);
    if (problem) throw new EvaluationProblem(problem.kind, `${who} ${problem.text}`, contract.boardText(pos), problem.detail);
    return v as number;
  };
}
