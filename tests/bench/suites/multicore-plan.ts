/**
 * @packageDocumentation
 * `npm run bench -- multicore-plan [openings] [position...]`: how well the split of "every
 * column" of Connect Four (`engine/split/analysis.ts`) can spread over 2 and
 * 4 workers, in positions searched, not in time: a figure that a busy
 * machine cannot blur.
 *
 * For each of `openings` random openings of 8 stones (default 12, drawn from
 * seed 1, uniform over the playable columns, none over), each column is
 * analysed alone from an empty table, as a sub-job is (its positions are its
 * cost), and the sub-jobs are dealt to the workers in the split's order, the
 * next to the worker that frees up first. The makespan is the busiest
 * worker's positions; `ceiling`, the sum over the makespan, is the speedup
 * the split allows on free cores. Two orders:
 *
 * - `centreFirst`: the analysis's own order;
 * - `byCost`: dearest first by `connect4ColumnCosts` (the first probe of each
 *   column), whose own positions count in the makespan, as one worker runs
 *   it before the split.
 *
 * Positions given after the count are measured too (the speed page's
 * 32164625, say), after the openings. Medians and the worst over the
 * openings, per order and worker count.
 */

import { seededRandom } from '../../../src/engine/core/random.ts';
import { unwrap } from '../../../src/engine/core/result.ts';
import { parseMoves } from '../../../src/engine/games/connect4/notation.ts';
import { canPlay } from '../../../src/engine/games/connect4/position.ts';
import { connect4Solver } from '../../../src/engine/solve/connect4.ts';
import { splitAnalysis } from '../../../src/engine/split/analysis.ts';
import { TASKS } from '../../../src/engine/tasks/index.ts';
import { median, round, type BenchSuite } from '../measure.ts';

const STONES = 8;

/** `openings` random openings of `STONES` stones, none over, from `seed`. */
function openings(count: number, seed: number): string[] {
  const rnd = seededRandom(seed);
  const out: string[] = [];
  while (out.length < count) {
    let moves = '';
    let p = unwrap(parseMoves(moves));
    while (moves.length < STONES && !p.isOver) {
      const open = [0, 1, 2, 3, 4, 5, 6].filter((c) => canPlay(p, c));
      moves += String(open[Math.floor(rnd() * open.length)] + 1);
      p = unwrap(parseMoves(moves));
    }
    if (!p.isOver) out.push(moves);
  }
  return out;
}

/** The busiest worker's cost when `jobs` are dealt in order to whichever of `workers` frees up first. */
function makespan(jobs: readonly number[], workers: number): number {
  const load = new Array<number>(workers).fill(0);
  for (const j of jobs) load[load.indexOf(Math.min(...load))] += j;
  return Math.max(...load);
}

const suite: BenchSuite = {
  name: 'multicore-plan',
  description: 'Connect Four every-column split: the speedup its order allows on 2 and 4 free cores, in positions (centre first vs dearest first)',
  run(args) {
    const count = Math.max(1, Number(args[0] ?? 12) || 12);
    const rows: Record<string, unknown>[] = [];
    const ceilings: Record<string, number[]> = { centreFirst2: [], byCost2: [], centreFirst4: [], byCost4: [] };
    const extra = args.slice(1).filter((a) => parseMoves(a).ok);
    const random = openings(count, 1);
    for (const position of [...random, ...extra]) {
      const column = (moves: string): number => unwrap(connect4Solver.analyze(position, { book: false, moves })).nodes;
      const estimate = unwrap(TASKS.connect4ColumnCosts.run({ position, book: false }));
      const orders = {
        centreFirst: unwrap(splitAnalysis('connect4', position, { book: false })),
        byCost: unwrap(splitAnalysis('connect4', position, { book: false }, { costs: estimate.costs })),
      };
      const cost = new Map(orders.centreFirst.jobs.map((j) => [j.options.moves, column(j.options.moves)] as const));
      const total = [...cost.values()].reduce((a, b) => a + b, 0);
      const row: Record<string, unknown> = { position, positions: total, estimate: estimate.nodes };
      for (const workers of [2, 4]) {
        for (const [name, plan] of Object.entries(orders)) {
          const extra = name === 'byCost' ? estimate.nodes : 0;
          const ceiling = total / (extra + makespan(plan.jobs.map((j) => cost.get(j.options.moves)!), workers));
          if (random.includes(position)) ceilings[`${name}${workers}`].push(ceiling);
          row[`${name}${workers}`] = round(ceiling, 2);
        }
      }
      rows.push(row);
      process.stderr.write(`bench: multicore-plan ${position}: ${JSON.stringify(row)}\n`);
    }
    const summary = Object.fromEntries(Object.entries(ceilings).map(([k, v]) => [k, { median: round(median(v), 2), worst: round(Math.min(...v), 2) }]));
    return { openings: count, stones: STONES, positions: extra, summary, rows };
  },
};

export default suite;
