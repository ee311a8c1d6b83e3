/**
 * @packageDocumentation
 * Options and results shared by every search algorithm.
 */

import type { Game, Move } from '../core/game.ts';
import type { Score } from '../core/score.ts';
import type { SearchObserver } from './trace.ts';
import type { TranspositionTable } from './tt.ts';

/** What every search counts. */
export interface SearchStats {
  /** Positions visited, the root included. */
  nodes: number;
  /** Positions scored without looking further: game over, or the depth limit reached. */
  leaves: number;
  /** Times a node skipped moves because one scored `>= beta` (alpha-beta only). */
  cutoffs: number;
  /** Transposition-table probes that returned a usable entry. */
  ttHits: number;
}

export const emptyStats = (): SearchStats => ({ nodes: 0, leaves: 0, cutoffs: 0, ttHits: 0 });

/**
 * Reorders the legal moves of `pos` (best guesses first). Returns a permutation
 * of `moves` (or the same array to keep the order). It may also leave out moves
 * that provably cannot do better than those it keeps: a forced block in
 * tic-tac-toe, where every other move loses at once.
 */
export type MoveOrder<P> = (game: Game<P>, pos: P, moves: readonly Move[], ply: number) => readonly Move[];

/** A static evaluation from the side to move (defaults to `game.evaluate`). */
export type Evaluate<P> = (pos: P) => Score;

/**
 * Game knowledge that settles a position without searching it: the exact value
 * for the side to move (a win at once, a threat that cannot be parried), or
 * undefined when nothing is known. The node is then scored as a leaf.
 */
export type Shortcut<P> = (pos: P) => Score | undefined;

export interface SearchOptions<P> {
  /** **depth**: plies to look ahead before the static evaluation; default Infinity (to the end). */
  depth?: number;
  /** **evaluate**: replaces `game.evaluate` (e.g. a course's own heuristic). */
  evaluate?: Evaluate<P>;
  /** **order**: move-ordering hook; default the game's natural order. */
  /** **shortcut**: exact values known without search; default none. */
  shortcut?: Shortcut<P>;
  order?: MoveOrder<P>;
  /** **observer**: receives every step as a plain event; costs nothing when absent. */
  observer?: SearchObserver;
  /** **tt**: a transposition table shared across calls; default none. */
  tt?: TranspositionTable;
}

export interface AlphaBetaOptions<P> extends SearchOptions<P> {
  /** **failSoft**: return the best score found even outside the window; default true. */
  failSoft?: boolean;
  /** **alpha**, **beta**: the initial window; default the full window. */
  alpha?: Score;
  beta?: Score;
  /**
   * **cutoffs**: 'deep' (default, full alpha-beta) passes a child both bounds;
   * 'shallow' passes only the node's own, as the recursion course's rule does
   * (`shallowPruning.ts`).
   */
  cutoffs?: 'deep' | 'shallow';
}

export interface SearchResult {
  /**
   * The value of the root. `minimax` reports it for player 0 (the maximiser);
   * every other search reports it for the side to move at the root.
   */
  score: Score;
  /** A best move at the root, or null when the root is a leaf. */
  best: Move | null;
  /** Principal variation: the best line found, starting with `best`. */
  pv: Move[];
  stats: SearchStats;
}
