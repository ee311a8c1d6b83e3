import { describe, expect, test } from 'vitest';
import { runCli } from '../../src/cli/engineCli.ts';
import { runCliThreaded } from '../../src/cli/threads.ts';

// `--threads N`: the same answer as one thread (ms aside; nodes as the split
// counts them, see src/cli/threads.ts).

const json = (stdout: string): Record<string, unknown> => {
  const { ms: _ms, ...rest } = JSON.parse(stdout) as Record<string, unknown>;
  return rest;
};
const OTHELLO_14 = '--O-OXXX-O-OOO--XXOXO-XO-XXOXO-OXXXXXOXOXXXXXOX-XXXXXOXXXXOO-O-- X';

describe('engine CLI --threads', () => {
  test.each([
    ['connect4', ['274552224131661', '--book', 'false']],
    ['connect4', ['5x4k4:3']],
    ['othello', [OTHELLO_14]],
    ['tetromino', ['xx...xx.....x...xx.x.x..x.xx.x..xxx..... ILT/LOT']],
  ])('analyze %s %s: the moves and values of one thread', async (game, args) => {
    const one = await runCliThreaded(['analyze', game, ...args, '--threads', '1']);
    const two = await runCliThreaded(['analyze', game, ...args, '--threads', '2']);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    const { nodes: _n1, ...a } = json(one.stdout);
    const { nodes: n2, ...b } = json(two.stdout);
    expect(b).toEqual(a);
    const three = await runCliThreaded(['analyze', game, ...args, '--threads', '3']);
    // Each sub-job from an empty table, the split's nodes do not depend on the threads; Connect Four's
    // threads share one table, so what a column finds there depends on how far the others got.
    if (game !== 'connect4') expect(json(three.stdout).nodes).toBe(n2);
    else expect(json(three.stdout)).toMatchObject(a);
  }, 120_000);

  test('analyze connect4: the threads share one table, so the columns search less than alone', async () => {
    const columns = [1, 2, 3, 4, 5].map((c) => json(runCli(['analyze', 'connect4', '5x4k4:3', '--moves', String(c)]).stdout).nodes as number);
    const alone = columns.reduce((a, b) => a + b, 0);
    expect(alone).toBe(93_654);
    // Measured: 42,947 to 43,577 positions over six runs of two and three threads (the costs' included).
    const two = json((await runCliThreaded(['analyze', 'connect4', '5x4k4:3', '--threads', '2'])).stdout);
    expect(two.nodes).toBeLessThan(alone * 0.7);
  }, 120_000);

  test('analyze connect4: the columns’ costs, which thread 0 measures before any column is dealt', () => {
    const costs = JSON.parse(runCli(['task', 'connect4ColumnCosts', '{"position":"274552224131661","book":false}']).stdout) as { output: { costs: number[]; nodes: number } };
    expect(costs.output).toEqual({ costs: [221, 16, 2, 1122, 4, 18, 14], nodes: 1397 });
  });

  test('solve othello: the value, the best moves and the extras of one thread (the best line may differ)', async () => {
    const one = json(runCli(['solve', 'othello', OTHELLO_14]).stdout);
    const two = json((await runCliThreaded(['solve', 'othello', OTHELLO_14, '--threads', '2'])).stdout);
    const { nodes: _a, pv: pv1, bestMoves: b1, ...restOne } = one;
    const { nodes: _b, pv: pv2, bestMoves: b2, ...restTwo } = two;
    expect(restTwo).toEqual(restOne);
    expect([...(b2 as string[])].sort()).toEqual([...(b1 as string[])].sort());
    expect((pv2 as string).split(' ').length).toBeGreaterThan(0);
    expect(b1 as string[]).toContain((pv2 as string).split(' ')[0]);
    expect(typeof pv1).toBe('string');
  }, 120_000);

  test('a bad count, and a bad position, answer as one thread does', async () => {
    expect(await runCliThreaded(['analyze', 'othello', OTHELLO_14, '--threads', '0'])).toEqual({ status: 2, stdout: '', stderr: "error: --threads must be a whole number from 1 to 64, not '0'\n" });
    const bad = await runCliThreaded(['analyze', 'connect4', '8', '--threads', '2']);
    expect(bad).toEqual(runCli(['analyze', 'connect4', '8']));
    expect(bad.status).toBe(2);
    // Out of reach: the columns' costs are refused too, and the answer is the analysis's own.
    expect(await runCliThreaded(['analyze', 'connect4', '445566', '--threads', '2'])).toEqual(runCli(['analyze', 'connect4', '445566']));
  }, 120_000);
});
