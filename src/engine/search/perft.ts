/**
 * @packageDocumentation
 * perft: the number of move sequences of exactly `depth` plies from a position.
 * It checks move generation against published tables, with no search involved.
 *
 * Two conventions for games that end early, named by `finished`:
 * - 'dropped' (tic-tac-toe, Connect Four): a finished game has no moves, so its
 *   line is not counted at deeper depths;
 * - 'counted' (Othello, as in the published tables): a finished game counts as
 *   one leaf at every deeper depth.
 */

import type { Game } from '../core/game.ts';

export interface PerftOptions {
  finished?: 'dropped' | 'counted';
}

export function perft<P>(game: Game<P>, pos: P, depth: number, options: PerftOptions = {}): number {
  const countFinished = options.finished === 'counted';
  const walk = (p: P, d: number): number => {
    if (d === 0) return 1;
    const moves = game.legalMoves(p);
    if (moves.length === 0) return countFinished ? 1 : 0;
    if (d === 1) return moves.length;
    let n = 0;
    for (const m of moves) n += walk(game.play(p, m), d - 1);
    return n;
  };
  return walk(pos, depth);
}

export interface TreeStats {
  /** Positions in the full game tree, the root included (transpositions counted again). */
  positions: number;
  /** Finished games (leaves of the tree), split by result. */
  games: number;
  wins: [number, number];
  draws: number;
  /** Distinct positions by key. */
  distinct: number;
}

/** Walks the whole game tree from `pos`: for small games only (tic-tac-toe, toy trees). */
export function treeStats<P>(game: Game<P>, pos: P): TreeStats {
  const s: TreeStats = { positions: 0, games: 0, wins: [0, 0], draws: 0, distinct: 0 };
  const seen = new Set<string | number>();
  const walk = (p: P): void => {
    s.positions++;
    seen.add(game.key(p));
    const moves = game.legalMoves(p);
    if (moves.length === 0) {
      s.games++;
      const o = game.outcome(p);
      if (o?.winner === undefined) s.draws++;
      else s.wins[o.winner]++;
      return;
    }
    for (const m of moves) walk(game.play(p, m));
  };
  walk(pos);
  s.distinct = seen.size;
  return s;
}
