/**
 * @packageDocumentation
 * Minimax as the courses first teach it: player 0 maximises, player 1
 * minimises, and every score is read from player 0's side. The value of a
 * position is the static evaluation at the end of the game or at the depth
 * limit, and otherwise the maximum (or minimum) of its children's values.
 *
 * Lines tagged `@trace` only report events to an optional observer; the lesson
 * pages hide them when they show this file. Events carry scores for the side
 * to move, as every search's do (`trace.ts`): the observer lines convert.
 */

import type { Game, Move } from '../core/game.ts';
import { INFINITY, type Score } from '../core/score.ts';
import { PrincipalVariation } from './pv.ts';
import type { NodeId } from './trace.ts';
import { emptyStats, type SearchOptions, type SearchResult } from './types.ts';

/**
 * Returns the minimax value of `root` for player 0, searching `depth` plies
 * (default: to the end of the game). Visits every position of the tree.
 */
export function minimax<P>(game: Game<P>, root: P, options: SearchOptions<P> = {}): SearchResult {
  const { depth = Infinity, order, shortcut, observer: obs } = options;
  const evaluate = options.evaluate ?? ((p: P) => game.evaluate(p));
  const stats = emptyStats();
  const pv = new PrincipalVariation();
  let rootBest: Move | null = null;

  function value(pos: P, depthLeft: number, ply: number, parent: NodeId, via: Move | null): Score {
    const node = stats.nodes++;
    const player = game.toMove(pos);
    if (obs) obs.event({ type: 'enter', node, parent, move: via, ply, depth: depthLeft, player }); // @trace
    let moves = game.legalMoves(pos);

    const known = moves.length === 0 ? undefined : shortcut?.(pos);
    if (moves.length === 0 || known !== undefined || depthLeft <= 0) {
      stats.leaves++;
      const own = known ?? evaluate(pos); // from the side to move
      const score = player === 0 ? own : -own;
      pv.clear(ply);
      if (obs) obs.event({ type: 'leaf', node, score: own, reason: moves.length === 0 ? 'terminal' : known !== undefined ? 'shortcut' : 'horizon' }); // @trace
      if (obs) obs.event({ type: 'exit', node, score: own, bound: 'exact', best: null }); // @trace
      return score;
    }

    if (order) moves = order(game, pos, moves, ply);
    const maximising = player === 0;
    let best = maximising ? -INFINITY : INFINITY;
    let bestMove: Move | null = null;
    for (const move of moves) {
      const score = value(game.play(pos, move), depthLeft - 1, ply + 1, node, move);
      if (maximising ? score > best : score < best) {
        best = score;
        bestMove = move;
        pv.update(ply, move);
        if (obs) obs.event({ type: 'raise', node, move, score: maximising ? score : 0 - score }); // @trace
      }
    }
    if (ply === 0) rootBest = bestMove;
    if (obs) obs.event({ type: 'exit', node, score: maximising ? best : 0 - best, bound: 'exact', best: bestMove }); // @trace
    return best;
  }

  const score = value(root, depth, 0, -1, null);
  return { score: score === 0 ? 0 : score, best: rootBest, pv: pv.line(), stats }; // no -0
}
