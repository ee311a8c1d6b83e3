import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/engineCli.ts';

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
    expect(JSON.parse(runCli(['solve', 'tictactoe', 'xx.oo....']).stdout)).toMatchObject({ value: 1, bestMoves: [2] });
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
    expect(runCli(['solve', 'chess', 'e4']).stderr).toMatch(/unknown game 'chess'/);
    expect(runCli(['perft', 'tictactoe', '.........', 'x']).stderr).toMatch(/depth must be a whole number/);
  });
});

describe('engine CLI, options', () => {
  test('a position may start with "--" (two empty Othello squares): only --letter is an option', () => {
    const start = '---------------------------OX------XO--------------------------- X';
    const r = runCli(['perft', 'othello', start, '5']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'othello', depth: 5, nodes: 1396 });
  });
});

// The FFO positions (src/data/positions/othello/ffo.txt), seven of which start
// with "--" followed by a disc: "--O..." must read as a board, not an option.
const FFO = readFileSync(new URL('../../src/data/positions/othello/ffo.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => /^\d/.test(l))
  .map((l) => l.split(' '))
  .map(([id, board, side]) => [Number(id), `${board} ${side}`] as const);

describe('engine CLI, every FFO position is a position', () => {
  test('seven of the twenty start with two empty squares and a disc', () => {
    expect(FFO).toHaveLength(20);
    expect(FFO.filter(([, p]) => /^--[XO]/.test(p)).map(([id]) => id)).toEqual([42, 43, 44, 49, 54, 56, 58]);
  });
  test.each(FFO)('FFO #%i: perft 1 runs', (_id, position) => {
    const r = runCli(['perft', 'othello', position, '1']);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toMatchObject({ game: 'othello', position, depth: 1 });
    expect(JSON.parse(r.stdout).nodes).toBeGreaterThan(0);
  });
  test('after "--" everything is positional', () => {
    const r = runCli(['perft', 'tictactoe', '--', '.........', '2']);
    expect(JSON.parse(r.stdout)).toMatchObject({ depth: 2, nodes: 72 });
  });
});

/**
 * The CLI's contract for bad input, invocation by invocation (the hostile
 * review's list): exit status 2, nothing on stdout, exactly one line on
 * stderr, no stack trace, and words that name the problem.
 */
const BAD: [string, string[], RegExp][] = [
  ['game __proto__', ['solve', '__proto__', 'x'], /^error: unknown game '__proto__' \(games: tictactoe, connect4, othello, tetromino\)$/],
  ['game constructor', ['solve', 'constructor', 'x'], /unknown game 'constructor'/],
  ['game toString', ['analyze', 'toString', 'x'], /unknown game 'toString'/],
  ['game hasOwnProperty', ['solve', 'hasOwnProperty', 'x'], /unknown game 'hasOwnProperty'/],
  ['game valueOf, perft', ['perft', 'valueOf', 'x', '1'], /unknown game 'valueOf'/],
  ['unknown command', ['solv', 'tictactoe', '.........'], /^error: unknown command 'solv' \(commands: solve, analyze, perft, task, help\)$/],
  ['missing game', ['solve'], /^error: missing game after 'solve'/],
  ['empty game', ['solve', '', '.........'], /^error: missing game after 'solve'/],
  ['missing position', ['solve', 'connect4'], /^error: missing position: moves from the empty board/],
  ['a position with a newline', ['solve', 'tictactoe', 'xx\n.oo...'], /^error: tictactoe position 'xx\\n\.oo\.\.\.': cell 2 is '\\n': use x, o or \.$/],
  ['extra positional arguments', ['solve', 'connect4', '44', 'extra', 'args'], /^error: unexpected argument 'extra' after the position$/],
  ['an argument after the depth', ['perft', 'connect4', '44', '2', '3'], /^error: unexpected argument '3' after the depth$/],
  ['unknown option', ['solve', 'connect4', '44', '--quick'], /^error: connect4 has no option --quick \(options: --weak, --tableBits, --keep, --book, --moves\)$/],
  ['unknown option, tic-tac-toe', ['solve', 'tictactoe', '.........', '--weak'], /^error: tictactoe has no option --weak$/],
  ['flag with two values', ['solve', 'connect4', '44', '--weak=true=false'], /^error: --weak must be true or false, not 'true=false'$/],
  ['option given twice', ['solve', 'connect4', '44', '--weak', '--weak'], /^error: --weak is given twice$/],
  ['number option without a value', ['solve', 'connect4', '44', '--tableBits'], /^error: --tableBits needs a value$/],
  ['number option out of range', ['solve', 'connect4', '44', '--tableBits', '40'], /^error: --tableBits must be a whole number from 10 to 27, not '40'$/],
  ['enum option', ['solve', 'othello', '-'.repeat(64) + ' X', '--objective', 'max'], /^error: --objective must be 'standard' or 'course', not 'max'$/],
  ['perft options', ['perft', 'connect4', '44', '2', '--weak'], /^error: perft takes no options but a budget$/],
  ['missing depth', ['perft', 'tictactoe', '.........'], /^error: missing depth: a whole number from 0 to 9$/],
  ...(['', '1e9', '100', '0x10', '1.5', '-1', 'NaN', ' 3'] as const).map((d): [string, string[], RegExp] => [
    `perft depth ${JSON.stringify(d)}`,
    ['perft', 'tictactoe', '.........', d],
    new RegExp(`^error: tictactoe perft depth must be a whole number from 0 to 9, not '${d.replace(/\./g, '\\.')}'$`),
  ]),
  ['perft depth beyond the game', ['perft', 'tictactoe', '.........', '10'], /^error: tictactoe perft depth must be a whole number from 0 to 9, not '10'$/],
  ['book on a directory', ['solve', 'connect4', '', '--book', 'public'], /^error: --book 'public' is not a file$/],
  ['book that does not exist', ['solve', 'connect4', '', '--book', 'no/such/book.bin'], /^error: cannot read --book 'no\/such\/book\.bin': no such file$/],
  ['book that is not a book', ['solve', 'connect4', '', '--book', 'package.json'], /^error: --book 'package\.json': not a Connect Four book/],
];

describe('engine CLI, bad input: exit 2 and exactly one line on stderr', () => {
  test.each(BAD)('%s', (_what, args, message) => {
    const r = runCli(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.endsWith('\n')).toBe(true);
    expect(r.stderr.split('\n')).toHaveLength(2); // one line and the final newline
    expect(r.stderr).not.toMatch(/\bat \w+ \(|TypeError|RangeError/);
    expect(r.stderr.trimEnd()).toMatch(message);
  });

  test('the process keeps the contract (spawned, as a user runs it)', () => {
    for (const args of [['solve', '__proto__', 'x'], ['perft', 'tictactoe', '.........', '1e9'], ['solve', 'connect4', '', '--book', 'public']]) {
      const r = engine(...args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
  });

  test('help lists the usage, and a game\'s options and depth range', () => {
    expect(runCli(['help'])).toMatchObject({ status: 0, stdout: expect.stringMatching(/^usage:/) });
    const help = runCli(['help', 'connect4']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/perft depth: 0 to 108, as far as the count is in reach/);
    expect(help.stdout).toMatch(/--tableBits N \(10\.\.27\)/);
    expect(runCli(['help', '__proto__'])).toMatchObject({ status: 2 });
  });
});

describe('engine CLI, good input in every form', () => {
  test('a flag alone, with =, and with a separate true/false', () => {
    const ask = (...opts: string[]) => JSON.parse(runCli(['solve', 'connect4', '2252576253462244111563365343671351441', ...opts]).stdout);
    expect(ask('--weak')).toMatchObject({ value: -1, weak: true });
    expect(ask('--weak=false')).toMatchObject({ value: -1, weak: false });
    expect(ask('--weak', 'true')).toMatchObject({ weak: true });
    expect(ask('--tableBits', '12')).toMatchObject({ value: -1 });
  });
  test('the book from a file answers the empty board at once', () => {
    const out = JSON.parse(runCli(['solve', 'connect4', '', '--book', 'public/books/connect4-7x6.bin']).stdout);
    expect(out).toMatchObject({ value: 1, bestMoves: [4], nodes: 0, book: true, line: 4 });
  });
});

describe('engine CLI, tasks: what the cells ask the solve worker', () => {
  test('a road step on its set: the counts of the road table', () => {
    const r = runCli(['task', 'connect4Road', '{"step":"alphaBeta","set":"end"}']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ task: 'connect4Road', output: { step: 'alphaBeta', set: 'end', totalNodes: 7466, wrong: 0 } });
  });

  test('step 9 reads the book given as a file', () => {
    const r = runCli(['task', 'connect4Road', '{"step":"book","set":"begin"}', '--book', 'public/books/connect4-7x6.bin']);
    expect(JSON.parse(r.stdout).output.totalNodes).toBe(0);
  });

  test('one engine, any game: the course’s figure 1', () => {
    const r = engine('task', 'choose', '{"game":"line","position":"o...x"}');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).output).toMatchObject({ best: ['2', '3', '4'], nodes: 15 });
  });

  test.each([
    [['task'], /^error: missing task after 'task' \(tasks: choose, tieBreak, connect4Duel, connect4Road, connect4Perfect, connect4ColumnCosts, othelloPlay, othelloRootMove\)\n$/],
    [['task', 'warp', '{}'], /^error: unknown task 'warp'/],
    [['task', 'choose'], /^error: missing input: /],
    [['task', 'choose', '{game'], /^error: the input '\{game' is not JSON\n$/],
    [['task', 'choose', '{"game":"line","position":"o...x","depth":0}'], /^error: task choose: depth must be a whole number from 1 to 20, not 0\n$/],
    [['task', 'choose', '{"game":"line","position":"o...x"}', '--book', 'x'], /^error: task choose has no option --book\n$/],
  ])('%j is refused on one line, status 2', (args, message) => {
    const r = runCli(args as string[]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
