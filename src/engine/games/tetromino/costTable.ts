/**
 * @packageDocumentation
 * The lesson's table of search costs: the positions each search visits to
 * prove the start lost for the side to move (the second player wins), from the
 * course's own evaluation to the engine's solver, one change per row.
 *
 * Every row is exact (value -1 at the start) and counts deterministically;
 * `nodes` is what each search counts: calls of the evaluation for the course's
 * search and its variants (`searchCost.ts`), calls of the solver's search for
 * the solver (`solver.ts`), roots and table answers included in both.
 *
 * From the start only the solver is cheap (under a second); the other rows
 * take from seconds to a minute, so their figures are kept in `START_NODES`,
 * measured by `npm run -s bench -- tetromino cost`, which runs every row again
 * and reports any difference. The tests run every row on smaller positions.
 */

import { piecesPlaced, type TetrominoPosition } from './board40.ts';
import { COURSE_RESULT_VALUE, courseEval } from './courseEval.ts';
import { searchCost, type CostOptions } from './searchCost.ts';
import { TetrominoSolver, type SolverOptions, type Value } from './solver.ts';

export const COST_ROW_IDS = [
  'course',
  'engineOrder',
  'constraining',
  'table',
  'symmetry',
  'alphaBeta',
  'solver',
  'solverNoTable',
  'solverNoSymmetry',
  'solverNoOrdering',
] as const;
export type CostRowId = (typeof COST_ROW_IDS)[number];

export interface CostRow {
  readonly id: CostRowId;
  /** What the row changes, in a few words. */
  readonly label: string;
  /** How the row is searched: the course's evaluation, `searchCost` with options, or the solver with options. */
  readonly searcher: { kind: 'courseEval' } | { kind: 'searchCost'; options: CostOptions } | { kind: 'solver'; options: SolverOptions };
}

export const COST_ROWS: readonly CostRow[] = [
  { id: 'course', label: 'the course’s search, in its own order (the T’s last placement first)', searcher: { kind: 'courseEval' } },
  {
    id: 'engineOrder',
    label: 'the same search, moves in the engine’s table order (I first, from the top left)',
    searcher: { kind: 'searchCost', options: { order: 'engine' } },
  },
  {
    id: 'constraining',
    label: 'the same search, the move that leaves the opponent fewest placements first',
    searcher: { kind: 'searchCost', options: { order: 'constraining' } },
  },
  {
    id: 'table',
    label: 'most constraining first, with a transposition table',
    searcher: { kind: 'searchCost', options: { order: 'constraining', table: 'positions' } },
  },
  {
    id: 'symmetry',
    label: 'most constraining first, with a table that stores a position and its mirror images once',
    searcher: { kind: 'searchCost', options: { order: 'constraining', table: 'symmetric' } },
  },
  {
    id: 'alphaBeta',
    label: 'the same, cutting with alpha-beta (a tie is enough when the caller already has one)',
    searcher: { kind: 'searchCost', options: { order: 'constraining', table: 'symmetric', pruning: 'alphaBeta' } },
  },
  { id: 'solver', label: 'the engine’s solver (immediate wins, end rules, symmetric table, its ordering)', searcher: { kind: 'solver', options: {} } },
  { id: 'solverNoTable', label: 'the engine’s solver without its table', searcher: { kind: 'solver', options: { tableBits: 0 } } },
  { id: 'solverNoSymmetry', label: 'the engine’s solver, its table without symmetry', searcher: { kind: 'solver', options: { symmetry: false } } },
  { id: 'solverNoOrdering', label: 'the engine’s solver, moves in table order', searcher: { kind: 'solver', options: { ordering: false } } },
];

/** Positions each row visits from the start (all find the value -1). Measured by the bench (see the module comment). */
export const START_NODES: Readonly<Record<CostRowId, number>> = {
  course: 64_686_455,
  engineOrder: 714_697_075,
  constraining: 20_226_690,
  table: 19_200_522,
  symmetry: 4_919_498,
  alphaBeta: 4_915_400,
  solver: 1_366_355,
  solverNoTable: 10_950_322,
  solverNoSymmetry: 4_763_548,
  solverNoOrdering: 115_328_742,
};

const costRow = (id: CostRowId): CostRow => COST_ROWS.find((r) => r.id === id)!;

/** Searches `pos` as row `id` does: its exact value for the side to move and the positions visited. */
export function runCostRow(id: CostRowId, pos: TetrominoPosition): { value: Value; nodes: number } {
  const { searcher } = costRow(id);
  switch (searcher.kind) {
    case 'courseEval': {
      const r = courseEval(pos, piecesPlaced(pos));
      return { value: COURSE_RESULT_VALUE[r.result], nodes: r.evaluations };
    }
    case 'searchCost': {
      const r = searchCost(pos, searcher.options);
      return { value: r.value, nodes: r.nodes };
    }
    default: {
      const s = new TetrominoSolver(searcher.options);
      return { value: s.solve(pos).value, nodes: s.nodes };
    }
  }
}
