/**
 * @packageDocumentation
 * A match between two evaluations of the same game, A (the reader's) and B
 * (the engine's own, or a version the reader saved), on the rules of the
 * Connect Four duels (`engine/games/connect4/duel.ts`), for any game:
 *
 * - each side moves with `analyzeMoves` at the same depth (the exact
 *   depth-limited value of every move, alpha-beta) and its own evaluation;
 * - ties among the best moves are broken by one generator seeded with
 *   `seed + i` for game i, shared by both sides, so a match is reproducible
 *   move for move;
 * - A moves first in the even games (0, 2, ...), B in the odd ones.
 *
 * A game whose evaluation throws an `EvaluationProblem` (an exception, a
 * result that breaks the contract) ends there, and its record says which side
 * stopped it, why, and on which board. A time limit is the caller's to
 * enforce (the page terminates the worker): `onMove` reports the start of
 * every move.
 */

import type { Game, Move } from '../../../engine/core/game.ts';
import { pick, seededRandom } from '../../../engine/core/random.ts';
import { analyzeMoves } from '../../../engine/search/choose.ts';
import type { Evaluate } from '../../../engine/search/types.ts';
import { EvaluationProblem, describeThrown, type ProblemDetail, type ProblemKind } from './guard.ts';

export type SideId = 'a' | 'b';

export interface Stopped {
  /** Whose evaluation stopped the game. */
  readonly side: SideId;
  readonly kind: ProblemKind;
  /** The problem in one sentence, naming the function. */
  readonly message: string;
  /** The board where it happened, when known. */
  readonly board?: string;
  /** The problem as data, for the page to word in its language. */
  readonly detail?: ProblemDetail;
}

export interface MatchGameRecord {
  /** 0-based game number. */
  readonly index: number;
  /** Who moved first. */
  readonly first: SideId;
  /** The moves played, as the engine numbers them (cells 0-8, columns 0-based). */
  readonly moves: readonly Move[];
  /** Who won, or null for a draw or a stopped game. */
  readonly winner: SideId | null;
  readonly stopped?: Stopped;
  /** Positions searched in the game, both sides. */
  readonly nodes: number;
}

export interface MatchGameSetup<P> {
  readonly game: Game<P>;
  readonly start: P;
  readonly depth: number;
  readonly a: Evaluate<P>;
  readonly b: Evaluate<P>;
  readonly index: number;
  /** The match's seed: game i uses seed + i. */
  readonly seed: number;
  /** Called before each move with the moves so far and the positions searched so far. */
  readonly onMove?: (moves: readonly Move[], nodes: number) => void;
}

/** Who moves first in game `index`: A in the even games. */
export const firstOf = (index: number): SideId => (index % 2 === 0 ? 'a' : 'b');

/** Plays game `index` of a match to its end, or to the first problem. */
export function playMatchGame<P>(s: MatchGameSetup<P>): MatchGameRecord {
  const { game, depth, index } = s;
  const first = firstOf(index);
  const random = seededRandom(s.seed + index);
  const sideOf = (player: number): SideId => (player === 0 ? first : first === 'a' ? 'b' : 'a');
  let p = s.start;
  const moves: Move[] = [];
  let nodes = 0;
  while (game.legalMoves(p).length > 0) {
    const side = sideOf(game.toMove(p));
    s.onMove?.(moves, nodes);
    let best: Move[];
    try {
      const analysis = analyzeMoves(game, p, { depth, evaluate: side === 'a' ? s.a : s.b });
      nodes += analysis.stats.nodes;
      best = analysis.best;
    } catch (e) {
      const stopped: Stopped =
        e instanceof EvaluationProblem
          ? { side, kind: e.kind, message: e.message, ...(e.board !== undefined ? { board: e.board } : {}), ...(e.detail !== undefined ? { detail: e.detail } : {}) }
          : { side, kind: 'threw', message: `the search failed: ${describeThrown(e)}`, detail: { thrown: describeThrown(e), search: true } };
      return { index, first, moves, winner: null, stopped, nodes };
    }
    const move = pick(random, best);
    moves.push(move);
    p = game.play(p, move);
  }
  const outcome = game.outcome(p);
  const winner = outcome?.winner === undefined ? null : sideOf(outcome.winner);
  return { index, first, moves, winner, nodes };
}

/** Wins, losses and draws of A, and stopped games. */
export interface MatchTally {
  readonly a: number;
  readonly b: number;
  readonly draws: number;
  readonly stopped: number;
  readonly games: number;
}

export function tallyMatch(games: readonly MatchGameRecord[]): MatchTally {
  const count = (f: (g: MatchGameRecord) => boolean) => games.filter(f).length;
  return {
    a: count((g) => g.winner === 'a'),
    b: count((g) => g.winner === 'b'),
    draws: count((g) => g.winner === null && !g.stopped),
    stopped: count((g) => !!g.stopped),
    games: games.length,
  };
}

/** Every game of a match in one call (tests, facts): the page plays them one worker at a time. */
export function playMatch<P>(setup: Omit<MatchGameSetup<P>, 'index' | 'onMove'>, games: number): MatchGameRecord[] {
  return Array.from({ length: games }, (_, index) => playMatchGame({ ...setup, index }));
}
