import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { piecesPlaced } from './board40.ts';
import { COURSE_RESULT_VALUE, courseEval } from './courseEval.ts';
import { writeSetup } from './notation.ts';
import { MOVE_ORDERS, PRUNINGS, TABLE_KINDS, searchCost } from './searchCost.ts';
import { TetrominoSolver } from './solver.ts';
import { playNames, randomPosition } from './testing.ts';
import { tetromino } from './tetromino.ts';

// The tie line of solver.test.ts: value 0 all along.
const TIE_2 = playNames('O0@a1', 'I0@e4');
const TIE_3 = playNames('O0@a1', 'I0@e4', 'Z0@b6');

describe('the course’s order, no table, the course’s pruning: the course’s evaluation, call for call', () => {
  test.each([
    ['2 placements into the tie line', TIE_2],
    ['3 placements into the tie line', TIE_3],
    ['a random game, 4 placements in', randomPosition(3, 4)],
    ['a random game, 5 placements in', randomPosition(4, 5)],
    ['a random game, 6 placements in', randomPosition(5, 6)],
  ])('%s', (_name, p) => {
    const course = courseEval(p, piecesPlaced(p));
    const mine = searchCost(p);
    expect(mine).toEqual({ value: COURSE_RESULT_VALUE[course.result], nodes: course.evaluations, tableHits: 0, tableEntries: 0 });
  });
});

describe('every variant is exact', () => {
  test('the solver’s value for every order, table and pruning, on random and tie positions', () => {
    const positions = [TIE_3, ...[4, 5, 6, 7].flatMap((plies) => [1, 2].map((i) => randomPosition(100 * plies + i, plies)))];
    const values = new Set<number>();
    for (const p of positions) {
      const expected = new TetrominoSolver().solve(p).value;
      values.add(expected);
      for (const order of MOVE_ORDERS) {
        for (const table of TABLE_KINDS) {
          for (const pruning of PRUNINGS) {
            expect(searchCost(p, { order, table, pruning }).value, `${writeSetup(p)} ${order} ${table} ${pruning}`).toBe(expected);
          }
        }
      }
    }
    expect(values).toEqual(new Set([-1, 0, 1]));
  });

  test('finished games: a full board is a tie, a stuck side to move has lost, one call each', () => {
    expect(searchCost(unwrap(tetromino.parse('x'.repeat(40) + ' -/-')))).toEqual({ value: 0, nodes: 1, tableHits: 0, tableEntries: 0 });
    const checkerboard = Array.from({ length: 40 }, (_, i) => ((Math.floor(i / 5) + (i % 5)) % 2 === 0 ? '.' : 'x')).join('');
    expect(searchCost(unwrap(tetromino.parse(`${checkerboard} IL/IL`)), { table: 'symmetric' })).toMatchObject({ value: -1, nodes: 1 });
  });
});

describe('what each change costs, 2 placements into the tie line', () => {
  // Source: our own counts (a signature: a change of order, table or pruning
  // must update them on purpose). Each is deterministic: the same run twice
  // gives the same numbers.
  test.each([
    ['course order', { order: 'course' }, { nodes: 854211, tableHits: 0, tableEntries: 0 }],
    ['engine order', { order: 'engine' }, { nodes: 2892976, tableHits: 0, tableEntries: 0 }],
    ['most constraining first', { order: 'constraining' }, { nodes: 372376, tableHits: 0, tableEntries: 0 }],
    ['+ table', { order: 'constraining', table: 'positions' }, { nodes: 352427, tableHits: 3847, tableEntries: 119185 }],
    ['+ table with symmetry', { order: 'constraining', table: 'symmetric' }, { nodes: 352387, tableHits: 3873, tableEntries: 119159 }],
    ['+ alpha-beta', { order: 'constraining', table: 'symmetric', pruning: 'alphaBeta' }, { nodes: 338402, tableHits: 3773, tableEntries: 115930 }],
    ['alpha-beta, no table', { order: 'constraining', pruning: 'alphaBeta' }, { nodes: 356795, tableHits: 0, tableEntries: 0 }],
  ] as const)('%s', (_name, options, cost) => {
    const r = searchCost(TIE_2, options);
    expect(r).toEqual({ value: 0, ...cost });
    if (options.order === 'constraining') expect(searchCost(TIE_2, options)).toEqual(r);
  });
});
