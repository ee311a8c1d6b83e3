import { afterEach, describe, expect, test } from 'vitest';
import { EngineJob } from '../jobs/engineJob.ts';
import { FakeSolveClient, fakeJobs, resetFakeJobs } from '../jobs/fakeSolveClient.ts';
import { afterColumn, analyze, columnNumber, columnOf, connect4Kit, duel, movesPosition, parseMoves, sizeName, solve, writeMoves } from './connect4.ts';

afterEach(resetFakeJobs);

describe('the Connect Four kit', () => {
  test.each(['', '4453', '52753311433677442422121', '6x5k4:3342', '5x4k3:', '9x9k5:5'])("'%s' reads and writes back the same", (text) => {
    expect(writeMoves(movesPosition(text))).toBe(text);
  });

  test('the size is written only for another board; a size without k reads as k4', () => {
    expect(writeMoves(movesPosition('7x6k4:44'))).toBe('44');
    expect(writeMoves(movesPosition('6x5:1'))).toBe('6x5k4:1');
    expect(sizeName(movesPosition('6x5:').layout.config)).toBe('6x5k4');
  });

  test('a column is 0-based in the engine and numbered from 1 for people, in one place', () => {
    expect([0, 3, 6].map(columnNumber)).toEqual([1, 4, 7]);
    expect(['1', 4, '7'].map(columnOf)).toEqual([0, 3, 6]);
    expect(afterColumn(movesPosition('44'), 2)).toBe('443');
    expect(afterColumn(movesPosition('5x4k4:'), 0)).toBe('5x4k4:1');
  });

  test('a bad move list names the move at fault', () => {
    const r = parseMoves('4444444');
    expect(r.ok ? '' : r.error.message).toBe('move 7 (column 4): column 4 is already full');
    expect(() => movesPosition('8')).toThrow(/not a position/);
  });

  test('the words of the solver cell', () => {
    expect(connect4Kit.status(movesPosition('443'))).toBe('3 moves played; the second player is to move.');
    expect(connect4Kit.describe(movesPosition('4'), { value: -1 } as never, {})).toBe('with best play, the first player wins with its 21st stone');
    expect(connect4Kit.analysisNote!({ extra: { bookColumns: [4] } } as never)).toBe(
      'The score of each column is above it (– for a full column), for the side to move. Column 4 from the opening book; ',
    );
  });

  test('the requests: what reaches the solve client, and the engine’s typed answers', async () => {
    const job = new EngineJob(() => new FakeSolveClient());
    const solved = await job.run(solve('5x4k4:', { book: false }));
    expect(solved?.status === 'done' && solved.result.value).toBe(0);
    const scored = await job.run(analyze('5x4k4:'));
    expect(scored?.status === 'done' && scored.result.moves.map((m) => m.value).slice(1, 4)).toEqual([0, 0, 0]);
    await job.run(duel({ size: { width: 4, height: 4, k: 3 }, a: { depth: 2, evaluation: 'windows' }, b: { depth: 1, evaluation: 'none' }, games: 2, seed: 1 }));
    expect(fakeJobs.jobs.map((j) => j.task ?? `${j.kind} ${j.game} ${j.position} ${JSON.stringify(j.options)}`)).toEqual([
      'solve connect4 5x4k4: {"book":false}',
      'analyze connect4 5x4k4: {}',
      'connect4Duel',
    ]);
  });
});
