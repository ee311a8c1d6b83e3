import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { BitSolver, sharedTable } from './bitSolver.ts';
import { parseMoves } from './notation.ts';
import { maxScore } from './score.ts';
import { mixCode, SolverTable } from './table.ts';
import { connect4SharedTable, connect4Solver } from '../../solve/connect4.ts';

// Every column of this middle-game position, as the solver scores it alone
// (the `multicore` bench's position; values checked against Pascal Pons' solver).
const POSITION = unwrap(parseMoves('32164625'));
const VALUES = [-4, -3, 11, 4, 0, -2, -5];
const BITS = 20;

const columns = (s: BitSolver, cols: readonly number[]) => cols.map((c) => s.columnScore(POSITION, c, false));

describe('a table shared by several solvers', () => {
  test('SolverTable takes shared slots of one size, and clear leaves them', () => {
    const slots = new Int32Array(new SharedArrayBuffer(16 * 2 * 4));
    const t = new SolverTable(4, 4, 1, 42, slots);
    expect(t.slots).toBe(slots);
    slots[5] = 7;
    t.clear();
    expect(slots[5]).toBe(7);
    expect(t.crowded).toBe(false);
    expect(() => new SolverTable(4, 5, 1, 42, slots)).toThrow('one size of 2^4 entries');
    expect(() => new SolverTable(5, 5, 1, 42, slots)).toThrow('hold 32 words');
  });

  test('two solvers on one table score every column exactly, and the second searches less than alone', () => {
    const alone = new BitSolver(POSITION.layout, { tableBits: BITS, initialTableBits: BITS });
    expect(columns(alone, [0, 1, 2, 3, 5, 6])).toEqual([-4, -3, 11, 4, -2, -5]);
    const aloneNodes = alone.nodes;

    const table = sharedTable(POSITION.layout, BITS)!;
    const a = new BitSolver(POSITION.layout, { shared: table });
    const b = new BitSolver(POSITION.layout, { shared: table });
    expect(a.table.slots).toBe(b.table.slots);
    expect(columns(a, [4])).toEqual([VALUES[4]]);
    b.reset(); // leaves the shared table as it is
    expect(columns(b, [0, 1, 2, 3, 5, 6])).toEqual([-4, -3, 11, 4, -2, -5]);
    // Column 5's entries answer part of the other columns' searches.
    // One thread, so the counts are exact: 2,095,948 positions against 2,821,536 alone (74%).
    expect([aloneNodes, a.nodes, b.nodes]).toEqual([2_821_536, 2_898_956, 2_095_948]);
  });

  test('an entry whose words were not written together is a miss (a torn write), where a whole one is trusted', () => {
    const table = sharedTable(POSITION.layout, BITS)!;
    const writer = new BitSolver(POSITION.layout, { shared: table });
    expect(columns(writer, [3])).toEqual([VALUES[3]]);
    const { slots } = table;
    const S = maxScore(POSITION.layout.size);
    // Every entry's code becomes "at least a win in one": a bound that is false for most positions.
    const forged = writer.table.lowerOffset + S;
    const copy = Int32Array.from(slots);
    for (let i = 0; i < slots.length; i += 2) if (slots[i + 1] !== 0) slots[i + 1] = forged;
    const torn = new BitSolver(POSITION.layout, { shared: table });
    expect(columns(torn, [3])).toEqual([VALUES[3]]);

    // The same forged codes with their tags written to match are believed, and the score goes wrong:
    // the check above is what saved it.
    slots.set(copy);
    for (let i = 0; i < slots.length; i += 2) {
      if (slots[i + 1] === 0) continue;
      const tag = slots[i] ^ mixCode(slots[i + 1]);
      slots[i + 1] = forged;
      slots[i] = tag ^ mixCode(forged);
    }
    const fooled = new BitSolver(POSITION.layout, { shared: table });
    expect(columns(fooled, [3])).not.toEqual([VALUES[3]]);
  });
});

describe('an analysis split over workers that share a table (connect4SharedTable)', () => {
  test('the table: 2^21 entries of two words, fewer with a smaller tableBits; one of the same size is reused, emptied', () => {
    const t = connect4SharedTable('32164625')!;
    expect([t.bits, t.buffer.byteLength]).toEqual([21, 2 ** 21 * 2 * 4]);
    expect(connect4SharedTable('32164625', 18)!.bits).toBe(18);
    expect(connect4SharedTable('32164629')).toBeUndefined(); // not a position
    new Int32Array(t.buffer)[12345] = 7;
    expect(connect4SharedTable('4453', undefined, t)).toBe(t);
    expect(new Int32Array(t.buffer)[12345]).toBe(0);
    expect(connect4SharedTable('4453', 20, t)).not.toBe(t);
  });

  test('the columns analysed as two sub-jobs on one table: the values of one analysis, and the second sub-job searches less', () => {
    const one = unwrap(connect4Solver.analyze('32164625', { book: false }));
    const sharedTable = connect4SharedTable('32164625')!;
    const fifth = unwrap(connect4Solver.analyze('32164625', { book: false, moves: '5' }, { sharedTable }));
    const rest = unwrap(connect4Solver.analyze('32164625', { book: false, moves: '1,2,3,4,6,7' }, { sharedTable }));
    const alone = unwrap(connect4Solver.analyze('32164625', { book: false, moves: '1,2,3,4,6,7' }));
    expect([...fifth.moves, ...rest.moves].sort((a, b) => a.move - b.move)).toEqual(one.moves);
    expect(one.moves.map((m) => m.value)).toEqual(VALUES);
    // One thread, so exact: the other columns find the fifth's entries.
    expect([fifth.nodes, rest.nodes, alone.nodes]).toEqual([2_855_283, 2_097_547, 2_837_497]);
  });
});
