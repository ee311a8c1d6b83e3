import { describe, expect, test } from 'vitest';
import { countTilings } from './tilings.ts';

describe('ties', () => {
  test('two each of I, L, O, S and T tile the 5×8 board in 3,106 ways, so a tie can happen', () => {
    expect(countTilings()).toBe(3106);
  });
});
