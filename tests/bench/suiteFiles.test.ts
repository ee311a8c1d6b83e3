import { describe, expect, test } from 'vitest';
import { loadSuites } from './suiteFiles.ts';

describe('the bench suites', () => {
  test('each file exports the suite of its name, and the list is every file', async () => {
    const { names, chosen } = await loadSuites(undefined);
    expect(chosen.map((s) => s.name)).toEqual(names);
    expect(names).toEqual(['code-cell', 'connect4', 'connect4-play', 'connect4-road', 'multicore', 'multicore-browser', 'multicore-plan', 'othello', 'tetromino', 'tictactoe', 'viz']);
  });

  test('a suite asked for by name is the only one loaded; an unknown name loads none', async () => {
    expect((await loadSuites('connect4')).chosen.map((s) => s.name)).toEqual(['connect4']);
    expect((await loadSuites('connect')).chosen).toEqual([]);
  });
});
