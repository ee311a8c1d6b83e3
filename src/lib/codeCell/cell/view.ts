/**
 * @packageDocumentation
 * What a code cell shows, computed from its state: the cell's `data-state`,
 * the errors to list, whose code it is, the opponent, the tally, and a
 * replayed game at one move (its position, its caption). Pure functions of
 * the state and the game's contract; the views only draw them.
 */

import type { Contract } from '../../models/codeCell/contracts.ts';
import { positionOf } from '../../models/codeCell/contracts.ts';
import type { GoalMatch } from '../../models/codeCell/goals.ts';
import { tallyMatch, type MatchGameRecord, type MatchTally, type SideId } from '../../models/codeCell/match.ts';
import type { CompileDiagnostic, CompileResult } from '../compile.ts';
import type { SavedVersion } from '../storage.ts';
import type { CodeCellState, MatchNames } from './state.ts';
import { moveWords, problemWords, type CodeCellWords } from './words.ts';
import { messages } from '../../../i18n/messages.ts';

/** The root's `data-state` (a test hook): running, checking, done or idle. */
export function cellState(s: CodeCellState): 'running' | 'checking' | 'done' | 'idle' {
  if (s.match?.status === 'running') return 'running';
  if (s.check.status === 'checking') return 'checking';
  return s.match?.status === 'done' ? 'done' : 'idle';
}

export const isRunning = (s: CodeCellState): boolean => s.match?.status === 'running';

/** The last check's answer, when it was for the code as it is now. */
export const currentCheck = (s: CodeCellState): CompileResult | undefined => (s.check.status === 'done' && s.check.source === s.code ? s.check.result : undefined);

/** The errors to list under the code: the last check's, while the code is the one it checked. */
export const diagnostics = (s: CodeCellState): readonly CompileDiagnostic[] => currentCheck(s)?.diagnostics ?? [];

/** The code changed since the last check. */
export const isStale = (s: CodeCellState): boolean => s.check.status === 'done' && s.check.source !== s.code;

/** Someone else's code, from the link, not yet edited or kept by the reader. */
export const isLinkedCode = (s: CodeCellState, contract: Contract): boolean => s.origin === 'link' && s.code !== contract.template;

/** Whose code it is, beside the heading (when it is not a link's). */
export const originWords = (s: CodeCellState, contract: Contract, t: CodeCellWords = messages().codeCell): string => (s.code === contract.template ? t.engineOwn : t.edited);

export const opponentVersion = (s: CodeCellState): SavedVersion | undefined => (s.opponent === 'built-in' ? undefined : s.versions.find((v) => v.number === s.opponent));

/** The opponent in words: the built-in evaluation, or a saved version. */
export function opponentName(s: CodeCellState, t: CodeCellWords = messages().codeCell): string {
  const v = opponentVersion(s);
  return v ? t.savedVersion(v.number) : t.builtIn;
}

/** The last match as a goal judges it (`models/codeCell/goals.ts`): its settings, its end, the games the sandbox reported. */
export function goalMatch(s: CodeCellState): GoalMatch | null {
  const m = s.match;
  if (!m) return null;
  return { status: m.status, depth: m.depth, games: m.games, seed: m.seed, againstBuiltIn: m.builtIn, records: m.records };
}

export const tally = (s: CodeCellState): MatchTally | null => (s.match ? tallyMatch(s.match.records) : null);

/** The games-per-match menu: the usual counts, and the page's own when it differs. */
export const gameCounts = (games: number): number[] => [...new Set([2, 4, 10, 20, 50, games])].sort((a, b) => a - b);

export const other = (side: SideId): SideId => (side === 'a' ? 'b' : 'a');

/** Who played X (moved first) and O in a game. */
export const sidesOf = (first: SideId, names: MatchNames): { x: string; o: string } => ({ x: names[first], o: names[other(first)] });

/** Every position of a game, from the start to its last move. */
export function positionsOf(contract: Contract, record: MatchGameRecord): unknown[] {
  const positions: unknown[] = [positionOf(contract, contract.start)];
  for (const m of record.moves) positions.push(contract.engine.play(positions[positions.length - 1], m));
  return positions;
}

export interface ReplayFrame {
  readonly at: number;
  readonly total: number;
  readonly position: unknown;
  /** The last move played, as the engine numbers it. */
  readonly last: number | null;
  /** The game is over on this board: no search to show. */
  readonly over: boolean;
  readonly caption: string;
  /** At the last move: how the game ended. */
  readonly ending: string;
  /** Where a search from here is ("after move 3 of game 2"). */
  readonly where: string;
}

/** A replayed game at move `step` (clamped), from its positions. */
export function replayFrame(contract: Contract, record: MatchGameRecord, positions: readonly unknown[], step: number, names: MatchNames, t: CodeCellWords = messages().codeCell): ReplayFrame {
  const total = record.moves.length;
  const at = Math.max(0, Math.min(total, step));
  const position = positions[at];
  const mover = (ply: number): 'x' | 'o' => (ply % 2 === 0 ? 'x' : 'o');
  const sideAt = (ply: number): SideId => (ply % 2 === 0 ? record.first : other(record.first));
  const last = at > 0 ? record.moves[at - 1] : null;
  const caption = last === null ? t.emptyBoard : t.moveCaption(at, total, moveWords(contract.game, last, mover(at - 1), t), names[sideAt(at - 1)]);
  let ending = '';
  if (at === total) ending = record.stopped ? t.stoppedHere(problemWords(record.stopped, names, t)) : record.winner === null ? t.aDraw : t.wonEnding(names[record.winner]);
  return {
    at,
    total,
    position,
    last,
    over: contract.engine.legalMoves(position).length === 0,
    caption,
    ending,
    where: at === 0 ? t.fromTheStart : t.afterMove(at, record.index + 1),
  };
}
