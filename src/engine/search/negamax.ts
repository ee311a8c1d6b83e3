/**
 * @packageDocumentation
 * Negamax: minimax written once for both players. Every score is read from the
 * side to move, so a child's value is negated on its way up: what is good for
 * my opponent is bad for me, by exactly as much. Same tree, same values as
 * `minimax` (up to the sign at player 1's nodes), half the code paths.
 */

import type { Game, Move } from '../core/game.ts';
import { INFINITY, type Score } from '../core/score.ts';
import { PrincipalVariation } from './pv.ts';
import type { NodeId } from './trace.ts';
import { emptyStats, type SearchOptions, type SearchResult } from './types.ts';

/** Returns the value of `root` for its side to move, visiting every position to `depth`. */
export function negamax<P>(game: Game<P>, root: P, options: SearchOptions<P> = {}): SearchResult {
  const { depth = Infinity, order, shortcut, observer: obs } = options;
  const evaluate = options.evaluate ?? ((p: P) => game.evaluate(p));
  const stats = emptyStats();
  const pv = new PrincipalVariation();
  let rootBest: Move | null = null;

  function value(pos: P, depthLeft: number, ply: number, parent: NodeId, via: Move | null): Score {
    const node = stats.nodes++;
    if (obs) obs.event({ type: 'enter', node, parent, move: via, ply, depth: depthLeft, player: game.toMove(pos) }); // @trace
    let moves = game.legalMoves(pos);

    const known = moves.length === 0 ? undefined : shortcut?.(pos);
    if (moves.length === 0 || known !== undefined || depthLeft <= 0) {
      stats.leaves++;
      const score = known ?? evaluate(pos);
      pv.clear(ply);
      if (obs) obs.event({ type: 'leaf', node, score, reason: moves.length === 0 ? 'terminal' : known !== undefined ? 'shortcut' : 'horizon' }); // @trace
      if (obs) obs.event({ type: 'exit', node, score, bound: 'exact', best: null }); // @trace
      return score;
    }

    if (order) moves = order(game, pos, moves, ply);
    let best = -INFINITY;
    let bestMove: Move | null = null;
    for (const move of moves) {
      const score = -value(game.play(pos, move), depthLeft - 1, ply + 1, node, move);
      if (score > best) {
        best = score;
        bestMove = move;
        pv.update(ply, move);
        if (obs) obs.event({ type: 'raise', node, move, score }); // @trace
      }
    }
    if (ply === 0) rootBest = bestMove;
    if (obs) obs.event({ type: 'exit', node, score: best, bound: 'exact', best: bestMove }); // @trace
    return best;
  }

  const score = value(root, depth, 0, -1, null);
  return { score: score === 0 ? 0 : score, best: rootBest, pv: pv.line(), stats }; // no -0
}
