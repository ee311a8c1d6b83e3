import { describe, expect, test } from 'vitest';
import { DEFAULT_SPEC } from '../spec.ts';
import { specFromOptions } from './options.ts';

describe('the spec a page’s options describe', () => {
  test('nothing given: the visualiser’s defaults', () => {
    expect(specFromOptions({})).toEqual(DEFAULT_SPEC);
  });

  test('each option lands in its field; negamax reads values for the side to move; step "end"; a random tree within its limits', () => {
    expect(specFromOptions({ game: 'tictactoe' }).position).toBe('x.o.o.x..');
    expect(specFromOptions({ algorithm: 'negamax' }).perspective).toBe('mover');
    expect(specFromOptions({ algorithm: 'negamax', perspective: 'max' }).perspective).toBe('max');
    expect(specFromOptions({ step: 'end' }).step).toBe(Number.MAX_SAFE_INTEGER);
    expect(specFromOptions({ depth: 0 }).depth).toBe(Infinity);
    expect(specFromOptions({ depth: 4, failSoft: false, tt: true, mode: 'exercise', rootPlayer: 'min', order: 'best-first' })).toMatchObject({
      depth: 4,
      failSoft: false,
      tt: true,
      mode: 'exercise',
      rootPlayer: 'min',
      order: 'best-first',
    });
    expect(specFromOptions({ position: 'random', seed: 42, treeDepth: 9, branching: 3, values: [-5, 5] }).random).toEqual({
      depth: 6,
      branching: [3, 3],
      min: -5,
      max: 5,
      seed: 42,
    });
  });
});
