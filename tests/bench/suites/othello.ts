/**
 * @packageDocumentation
 * Othello benchmark: exact solves of FFO endgame positions and perft.
 *
 *   npm run -s bench -- othello                 FFO #40-#44
 *   npm run -s bench -- othello 40-59           any ids or ranges of ids (#40-#59 are in the fixture)
 *   npm run -s bench -- othello 40 perft        perft 10 from the start too (24,571,284)
 *   npm run -s bench -- othello repeat=3        median of 3 runs per position
 *   npm run -s bench -- othello one             skip the second pass that finds every best move
 *   npm run -s bench -- othello 40 browser      also in a module Web Worker of headless Chromium
 *   npm run -s bench -- othello 40-44 --compare --ref "<edax> ... -solve {obf}" [--rounds 3]
 *                                               beside a reference program (README, "Comparing")
 *
 * Each position is solved twice. The timed solve stops at one best move, as
 * Edax's figures do; a second solve then finds every best move (proving a
 * tie needs a tight proof that a move is not 2 discs worse, up to +50%
 * nodes) and its move list is what is compared with the fixture's.
 *
 * Per position: best move(s) and score against the fixture, nodes, wall time,
 * CPU time of this process and nodes per second. The machine is shared, so
 * the CPU time is the steadier figure. The table is emptied before the clock
 * starts. `--compare` measures the reference on the same machine, interleaved
 * (`../compare/othello.ts`); figures quoted from elsewhere go stale.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EndgameSolver, type SolveResult } from '../../../src/engine/games/othello/endgame.ts';
import { parseBoard } from '../../../src/engine/games/othello/notation.ts';
import { othelloPerft } from '../../../src/engine/games/othello/perft.ts';
import { START } from '../../../src/engine/games/othello/position.ts';
import { squareName } from '../../../src/engine/games/othello/squares.ts';
import { compileEngine, runInChromiumWorker } from '../compiledEngine.ts';
import { compareOthello, type OthelloCase } from '../compare/othello.ts';
import { parseCompareOptions } from '../compare/options.ts';
import { median, perSecond, round, type BenchSuite } from '../measure.ts';

interface FfoPosition {
  id: number;
  board: string;
  side: 'X' | 'O';
  text: string;
  best: string[];
  score: number;
  empties: number;
}

function loadFfo(): FfoPosition[] {
  const text = readFileSync(new URL('../../../src/data/positions/othello/ffo.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => {
      const [id, board, side, best, score, empties] = l.trim().split(/\s+/);
      if (side !== 'X' && side !== 'O') throw new Error(`othello bench: bad side in the fixture line '${l}'`);
      return { id: Number(id), board, side, text: `${board} ${side}`, best: best.split(','), score: Number(score), empties: Number(empties) };
    });
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

const PERFT_10 = 24571284;
/** The course's 11-empty position: the JIT's warm-up, in Node and in the worker. */
const WARM_UP = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';

interface Options {
  ids: Set<number>;
  repeat: number;
  tiePass: boolean;
  withPerft: boolean;
  browser: boolean;
}

function parseArgs(args: readonly string[]): Options {
  const o: Options = { ids: new Set(), repeat: 1, tiePass: true, withPerft: false, browser: false };
  for (const a of args) {
    const range = /^(\d+)-(\d+)$/.exec(a);
    if (range) for (let i = Number(range[1]); i <= Number(range[2]); i++) o.ids.add(i);
    else if (/^\d+$/.test(a)) o.ids.add(Number(a));
    else if (a === 'perft') o.withPerft = true;
    else if (a === 'one') o.tiePass = false;
    else if (a === 'browser') o.browser = true;
    else if (a.startsWith('repeat=')) o.repeat = Math.max(1, Number(a.slice(7)) || 1);
    else throw new Error(`othello bench: unknown argument '${a}' (ids, ranges like 40-44, perft, one, repeat=N, browser, --compare --ref CMD [--rounds N])`);
  }
  if (o.ids.size === 0) for (let i = 40; i <= 44; i++) o.ids.add(i);
  return o;
}

/** Solves each position `repeat` times (the table emptied before the clock starts) and checks it against the fixture. */
function benchNode(chosen: readonly FfoPosition[], solver: EndgameSolver, o: Options): Record<string, unknown> {
  const rows: Record<string, unknown>[] = [];
  let totalNodes = 0;
  let totalMs = 0;
  let totalCpu = 0;
  let allExact = true;
  for (const p of chosen) {
    const pos = parseBoardOrThrow(p.text);
    const ms: number[] = [];
    const cpu: number[] = [];
    let result: SolveResult | undefined;
    for (let r = 0; r < o.repeat; r++) {
      solver.clearTableFor(pos);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      result = solver.solve(pos, false);
      ms.push(performance.now() - t0);
      cpu.push(cpuMs(c0));
    }
    if (!result) throw new Error('othello bench: no run');
    const best = result.best.map(squareName);
    const m = median(ms);
    const c = median(cpu);
    const row: Record<string, unknown> = {
      id: p.id,
      empties: p.empties,
      best: best[0],
      score: result.score,
      expected: `${p.best.join(',')} ${p.score > 0 ? '+' : ''}${p.score}`,
      nodes: result.nodes,
      ms: round(m, 1),
      cpuMs: round(c, 1),
      nodesPerSecond: perSecond(result.nodes, m),
      nodesPerCpuSecond: perSecond(result.nodes, c),
    };
    let exact = result.score === p.score && p.best.includes(best[0]);
    if (o.tiePass) {
      solver.clearTableFor(pos);
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const all = solver.solve(pos, true);
      const allBest = all.best.map(squareName).sort();
      exact &&= all.score === p.score && allBest.join() === [...p.best].sort().join();
      row.allBest = { best: allBest.join(','), nodes: all.nodes, ms: round(performance.now() - t0, 1), cpuMs: round(cpuMs(c0), 1) };
    }
    row.exact = exact;
    row.pv = result.pv.map(squareName).join(' ');
    allExact &&= exact;
    totalNodes += result.nodes;
    totalMs += m;
    totalCpu += c;
    rows.push(row);
    process.stderr.write(
      `othello: #${p.id} ${best[0]} ${result.score} (${exact ? 'exact' : 'WRONG'}) ${result.nodes} nodes ${round(m, 0)} ms, ${round(c, 0)} ms CPU\n`,
    );
  }
  return {
    positions: rows,
    total: {
      positions: rows.length,
      allExact,
      nodes: totalNodes,
      ms: round(totalMs, 1),
      cpuMs: round(totalCpu, 1),
      nodesPerSecond: perSecond(totalNodes, totalMs),
      nodesPerCpuSecond: perSecond(totalNodes, totalCpu),
    },
    runsPerPosition: o.repeat,
    tiePass: o.tiePass,
  };
}

interface BrowserRow {
  id: number;
  best: string;
  score: number;
  nodes: number;
  ms: number[];
}

/**
 * The same solves in a module Web Worker of Debian's Chromium, as the page's
 * solver worker runs them (one best move, a fresh table each time; wall time
 * only, a worker has no CPU clock). The warm-up is the course's position.
 */
async function benchBrowser(chosen: readonly FfoPosition[], repeat: number): Promise<Record<string, unknown>> {
  const dir = compileEngine();
  writeFileSync(
    join(dir, 'worker.mjs'),
    `import { EndgameSolver } from './games/othello/endgame.mjs';
     import { parseBoard } from './games/othello/notation.mjs';
     import { squareName } from './games/othello/squares.mjs';
     const cases = ${JSON.stringify(chosen.map((p) => ({ id: p.id, text: p.text })))};
     new EndgameSolver().solve(parseBoard(${JSON.stringify(WARM_UP)}).value);
     const rows = [];
     for (const c of cases) {
       const pos = parseBoard(c.text).value;
       const ms = [];
       let r;
       for (let k = 0; k < ${repeat}; k++) {
         const solver = new EndgameSolver();
         solver.clearTableFor(pos);
         const t0 = performance.now();
         r = solver.solve(pos, false);
         ms.push(performance.now() - t0);
       }
       rows.push({ id: c.id, best: squareName(r.best[0]), score: r.score, nodes: r.nodes, ms });
     }
     postMessage(rows);`,
  );
  const probe = await runInChromiumWorker<BrowserRow[]>(dir, 3_600_000);
  if (!probe.ok) return { error: probe.error };
  return {
    chromium: probe.chromium,
    positions: probe.value.map((r) => {
      const p = chosen.find((c) => c.id === r.id);
      return {
        id: r.id,
        best: r.best,
        score: r.score,
        exact: p !== undefined && r.score === p.score && p.best.includes(r.best),
        nodes: r.nodes,
        ms: round(median(r.ms), 1),
        runsMs: r.ms.map((m) => round(m, 1)),
      };
    }),
  };
}

const suite: BenchSuite = {
  name: 'othello',
  description: 'exact solves of FFO #40-#44 (or the ids given), per-position nodes, time and nodes/s; perft, a browser worker or a reference program on demand',
  async run(args: string[]) {
    const compare = parseCompareOptions(args);
    const o = parseArgs(compare.rest);
    const ffo = loadFfo();
    const chosen = ffo.filter((p) => o.ids.has(p.id));
    const missing = [...o.ids].filter((id) => !ffo.some((p) => p.id === id));
    if (missing.length) throw new Error(`othello bench: no FFO position ${missing.join(', ')} in the fixture (ids 40-59)`);

    const solver = new EndgameSolver();
    solver.solve(parseBoardOrThrow(WARM_UP));

    if (compare.ref !== undefined) {
      const cases: OthelloCase[] = chosen.map((p) => ({ ...p, pos: parseBoardOrThrow(p.text) }));
      return { compare: compareOthello(cases, solver, compare) };
    }

    const out = benchNode(chosen, solver, o);
    if (o.browser) {
      process.stderr.write('bench: othello in a Web Worker of Chromium\n');
      out.browser = await benchBrowser(chosen, o.repeat);
    }
    if (o.withPerft) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const nodes = othelloPerft(START, 10);
      const m = performance.now() - t0;
      out.perft10 = {
        nodes,
        expected: PERFT_10,
        exact: nodes === PERFT_10,
        ms: round(m, 1),
        cpuMs: round(cpuMs(c0), 1),
        leavesPerSecond: perSecond(nodes, m),
      };
    }
    return out;
  },
};

function parseBoardOrThrow(text: string) {
  const r = parseBoard(text);
  if (!r.ok) throw new Error(`othello bench: ${r.error.message}`);
  return r.value;
}

export default suite;
