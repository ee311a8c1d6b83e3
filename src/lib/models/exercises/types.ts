/**
 * @packageDocumentation
 * Checked exercises: a question drawn from a seed, the reader's answer read
 * with a named error when it cannot be read, checked against the engine's own
 * answer, and the answer with its reasoning on request. One shape for every
 * lesson's exercises; the exercise cell (`islands/Exercises.tsx`) shows any
 * set of them.
 */

import type { Result } from '../../../engine/core/result.ts';

/** How an answer is typed: one line, or several (a printed board). */
type AnswerInput = 'line' | 'lines';

interface ExerciseInstance<A> {
  /** The question, one or two sentences (may name a board shown beside it). */
  readonly prompt: string;
  /** A board to show with the question: nine characters in reading order. */
  readonly board?: string;
  /** The engine's answer. */
  readonly answer: A;
  /** The answer as the course would write it. */
  readonly answerText: string;
  /** Why it is the answer, in a sentence or two. */
  readonly explanation: string;
}

export interface Verdict {
  readonly right: boolean;
  /** Feedback in words: what was right, or what the answer given means. */
  readonly message: string;
}

export interface Exercise<A> {
  /** The course's number, e.g. "A1". */
  readonly id: string;
  readonly title: string;
  /** The course's function, e.g. "pos_to_bb : int → int". */
  readonly signature: string;
  /** Where the course's statement is wrong or incomplete, what to know (shown under the title). */
  readonly courseNote?: string;
  readonly input: AnswerInput;
  /** What to type, e.g. "a number: decimal, 0x… or 0b…". */
  readonly format: string;
  instance(seed: number): ExerciseInstance<A>;
  /** Reads the reader's text, or says why it cannot be read. */
  read(text: string): Result<A>;
  /** Checks a read answer against the instance. */
  check(given: A, instance: ExerciseInstance<A>): Verdict;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- `unknown` would not accept an exercise's typed `check(given: A)` (parameters are contravariant)
export type AnyExercise = Exercise<any>;
