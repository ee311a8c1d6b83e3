/**
 * @packageDocumentation
 * The static side of a recorded search: every node the search entered (index =
 * the engine's preorder `NodeId`) plus one stub per move that a cutoff skipped,
 * with the event index at which each appears. It is built once per recording;
 * what changes from step to step lives in `replay.ts`.
 *
 * Why stubs are built from the whole recording rather than step by step: the
 * layout must not move while the reader steps, so every node that will ever be
 * drawn gets its place up front and its look (unvisited, visited, pruned) comes
 * from the step.
 *
 * Scores are those of the events: for the side to move at their node (the
 * negamax convention), for every algorithm. `perspective.ts` converts them
 * for display, in one place.
 */

import type { Move, Player } from '../../engine/core/game.ts';
import type { Score } from '../../engine/core/score.ts';
import type { LeafReason, SearchEvent } from '../../engine/search/trace.ts';
import type { Algorithm, TreeSource } from './types.ts';

interface ModelNode {
  /** Position in `TraceModel.nodes`; equal to the engine's NodeId for searched nodes. */
  readonly index: number;
  /** The `data-node-id` of the node: its NodeId, or `p<parent>.<move>` for a pruned stub. */
  readonly key: string;
  readonly kind: 'searched' | 'pruned';
  /** Model index of the parent, -1 for the root. */
  readonly parent: number;
  /** The move from the parent (null at the root). */
  readonly move: Move | null;
  /** Moves from the root to this node. */
  readonly path: readonly Move[];
  readonly ply: number;
  readonly player: Player;
  /** Plies the search still had to go at this node (Infinity: to the end of the game). */
  readonly depthLeft: number;
  /** Searched children in visit order, then pruned stubs in the order they were skipped. */
  readonly children: number[];
  /** Event index of the node's `enter` (searched) or of the cutoff that prunes it (stub). */
  readonly appearsAt: number;
  /** Event index of the node's `exit`, or -1 if the recording stops before. */
  exitAt: number;
  /** The window (alpha, beta) on entry, for the side to move; absent without alpha-beta. */
  readonly window?: readonly [Score, Score];
  /** How the node became a leaf, once known from the whole recording. */
  leaf?: LeafReason;
  /** Positions in the subtree (the node included): what a pruned stub skipped. */
  readonly size: number;
}

export interface TraceModel {
  readonly algorithm: Algorithm;
  readonly events: readonly SearchEvent[];
  readonly nodes: readonly ModelNode[];
  /** How many of `nodes` the search entered (the rest are stubs). */
  readonly searched: number;
  /** Model index of each event's node. */
  readonly eventNode: Int32Array;
  /** Each event's score for the side to move at its node (NaN when the event has none). */
  readonly eventScore: Float64Array;
  /** Stub indices created by each cutoff event. */
  readonly stubsAt: ReadonlyMap<number, readonly number[]>;
  /** The recording stopped before the search did (see `recorder(maxEvents)`). */
  readonly truncated: boolean;
  readonly byKey: ReadonlyMap<string, number>;
}

const stubKey = (parentKey: string, move: Move): string => (parentKey.startsWith('p') ? `${parentKey}.${move}` : `p${parentKey}.${move}`);

/**
 * Builds the model of a recording. `source` tells who moves in a pruned stub
 * and how many positions it holds; without it, stubs alternate players and
 * count one position each.
 */
export function buildTraceModel(events: readonly SearchEvent[], algorithm: Algorithm, options: { truncated?: boolean; source?: TreeSource } = {}): TraceModel {
  const { source } = options;
  const nodes: ModelNode[] = [];
  const eventNode = new Int32Array(events.length).fill(-1);
  const eventScore = new Float64Array(events.length).fill(NaN);
  const stubsAt = new Map<number, number[]>();
  const byKey = new Map<string, number>();

  // Searched nodes first: their model index must equal their NodeId.
  for (let e = 0; e < events.length; e++) {
    const ev = events[e];
    if (ev.type !== 'enter') continue;
    if (ev.node !== nodes.length) throw new Error(`trace: node ids must be preorder, got ${ev.node} after ${nodes.length - 1}`);
    const parent = ev.parent;
    const path = parent < 0 ? [] : [...nodes[parent].path, ev.move as Move];
    const node: ModelNode = {
      index: ev.node,
      key: String(ev.node),
      kind: 'searched',
      parent,
      move: ev.move,
      path,
      ply: ev.ply,
      player: ev.player,
      depthLeft: ev.depth,
      children: [],
      appearsAt: e,
      exitAt: -1,
      size: 1,
      ...(ev.alpha !== undefined && ev.beta !== undefined ? { window: [ev.alpha, ev.beta] as const } : {}),
    };
    nodes.push(node);
    byKey.set(node.key, node.index);
    if (parent >= 0) nodes[parent].children.push(node.index);
  }
  const searched = nodes.length;

  for (let e = 0; e < events.length; e++) {
    const ev = events[e];
    const n = nodes[ev.node];
    if (!n) continue;
    eventNode[e] = n.index;
    if ('score' in ev && typeof ev.score === 'number') {
      eventScore[e] = ev.score;
    }
    if (ev.type === 'exit') n.exitAt = e;
    else if (ev.type === 'leaf') n.leaf = ev.reason;
    else if (ev.type === 'cutoff') {
      const stubs: number[] = [];
      for (const move of ev.pruned) {
        const path = [...n.path, move];
        const depthLeft = n.depthLeft - 1;
        const stub: ModelNode = {
          index: nodes.length,
          key: stubKey(n.key, move),
          kind: 'pruned',
          parent: n.index,
          move,
          path,
          ply: n.ply + 1,
          player: source ? source.player(path) : ((1 - n.player) as Player),
          depthLeft,
          children: [],
          appearsAt: e,
          exitAt: -1,
          size: source ? source.subtreeSize(path, depthLeft) : 1,
        };
        nodes.push(stub);
        byKey.set(stub.key, stub.index);
        n.children.push(stub.index);
        stubs.push(stub.index);
      }
      stubsAt.set(e, stubs);
    }
  }

  return { algorithm, events, nodes, searched, eventNode, eventScore, stubsAt, truncated: options.truncated ?? false, byKey };
}
