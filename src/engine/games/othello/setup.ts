/**
 * @packageDocumentation
 * The step between a board someone made and a position of the game, as for
 * the other games (`tictactoe/setup.ts`, `tetromino/setup.ts`): a `Setup` is
 * the notation read leniently (any 64 squares and a side), because the boards
 * in between two edits are often impossible (a centre square emptied, a disc
 * on its own); `fromSetup` holds it to the rules with the notation's parser,
 * which names the first problem.
 */

import type { Result } from '../../core/result.ts';
import { parseBoard, writeBoard } from './notation.ts';
import type { Position } from './position.ts';

/** A square's content in the notation. */
export type Disc = 'X' | 'O' | '-';
/** A side, as the notation writes it: `X` black, `O` white. */
export type Side = 'X' | 'O';

/** A board as typed: 64 squares and a side, not checked against the rules. */
export interface Setup {
  /** 64 characters, a1 first, `X`, `O` or `-`. */
  readonly squares: string;
  readonly side: Side;
}

/**
 * The setup a text describes, when it has the notation's shape (64 squares
 * of `X`, `O`, `-` in either case or `.`, and a side, default black); else
 * undefined. Says nothing about whether a game can reach it.
 */
export function readSetup(text: string): Setup | undefined {
  const [board = '', side = 'X', ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0 || board.length !== 64 || !/^[XOxo.-]{64}$/.test(board) || !/^[XOxo]$/.test(side)) return undefined;
  return { squares: board.toUpperCase().replace(/\./g, '-'), side: side.toUpperCase() as Side };
}

export const writeSetup = (s: Setup): string => `${s.squares} ${s.side}`;

/** The setup of a checked position. */
export function setupOf(p: Position): Setup {
  const text = writeBoard(p);
  return { squares: text.slice(0, 64), side: text.slice(65) as Side };
}

/** The position of a setup, or the first reason no game reaches it. */
export const fromSetup = (s: Setup): Result<Position> => parseBoard(writeSetup(s));
