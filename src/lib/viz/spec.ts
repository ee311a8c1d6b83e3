/**
 * @packageDocumentation
 * What a view of the visualiser is made of, as plain data: which tree (or game
 * position), which algorithm, which move order, which step. The island's props,
 * the page URL and the exercise links all carry this, so a link reproduces a
 * view exactly.
 */

import { GAME_IDS, type GameId } from '../../engine/registry.ts';
import { type Algorithm, type Order, type Perspective } from './types.ts';

/** The visualiser runs on every game of the engine's registry (the toy game is its abstract trees). */
export const VIZ_GAMES = GAME_IDS;
export type VizGame = GameId;

export const MODES = ['watch', 'exercise'] as const;
/** `watch`: step through the search; `exercise`: fill in values and cuts, then check. */
export type Mode = (typeof MODES)[number];

export interface RandomTreeSpec {
  /** Plies from the root to the leaves. */
  depth: number;
  /** Children per inner node, [fewest, most]. */
  branching: [number, number];
  /** Leaf values range, both ends included. */
  min: number;
  max: number;
  seed: number;
}

export interface ExplorerSpec {
  game: VizGame;
  /**
   * For `toy`: a tree typed in the toy notation (`[[3 12 8] [2 4 6] [14 5 2]]`),
   * `example:<id>` for a built-in tree, or `random` for `random`'s tree.
   * For a game: a position in the game's notation (tic-tac-toe: nine cells,
   * top row first, `x`, `o` or `.`).
   */
  position: string;
  random: RandomTreeSpec;
  /** Who moves at the root of a typed or random tree (examples carry their own). */
  rootPlayer: 'max' | 'min';
  algorithm: Algorithm;
  order: Order;
  perspective: Perspective;
  /** Search depth in plies; Infinity searches to the end of the game. */
  depth: number;
  failSoft: boolean;
  /** Use a transposition table (alpha-beta only). */
  tt: boolean;
  step: number;
  mode: Mode;
}

export const DEFAULT_RANDOM: RandomTreeSpec = { depth: 3, branching: [2, 3], min: 0, max: 50, seed: 1 };

export const DEFAULT_SPEC: ExplorerSpec = {
  game: 'toy',
  position: 'example:course',
  random: DEFAULT_RANDOM,
  rootPlayer: 'max',
  algorithm: 'alphabeta',
  order: 'natural',
  perspective: 'max',
  depth: Infinity,
  failSoft: true,
  tt: false,
  step: 0,
  mode: 'watch',
};

/** Limits on random trees, so that a URL cannot ask for a million nodes. */
export const RANDOM_LIMITS = { depth: [1, 6], branching: [1, 5], value: [-999, 999], nodes: 2000 } as const;


/** Largest number of nodes a random tree with these settings can have. */
function maxRandomNodes(r: RandomTreeSpec): number {
  let total = 1;
  let level = 1;
  for (let d = 0; d < r.depth; d++) {
    level *= r.branching[1];
    total += level;
  }
  return total;
}

/** Brings a random-tree request within `RANDOM_LIMITS` (reporting nothing: the controls show the result). */
export function clampRandom(r: RandomTreeSpec): RandomTreeSpec {
  const int = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.round(Number.isFinite(x) ? x : lo)));
  const depth = int(r.depth, RANDOM_LIMITS.depth[0], RANDOM_LIMITS.depth[1]);
  let hi = int(r.branching[1], RANDOM_LIMITS.branching[0], RANDOM_LIMITS.branching[1]);
  const lo = int(r.branching[0], RANDOM_LIMITS.branching[0], hi);
  while (hi > lo && maxRandomNodes({ ...r, depth, branching: [lo, hi] }) > RANDOM_LIMITS.nodes) hi--;
  let out: RandomTreeSpec = { ...r, depth, branching: [lo, hi] };
  while (out.depth > 1 && maxRandomNodes(out) > RANDOM_LIMITS.nodes) out = { ...out, depth: out.depth - 1 };
  const min = int(r.min, RANDOM_LIMITS.value[0], RANDOM_LIMITS.value[1]);
  const max = int(r.max, min, RANDOM_LIMITS.value[1]);
  const seed = Math.max(0, Math.min(2 ** 31 - 1, Math.round(Number.isFinite(r.seed) ? r.seed : 1)));
  return { ...out, min, max, seed };
}

/** The seed after `seed` ("New seed", "Another tree"): a Lehmer step, so a sequence of new trees is reproducible. */
export const nextSeed = (seed: number): number => (seed * 48271 + 11) % 2147483647;
