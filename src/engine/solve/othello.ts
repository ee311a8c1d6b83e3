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
 * - perft: passes count as a ply, a finished game as one leaf at every
 *   deeper depth (the published tables' convention).
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { EndgameSolver, type Objective } from '../games/othello/endgame.ts';
import { parseBoard } from '../games/othello/notation.ts';
import { othelloPerft } from '../games/othello/perft.ts';
import { emptyCount, type Position } from '../games/othello/position.ts';
import { squareName } from '../games/othello/squares.ts';
import type { SolveControl, SolveOptions, SolverAdapter } from './types.ts';

interface Settings {
  objective: Objective;
  all: boolean;
  hashBits: number | undefined;
  progressMs: number;
}

function settings(options: SolveOptions = {}): Result<Settings> {
  const objective = options.objective ?? 'standard';
  if (objective !== 'standard' && objective !== 'course') {
    return err(engineError('ERR_RANGE', `objective '${objective}': use 'standard' (disc difference) or 'course' (black discs)`));
  }
  const all = options.all ?? 'true';
  if (all !== 'true' && all !== 'false') return err(engineError('ERR_RANGE', `all '${all}': use true or false`));
  const hashBits = options.hashBits === undefined ? undefined : Number(options.hashBits);
  if (hashBits !== undefined && (!Number.isInteger(hashBits) || hashBits < 10 || hashBits > 24)) {
    return err(engineError('ERR_RANGE', `hashBits '${options.hashBits}': use a whole number from 10 to 24`));
  }
  const progressMs = Number(options.progressMs ?? 100);
  if (!(progressMs >= 0)) return err(engineError('ERR_RANGE', `progressMs '${options.progressMs}': use a number of milliseconds >= 0`));
  return ok({ objective, all: all === 'true', hashBits, progressMs });
}

/** The adapter's value: side-to-move disc difference, or black's count for the course's objective. */
const reported = (objective: Objective, pos: Position, score: number): number =>
  objective === 'course' ? (pos.turn === 0 ? score : -score) : score;

function solver(s: Settings, control?: SolveControl): EndgameSolver {
  const onProgress = control?.onProgress;
  return new EndgameSolver({
    objective: s.objective,
    hashBits: s.hashBits,
    progressMs: s.progressMs,
    onProgress: onProgress ? (p) => onProgress({ nodes: p.nodes, detail: p.detail }) : undefined,
  });
}

const meaning = (objective: Objective): string =>
  objective === 'course'
    ? "black's discs at the end, empty squares counting for nobody"
    : 'final disc difference for the side to move, empty squares to the winner';

export const othelloSolver: SolverAdapter = {
  id: 'othello',
  notation: '64 characters a1,b1..h8 (X black, O white, - empty), a space, then the side to move (X or O)',

  solve(position, options, control) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    const s = settings(options);
    if (!s.ok) return s;
    const { objective } = s.value;
    const r = solver(s.value, control).solve(pos.value, s.value.all);
    const finished = r.best.length === 0;
    return ok({
      value: reported(objective, pos.value, r.score),
      bestMoves: r.best.map(squareName),
      nodes: r.nodes,
      extra: {
        finished,
        objective,
        meaning: meaning(objective),
        empties: emptyCount(pos.value),
        pv: r.pv.map(squareName).join(' '),
      },
    });
  },

  perft(position, depth) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    if (!Number.isInteger(depth) || depth < 0) return err(engineError('ERR_RANGE', `depth ${depth}: use a whole number >= 0`));
    return ok(othelloPerft(pos.value, depth));
  },

  analyze(position, options, control) {
    const pos = parseBoard(position);
    if (!pos.ok) return pos;
    const s = settings(options);
    if (!s.ok) return s;
    const engine = solver(s.value, control);
    const moves: Record<string, number | null> = {};
    for (const m of engine.analyze(pos.value)) moves[squareName(m.move)] = reported(s.value.objective, pos.value, m.score);
    return ok({ moves, nodes: engine.nodes });
  },
};
