/**
 * @packageDocumentation
 * Shallow pruning: the cutoff rule of the Pascal course (its `arbre`), which
 * compares a node only with its parent's best so far. Knuth and Moore (1975)
 * call it procedure F1 and the cutoffs it makes "shallow cutoffs"; full
 * alpha-beta (their F2, `alphaBeta.ts`) also cuts on bounds inherited from
 * further up the tree ("deep cutoffs"), and visits no more positions (the
 * tests check it on random trees). On trees of depth 3 or less there is no
 * room for a deep cutoff and the two visit the same positions.
 *
 * Written in negamax form with the same window, options and events as
 * `alphaBeta.ts`, so the two read side by side. The one difference is the
 * window handed to a child: alpha-beta passes (-beta, -alpha), both bounds;
 * shallow pruning passes (-INFINITY, -alpha), only what this node already
 * has, and forgets everything its ancestors knew. A node's alpha therefore
 * starts at -INFINITY everywhere but at the root (where `options.alpha` may
 * set it), and its beta is its parent's best so far.
 *
 * Lines tagged `@trace` only report events to an optional observer.
 */

import type { Game, Move } from '../core/game.ts';
import { INFINITY, type Bound, type Score } from '../core/score.ts';
import { PrincipalVariation } from './pv.ts';
import type { NodeId } from './trace.ts';
import { emptyStats, type AlphaBetaOptions, type SearchResult } from './types.ts';

/**
 * Searches `root` to `depth` plies with shallow cutoffs only. Same contract as
 * `alphaBeta` for the returned score s and the true value v (side to move):
 * - if alpha < s < beta, then s = v;
 * - if s <= alpha, then v <= s (fail-hard returns alpha);
 * - if s >= beta, then v >= s (fail-hard returns beta).
 * Precondition: alpha < beta.
 */
export function shallowPruning<P>(game: Game<P>, root: P, options: AlphaBetaOptions<P> = {}): SearchResult {
  const { depth = Infinity, order, shortcut, observer: obs, tt, failSoft = true } = options;
  const evaluate = options.evaluate ?? ((p: P) => game.evaluate(p));
  const stats = emptyStats();
  const pv = new PrincipalVariation();
  let rootBest: Move | null = null;

  function search(pos: P, depthLeft: number, alpha: Score, beta: Score, ply: number, parent: NodeId, via: Move | null): Score {
    const node = stats.nodes++;
    if (obs) obs.event({ type: 'enter', node, parent, move: via, ply, depth: depthLeft, player: game.toMove(pos), alpha, beta }); // @trace
    const alphaAtEntry = alpha;

    let ttMove: Move | null = null;
    if (tt) {
      const entry = tt.get(game.key(pos));
      if (entry !== undefined) {
        ttMove = entry.best;
        const settled =
          entry.depth >= depthLeft &&
          (entry.bound === 'exact' ||
            (entry.bound === 'lower' && entry.score >= beta) ||
            (entry.bound === 'upper' && entry.score <= alpha));
        if (obs) obs.event({ type: 'tt', node, hit: true, score: entry.score, bound: entry.bound, cutoff: settled }); // @trace
        if (settled && ply > 0) {
          stats.ttHits++;
          const score = failSoft ? entry.score : Math.min(Math.max(entry.score, alpha), beta);
          if (obs) obs.event({ type: 'exit', node, score, bound: entry.bound, best: entry.best }); // @trace
          return score;
        }
      } else if (obs) obs.event({ type: 'tt', node, hit: false, cutoff: false }); // @trace
    }

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
    if (ttMove !== null && moves[0] !== ttMove && moves.includes(ttMove)) {
      moves = [ttMove, ...moves.filter((m) => m !== ttMove)];
    }
    let best = -INFINITY;
    let bestMove: Move | null = null;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i];
      // The only line that differs from alpha-beta: the child's lower bound is -INFINITY, not -beta.
      const score = -search(game.play(pos, move), depthLeft - 1, -INFINITY, -alpha, ply + 1, node, move);
      if (score > best) {
        best = score;
        bestMove = move;
        pv.update(ply, move);
        if (score > alpha) alpha = score;
        if (obs) obs.event({ type: 'raise', node, move, score, alpha, beta }); // @trace
        if (alpha >= beta) {
          if (i + 1 < moves.length) {
            stats.cutoffs++;
            if (obs) obs.event({ type: 'cutoff', node, move, score, alpha, beta, pruned: moves.slice(i + 1) }); // @trace
          }
          break;
        }
      }
    }

    const bound: Bound = best <= alphaAtEntry ? 'upper' : best >= beta ? 'lower' : 'exact';
    const result = failSoft ? best : Math.min(Math.max(best, alphaAtEntry), beta);
    if (tt) tt.set(game.key(pos), { depth: depthLeft, score: result, bound, best: bestMove });
    if (ply === 0) rootBest = bestMove;
    if (obs) obs.event({ type: 'exit', node, score: result, bound, best: bestMove }); // @trace
    return result;
  }

  const alpha = options.alpha ?? -INFINITY;
  const beta = options.beta ?? INFINITY;
  if (!(alpha < beta)) throw new Error(`shallowPruning: empty window (${alpha}, ${beta})`);
  const score = search(root, depth, alpha, beta, 0, -1, null);
  return { score: score === 0 ? 0 : score, best: rootBest, pv: pv.line(), stats }; // no -0
}
