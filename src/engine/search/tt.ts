/**
 * @packageDocumentation
 * A transposition table for the generic searches: a `Map` from position key to
 * what a search learnt there. Clear rather than fast: the games with serious
 * solvers (Connect Four, Othello, tetromino) keep their own typed-array tables.
 */

import type { Key, Move } from '../core/game.ts';
import type { Bound, Score } from '../core/score.ts';

export interface TTEntry {
  /** Remaining depth the score was searched to (Infinity: to the end). */
  readonly depth: number;
  readonly score: Score;
  readonly bound: Bound;
  readonly best: Move | null;
}

export class TranspositionTable {
  private readonly map = new Map<Key, TTEntry>();

  get size(): number {
    return this.map.size;
  }

  get(key: Key): TTEntry | undefined {
    return this.map.get(key);
  }

  /** Keeps the deeper of the old and new entries (ties go to the new one). */
  set(key: Key, entry: TTEntry): void {
    const old = this.map.get(key);
    if (old === undefined || entry.depth >= old.depth) this.map.set(key, entry);
  }

  clear(): void {
    this.map.clear();
  }
}
