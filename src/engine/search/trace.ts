/**
 * @packageDocumentation
 * Search events: what a search does, step by step, as plain serialisable
 * records. The visualiser replays them; a Web Worker can post them as they are.
 *
 * Node ids are preorder visit indices (0 is the root), so the event index is the
 * animation timeline: the view at step k is a function of `events.slice(0, k)`.
 *
 * Scores in events are always for the side to move at the event's node (the
 * negamax convention), whatever the algorithm: `minimax` computes for player
 * 0 and converts when it reports. A viewer that reads values for MAX flips the
 * sign at nodes where player 1 moves (`enter.player` says who).
 */

import type { Move, Player } from '../core/game.ts';
import type { Bound, Score } from '../core/score.ts';

export type NodeId = number;

export type SearchEvent =
  /** A position is visited. `alpha`/`beta` are its window (absent for searches without one). */
  | {
      type: 'enter';
      node: NodeId;
      parent: NodeId; // -1 for the root
      move: Move | null; // the move from the parent, null at the root
      ply: number;
      depth: number; // remaining depth (Infinity: to the end)
      player: Player;
      alpha?: Score;
      beta?: Score;
    }
  /** A position scored without its children: game over, the depth limit, or a shortcut (known value). */
  | { type: 'leaf'; node: NodeId; score: Score; reason: LeafReason }
  /** A transposition-table probe; `cutoff` when the stored bound settled the node. */
  | { type: 'tt'; node: NodeId; hit: boolean; score?: Score; bound?: Bound; cutoff: boolean }
  /** The node's best score improved thanks to `move`; `alpha`/`beta` are the window after it. */
  | { type: 'raise'; node: NodeId; move: Move; score: Score; alpha?: Score; beta?: Score }
  /** `score >= beta`: the moves in `pruned` are not searched. */
  | { type: 'cutoff'; node: NodeId; move: Move; score: Score; alpha: Score; beta: Score; pruned: Move[] }
  /** The node is done: its value (with how it relates to the truth) and best move. */
  | { type: 'exit'; node: NodeId; score: Score; bound: Bound; best: Move | null };

export type LeafReason = 'terminal' | 'horizon' | 'shortcut';

export interface SearchObserver {
  event(e: SearchEvent): void;
}

/** An observer that keeps every event, up to `maxEvents`. */
export function recorder(maxEvents = Infinity): SearchObserver & { events: SearchEvent[]; truncated: boolean } {
  const rec = {
    events: [] as SearchEvent[],
    truncated: false,
    event(e: SearchEvent) {
      if (rec.events.length < maxEvents) rec.events.push(e);
      else rec.truncated = true;
    },
  };
  return rec;
}
