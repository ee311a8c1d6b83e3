/**
 * @packageDocumentation
 * The tetromino game's solver adapter: notation in, plain data out, for the
 * CLI, the solve Web Worker and the tests.
 *
 * - `solve`: the exact value for the side to move (+1 win, 0 tie, -1 loss) and
 *   a move that achieves it, as a placement name (`T0@b3`). With the option
 *   `best=all`, every move that achieves it: in a lost position that is every
 *   legal move (all of them lose, no search needed); otherwise each move gets a
 *   null-window test, which can cost far more than the value itself (proving
 *   that a move does *not* win is a full search of its own).
 * - `analyze`: the exact value of every legal move, by placement name.
 * - `perft`: move sequences of a given length (the generic perft on the game).
 *
 * Options (strings, from a command line or a URL): `tableBits`, log2 of the
 * solver's table slots (default 18: 2.5 MiB); `best`, `one` (default) or `all`.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { PLACEMENTS } from '../games/tetromino/placements.ts';
import { NOTATION_HELP } from '../games/tetromino/notation.ts';
import { ending } from '../games/tetromino/rules.ts';
import { DEFAULT_TABLE_BITS, LOSS, TetrominoSolver, type SolverStats } from '../games/tetromino/solver.ts';
import { tetromino } from '../games/tetromino/tetromino.ts';
import { perft } from '../search/perft.ts';
import type { SolveControl, SolveOptions, SolverAdapter } from './types.ts';

const MIN_TABLE_BITS = 10;
const MAX_TABLE_BITS = 24;

function solverFor(options: SolveOptions = {}, control?: SolveControl): Result<TetrominoSolver> {
  const text = options.tableBits;
  const bits = text === undefined ? DEFAULT_TABLE_BITS : Number(text);
  if (!Number.isInteger(bits) || bits < MIN_TABLE_BITS || bits > MAX_TABLE_BITS) {
    return err(engineError('ERR_RANGE', `tableBits must be a whole number from ${MIN_TABLE_BITS} to ${MAX_TABLE_BITS}, got '${text}'`));
  }
  return ok(new TetrominoSolver({ tableBits: bits, onProgress: control?.onProgress }));
}

const statsOf = (s: SolverStats) => ({
  immediateWins: s.immediateWins,
  tableEntries: s.tableFilled,
  tableSlots: s.tableSize,
  tableBytes: s.tableBytes,
});

const name = (m: number): string => PLACEMENTS[m].name;

export const tetrominoSolver: SolverAdapter = {
  id: 'tetromino',
  notation: NOTATION_HELP,

  solve(position, options, control) {
    const pos = tetromino.parse(position);
    if (!pos.ok) return pos;
    const end = ending(pos.value);
    if (end !== undefined) {
      return ok({ value: end === 'tie' ? 0 : -1, bestMoves: [], nodes: 1, extra: { finished: true, ending: end } });
    }
    const solver = solverFor(options, control);
    if (!solver.ok) return solver;
    const which = options?.best ?? 'one';
    if (which !== 'one' && which !== 'all') return err(engineError('ERR_RANGE', `best must be 'one' or 'all', got '${which}'`));
    const s = solver.value;
    const { value, best } = s.solve(pos.value);
    const achieving =
      which === 'one' ? [best] : value === LOSS ? tetromino.legalMoves(pos.value) : s.movesAchieving(pos.value, value);
    return ok({
      value,
      bestMoves: achieving.map(name),
      nodes: s.nodes,
      extra: { bestMove: name(best), ...statsOf(s.stats) },
    });
  },

  perft(position, depth) {
    const pos = tetromino.parse(position);
    return pos.ok ? ok(perft(tetromino, pos.value, depth)) : pos;
  },

  analyze(position, options, control) {
    const pos = tetromino.parse(position);
    if (!pos.ok) return pos;
    const solver = solverFor(options, control);
    if (!solver.ok) return solver;
    const s = solver.value;
    const values = s.analyze(pos.value);
    return ok({ moves: Object.fromEntries(values.map((mv) => [name(mv.move), mv.value])), nodes: s.nodes });
  },
};
