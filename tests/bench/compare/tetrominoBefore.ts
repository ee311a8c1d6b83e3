/**
 * @packageDocumentation
 * Our tetromino solver beside the same solver at an earlier commit: the full
 * solve from the start, CPU time, the two interleaved (the earlier one first
 * in odd rounds), after one warm-up solve each.
 *
 *   git worktree add ../tetromino-before d8e961f      # the engine when the speed issue was filed
 *   npm run -s bench -- tetromino before=../tetromino-before [--rounds 7]
 *
 * The earlier checkout needs no install: its solver is plain TypeScript that
 * this process's loader compiles. Both must find the same value, or the
 * comparison is refused; their node counts are reported side by side (a
 * change of pruning or ordering changes ours, and is part of the speedup).
 */

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { median, round } from '../measure.ts';

interface SolverSide {
  solve(): { value: number; nodes: number };
}

async function load(checkout: string): Promise<SolverSide> {
  const file = (name: string) => pathToFileURL(resolve(checkout, `src/engine/games/tetromino/${name}.ts`)).href;
  const { TetrominoSolver } = (await import(file('solver'))) as { TetrominoSolver: new () => { solve(p: unknown): { value: number }; nodes: number } };
  const { START } = (await import(file('board40'))) as { START: unknown };
  return {
    solve() {
      const solver = new TetrominoSolver();
      return { value: solver.solve(START).value, nodes: solver.nodes };
    },
  };
}

function cpuMs(side: SolverSide): { ms: number; value: number; nodes: number } {
  const c0 = process.cpuUsage();
  const r = side.solve();
  const c = process.cpuUsage(c0);
  return { ms: (c.user + c.system) / 1000, ...r };
}

/** Interleaved rounds of the full solve, ours against the checkout at `before`. */
export async function compareTetrominoBefore(before: string, rounds: number): Promise<Record<string, unknown>> {
  const ours = await load(resolve(import.meta.dirname, '../../..'));
  const theirs = await load(before);
  const check = [cpuMs(ours), cpuMs(theirs)];
  if (check[0].value !== check[1].value) {
    return { error: `not the same value: ours ${check[0].value}, before ${check[1].value}` };
  }
  const oursMs: number[] = [];
  const beforeMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const earlierFirst = i % 2 === 0;
    const first = cpuMs(earlierFirst ? theirs : ours);
    const second = cpuMs(earlierFirst ? ours : theirs);
    beforeMs.push(round((earlierFirst ? first : second).ms, 1));
    oursMs.push(round((earlierFirst ? second : first).ms, 1));
  }
  return {
    before,
    rounds,
    value: check[0].value,
    nodes: { ours: check[0].nodes, before: check[1].nodes },
    medianCpuMs: { ours: median(oursMs), before: median(beforeMs) },
    speedup: round(median(beforeMs) / median(oursMs), 2),
    roundsCpuMs: { ours: oursMs, before: beforeMs },
  };
}
