/**
 * @packageDocumentation
 * Checked exercises: a question drawn from a seed, the reader's answer read
 * with a named error when it cannot be read, checked against the engine's own
 * answer, and the answer with its reasoning on request. One shape for every
 * lesson's exercises; the exercise cell (`islands/Exercises.tsx`) shows any
 * set of them.
 */

import type { Result } from '../../../engine/core/result.ts';
import type { Connect4Position } from '../../../engine/games/connect4/position.ts';

/** How an answer is typed: one line, or several (a printed board). */
type AnswerInput = 'line' | 'lines';

/** A board to show with a question, drawn by the game's own board view (or as text). */
export type ExercisePicture =
  | { readonly kind: 'tictactoe'; readonly cells: string; readonly numbering: 'reading' | 'coords' }
  | { readonly kind: 'connect4'; readonly position: Connect4Position }
  | { readonly kind: 'text'; readonly label: string; readonly text: string };

interface ExerciseInstance<A> {
  /** The question, one or two sentences (may name a board shown beside it). */
  readonly prompt: string;
  /** A tic-tac-toe board to show with the question, nine characters in reading order, cells in the course's numbering. */
  readonly board?: string;
  /** Any other picture to show with the question. */
  readonly picture?: ExercisePicture;
  /** A hint for this question, when it needs one of its own (else the exercise's). */
  readonly hint?: string;
  /** The engine's answer. */
  readonly answer: A;
  /** The answer as the course would write it. */
  readonly answerText: string;
  /** Why it is the answer, in a sentence or two. */
  readonly explanation: string;
  /**
   * A tree to prune by hand in the visualiser's exercise mode (the toy game's notation), when the
   * question is alpha-beta's cuts on it: the card offers to mount the explorer, and its Check counts.
   */
  readonly visualiser?: { readonly tree: string };
  /** Reads and checks answers that depend on the question's position (a move): these replace the exercise's own. */
  readonly read?: (text: string) => Result<A>;
  readonly check?: (given: A) => Verdict;
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
  /** The course's function, e.g. "pos_to_bb : int → int", when the exercise is about one. */
  readonly signature?: string;
  /** A nudge shown on request, before the answer. */
  readonly hint?: string;
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
