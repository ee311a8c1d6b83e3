/**
 * @packageDocumentation
 * "See the search": one alpha-beta search with the reader's evaluation,
 * recorded as the visualiser's events, in the worker that holds the reader's
 * code. The page replays the events; it never calls the reader's function.
 *
 * The visualiser also shows values the search did not compute (the value of a
 * pruned branch, when the reader opens it): those come with the recording,
 * worked out here with the same evaluation, for trees of up to
 * `MAX_VALUE_NODES` positions; beyond, the pruned branches show no value.
 */

import type { Game, Move } from '../../../engine/core/game.ts';
import { INFINITY, type Score } from '../../../engine/core/score.ts';
import { alphaBeta } from '../../../engine/search/alphaBeta.ts';
import { recorder, type SearchEvent } from '../../../engine/search/trace.ts';
import type { Evaluate } from '../../../engine/search/types.ts';

/** The visualiser's own cap (searchRun.ts): about 7,000 positions. */
export const MAX_EVENTS = 24_000;
/** Largest tree whose every value is worked out for the pruned branches. */
export const MAX_VALUE_NODES = 30_000;

export interface TreeRecording {
  readonly events: SearchEvent[];
  readonly truncated: boolean;
  /** The root's value for the side to move and its best move, when the search ran to its end. */
  readonly score?: Score;
  readonly best?: Move | null;
  /** Exact values at the search's depth, by path ("4.0.8"), for every node of the tree; empty when it is too big. */
  readonly values: Readonly<Record<string, Score>>;
}

const STOP = Symbol('stop recording');

/** The number of positions in the tree below `root`, to `depth` plies, stopping past `cap`. */
function treeSize<P>(game: Game<P>, root: P, depth: number, cap: number): number {
  let n = 0;
  const walk = (p: P, d: number) => {
    if (n > cap) return;
    n++;
    if (d <= 0) return;
    for (const m of game.legalMoves(p)) walk(game.play(p, m), d - 1);
  };
  walk(root, depth);
  return n;
}

export function recordEvaluationSearch<P>(game: Game<P>, root: P, depth: number, evaluate: Evaluate<P>, maxEvents = MAX_EVENTS): TreeRecording {
  const rec = recorder(maxEvents);
  const observer = {
    event(e: SearchEvent) {
      rec.event(e);
      if (rec.truncated) throw STOP;
    },
  };
  let result: ReturnType<typeof alphaBeta> | undefined;
  try {
    result = alphaBeta(game, root, { depth, evaluate, observer });
  } catch (e) {
    if (e !== STOP) throw e;
  }
  const values: Record<string, Score> = {};
  if (treeSize(game, root, depth, MAX_VALUE_NODES) <= MAX_VALUE_NODES) {
    const value = (p: P, d: number, path: string): Score => {
      const moves = game.legalMoves(p);
      let v: Score;
      if (moves.length === 0 || d <= 0) v = evaluate(p);
      else {
        v = -INFINITY;
        for (const m of moves) v = Math.max(v, 0 - value(game.play(p, m), d - 1, path === '' ? String(m) : `${path}.${m}`));
      }
      values[path] = v;
      return v;
    };
    value(root, depth, '');
  }
  return {
    events: rec.events,
    truncated: result === undefined,
    ...(result ? { score: result.score, best: result.best } : {}),
    values,
  };
}
