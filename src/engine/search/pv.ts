/**
 * @packageDocumentation
 * The principal variation, kept in a triangular table: row `ply` holds the best
 * line found from the node at that ply. A node that improves its best move
 * copies its child's row behind the move. Only improvements pay for a copy.
 */

import type { Move } from '../core/game.ts';

export class PrincipalVariation {
  private readonly rows: Move[][] = [];

  /** The node at `ply` is a leaf: its line is empty. */
  clear(ply: number): void {
    this.rows[ply] = [];
  }

  /** The node at `ply` now prefers `move`, followed by the line of its child. */
  update(ply: number, move: Move): void {
    const child = this.rows[ply + 1] ?? [];
    this.rows[ply] = [move, ...child];
  }

  line(ply = 0): Move[] {
    return this.rows[ply] ?? [];
  }
}
