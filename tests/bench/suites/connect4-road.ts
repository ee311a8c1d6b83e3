/**
 * @packageDocumentation
 * The road to perfect play (`src/engine/games/connect4/road/`): every step on
 * its fixed position sets (`road/positions.ts`), each position from an empty
 * table, with the node counts the unit test pins and the time in Node.
 *
 *   npm run -s bench -- connect4-road              every step on every set it runs, 3 runs each
 *   npm run -s bench -- connect4-road repeat=1     one timed run
 *   npm run -s bench -- connect4-road site         also the site's solver (step 8 refined)
 *
 * `ms` is the median wall time of the whole set over the runs (after one
 * untimed warm-up run), `usPerNode` that time divided by the nodes. The
 * machine is shared: times are indicative, node counts exact.
 */

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { unwrap } from '../../../src/engine/core/result.ts';
import { OpeningBook } from '../../../src/engine/games/connect4/book.ts';
import { ROAD_SETS } from '../../../src/engine/games/connect4/road/positions.ts';
import { ROAD_STEPS, SITE_SOLVER, runRoad, type RoadStep } from '../../../src/engine/games/connect4/road/steps.ts';
import { median, round, type BenchSuite } from '../measure.ts';

const BOOK = new URL('../../../public/books/connect4-7x6.bin', import.meta.url);

const suite: BenchSuite = {
  name: 'connect4-road',
  description: 'The road to perfect play: node counts and times of each step on its fixed positions',
  run(args) {
    let repeat = 3;
    let site = false;
    for (const a of args) {
      const [k, v] = a.split('=');
      if (k === 'repeat' && v !== undefined) repeat = Math.max(1, Number(v));
      else if (a === 'site') site = true;
      else throw new Error(`connect4-road bench: unknown option '${a}' (repeat=N, site)`);
    }
    const book = unwrap(OpeningBook.read(readFileSync(BOOK)));
    const steps: RoadStep[] = [...ROAD_STEPS, ...(site ? [SITE_SOLVER] : [])];
    const rows: Record<string, unknown>[] = [];
    for (const step of steps) {
      for (const set of ROAD_SETS) {
        if (!step.sets.includes(set)) continue;
        process.stderr.write(`bench: connect4-road step ${step.number} (${step.id}) on ${set}\n`);
        let summary = runRoad(step, set, { book });
        const ms: number[] = [];
        for (let r = 0; r < repeat; r++) {
          const t0 = performance.now();
          summary = runRoad(step, set, { book });
          ms.push(performance.now() - t0);
        }
        const total = median(ms);
        rows.push({
          step: step.number,
          id: step.id,
          set,
          positions: summary.positions,
          totalNodes: summary.totalNodes,
          meanNodes: round(summary.meanNodes, 1),
          wrong: summary.wrong,
          ms: round(total, 1),
          usPerNode: summary.totalNodes > 0 ? round((total * 1000) / summary.totalNodes, 3) : null,
        });
      }
    }
    return { repeat, rows };
  },
};
export default suite;
