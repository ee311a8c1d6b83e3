import { describe, expect, test } from 'vitest';
import { DRAUGHTS_EXERCISES } from './draughts.ts';

const [layoutSize, materialEval] = DRAUGHTS_EXERCISES;

describe('D1: the size of a draughts layout', () => {
  test('every question’s answer is one of the six sizes, counted square by square', () => {
    // 8 × 8: 32 dark squares; 10 × 10: 50. Kings layout: 3 fields + turn; four fields + turn; the floor: ⌈n log2 5⌉ + 1.
    const sizes = new Set([32 * 3 + 1, 32 * 4 + 1, 50 * 3 + 1, 50 * 4 + 1, 75 + 1, 117 + 1]);
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) seen.add(layoutSize.instance(seed).answer as number);
    expect([...seen].every((n) => sizes.has(n))).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });

  test('a wrong count says which way it is off', () => {
    const inst = layoutSize.instance(1);
    expect(layoutSize.check((inst.answer as number) * 2, inst).message).toMatch(/too many; did you count the light squares too\?$/);
    expect(layoutSize.check((inst.answer as number) - 1, inst).message).toMatch(/too few/);
  });
});

describe('D2: the material term, from the bitboards in the prompt', () => {
  /** The masks and weight read back from the prompt, and the term counted square by square. */
  function recount(prompt: string): number {
    const [white, black, kings] = [...prompt.matchAll(/0x[0-9a-f]{8}/g)].map((m) => parseInt(m[0], 16));
    const weight = Number(/a king (\d)/.exec(prompt)![1]);
    const whiteToMove = prompt.includes('White to move');
    let score = 0;
    for (let sq = 0; sq < 32; sq++) {
      const bit = 2 ** sq;
      const value = Math.floor(kings / bit) % 2 ? weight : 1;
      if (Math.floor(white / bit) % 2) score += value;
      if (Math.floor(black / bit) % 2) score -= value;
      expect(Math.floor(white / bit) % 2 && Math.floor(black / bit) % 2).toBe(0); // one piece per square
    }
    return whiteToMove ? score : -score;
  }

  test.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('seed %i: the answer is the term counted square by square', (seed) => {
    const inst = materialEval.instance(seed);
    expect(inst.answer).toBe(recount(inst.prompt));
  });

  test('men never stand where they would be crowned', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const [white, black, kings] = [...materialEval.instance(seed).prompt.matchAll(/0x[0-9a-f]{8}/g)].map((m) => parseInt(m[0], 16) >>> 0);
      expect((white & ~kings & 0xf) >>> 0).toBe(0); // White's men off row 0
      expect((black & ~kings & 0xf0000000) >>> 0).toBe(0); // Black's men off row 7
    }
  });

  test('the opponent’s view is named as such', () => {
    let seed = 1;
    while (materialEval.instance(seed).answer === 0) seed++;
    const inst = materialEval.instance(seed);
    expect(materialEval.check(-(inst.answer as number), inst).message).toMatch(/that is the opponent’s view/);
  });
});
