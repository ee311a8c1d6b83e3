/**
 * @packageDocumentation
 * Othello benchmark: exact solves of FFO endgame positions and perft.
 *
 *   npm run -s bench -- othello                 FFO #40-#44
 *   npm run -s bench -- othello 40-59           any ids or ranges of ids (#40-#59 are in the fixture)
 *   npm run -s bench -- othello 40 perft        perft 10 from the start too (24,571,284)
 *   npm run -s bench -- othello repeat=3        median of 3 runs per position
 *   npm run -s bench -- othello one             skip the second pass that finds every best move
 *
 * Each position is solved twice. The timed solve stops at one best move, as
 * Edax's figures do; a second solve then finds every best move (proving a
 * tie needs a tight proof that a move is not 2 discs worse, up to +50%
 * nodes) and its move list is what is compared with the fixture's.
 *
 * Per position: best move(s) and score against the fixture, nodes, wall time,
 * CPU time of this process and nodes per second. The machine is shared, so
 * the CPU time is the steadier figure; the reference (Edax 4.6, C, one core,
 * evaluation zeroed) is #40 in 0.47 s CPU with 21.0 M nodes, #40-#44 in
 * 16.2 s CPU with 471 M nodes.
 */

import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { EndgameSolver, type SolveResult } from '../../../src/engine/games/othello/endgame.ts';
import { parseBoard } from '../../../src/engine/games/othello/notation.ts';
import { othelloPerft } from '../../../src/engine/games/othello/perft.ts';
import { START } from '../../../src/engine/games/othello/position.ts';
import { squareName } from '../../../src/engine/games/othello/squares.ts';
import { median, perSecond, round, type BenchSuite } from '../measure.ts';

interface FfoPosition {
  id: number;
  text: string;
  best: string[];
  score: number;
  empties: number;
}

function loadFfo(): FfoPosition[] {
  const text = readFileSync(new URL('../../fixtures/othello/ffo.txt', import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => {
      const [id, board, side, best, score, empties] = l.trim().split(/\s+/);
      return { id: Number(id), text: `${board} ${side}`, best: best.split(','), score: Number(score), empties: Number(empties) };
    });
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
}

const PERFT_10 = 24571284;

const suite: BenchSuite = {
  name: 'othello',
  description: 'exact solves of FFO #40-#44 (or the ids given), per-position nodes, time and nodes/s; perft 10 on demand',
  run(args: string[]) {
    const ffo = loadFfo();
    const ids = new Set<number>();
    let repeat = 1;
    let tiePass = true;
    let withPerft = false;
    for (const a of args) {
      const range = /^(\d+)-(\d+)$/.exec(a);
      if (range) for (let i = Number(range[1]); i <= Number(range[2]); i++) ids.add(i);
      else if (/^\d+$/.test(a)) ids.add(Number(a));
      else if (a === 'perft') withPerft = true;
      else if (a === 'one') tiePass = false;
      else if (a.startsWith('repeat=')) repeat = Math.max(1, Number(a.slice(7)) || 1);
      else throw new Error(`othello bench: unknown argument '${a}' (ids, ranges like 40-44, perft, one, repeat=N)`);
    }
    if (ids.size === 0) for (let i = 40; i <= 44; i++) ids.add(i);
    const chosen = ffo.filter((p) => ids.has(p.id));
    const missing = [...ids].filter((id) => !ffo.some((p) => p.id === id));
    if (missing.length) throw new Error(`othello bench: no FFO position ${missing.join(', ')} in the fixture (ids 40-59)`);

    const solver = new EndgameSolver();
    // Warm the JIT up on the course's 11-empty position.
    solver.solve(parseBoardOrThrow('-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X'));

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
      for (let r = 0; r < repeat; r++) {
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
      if (tiePass) {
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

    const out: Record<string, unknown> = {
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
      runsPerPosition: repeat,
      tiePass,
      reference: 'Edax 4.6 (C, one core, evaluation zeroed): #40 0.47 s CPU / 21.0 M nodes; #40-#44 16.2 s CPU / 471 M nodes',
    };

    if (withPerft) {
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
