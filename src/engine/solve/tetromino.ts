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
 * - `analyze`: the exact value of every legal move, by placement name, in the
 *   game's placement order (`moveValues`: when the position is lost, one solve
 *   says it all, since every move loses; from the start that is the value of
 *   each of the 429 first moves in the time of one solve).
 * - `perft`: move sequences of a given length (the generic perft on the game).
 *
 * Options: `tableBits`, log2 of the solver's table slots (default 16:
 * 512 KiB); `best`, `one` (default) or `all`.
 *
 * Reach: every position. The board and the hands only shrink as a game goes
 * on (ten placements at most), so the start is the largest tree: its solve
 * searches 1,366,355 positions, and the costliest job measured, every
 * winning reply after one first move (`best=all`, the lesson's replies
 * cell; the costliest first move is O0@a1), 8,753,811 (2.5 to 3.5 s in Node
 * on the 2-core build machine, under load; the estimate's rate below, 1.3
 * million a second, is kept on the safe side). The reach, 200 million, is
 * only a safety net.
 */

import { ok } from '../core/result.ts';
import { moveValues } from '../games/tetromino/firstMoves.ts';
import { PLACEMENTS } from '../games/tetromino/placements.ts';
import { NOTATION_HELP } from '../games/tetromino/notation.ts';
import { ending, legalPlacements } from '../games/tetromino/rules.ts';
import { DEFAULT_TABLE_BITS, LOSS, TetrominoSolver } from '../games/tetromino/solver.ts';
import { tetromino } from '../games/tetromino/tetromino.ts';
import { perft } from '../search/perft.ts';
import { defineSolver } from './define.ts';
import { MOVES_OPTION, pickMoves } from './moveSubset.ts';
import type { OptionsOf } from './options.ts';
import type { SolveContext } from './types.ts';

const OPTIONS = {
  tableBits: { kind: 'int', min: 10, max: 24, doc: `log2 of the table's slots (default ${DEFAULT_TABLE_BITS})` },
  best: { kind: 'enum', values: ['one', 'all'], doc: "'one' best move (default) or 'all' of them (can cost far more)" },
  moves: MOVES_OPTION,
} as const;

export type TetrominoOptions = OptionsOf<typeof OPTIONS>;

export interface TetrominoSolveExtra {
  readonly finished?: true;
  /** How a finished game ended: a tie (every piece placed) or the side to move stuck. */
  readonly ending?: string;
  /** The move the search itself settled on. */
  readonly bestMove?: string;
  readonly immediateWins?: number;
  readonly tableEntries?: number;
  readonly tableSlots?: number;
  readonly tableBytes?: number;
}

/** The costliest job measured (see the module comment): every estimate is this. */
const LARGEST_JOB = 8_753_811;

function solverFor(o: TetrominoOptions, context: SolveContext<Record<string, never>>): TetrominoSolver {
  return new TetrominoSolver({ tableBits: o.tableBits ?? DEFAULT_TABLE_BITS, onProgress: context.onProgress });
}

const name = (m: number): string => PLACEMENTS[m].name;

export const tetrominoSolver = defineSolver<typeof OPTIONS, string, TetrominoSolveExtra, Record<string, never>>({
  id: 'tetromino',
  notation: NOTATION_HELP,
  options: OPTIONS,
  perftDepths: [0, 10],
  resources: {},
  reach: { maxNodes: 200_000_000, perSecond: 1_300_000, unit: 'positions' },
  perftReach: () => ({ maxNodes: 500_000_000, perSecond: 15_000_000, unit: 'move sequences' }),
  limits: ['every position is in reach: the largest job measured (every winning reply after a first move) searches 8.8 million positions'],
  wants: () => false,
  estimate(_kind, position) {
    const pos = tetromino.parse(position);
    return pos.ok ? ok({ nodes: LARGEST_JOB, what: 'a tetromino position' }) : pos;
  },

  solve(position, options = {}, context = {}) {
    const pos = tetromino.parse(position);
    if (!pos.ok) return pos;
    const end = ending(pos.value);
    if (end !== undefined) {
      return ok({ value: end === 'tie' ? 0 : -1, bestMoves: [], nodes: 1, extra: { finished: true, ending: end } });
    }
    const s = solverFor(options, context);
    const { value, best } = s.solve(pos.value);
    const achieving =
      (options.best ?? 'one') === 'one' ? [best] : value === LOSS ? tetromino.legalMoves(pos.value) : s.movesAchieving(pos.value, value);
    const stats = s.stats;
    return ok({
      value,
      bestMoves: achieving.map(name),
      nodes: s.nodes,
      extra: {
        bestMove: name(best),
        immediateWins: stats.immediateWins,
        tableEntries: stats.tableFilled,
        tableSlots: stats.tableSize,
        tableBytes: stats.tableBytes,
      },
    });
  },

  analyze(position, options = {}, context = {}) {
    const pos = tetromino.parse(position);
    if (!pos.ok) return pos;
    const only = pickMoves(options.moves, legalPlacements(pos.value), name, 'tetromino');
    if (!only.ok) return only;
    const s = solverFor(options, context);
    const moves = moveValues(pos.value, s, only.value ?? undefined).map((mv) => ({ move: name(mv.move), value: mv.value }));
    return ok({ moves, nodes: s.nodes, extra: {} });
  },

  perft(position, depth) {
    const pos = tetromino.parse(position);
    return pos.ok ? ok(perft(tetromino, pos.value, depth)) : pos;
  },
});
