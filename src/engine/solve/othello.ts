/**
 * @packageDocumentation
 * Othello's solver adapter: the exact endgame solver behind the command line,
 * the solve worker and the tests.
 *
 * - position: the FFO notation, 64 characters a1, b1, ..., h8 (`X` black, `O`
 *   white, `-` empty), a space, the side to move (`X` or `O`);
 * - solve: `value` is the exact final disc difference for the side to move
 *   (empty squares to the winner), `bestMoves` every move reaching it (`a1`..
 *   `h8`, or `pass` when the side to move has no move); a finished position
 *   is reported with `finished: true`, its score and no move;
 * - option `objective=course`: the Pascal course's objective instead, the
 *   number of black discs at the end, empty squares counting for nobody
 *   (black maximises it, white minimises it); `value` is then that count;
 * - option `all=false` stops after one best move (slightly faster);
 *   `progressMs=N` spaces the progress reports (default 100 ms);
 *   `hashBits=N` sizes the table (2^N entries of 32 bytes; by default 12 to
 *   22, growing with the empties);
 * - analyze: the exact value of every legal move (`pass` when the side to
 *   move must pass), under the chosen objective;
 * - perft: passes count as a ply, a finished game as one leaf at every
 *   deeper depth (the published tables' convention).
 *
 * Reach (`reach.ts`): an exact endgame solve grows about 2.5-fold with each
 * empty square. Measured with this solver (all best moves, Node 20 on the
 * 2-core build machine under load, about 2 million positions a second):
 * FFO #40 (20 empties) 19 million positions, #41 and #42 (22) 72 and 119
 * million, #43 and #44 (23) 128 and 69 million; the value of every move
 * (analyze) of #40, 60 million, of #44, 163 million: two or three times
 * their solves. The estimate,
 *
 *     positions ≈ 40 million · 2.5^(empties − 20), three times that to analyse,
 *
 * stays above each of them. The reach, 2 billion positions (about 15
 * minutes here), takes in the lesson's cells: FFO #40 to #44 solved and
 * analysed (23 empties: 625 million, 1.9 billion), any position of 24
 * empties solved. The start position (60 empties, about 10^23) is far out
 * of it. A small `hashBits` is not in the estimate: the reach stops it.
 */

import { ok } from '../core/result.ts';
import { EndgameSolver } from '../games/othello/endgame.ts';
import { parseBoard } from '../games/othello/notation.ts';
import { othelloPerft } from '../games/othello/perft.ts';
import { emptyCount, moveList, type Position } from '../games/othello/position.ts';
import { squareName, type Square } from '../games/othello/squares.ts';
import { defineSolver } from './define.ts';
import { MOVES_OPTION, pickMoves } from './moveSubset.ts';
import type { OptionsOf } from './options.ts';
import type { Reach } from './reach.ts';
import type { SolveContext } from './types.ts';

/** The moves an analysis lists, in its order: the legal squares from a1 to h8, or `pass`, or none when the game is over. */
export const othelloMoves = (pos: Position): Square[] => moveList(pos);

const OPTIONS = {
  objective: { kind: 'enum', values: ['standard', 'course'], doc: "'standard' (disc difference) or 'course' (black's discs)" },
  all: { kind: 'flag', doc: 'find every best move (default true), not only the first' },
  hashBits: { kind: 'int', min: 10, max: 24, doc: "log2 of the table's entries (32 bytes each)" },
  progressMs: { kind: 'int', min: 0, max: 10_000, doc: 'milliseconds between progress reports (default 100)' },
  moves: MOVES_OPTION,
} as const;

export type OthelloOptions = OptionsOf<typeof OPTIONS>;
export type Objective = NonNullable<OthelloOptions['objective']>;

export interface OthelloSolveExtra {
  readonly finished: boolean;
  readonly objective: Objective;
  /** What `value` counts, in words. */
  readonly meaning: string;
  readonly empties: number;
  /** A best line to the end of the game, moves separated by spaces. */
  readonly pv: string;
}

export interface OthelloAnalysisExtra {
  readonly objective: Objective;
}

/** The adapter's value: side-to-move disc difference, or black's count for the course's objective. */
export const reported = (objective: Objective, pos: Position, score: number): number =>
  objective === 'course' ? (pos.turn === 0 ? score : -score) : score;

function solverFor(o: OthelloOptions, context: SolveContext<Record<string, never>>): EndgameSolver {
  return new EndgameSolver({
    objective: o.objective ?? 'standard',
    hashBits: o.hashBits,
    progressMs: o.progressMs,
    onProgress: context.onProgress,
  });
}

const REACH: Reach = { maxNodes: 2_000_000_000, perSecond: 2_000_000, unit: 'positions' };

/** Positions an exact solve of a position with `empties` empty squares should search (the module comment). */
export const othelloEstimate = (empties: number): number => 40_000_000 * 2.5 ** (empties - 20);

const ANALYSIS_FACTOR = 3;

export const meaning = (objective: Objective): string =>
  objective === 'course'
    ? "black's discs at the end, empty squares counting for nobody"
    : 'final disc difference for the side to move, empty squares to the winner';

export const othelloSolver = defineSolver<typeof OPTIONS, string, OthelloSolveExtra, OthelloAnalysisExtra>({
  id: 'othello',
  notation: '64 characters a1,b1..h8 (X black, O white, - empty), a space, then the side to move (X or O)',
  options: OPTIONS,
  perftDepths: [0, 60],
  resources: {},
  reach: REACH,
  perftReach: () => ({ maxNodes: 500_000_000, perSecond: 30_000_000, unit: 'move sequences' }),
  limits: [
    'solve: estimated as 40 million · 2.5^(empties − 20) positions, in reach up to 2 billion: 24 empty squares or fewer',
    'analyze: three times a solve: 23 empty squares or fewer (FFO #40 to #44)',
    'perft: in reach up to 500 million move sequences, estimated from the exact counts of shallower depths (the start: depth 11)',
  ],
  wants: () => false,

  estimate(kind, position) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    const empties = emptyCount(pos.value);
    const nodes = othelloEstimate(empties) * (kind === 'analyze' ? ANALYSIS_FACTOR : 1);
    return ok({ nodes, what: `${kind === 'analyze' ? 'the value of every move of' : 'solving'} an Othello position with ${empties} empty squares` });
  },

  solve(position, options = {}, context = {}) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    const objective = options.objective ?? 'standard';
    const r = solverFor(options, context).solve(pos.value, options.all ?? true);
    return ok({
      value: reported(objective, pos.value, r.score),
      bestMoves: r.best.map(squareName),
      nodes: r.nodes,
      extra: {
        finished: r.best.length === 0,
        objective,
        meaning: meaning(objective),
        empties: emptyCount(pos.value),
        pv: r.pv.map(squareName).join(' '),
      },
    });
  },

  analyze(position, options = {}, context = {}) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    const objective = options.objective ?? 'standard';
    const only = pickMoves(options.moves, othelloMoves(pos.value), squareName, 'Othello');
    if (!only.ok) return only;
    const engine = solverFor(options, context);
    const moves = engine.analyze(pos.value, only.value ?? undefined).map((m) => ({ move: squareName(m.move), value: reported(objective, pos.value, m.score) }));
    return ok({ moves, nodes: engine.nodes, extra: { objective } });
  },

  perft(position, depth) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    return ok(othelloPerft(pos.value, depth));
  },
});
