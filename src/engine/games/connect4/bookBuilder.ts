/**
 * @packageDocumentation
 * Which positions the opening book solves, and in what order.
 *
 * The book is a strategy, not an encyclopaedia: it covers the engine's side
 * of perfect play, for either colour. Where the engine is to move, the book
 * follows one best move (`lineMove`); where its opponent is to move, it
 * follows every legal move. So the positions at ply d are
 *
 *     engine to move, ply 0, 2, 4, ...   the engine opened (first player)
 *     engine to move, ply 1, 3, 5, ...   the opponent opened
 *
 * roughly 7^(d/2) of them, instead of the 7^d of a full book: the opponent
 * branches, the engine does not. Mirror images count once, transpositions
 * (the same stones reached in another order) count once.
 *
 * Breadth first, one ply at a time: if the build stops early, what it has
 * written is a complete book of a smaller depth. Nothing here times or
 * stores anything: the caller gives the solver and collects the entries.
 */

import { canonicalKey, entryFor, lineMove, type BookEntry } from './book.ts';
import type { Layout } from './layout.ts';
import { canPlay, emptyPosition, play, type Connect4Position } from './position.ts';

export interface BookBuildOptions {
  /** Solve the engine-to-move positions with fewer stones than this. */
  maxPly: number;
  /** The exact score and every best column (0-based) of a position that is not over. */
  solve: (p: Connect4Position) => { score: number; best: number[] };
  /** Entries solved before (a resumed build): not solved again. */
  known?: ReadonlyMap<number, BookEntry>;
  /** Called with each entry as soon as it is solved (or found in `known`). */
  onEntry?: (entry: BookEntry, p: Connect4Position, fresh: boolean) => void;
  /** The engine's lines as the first player, the second, or both (default). */
  engineSide?: 'first' | 'second' | 'both';
  /** Called when a ply starts, with the number of positions to solve at it. */
  onPly?: (ply: number, count: number) => void;
  /**
   * Only these columns (0-based; a column stands for its mirror image too) as
   * the opponent's first move: splits a one-sided build into subtrees that
   * separate processes can solve on separate cores.
   */
  openingReplies?: readonly number[];
}

/** Adds `p` to `level` under its canonical key, unless the game is over. */
function add(level: Map<number, Connect4Position>, p: Connect4Position): void {
  if (p.isOver) return;
  const { key } = canonicalKey(p);
  if (!level.has(key)) level.set(key, p);
}

/** Builds the book's entries, ply by ply; returns them all. */
export function buildBook(layout: Layout, options: BookBuildOptions): BookEntry[] {
  const out: BookEntry[] = [];
  const start = emptyPosition(layout);
  const side = options.engineSide ?? 'both';
  const root = new Map([[canonicalKey(start).key, start]]);
  let engine = side === 'second' ? new Map<number, Connect4Position>() : root;
  let opponent = side === 'first' ? new Map<number, Connect4Position>() : root;
  const replies = options.openingReplies;
  if (replies && side === 'both') throw new Error('openingReplies needs a one-sided build');
  const firstReplyPly = side === 'second' ? 0 : 1;
  const allowed = (ply: number, c: number): boolean =>
    !replies || ply !== firstReplyPly || replies.includes(c) || replies.includes(layout.width - 1 - c);
  for (let ply = 0; ply < options.maxPly; ply++) {
    options.onPly?.(ply, engine.size);
    const nextOpponent = new Map<number, Connect4Position>();
    const nextEngine = new Map<number, Connect4Position>();
    for (const [key, p] of engine) {
      const known = options.known?.get(key);
      const entry = known ?? entryFor(p, ...solved(options.solve(p)));
      options.onEntry?.(entry, p, known === undefined);
      out.push(entry);
      add(nextOpponent, play(p, lineMove(entry.best, layout.width, canonicalKey(p).mirrored)));
    }
    for (const p of opponent.values()) {
      for (let c = 0; c < layout.width; c++) if (canPlay(p, c) && allowed(ply, c)) add(nextEngine, play(p, c));
    }
    engine = nextEngine;
    opponent = nextOpponent;
  }
  return out;
}

const solved = (s: { score: number; best: number[] }): [number, number[]] => [s.score, s.best];
