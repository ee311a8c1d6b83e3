/**
 * @packageDocumentation
 * Search events: what a search does, step by step, as plain serialisable
 * records. The visualiser replays them; a Web Worker can post them as they are.
 *
 * Node ids are preorder visit indices (0 is the root), so the event index is the
 * animation timeline: the view at step k is a function of `events.slice(0, k)`.
 *
 * Scores in events are those the algorithm itself manipulates: from player 0's
 * point of view for `minimax`, from the side to move for the negamax family
 * (`perspective` in `SearchTrace` says which). `enter.player` lets a viewer
 * convert one into the other.
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

export type Perspective = 'player0' | 'side-to-move';

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

/** A node of the tree rebuilt from events (plain data, ready for d3-hierarchy). */
export interface TraceNode {
  id: NodeId;
  move: Move | null;
  ply: number;
  player: Player;
  alpha?: Score;
  beta?: Score;
  score?: Score;
  bound?: Bound;
  best?: Move | null;
  leaf?: LeafReason;
  /** Moves of this node that a cutoff skipped (they have no node of their own). */
  pruned: Move[];
  children: TraceNode[];
}

/** Folds a list of events (possibly a prefix) into the tree they describe. */
export function buildTraceTree(events: readonly SearchEvent[]): TraceNode | undefined {
  const byId = new Map<NodeId, TraceNode>();
  let root: TraceNode | undefined;
  for (const e of events) {
    if (e.type === 'enter') {
      const n: TraceNode = { id: e.node, move: e.move, ply: e.ply, player: e.player, pruned: [], children: [] };
      if (e.alpha !== undefined) n.alpha = e.alpha;
      if (e.beta !== undefined) n.beta = e.beta;
      byId.set(e.node, n);
      if (e.parent < 0) root = n;
      else byId.get(e.parent)?.children.push(n);
      continue;
    }
    const n = byId.get(e.node);
    if (!n) continue;
    switch (e.type) {
      case 'leaf':
        n.leaf = e.reason;
        n.score = e.score;
        break;
      case 'cutoff':
        n.pruned.push(...e.pruned);
        break;
      case 'exit':
        n.score = e.score;
        n.bound = e.bound;
        n.best = e.best;
        break;
      default:
        break;
    }
  }
  return root;
}
