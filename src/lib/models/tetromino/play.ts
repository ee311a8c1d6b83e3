/**
 * @packageDocumentation
 * A game of the tetromino cells as its list of placements, first move first:
 * read from and written to the address bar (`O0@a1,T0@c1`), replayed into
 * positions, and drawn with each piece's owner.
 */

import { engineError, err, ok, type Result } from '../../../engine/core/result.ts';
import { START, type TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { PLACEMENTS, placementByName } from '../../../engine/games/tetromino/placements.ts';
import { ending, fits, playPlacement } from '../../../engine/games/tetromino/rules.ts';
import { BOARD_MASK } from '../../../engine/games/tetromino/board40.ts';
import type { Player } from '../../../engine/core/game.ts';

/** The placements as the address bar keeps them. */
export const writeMoveList = (moves: readonly number[]): string => moves.map((m) => PLACEMENTS[m].name).join(',');

/** The position after each placement, the start first. */
export function replay(moves: readonly number[]): TetrominoPosition[] {
  const out = [START];
  for (const m of moves) out.push(playPlacement(out[out.length - 1], m));
  return out;
}

/** Reads a list of placements from the start, each checked against the position it is played in. */
export function parseMoveList(text: string): Result<number[]> {
  const names = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const moves: number[] = [];
  let p = START;
  for (const [i, name] of names.entries()) {
    const m = placementByName(name);
    if (m === undefined) return err(engineError('ERR_NOTATION', `move ${i + 1}, '${name}', is not a placement (write it like T0@b3)`, i));
    if (ending(p) !== undefined) return err(engineError('ERR_ALREADY_OVER', `move ${i + 1}: the game was already over`, i));
    const pl = PLACEMENTS[m];
    if (((p.top >>> 20) & (1 << pl.piece)) === 0) return err(engineError('ERR_ILLEGAL_MOVE', `move ${i + 1}, ${pl.name}: that player has already placed its piece`, i));
    if (!fits(m, p.top & BOARD_MASK, p.bottom & BOARD_MASK)) return err(engineError('ERR_ILLEGAL_MOVE', `move ${i + 1}, ${pl.name}: a cell is taken`, i));
    moves.push(m);
    p = playPlacement(p, m);
  }
  return ok(moves);
}

/** A piece on the board with the player who placed it. */
export interface OwnedPiece {
  readonly placement: number;
  readonly owner: Player;
}

/** The pieces of a game, each with its owner (the first player places the 1st, 3rd, ... pieces). */
export const ownedPieces = (moves: readonly number[]): OwnedPiece[] => moves.map((placement, i) => ({ placement, owner: (i % 2) as Player }));
