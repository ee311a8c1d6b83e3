import { describe, expect, test } from 'vitest';
import { connect4Play } from './connect4.ts';
import { fitChoices } from './kit.ts';

describe('a kit’s choices kept among their options', () => {
  test('K cannot exceed the board: a K no longer offered becomes the largest one that fits', () => {
    expect(fitChoices(connect4Play.settings, { width: 3, height: 3, k: 5 })).toEqual({ width: 3, height: 3, k: 3 });
    expect(fitChoices(connect4Play.settings, { width: 9, height: 4, k: 5 })).toEqual({ width: 9, height: 4, k: 5 });
  });

  test('values outside the choices are kept as they are', () => {
    expect(fitChoices(connect4Play.computer, { depth: 3, evaluation: 'cells', seed: 7 })).toEqual({ depth: 3, evaluation: 'cells', seed: 7 });
  });
});
