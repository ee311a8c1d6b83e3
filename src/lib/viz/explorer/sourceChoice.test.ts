import { describe, expect, test } from 'vitest';
import { DEFAULT_SPEC, type ExplorerSpec } from '../spec.ts';
import { choiceOf, pickSource } from './sourceChoice.ts';

const spec = (patch: Partial<ExplorerSpec>): ExplorerSpec => ({ ...DEFAULT_SPEC, ...patch });

describe('the settings’ Tree menu', () => {
  test.each([
    [spec({ position: 'example:walkthrough' }), 'example:walkthrough'],
    [spec({ position: 'random' }), 'random'],
    [spec({ position: '[1 2]' }), 'typed'],
    [spec({ game: 'tictactoe', position: 'x........' }), 'tictactoe'],
    [spec({ game: 'line', position: 'o...x' }), 'line'],
    [spec({ game: 'othello', position: 'anything' }), 'game'],
  ])('%#: which kind of tree the spec shows', (s, choice) => {
    expect(choiceOf(s)).toBe(choice);
  });

  test('each pick starts its own position, searched to the end from step 0; a game keeps its own position', () => {
    const now = spec({ game: 'tictactoe', position: 'xo.......', depth: 3, step: 9 });
    const fresh = { depth: Infinity, step: 0 };
    expect(pickSource('tictactoe', now, undefined)).toEqual({ game: 'tictactoe', position: 'xo.......', ...fresh });
    expect(pickSource('line', now, undefined)).toEqual({ game: 'line', position: 'o...x', ...fresh });
    expect(pickSource('tictactoe', spec({}), undefined)).toEqual({ game: 'tictactoe', position: 'x.o.o.x..', ...fresh });
    expect(pickSource('random', now, undefined)).toEqual({ game: 'toy', position: 'random', ...fresh });
    expect(pickSource('typed', now, '[[1 2] [3]]')).toEqual({ game: 'toy', position: '[[1 2] [3]]', ...fresh });
    expect(pickSource('typed', now, undefined)).toEqual({ game: 'toy', position: '[[3 12 8] [2 4 6] [14 5 2]]', ...fresh });
    expect(pickSource('example:textbook', now, undefined)).toEqual({ game: 'toy', position: 'example:textbook', ...fresh });
    expect(pickSource('game', now, undefined)).toBeUndefined();
  });
});
