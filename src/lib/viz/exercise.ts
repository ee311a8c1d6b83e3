/**
 * @packageDocumentation
 * Exercise mode: the reader sees the whole tree with its leaf values, fills in
 * the value of the inner nodes and marks the branches alpha-beta never looks
 * at; then checks, or reveals the solution.
 *
 * What counts as right, and why:
 * - a value is right when it is the node's minimax value (what the node is
 *   worth), or, at a node alpha-beta left early, the bound alpha-beta returned
 *   there ("≥ 39" or just "39"): both are defensible answers to "what does the
 *   node get"; the solution shows the two;
 * - a cut is marked on the topmost node of a skipped branch (the edge the
 *   scissors cut); marking a node inside a branch already cut is harmless.
 * Values inside skipped branches are not asked for.
 */

import { type StepView } from './replay.ts';
import { toView } from './perspective.ts';
import type { TraceModel } from './traceModel.ts';
import type { Perspective, TreeSource, ValueKind } from './types.ts';
import { formatScore } from './format.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface ExpectedValue {
  /** The minimax value, in the exercise's perspective. */
  readonly exact: number;
  /** What alpha-beta returned when it is only a bound. */
  readonly bound?: { readonly kind: 'lower' | 'upper'; readonly value: number };
}

export interface ExerciseSolution {
  /** Inner nodes alpha-beta enters, by key. */
  readonly values: ReadonlyMap<string, ExpectedValue>;
  /** Keys of the pruned stubs: the topmost node of each skipped branch. */
  readonly cuts: ReadonlySet<string>;
}

export interface ExerciseAnswers {
  /** Typed values by node key (free text: "36", "≥ 39", ">=39", "-5", "−5"). */
  readonly values: Readonly<Record<string, string>>;
  /** Node keys marked as cut. */
  readonly cuts: ReadonlySet<string>;
}

export type Mark = 'right' | 'wrong' | 'missing' | 'not-needed';

export interface ExerciseReport {
  readonly values: ReadonlyMap<string, Mark>;
  readonly cuts: ReadonlyMap<string, Mark>;
  readonly valuesRight: number;
  readonly valuesAsked: number;
  readonly cutsFound: number;
  readonly cutsAsked: number;
  readonly cutsWrong: number;
  readonly allRight: boolean;
}

/** Builds the solution from a complete alpha-beta recording viewed at its last step. */
export function exerciseSolution(model: TraceModel, finalView: StepView, source: TreeSource, perspective: Perspective): ExerciseSolution {
  const values = new Map<string, ExpectedValue>();
  const cuts = new Set<string>();
  for (const n of model.nodes) {
    if (n.kind === 'pruned') {
      cuts.add(n.key);
      continue;
    }
    if (n.children.length === 0) continue; // a leaf: its value is given
    const exact = toView(source.value(n.path, n.depthLeft), n.player, perspective);
    const kind = KIND_NAMES[finalView.kind[n.index]];
    const v = finalView.value[n.index];
    values.set(n.key, kind === 'lower' || kind === 'upper' ? { exact, bound: { kind, value: v } } : { exact });
  }
  return { values, cuts };
}

const KIND_NAMES: readonly ValueKind[] = ['none', 'best-so-far', 'exact', 'lower', 'upper'];

/** Reads "36", "-5", "−5", "≥ 39", ">=39", "≤21", "<= 21"; undefined when it is not a number. */
export function parseAnswer(text: string): { value: number; relation: '' | '≥' | '≤' } | undefined {
  const t = text
    .trim()
    .replace(/\u2212/g, '-')
    .replace(/\s+/g, '');
  const m = /^(>=|≥|<=|≤)?([-+]?\d+(?:\.\d+)?)$/.exec(t);
  if (!m) return undefined;
  const rel = m[1] === '>=' || m[1] === '≥' ? '≥' : m[1] === '<=' || m[1] === '≤' ? '≤' : '';
  return { value: Number(m[2]), relation: rel };
}

/** The answers typed so far that are no number at all ("abc"), by node key, in the order given. */
export function notNumbers(values: Readonly<Record<string, string>>): string[] {
  return Object.entries(values)
    .filter(([, text]) => text.trim() !== '' && parseAnswer(text) === undefined)
    .map(([key]) => key);
}

/** What the page says about such an answer, after the node's name. */
export function notANumberText(text: string, locale: Locale = 'en'): string {
  const t = messages(locale).explorer;
  const typed = text.trim();
  return t.notANumber(typed.length > 24 ? `${typed.slice(0, 24)}…` : typed);
}

function valueMark(expected: ExpectedValue, text: string | undefined): Mark {
  if (text === undefined || text.trim() === '') return 'missing';
  const a = parseAnswer(text);
  if (!a) return 'wrong';
  if (a.relation === '' && a.value === expected.exact) return 'right';
  if (expected.bound && a.value === expected.bound.value) {
    const rel = expected.bound.kind === 'lower' ? '≥' : '≤';
    if (a.relation === '' || a.relation === rel) return 'right';
  }
  return 'wrong';
}

/** Marks every answer; `inPruned(key)` tells whether a node lies inside a skipped branch. */
export function checkExercise(solution: ExerciseSolution, answers: ExerciseAnswers, inPruned: (key: string) => boolean): ExerciseReport {
  const values = new Map<string, Mark>();
  let valuesRight = 0;
  for (const [key, expected] of solution.values) {
    const mark = valueMark(expected, answers.values[key]);
    values.set(key, mark);
    if (mark === 'right') valuesRight++;
  }
  for (const [key, text] of Object.entries(answers.values)) {
    if (!solution.values.has(key) && text.trim() !== '') values.set(key, 'not-needed');
  }
  const cuts = new Map<string, Mark>();
  let cutsFound = 0;
  let cutsWrong = 0;
  for (const key of solution.cuts) {
    if (answers.cuts.has(key)) {
      cuts.set(key, 'right');
      cutsFound++;
    } else cuts.set(key, 'missing');
  }
  for (const key of answers.cuts) {
    if (solution.cuts.has(key)) continue;
    if (inPruned(key)) cuts.set(key, 'not-needed');
    else {
      cuts.set(key, 'wrong');
      cutsWrong++;
    }
  }
  const valuesAsked = solution.values.size;
  const cutsAsked = solution.cuts.size;
  return {
    values,
    cuts,
    valuesRight,
    valuesAsked,
    cutsFound,
    cutsAsked,
    cutsWrong,
    allRight: valuesRight === valuesAsked && cutsFound === cutsAsked && cutsWrong === 0,
  };
}

/** The solution as the reader would have typed it: "36", or "≥ 39 (exactly 39)" at a node left early. */
export function solutionText(expected: ExpectedValue): string {
  if (!expected.bound) return formatScore(expected.exact);
  const rel = expected.bound.kind === 'lower' ? '≥' : '≤';
  return `${rel}${formatScore(expected.bound.value)}`;
}

/** One line for the reader after a check. */
export function reportSummary(r: ExerciseReport, locale: Locale = 'en'): string {
  const t = messages(locale).explorer;
  if (r.allRight) return t.allRight(r.valuesAsked, r.cutsAsked);
  return `${t.valuesRight(r.valuesRight, r.valuesAsked)} ${t.cutsFound(r.cutsFound, r.cutsAsked, r.cutsWrong)}`;
}

