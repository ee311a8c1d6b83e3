/**
 * @packageDocumentation
 * What a game's kit gives the cells that work on any game with an exact
 * solver (the solver cell today, the play cell next): reading and writing the
 * notation, whose turn it is in words, a solve's answer in words, and the
 * requests it sends to the solve worker. Each kit (`connect4.ts`,
 * `othello.ts`, `tetromino.ts`) implements it; the cell never knows a
 * game's rules, numbering or words.
 */

import type { Game, Player } from '../../engine/core/game.ts';
import type { Result } from '../../engine/core/result.ts';
import type { AnalysisFor, OptionsFor, SolutionFor, SolverId } from '../../engine/registry.ts';
import type { SolveJob } from '../jobs/requests.ts';
import type { Request } from '../sessions/play.ts';

/** A position the cell offers to load (a test set's problem, the lesson's example). */
interface SolverExample {
  /** Stable id, for the test hooks and the time taken ("ffo-40"). */
  readonly id: string;
  /** Short name on its button ("FFO #40"). */
  readonly label: string;
  /** The position in the game's notation. */
  readonly text: string;
  /** A few words beside it ("20 empty squares"). */
  readonly note?: string;
}

export interface SolverKit<G extends SolverId, P> {
  readonly game: G;
  /** The start of a game in the notation. */
  readonly start: string;
  /** The notation (a field, a link) as a checked position, or the problem in one sentence. */
  parse(text: string): Result<P>;
  /** Is there a move to search (the game is not over)? */
  playable(p: P): boolean;
  /** One line on the position: whose turn, or how the game ended. */
  status(p: P): string;
  /** The words of the solver cell for this game. */
  readonly words: {
    /** Accessible name of the notation field ("Moves", "Position"). */
    readonly input: string;
    /** What "every move" is called ("Score every column"). */
    readonly analyze: string;
    /** What the game calls a position's value ("Score", "Value"). */
    readonly value: string;
  };
  /** Options sent with every job unless the reader changes them. */
  readonly defaultOptions: OptionsFor<G>;
  /** The value of a solve in words. */
  describe(p: P, s: SolutionFor<G>, options: OptionsFor<G>): string;
  /** The best moves in words, when a plain list would be too long. */
  describeBest?(p: P, s: SolutionFor<G>): string;
  /** Where the answer came from, when not from a search (a book). */
  source?(s: SolutionFor<G>): string | undefined;
  /** Where "every move" put its values and where they came from, before the cost. */
  analysisNote?(a: AnalysisFor<G>): string;
  /** Positions to load with one click. */
  readonly examples?: readonly SolverExample[];
  /** The requests to the solve worker. */
  solve(text: string, options?: OptionsFor<G>): SolveJob<SolutionFor<G>>;
  analyze(text: string, options?: OptionsFor<G>): SolveJob<AnalysisFor<G>>;
}

/** A game's or a computer's settings, by key: a board size, a depth, an evaluation. */
export type PlaySettings = Readonly<Record<string, number | string>>;

/** A setting picked from a list; its options may depend on the others (K cannot exceed the board). */
export interface PlayChoice {
  readonly key: string;
  readonly label: string;
  options(values: PlaySettings): readonly (readonly [value: number | string, text: string])[];
}

/** The values with each choice among its options (K within the board): a value no longer offered becomes the last option. */
export function fitChoices(choices: readonly PlayChoice[], values: PlaySettings): PlaySettings {
  const fit = (c: PlayChoice, options = c.options(values)) => (options.some(([v]) => String(v) === String(values[c.key])) ? values[c.key] : options.at(-1)![0]);
  return { ...values, ...Object.fromEntries(choices.map((c) => [c.key, fit(c)])) };
}

/** One line of what the computer said of its move; `tone` marks the reader's move kept (good) or lost (bad). */
interface NoteLine {
  readonly id: string;
  readonly text: string;
  readonly tone?: 'good' | 'bad';
}

/** What a note may say about the move and the one before it. */
interface NoteContext<P> {
  /** The mover, to start a sentence: "The engine", "The second player (depth 4, open windows)". */
  readonly who: string;
  /** The mover inside a sentence: "the engine (first player)", "the second player". */
  readonly whom: string;
  /** The position it moved in, its number of moves before, its time from request to answer. */
  readonly before: P;
  readonly ply: number;
  readonly ms: number;
  readonly computer: PlaySettings;
  /** The move before it and who made it. */
  readonly previous: { readonly move: number; readonly by: 'human' | 'computer' } | null;
}

/** Every move's value for the side to move, read from an analysis ("Column scores"). */
interface PlayHints<P, A = unknown> {
  /** The button's words. */
  readonly label: string;
  ask(p: P): SolveJob<A>;
  read(a: A, p: P): { readonly values: ReadonlyMap<number | string, number>; readonly best: ReadonlySet<number | string>; readonly note: string; readonly hook: string };
}

/**
 * What a game's kit gives the play cell (`islands/play/PlayCell.tsx`): the
 * rules (the engine's `Game`, for the settings chosen), the settings, the
 * words, and the computer's move as a job. The cell and the session model
 * (`lib/sessions/play.ts`) do the rest, the same for every game.
 */
export interface PlayKit<P, R> {
  readonly game: 'tictactoe' | 'connect4' | 'othello' | 'tetromino';
  /** The game's own settings (a board), with their defaults. */
  readonly settings: readonly PlayChoice[];
  readonly defaults: PlaySettings;
  rules(settings: PlaySettings): Game<P>;
  /** A computer's settings (a depth), their defaults, and their words ("depth 4, open windows"). */
  readonly computer: readonly PlayChoice[];
  readonly computerDefaults: PlaySettings;
  computerWords?(c: PlaySettings): string;
  /** Does the computer choose at random among equal moves (the seed field)? */
  readonly seeded: boolean;
  /** The players' names: "X", "crosses", "first player", "black". */
  readonly sides: readonly [string, string];
  /** A move for people when not as the notation writes it (the courses' cell numbers); the links join the notation's with `separator`. */
  moveName?(m: number, p: P): string;
  readonly separator: string;
  /** After "Your move: ": what the person does ("you play X"); `other` is the opponent ("the engine"). */
  yourMove(p: P, player: Player, other: string): string;
  /** After "You win: ": how ("three in a row"); `loser` is "you", "the engine" or a side. */
  won(p: P, winner: Player, loser: string): string;
  /** A draw, in one sentence. */
  draw(p: P): string;
  /** The computer's move, asked of the worker (or computed in the page). */
  ask(q: Request<P, R, PlaySettings>): SolveJob<{ readonly move: number; readonly said: R }>;
  note(said: R, c: NoteContext<P>): readonly NoteLine[];
  readonly hints?: PlayHints<P>;
}
