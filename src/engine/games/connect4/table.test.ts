import { describe, expect, test } from 'vitest';
import { SolverTable } from './table.ts';

describe('SolverTable: growing and clearing', () => {
  test('a grown array is kept and reused, zeroed, by the next growth to its size; clear goes back to the first array', () => {
    const t = new SolverTable(4, 8, 1, 42);
    const first = t.slots;
    expect(t.bytes).toBe(16 * 2 * 4 + 4 * (1 << 20));
    t.resize(5);
    const grown = t.slots;
    grown[7] = 99;
    t.clear();
    expect(t.slots).toBe(first);
    expect(t.bits).toBe(4);
    // The grown array is held as a spare: counted in the bytes held.
    expect(t.bytes).toBe(16 * 2 * 4 + 32 * 2 * 4 + 4 * (1 << 20));
    t.resize(5);
    expect(t.slots).toBe(grown);
    expect(t.slots.every((x) => x === 0)).toBe(true);
    // Growing again hands the 2^5 array back as the old slots, and keeps it.
    const old = t.resize(6);
    expect(old).toBe(grown);
    expect(t.slots.length).toBe(64 * 2);
    t.clear();
    expect(t.resize(5)).toBe(first);
    expect(t.slots).toBe(grown);
  });

  test('arrays over 2^20 entries are not kept', () => {
    const t = new SolverTable(20, 22, 1, 42);
    t.resize(21);
    const big = t.slots;
    t.clear();
    t.resize(21);
    expect(t.slots).not.toBe(big);
  });
});
