/**
 * @packageDocumentation
 * Othello's task, for the play cell: `othelloPlay`, the engine's move in a
 * game (`games/othello/player.ts`): alpha-beta to a depth with mobility and
 * corners, then, from `exactEmpties` empty squares on, the exact solver.
 * Moves in the output are written as the notation writes them (`d3`, `pass`).
 */

import { engineError, err, ok } from '../core/result.ts';
import { parseBoard } from '../games/othello/notation.ts';
import { DEFAULT_DEPTH, DEFAULT_EXACT_EMPTIES, playerMove } from '../games/othello/player.ts';
import { emptyCount } from '../games/othello/position.ts';
import { squareName } from '../games/othello/squares.ts';
import { wholeNumber } from './check.ts';
import type { EngineTask } from './types.ts';

/** The deepest middle-game search a page may ask for (depth 8 already takes seconds). */
export const MAX_PLAY_DEPTH = 8;
/** The most empty squares the exact solver may take on for one move (16 takes up to seconds). */
export const MAX_EXACT_EMPTIES = 16;

export interface OthelloPlayInput {
  /** The position in the engine's notation (64 squares, a space, the side to move); the game must not be over. */
  readonly position: string;
  /** Seed of the choice among equal best moves; default 1. */
  readonly seed?: number;
  /** Plies looked ahead in the middle game; default 6. */
  readonly depth?: number;
  /** From this many empty squares on, the exact solver plays; default 14. */
  readonly exactEmpties?: number;
}

export interface OthelloPlayOutput {
  /** The move played, `d3` or `pass`. */
  readonly move: string;
  /** Every move as good, in square order. */
  readonly best: readonly string[];
  /** Exact final disc difference for the side to move when `exact`, else the evaluation at the horizon. */
  readonly value: number;
  readonly exact: boolean;
  readonly nodes: number;
  /** Empty squares of the position played in. */
  readonly empties: number;
}

export const othelloPlayTask: EngineTask<OthelloPlayInput, OthelloPlayOutput> = {
  id: 'othelloPlay',
  title: 'the Othello engine’s move in a game: alpha-beta with mobility and corners, the exact solver near the end',
  resources: {},
  wants: () => false,
  run(input) {
    const parsed = parseBoard(String(input.position ?? ''));
    if (!parsed.ok) return parsed;
    const seed = input.seed === undefined ? ok(1) : wholeNumber('seed', input.seed, 0, 2 ** 31 - 1);
    if (!seed.ok) return seed;
    const depth = input.depth === undefined ? ok(DEFAULT_DEPTH) : wholeNumber('depth', input.depth, 1, MAX_PLAY_DEPTH);
    if (!depth.ok) return depth;
    const exactEmpties = input.exactEmpties === undefined ? ok(DEFAULT_EXACT_EMPTIES) : wholeNumber('exactEmpties', input.exactEmpties, 0, MAX_EXACT_EMPTIES);
    if (!exactEmpties.ok) return exactEmpties;
    const m = playerMove(parsed.value, { seed: seed.value, depth: depth.value, exactEmpties: exactEmpties.value });
    if (m === null) return err(engineError('ERR_ALREADY_OVER', 'the game is over: neither side can move'));
    return ok({ move: squareName(m.move), best: m.best.map(squareName), value: m.value, exact: m.exact, nodes: m.nodes, empties: emptyCount(parsed.value) });
  },
};
