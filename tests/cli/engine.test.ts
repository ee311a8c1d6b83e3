import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

/** Runs the engine CLI as a user would (`npm run -s engine -- ...`), through tsx. */
function engine(...args: string[]) {
  const r = spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr.replace(/^npm warn.*\n/gm, '') };
}

describe('engine CLI, tic-tac-toe', () => {
  test('solve: the empty board is a draw', () => {
    const r = engine('solve', 'tictactoe', '.........');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ game: 'tictactoe', position: '.........', value: 0, bestMoves: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
    expect(Object.keys(out).slice(0, 6)).toEqual(['game', 'position', 'value', 'bestMoves', 'nodes', 'ms']);
  });
  test('solve: x to move wins on cell 2', () => {
    expect(JSON.parse(engine('solve', 'tictactoe', 'xx.oo....').stdout)).toMatchObject({ value: 1, bestMoves: [2] });
  });
  test('perft 9 from the empty board prints 127872', () => {
    const r = engine('perft', 'tictactoe', '.........', '9');
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'tictactoe', position: '.........', depth: 9, nodes: 127872 });
  });
  test('bad input: a clear line on stderr and a non-zero exit', () => {
    const r = engine('solve', 'tictactoe', 'xx.oo..z.');
    expect(r.status).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/cell 7 is 'z'/);
    expect(engine('solve', 'chess', 'e4').stderr).toMatch(/unknown game 'chess'/);
    expect(engine('perft', 'tictactoe', '.........', 'x').stderr).toMatch(/depth must be a whole number/);
  });
});

describe('engine CLI, options', () => {
  test('a position may start with "--" (two empty Othello squares): only --letter is an option', () => {
    const start = '---------------------------OX------XO--------------------------- X';
    const r = engine('perft', 'othello', start, '5');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'othello', depth: 5, nodes: 1396 });
  });
});
