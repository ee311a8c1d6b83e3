/**
 * @packageDocumentation
 * Alpha-beta pruning, in negamax form (scores from the side to move).
 *
 * The window (alpha, beta) says what the callers above still care about: alpha
 * is what the side to move is already sure to get elsewhere, beta is the most
 * the opponent will ever allow. As soon as one move scores `>= beta` the
 * opponent will avoid this position, so its remaining moves are skipped (a
 * cutoff). Same root value as minimax, far fewer positions.
 *
 * Two flavours, chosen by `failSoft`:
 * - fail-hard returns a value clamped to [alpha, beta];
 * - fail-soft returns the best score it actually saw, which may lie outside the
 *   window and then is a tighter bound (useful to a transposition table).
 *
 * Lines tagged `@trace` only report events to an optional observer.
 */

import type { Game, Move } from '../core/game.ts';
import { INFINITY, type Bound, type Score } from '../core/score.ts';
import { PrincipalVariation } from './pv.ts';
import type { NodeId } from './trace.ts';
import { emptyStats, type AlphaBetaOptions, type SearchResult } from './types.ts';

/**
 * Searches `root` to `depth` plies with the window (alpha, beta).
 *
 * Contract for the returned score s and the true value v, for the side to move:
 * - if alpha < s < beta, then s = v (exact);
 * - if s <= alpha, then v <= s (an upper bound; fail-hard returns alpha itself);
 * - if s >= beta, then v >= s (a lower bound; fail-hard returns beta itself).
 * Precondition: alpha < beta.
 */
export function alphaBeta<P>(game: Game<P>, root: P, options: AlphaBetaOptions<P> = {}): SearchResult {
  const { depth = Infinity, order, shortcut, observer: obs, tt, failSoft = true } = options;
  const shallow = options.cutoffs === 'shallow';
  const evaluate = options.evaluate ?? ((p: P) => game.evaluate(p));
  const stats = emptyStats();
  const pv = new PrincipalVariation();
  let rootBest: Move | null = null;

  function search(pos: P, depthLeft: number, alpha: Score, beta: Score, ply: number, parent: NodeId, via: Move | null): Score {
    const node = stats.nodes++;
    if (obs) obs.event({ type: 'enter', node, parent, move: via, ply, depth: depthLeft, player: game.toMove(pos), alpha, beta }); // @trace
    const alphaAtEntry = alpha;

    // 1. A stored result may settle this node at once.
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

    // 2. The end of the game, a known value, or the horizon: no need for children.
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

    // 3. Try the moves, best guesses first, until one refutes the opponent's choice.
    if (order) moves = order(game, pos, moves, ply);
    if (ttMove !== null && moves[0] !== ttMove && moves.includes(ttMove)) {
      moves = [ttMove, ...moves.filter((m) => m !== ttMove)];
    }
    let best = -INFINITY;
    let bestMove: Move | null = null;
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i];
      // Deep cutoffs hand the child both bounds; shallow ones (the course's rule) only this node's own.
      const score = -search(game.play(pos, move), depthLeft - 1, shallow ? -INFINITY : -beta, -alpha, ply + 1, node, move);
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
  if (!(alpha < beta)) throw new Error(`alphaBeta: empty window (${alpha}, ${beta})`);
  const score = search(root, depth, alpha, beta, 0, -1, null);
  return { score: score === 0 ? 0 : score, best: rootBest, pv: pv.line(), stats }; // no -0
}
