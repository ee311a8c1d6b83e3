/**
 * @packageDocumentation
 * A game against the engine as plain data: the moves so far, replayed from
 * the empty board, and read from a link.
 */

import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';

/** Replays moves from the empty board; stops at the first move that is not legal. */
export function replay(moves: readonly number[]): { position: number; moves: number[] } {
  let p = tictactoe.initial();
  const kept: number[] = [];
  for (const m of moves) {
    if (!tictactoe.legalMoves(p).includes(m)) break;
    p = tictactoe.play(p, m);
    kept.push(m);
  }
  return { position: p, moves: kept };
}

/** A move list as a link writes it (`4,0,8`), or null when it is not one. */
export function parseMoveList(text: string | null): number[] | null {
  if (text === null) return null;
  const t = text.trim();
  if (t === '') return [];
  if (!/^[0-8](,[0-8])*$/.test(t)) return null;
  return t.split(',').map(Number);
}
