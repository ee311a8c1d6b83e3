import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/engineCli.ts';
import { crc32 } from '../../src/engine/core/crc32.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { OpeningBook, canonicalKey } from '../../src/engine/games/connect4/book.ts';
import { parseMoves } from '../../src/engine/games/connect4/notation.ts';

/**
 * The hostile review's list (issue 23, "The command line and the opening
 * book"), one row per invocation: bad input exits 2 with exactly one line on
 * stderr that names the problem; a job that cannot finish is refused at once
 * (exit 2, the estimate and how to ask anyway) or, given a budget, stopped
 * when it runs out (exit 3, "budget exhausted after N nodes"); a tampered
 * opening book is refused when loaded.
 */

const START = '---------------------------OX------XO--------------------------- X';
const TETROMINO_START = '........................................ ILOST/ILOST';
const ASK = '; to run it anyway, give it a budget (on the command line: --max-nodes N or --time S)';

/** One line on stderr, nothing on stdout, and the status. */
function expectOneLine(args: string[], status: 2 | 3, message: string | RegExp) {
  const r = runCli(args);
  expect(r.status).toBe(status);
  expect(r.stdout).toBe('');
  expect(r.stderr.endsWith('\n')).toBe(true);
  expect(r.stderr.split('\n')).toHaveLength(2);
  expect(r.stderr).not.toMatch(/\bat \w+ \(|TypeError|RangeError|the engine failed/);
  if (typeof message === 'string') expect(r.stderr.trimEnd()).toBe(message);
  else expect(r.stderr.trimEnd()).toMatch(message);
}

const SHAPE = (task: string, example: string, what: string) => `error: task ${task}: the input must be a JSON object like ${example}, not ${what}`;
const CHOOSE_EXAMPLE = '{"game":"line","position":"o...x"}';

describe('task input is checked against its schema: exit 2, one line', () => {
  test.each([
    ['choose null', ['task', 'choose', 'null'], SHAPE('choose', CHOOSE_EXAMPLE, 'null')],
    ['choose an array', ['task', 'choose', '[1]'], SHAPE('choose', CHOOSE_EXAMPLE, 'an array')],
    ['choose a number', ['task', 'choose', '3'], SHAPE('choose', CHOOSE_EXAMPLE, '3')],
    ['choose a string', ['task', 'choose', '"o...x"'], SHAPE('choose', CHOOSE_EXAMPLE, '"o...x"')],
    ['choose true', ['task', 'choose', 'true'], SHAPE('choose', CHOOSE_EXAMPLE, 'true')],
    ['tieBreak null', ['task', 'tieBreak', 'null'], SHAPE('tieBreak', '{"game":"line","position":"o...x","runs":3000}', 'null')],
    [
      'connect4Duel null',
      ['task', 'connect4Duel', 'null'],
      SHAPE('connect4Duel', '{"size":{"width":5,"height":4,"k":4},"a":{"depth":6,"evaluation":"windows"},"b":{"depth":2,"evaluation":"windows"},"games":20}', 'null'),
    ],
    ['connect4Road an array', ['task', 'connect4Road', '[]'], SHAPE('connect4Road', '{"step":"negamax","set":"end"}', 'an array')],
    ['connect4Perfect a number', ['task', 'connect4Perfect', '0'], SHAPE('connect4Perfect', '{"position":"4453"}', '0')],
    [
      'an object as the position',
      ['task', 'choose', '{"game":"tictactoe","position":{"toString":1}}'],
      "error: task choose: position must be a string (the position in the game's notation), not an object",
    ],
    [
      'an array as the position of a perfect move',
      ['task', 'connect4Perfect', '{"position":[4,4]}'],
      'error: task connect4Perfect: position must be a string (the game so far (4453, or 6x5k4:3342); it must not be over), not an array',
    ],
    ['a depth as a string', ['task', 'choose', '{"game":"line","position":"o...x","depth":"3"}'], 'error: task choose: depth must be a whole number from 1 to 20, not "3"'],
    ['a misspelt field', ['task', 'choose', '{"game":"line","position":"o...x","depht":3}'], "error: task choose: the input has no field 'depht' (fields: game, position, depth, evaluation, seed)"],
    ['a missing field', ['task', 'choose', '{"game":"line"}'], "error: task choose: position is missing: the position in the game's notation"],
    ['an unknown game', ['task', 'choose', '{"game":"chess","position":""}'], 'error: task choose: game must be \'line\', \'tictactoe\', \'connect4\', \'othello\', \'tetromino\', not "chess"'],
    ['a flag as a word', ['task', 'connect4Perfect', '{"position":"","fresh":"yes"}'], 'error: task connect4Perfect: fresh must be true or false, not "yes"'],
    [
      'a board size as text',
      ['task', 'connect4Duel', '{"size":"7x6","a":{"depth":1,"evaluation":"none"},"b":{"depth":1,"evaluation":"none"},"games":1}'],
      'error: task connect4Duel: size must be an object with width, height, k, not "7x6"',
    ],
    [
      'a side that is null',
      ['task', 'connect4Duel', '{"size":{"width":5,"height":4,"k":4},"a":null,"b":{"depth":1,"evaluation":"none"},"games":1}'],
      'error: task connect4Duel: side A must be an object with depth, evaluation, not null',
    ],
    [
      "a side's depth as text",
      ['task', 'connect4Duel', '{"size":{"width":5,"height":4,"k":4},"a":{"depth":"deep","evaluation":"none"},"b":{"depth":1,"evaluation":"none"},"games":1}'],
      'error: task connect4Duel: side A\'s depth must be a whole number from 1 to 10, not "deep"',
    ],
    ['a road step that is a number', ['task', 'connect4Road', '{"step":9,"set":"end"}'], /^error: task connect4Road: step must be 'negamax', .*'site', not 9$/],
    ['a budget that is not a number', ['solve', 'tictactoe', '.........', '--max-nodes', 'many'], "error: --max-nodes must be a whole number of positions from 1 to 1e15, not 'many'"],
    ['a time of zero', ['solve', 'connect4', '', '--time', '0'], "error: --time must be a number of seconds above 0, not '0'"],
    ['a budget twice', ['solve', 'connect4', '', '--time', '1', '--time=2'], 'error: --time is given twice'],
  ])('%s', (_what, args, message) => expectOneLine(args as string[], 2, message));
});

describe('nothing runs unbounded: refused at once with the estimate (exit 2), or bounded', () => {
  test.each([
    [
      'perft 10 on 8x8',
      ['perft', 'connect4', '8x8k4:', '10'],
      /^error: out of reach: connect4 perft 10 from this position would count about 1\.1 billion move sequences \(4 min at 5 million a second\), more than the 200 million perft may count without a budget; try a smaller depth/,
    ],
    ['perft 10 on 9x12', ['perft', 'connect4', '9x12k4:', '10'], /^error: out of reach: connect4 perft 10 from this position would count about 3\.5 billion move sequences/],
    ['perft 11 on 7x6', ['perft', 'connect4', '', '11'], /^error: out of reach: connect4 perft 11 from this position would count about 2 billion move sequences/],
    ['perft 12 from the Othello start', ['perft', 'othello', START, '12'], /^error: out of reach: othello perft 12 from this position would count about 980 million move sequences/],
    ['perft 4 from the tetromino start', ['perft', 'tetromino', TETROMINO_START, '4'], /^error: out of reach: tetromino perft 4 from this position would count about 11 billion move sequences/],
    ['a budget perft cannot keep', ['perft', 'connect4', '8x8k4:', '10', '--max-nodes', '1000000'], /^error: out of reach: connect4 perft 10 .* perft cannot stop midway, so its budget must cover that$/],
    [
      'choose at depth 20 on Connect Four',
      ['task', 'choose', '{"game":"connect4","position":"","depth":20}'],
      /^error: task choose: out of reach: a search 20 plies deep from this Connect Four position would take about \de\+1\d positions .*, more than the 30 million a job may search without a budget; to run it anyway/,
    ],
    ['choose at depth 20 on Othello', ['task', 'choose', `{"game":"othello","position":"${START}","depth":20}`], /^error: task choose: out of reach: a search 20 plies deep from this Othello position/],
    ['choose at depth 20 on the tetromino game', ['task', 'choose', `{"game":"tetromino","position":"${TETROMINO_START}","depth":20}`], /^error: task choose: out of reach: a search 20 plies deep from this tetromino game position/],
    [
      'a match that would take days',
      ['task', 'connect4Duel', '{"size":{"width":7,"height":6,"k":4},"a":{"depth":8,"evaluation":"windows"},"b":{"depth":8,"evaluation":"windows"},"games":200}'],
      `error: task connect4Duel: out of reach: a match of 200 games on 7x6k4, depth 8 against 8 would take about 56 billion positions (3 days at 250,000 a second), more than the 30 million a job may search without a budget${ASK}`,
    ],
    [
      'the perfect move from the empty board without the book',
      ['task', 'connect4Perfect', '{"position":""}', '--book', 'false'],
      `error: task connect4Perfect: out of reach: solving the empty 7x6k4 board without the opening book would take about 9.5 billion positions (80 min at 2 million a second), more than the 1 billion a job may search without a budget${ASK}`,
    ],
    [
      'the road’s step 9 on the empty board without the book',
      ['task', 'connect4Road', '{"step":"book","set":"empty"}', '--book', 'false'],
      'error: task connect4Road: out of reach: without the opening book, step 9 on the empty board is a full solve (about 18 minutes); give the book (--book FILE)',
    ],
    [
      'the empty 7x6 board with the book turned off',
      ['solve', 'connect4', '', '--book', 'false'],
      `error: out of reach: solving the empty 7x6k4 board without the opening book would take about 9.5 billion positions (80 min at 2 million a second), more than the 1 billion a job may search without a budget${ASK}`,
    ],
    [
      'a table of 2^10 entries',
      ['solve', 'connect4', '4453', '--tableBits', '10', '--book', 'false'],
      `error: out of reach: solving this 4-stone 7x6k4 board without the opening book would take about 32 billion positions (4 h at 2 million a second), more than the 1 billion a job may search without a budget${ASK}`,
    ],
    [
      'the Othello start position',
      ['solve', 'othello', START],
      `error: out of reach: solving an Othello position with 60 empty squares would take about 3e+23 positions (5e+9 years at 2 million a second), more than the 2 billion a job may search without a budget${ASK}`,
    ],
    ['every move of the Othello start', ['analyze', 'othello', START], /^error: out of reach: the value of every move of an Othello position with 60 empty squares would take about 1e\+24 positions/],
  ])('%s', (_what, args, message) => expectOneLine(args as string[], 2, message));

  test.each([
    ['a node budget on the empty 7x6 board', ['solve', 'connect4', '', '--book', 'false', '--max-nodes', '100000'], 100_000, '--max-nodes 100000'],
    ['a time budget on the Othello start', ['solve', 'othello', START, '--time', '0.3'], 1, '--time 0.3'],
    ['a node budget on a depth-20 search', ['task', 'choose', '{"game":"connect4","position":"","depth":20}', '--max-nodes', '50000'], 50_000, '--max-nodes 50000'],
    ['a node budget on the perfect move without the book', ['task', 'connect4Perfect', '{"position":""}', '--book', 'false', '--max-nodes', '100000'], 100_000, '--max-nodes 100000'],
  ])('%s: stopped, exit 3, "budget exhausted after N nodes"', (_what, args, atLeast, budget) => {
    const r = runCli(args as string[]);
    expect(r.status).toBe(3);
    expect(r.stdout).toBe('');
    const m = /^error: (?:task \w+: )?budget exhausted after (\d+) nodes \((.*)\): no answer\n$/.exec(r.stderr);
    expect(m, r.stderr).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThanOrEqual(atLeast);
    expect(m![2]).toBe(budget);
  });

  test.each([
    ['the empty 7x6 board: the book is on by default', ['solve', 'connect4', ''], { value: 1, bestMoves: [4], nodes: 0, book: true, line: 4 }],
    ['the perfect move from the empty board, from the book', ['task', 'connect4Perfect', '{"position":""}'], { output: { column: 4, score: 1, best: [4], fromBook: true, nodes: 0 } }],
    ['a small table where it costs little', ['solve', 'connect4', '2252576253462244111563365343671351441', '--tableBits', '10'], { value: -1, bestMoves: [6] }],
    ['choose at depth 20 on tic-tac-toe: the game ends first', ['task', 'choose', '{"game":"tictactoe","position":"xx..o....","depth":20}'], { output: { best: ['2'], value: 0, nodes: 220 } }],
    ['choose at depth 20 on the line game', ['task', 'choose', '{"game":"line","position":"o...x","depth":20}'], { output: { best: ['2', '3', '4'], nodes: 15 } }],
    ['perft 9 on 7x6', ['perft', 'connect4', '', '9'], { depth: 9, nodes: 39_394_572 }],
    ['perft 9 from the Othello start', ['perft', 'othello', START, '9'], { depth: 9, nodes: 3_005_288 }],
    ['a budget on what is in reach changes nothing', ['solve', 'tictactoe', 'xx.oo....', '--max-nodes', '1000'], { value: 1, bestMoves: [2] }],
  ])('%s: answered', (_what, args, expected) => {
    const r = runCli(args as string[]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject(expected);
  });
});

describe('a tampered opening book is refused when loaded: exit 2, one line', () => {
  const shipped = new Uint8Array(readFileSync(new URL('../../public/books/connect4-7x6.bin', import.meta.url)));
  const dir = mkdtempSync(join(tmpdir(), 'c4book-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const emptyBoard = unwrap(OpeningBook.read(shipped))
    .entries()
    .findIndex((e) => e.key === canonicalKey(unwrap(parseMoves(''))).key);
  /** A copy of the shipped book, changed by `f`, with the checksum recomputed unless `reseal` is false. */
  function copy(name: string, f: (b: Uint8Array) => Uint8Array | void, reseal = true): string {
    const original = shipped.slice();
    const b: Uint8Array = f(original) ?? original;
    if (reseal && b.length >= 16) new DataView(b.buffer, b.byteOffset).setUint32(12, crc32(b.subarray(16)), true);
    const file = join(dir, name);
    writeFileSync(file, b);
    return file;
  }
  const setScore = (b: Uint8Array, record: number, score: number) => {
    const view = new DataView(b.buffer);
    const at = 16 + 8 * record + 4;
    view.setUint32(at, ((view.getUint32(at, true) & ~(63 << 7)) | ((score + 32) << 7)) >>> 0, true);
  };

  test('the record of the empty board is found: the first, the smallest key (the rows below tamper with it)', () => {
    expect(emptyBoard).toBe(0);
  });

  test.each([
    ['a bad magic', () => copy('magic.bin', (b) => void b.set([0x50, 0x4b, 0x03], 0)), 'not a Connect Four book: the file does not start with C4B'],
    ['format version 1', () => copy('v1.bin', (b) => void (b[3] = 0x31)), 'book format version 1 is not read here (this engine reads version 2: rebuild the book with npm run book -- write)'],
    ['a header with no records', () => copy('empty.bin', (b) => { const h = b.slice(0, 16); new DataView(h.buffer).setUint32(8, 0, true); return h; }), 'the book holds no records'],
    ['a truncated copy', () => copy('cut.bin', (b) => b.slice(0, b.length - 8), false), "the book's header announces 23560 records (188480 bytes), but 188472 bytes follow it: the file is cut"],
    ['a wrong CRC (one best column changed)', () => copy('crc.bin', (b) => void (b[16 + 8 * 100 + 4] ^= 0b10), false), "the book's checksum is wrong: its records are damaged"],
  ])('%s', (_what, make, reason) => {
    const file = make();
    expectOneLine(['solve', 'connect4', '', '--book', file], 2, `error: --book '${file}': ${reason}`);
  });

  test('an out-of-range score: the empty board worth 31 (no score passes 18 on 7x6) is refused, not printed', () => {
    const file = copy('score.bin', (b) => setScore(b, emptyBoard, 31));
    expectOneLine(['solve', 'connect4', '', '--book', file], 2, `error: --book '${file}': book record ${emptyBoard} has score 31, out of the range -18..18 a position of 0 stones can have on 7x6k4`);
    const task = runCli(['task', 'connect4Perfect', '{"position":""}', '--book', file]);
    expect(task).toMatchObject({ status: 2, stdout: '' });
  });

  test('a score that the board allows but the book did not hold is read: the check is of the format, not of the truth', () => {
    const file = copy('plausible.bin', (b) => setScore(b, emptyBoard, 2));
    expect(JSON.parse(runCli(['solve', 'connect4', '', '--book', file]).stdout)).toMatchObject({ value: 2, book: true });
  });
});

describe('the process keeps the contract (spawned, as a user runs it)', () => {
  const engine = (...args: string[]) => spawnSync('npx', ['tsx', 'src/cli/engine.ts', ...args], { encoding: 'utf8' });
  test.each([
    [['task', 'choose', 'null'], 2],
    [['solve', 'othello', START], 2],
    [['solve', 'connect4', '', '--book', 'false', '--max-nodes', '100000'], 3],
  ])('%j exits %i with one line on stderr', (args, status) => {
    const r = engine(...args);
    expect(r.status).toBe(status);
    expect(r.stdout).toBe('');
    expect(r.stderr.replace(/^npm warn.*\n/gm, '').trimEnd().split('\n')).toHaveLength(1);
  });
});
