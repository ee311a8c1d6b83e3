import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { START, type TetrominoPosition } from './board40.ts';
import { COST_ROW_IDS, COST_ROWS, START_NODES, runCostRow, type CostRowId } from './costTable.ts';
import { TetrominoSolver } from './solver.ts';
import { tetromino } from './tetromino.ts';

const playNames = (...names: string[]): TetrominoPosition =>
  names.reduce((p, n) => tetromino.play(p, unwrap(tetromino.parseMove(n, p))), START);

test('one row per id, in the order of the ids, labels distinct', () => {
  expect(COST_ROWS.map((r) => r.id)).toEqual([...COST_ROW_IDS]);
  expect(new Set(COST_ROWS.map((r) => r.label)).size).toBe(COST_ROWS.length);
  expect(Object.keys(START_NODES).sort()).toEqual([...COST_ROW_IDS].sort());
});

test('from the start, the solver’s row (the cheap one) is the figure the table keeps', () => {
  const s = new TetrominoSolver();
  expect(s.solve(START).value).toBe(-1);
  expect(START_NODES.solver).toBe(s.nodes);
  expect(runCostRow('solver', START)).toEqual({ value: -1, nodes: START_NODES.solver });
});

// Source: our own counts, every row run on three positions small enough for a
// unit test (the bench runs them from the start). A signature: a change to a
// search must update it on purpose.
const POSITIONS: [string, TetrominoPosition, number, Record<CostRowId, number>][] = [
  [
    'tie line, 3 placements (a tie)',
    playNames('O0@a1', 'I0@e4', 'Z0@b6'),
    0,
    { course: 21805, engineOrder: 53662, constraining: 8725, table: 8367, symmetry: 8367, alphaBeta: 7739, solver: 4183, solverNoTable: 4536, solverNoSymmetry: 4183, solverNoOrdering: 15791 },
  ],
  [
    'I0@c3 I0@a3 (a win for the side to move)',
    playNames('I0@c3', 'I0@a3'),
    1,
    { course: 18482, engineOrder: 93352, constraining: 7864, table: 6399, symmetry: 5006, alphaBeta: 5006, solver: 2274, solverNoTable: 3237, solverNoSymmetry: 2731, solverNoOrdering: 12547 },
  ],
  [
    'I0@c3 I0@a3 T1@c1 (a loss for the side to move)',
    playNames('I0@c3', 'I0@a3', 'T1@c1'),
    -1,
    { course: 2969, engineOrder: 3905, constraining: 2403, table: 2314, symmetry: 2314, alphaBeta: 2314, solver: 1181, solverNoTable: 1304, solverNoSymmetry: 1181, solverNoOrdering: 1592 },
  ],
];

describe.each(POSITIONS)('every row on %s', (_name, p, value, nodes) => {
  test.each([...COST_ROW_IDS])('%s', (id) => {
    expect(runCostRow(id, p)).toEqual({ value, nodes: nodes[id] });
  });
});
