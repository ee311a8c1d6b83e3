/**
 * @packageDocumentation
 * The vocabulary of the search-tree visualiser, shared by its pure model code
 * (`src/lib/viz`) and its components (`src/components/viz`).
 *
 * The model never calls the engine: it replays recorded `SearchEvent`s and asks
 * a `TreeSource` (implemented next to the island, where the engine lives) about
 * the parts of the tree the search never entered, such as pruned subtrees. So
 * everything here is plain data in, plain data out, and testable without a DOM.
 */

import type { Move, Player } from '../../engine/core/game.ts';
import type { Score } from '../../engine/core/score.ts';

export const ALGORITHMS = ['minimax', 'negamax', 'alphabeta', 'shallow'] as const;
/**
 * Which engine search produced the events: `shallow` is the Pascal course's
 * pruning (`search/shallowPruning.ts`), alpha-beta without deep cutoffs.
 */
export type Algorithm = (typeof ALGORITHMS)[number];

export const ORDERS = ['natural', 'best-first', 'worst-first'] as const;
/** Move order given to the search: the game's own, or children sorted by their true value. */
export type Order = (typeof ORDERS)[number];

export const PERSPECTIVES = ['max', 'mover'] as const;
/**
 * How values are shown: `max` reads every value for the maximiser (player 0),
 * as minimax is first taught (MAX nodes take the largest child, MIN nodes the
 * smallest, the window is α for MAX and β for MIN); `mover` reads every value
 * for the side to move at that node, as negamax computes it (a child's value is
 * negated on its way up, the window is the negamax (alpha, beta)).
 */
export type Perspective = (typeof PERSPECTIVES)[number];

/** What a node shows at a given step; also the `data-state` test hook of its SVG element. */
export type NodeState = 'unvisited' | 'current' | 'visited' | 'pruned';

/**
 * What is known of a node's value at a step, in the shown perspective:
 * `exact` a value; `lower`/`upper` a bound ("at least"/"at most") that a
 * finished node returned after a cutoff; `best-so-far` a node still searching
 * (its value is at least this for the side to move); `none` nothing yet.
 */
export type ValueKind = 'none' | 'best-so-far' | 'exact' | 'lower' | 'upper';

/**
 * Everything the model needs to know about the game tree beyond the recorded
 * events. A node is named by the moves that lead to it from the root.
 * Implementations memoise: the same path is asked about many times.
 */
export interface TreeSource {
  /** Player names for captions and labels, e.g. ['MAX', 'MIN'] or ['X', 'O']. */
  readonly players: readonly [string, string];
  /** The side to move at the root. */
  readonly rootPlayer: Player;
  /** Legal moves at `path` in the game's natural order ([] when the game is over). */
  moves(path: readonly Move[]): readonly Move[];
  /** The side to move after `path`. */
  player(path: readonly Move[]): Player;
  /** A short label for `move` played at `path` ("2" for a child number, "X 4" for a cell). */
  formatMove(path: readonly Move[], move: Move): string;
  /**
   * Size of the tree below `path` searched to `depthLeft` more plies, the node
   * itself included (what a pruned branch skipped).
   */
  subtreeSize(path: readonly Move[], depthLeft: number): number;
  /** The exact minimax value at `path` for its side to move, searched to `depthLeft` plies. */
  value(path: readonly Move[], depthLeft: number): Score;
  /**
   * A leaf's value for its side to move when it is part of the input (abstract
   * trees print their leaves from the start); undefined for games, whose leaves
   * are only known once evaluated.
   */
  givenLeafValue(path: readonly Move[]): Score | undefined;
  /** A name given to the node by an example (the course's A, B, C, D), if any. */
  label(path: readonly Move[]): string | undefined;
  /** The position in the game's notation, for board pictures; undefined for abstract trees. */
  position(path: readonly Move[]): string | undefined;
}

/**
 * A node's name as data, so each language writes it (and its articles) its own
 * way: the root, a label given by an example ("B", or "B.2" for B's second
 * child), child numbers from the root ("node 2.1"), the moves that reach a
 * game position, or a bare move number for a child the model never drew.
 */
export type NodeRef =
  | { readonly kind: 'root' }
  | { readonly kind: 'label'; readonly text: string }
  | { readonly kind: 'numbered'; readonly text: string }
  | { readonly kind: 'after'; readonly moves: string }
  | { readonly kind: 'move'; readonly move: number };
