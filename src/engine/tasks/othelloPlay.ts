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
import { MAX_POSITION_LENGTH } from '../solve/define.ts';
import type { OptionsOf } from '../solve/options.ts';
import { defineTask } from './define.ts';

/** The deepest middle-game search a page may ask for (depth 8 already takes seconds). */
const MAX_PLAY_DEPTH = 8;
/** The most empty squares the exact solver may take on for one move (16 takes up to seconds). */
const MAX_EXACT_EMPTIES = 16;

const PLAY_INPUT = {
  position: { kind: 'text', maxLength: MAX_POSITION_LENGTH, required: true, doc: 'the position (64 squares, a space, the side to move); the game must not be over' },
  seed: { kind: 'int', min: 0, max: 2 ** 31 - 1, doc: 'seed of the choice among equal best moves; default 1' },
  depth: { kind: 'int', min: 1, max: MAX_PLAY_DEPTH, doc: `plies looked ahead in the middle game; default ${DEFAULT_DEPTH}` },
  exactEmpties: { kind: 'int', min: 0, max: MAX_EXACT_EMPTIES, doc: `from this many empty squares on, the exact solver plays; default ${DEFAULT_EXACT_EMPTIES}` },
} as const;

export type OthelloPlayInput = OptionsOf<typeof PLAY_INPUT>;

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

export const othelloPlayTask = defineTask<typeof PLAY_INPUT, OthelloPlayOutput>({
  id: 'othelloPlay',
  title: 'the Othello engine’s move in a game: alpha-beta with mobility and corners, the exact solver near the end',
  input: PLAY_INPUT,
  example: '{"position":"---------------------------OX------XO--------------------------- X"}',
  limits: [`depth at most ${MAX_PLAY_DEPTH} (depth 8 already takes seconds), the exact solver from at most ${MAX_EXACT_EMPTIES} empty squares (16 takes up to seconds)`],
  resources: {},
  wants: () => false,
  run(input) {
    const parsed = parseBoard(input.position);
    if (!parsed.ok) return parsed;
    const m = playerMove(parsed.value, { seed: input.seed ?? 1, depth: input.depth ?? DEFAULT_DEPTH, exactEmpties: input.exactEmpties ?? DEFAULT_EXACT_EMPTIES });
    if (m === null) return err(engineError('ERR_ALREADY_OVER', 'the game is over: neither side can move'));
    return ok({ move: squareName(m.move), best: m.best.map(squareName), value: m.value, exact: m.exact, nodes: m.nodes, empties: emptyCount(parsed.value) });
  },
});
