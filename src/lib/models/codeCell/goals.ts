/**
 * @packageDocumentation
 * Goals for the code cells: a target the reader's evaluation must reach,
 * declared by the page (`<CodeCell goal="connect4-beat" />`), stated above the
 * cell and checked when a match ends. A goal is one of the page's checked
 * exercises (its id in the page's set, `lib/progress/pageExercises.ts`).
 *
 * The one kind of goal: **beat the built-in evaluation** in a match with
 * pinned settings (depth, games, seed): more wins than it, and no game
 * stopped by a problem in the reader's code. Nothing here is a typed figure
 * to reach: the opponent is the engine's own evaluation and the bar is the
 * match itself. Two things keep it honest, both checked by the unit tests
 * with the engine: the engine's own evaluation does not meet it (playing
 * itself, the seats share the games), and an evaluation that sees threats
 * does (`THREATS`, below).
 *
 * Trust: the check reads only the games the sandbox reported back (the match's
 * records, `match.ts`); the reader's code never says whether it met the goal.
 */

import type { Connect4Config } from '../../../engine/games/connect4/layout.ts';
import type { CodeCellWords } from '../../../i18n/messages/codeCell/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { ExerciseSetName } from '../../progress/pageExercises.ts';
import type { CodeGame } from './contracts.ts';
import { tallyMatch, type MatchGameRecord, type MatchTally } from './match.ts';

export interface MatchGoal {
  /** The exercise's id in its page's set ("G1"). */
  readonly id: string;
  readonly set: ExerciseSetName;
  readonly game: CodeGame;
  /** Connect Four's board, which the cell must play on. */
  readonly config?: Readonly<Pick<Connect4Config, 'width' | 'height' | 'k'>>;
  /** The match's settings: search depth, games, seed. */
  readonly depth: number;
  readonly games: number;
  readonly seed: number;
  /** A nudge, shown on request. */
  readonly hint: string;
}

export const CODE_GOALS = {
  'tictactoe-beat': {
    id: 'G1',
    set: 'bitboards',
    game: 'tictactoe',
    depth: 1,
    games: 10,
    seed: 1,
    hint: 'At depth 1 the search sees only the wins of the next move. Let your function see threats: a line holding two stones of one side and an empty cell. The side to move wins with its own; two of the opponent’s cannot both be blocked.',
  },
  'connect4-beat': {
    id: 'G1',
    set: 'connect4',
    game: 'connect4',
    config: { width: 5, height: 4, k: 3 },
    depth: 3,
    games: 20,
    seed: 1,
    hint: 'The open windows count lines a side could complete some day. A window that lacks one stone, whose empty cell can be played now, is a threat: the side to move wins with its own, and two of the opponent’s cannot both be blocked.',
  },
} as const satisfies Record<string, MatchGoal>;

export type CodeGoalName = keyof typeof CODE_GOALS;

export const isCodeGoalName = (x: string): x is CodeGoalName => Object.hasOwn(CODE_GOALS, x);

/** What the goal asks, in one sentence (the settings are the goal's own). */
export function goalStatement(goal: MatchGoal, t: CodeCellWords = messages().codeCell): string {
  return t.goalStatement(goal.games, goal.depth, goal.seed);
}

/** The goal's hint in `t`'s language (the English one is the goal's own `hint`). */
export const goalHint = (goal: MatchGoal, t: CodeCellWords = messages().codeCell): string => t.goalHints[goal.game];

/** A match as the goal sees it: its settings, how it ended and the games the sandbox reported. */
export interface GoalMatch {
  readonly status: 'running' | 'done' | 'cancelled' | 'error';
  readonly depth: number;
  readonly games: number;
  readonly seed: number;
  /** The opponent was the engine's own evaluation (not a saved version). */
  readonly againstBuiltIn: boolean;
  readonly records: readonly MatchGameRecord[];
}

export type GoalCheck =
  /** Nothing to judge yet (no match, a match running, cancelled, or with other settings). */
  | { readonly status: 'open'; readonly reason: string }
  | { readonly status: 'met' | 'not-met'; readonly reason: string; readonly tally: MatchTally };

/** How the match's settings differ from the goal's, in words (empty when they agree). */
function otherSettings(goal: MatchGoal, m: GoalMatch, t: CodeCellWords): string[] {
  const out: string[] = [];
  if (m.depth !== goal.depth) out.push(t.goalOtherDepth(m.depth, goal.depth));
  if (m.games !== goal.games) out.push(t.goalOtherGames(m.games, goal.games));
  if (m.seed !== goal.seed) out.push(t.goalOtherSeed(m.seed, goal.seed));
  if (!m.againstBuiltIn) out.push(t.goalOtherOpponent);
  return out;
}

/** Whether the match met the goal, and why, from the games the sandbox reported. */
export function checkGoal(goal: MatchGoal, m: GoalMatch | null, t: CodeCellWords = messages().codeCell): GoalCheck {
  if (!m) return { status: 'open', reason: t.goalNoMatch };
  if (m.status === 'running') return { status: 'open', reason: t.goalRunning };
  const differs = otherSettings(goal, m, t);
  if (differs.length > 0) return { status: 'open', reason: t.goalNotCounted(differs) };
  if (m.status !== 'done' || m.records.length !== goal.games) return { status: 'open', reason: t.goalUnfinished(m.records.length, goal.games) };
  const tally = tallyMatch(m.records);
  const score = t.goalScore(tally.a, tally.b, tally.draws);
  if (tally.stopped > 0) return { status: 'not-met', tally, reason: t.goalStopped(tally.stopped) };
  if (tally.a > tally.b) return { status: 'met', tally, reason: `${score}.` };
  return { status: 'not-met', tally, reason: t.goalScoreShort(score) };
}
