/**
 * @packageDocumentation
 * Our Othello endgame solver beside a reference program (Edax's protocol,
 * `edax.ts`), position by position, over several rounds.
 *
 * For each round and position, in turn (the first of the two alternating from
 * round to round): the reference on a trivial position (its baseline: start-up,
 * evaluation loading, table allocation and clearing), the reference on the
 * position, and our solver on it, its table emptied before the clock starts.
 * The reference's CPU time for a position is its process's CPU time minus
 * the median baseline. Both sides find one best move, as Edax's `-solve`
 * does, and each side's score and move are checked against the fixture.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { EndgameSolver, SolveResult } from '../../../src/engine/games/othello/endgame.ts';
import type { Position } from '../../../src/engine/games/othello/position.ts';
import { squareName } from '../../../src/engine/games/othello/squares.ts';
import { median, round } from '../measure.ts';
import { runProcess } from './childCpu.ts';
import { obfLine, parseEdaxOutput, type EdaxAnswer } from './edax.ts';
import type { CompareOptions } from './options.ts';
import { compareReport, type ComparedPosition, type RoundSample } from './report.ts';

export interface OthelloCase {
  id: number;
  board: string;
  side: 'X' | 'O';
  pos: Position;
  best: readonly string[];
  score: number;
}

/** A position with 11 empties that Edax solves in microseconds: its run is start-up and clearing only. */
const BASELINE = { board: '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO-', side: 'X' as const };

function solveOurs(solver: EndgameSolver, pos: Position): { result: SolveResult; cpuMs: number; wallMs: number } {
  solver.clearTableFor(pos);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = solver.solve(pos, false);
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { result, cpuMs: (c.user + c.system) / 1000, wallMs };
}

export function compareOthello(cases: readonly OthelloCase[], solver: EndgameSolver, opts: CompareOptions): Record<string, unknown> {
  const command = opts.ref;
  if (command === undefined) throw new Error('othello bench: no reference command');
  if (!command.includes('{obf}')) throw new Error("othello bench: the reference command must hold '{obf}' (the path of the position's OBF file)");
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(join(os.tmpdir(), 'othello-compare-'));
  const fileOf = (name: string, board: string, side: 'X' | 'O') => {
    const path = join(dir, `${name}.obf`);
    writeFileSync(path, obfLine(board, side));
    return path;
  };
  const runRef = (path: string) => {
    const run = runProcess(command.replaceAll('{obf}', path));
    return { run, answer: parseEdaxOutput(run.stdout) };
  };
  try {
    const baselineFile = fileOf('baseline', BASELINE.board, BASELINE.side);
    const files = cases.map((c) => fileOf(`ffo${c.id}`, c.board, c.side));
    const baselines: number[] = [];
    const raw = cases.map(() => [] as { ourCpuMs: number; ourWallMs: number; refCpuMs: number; refWallMs: number; refSelfMs?: number }[]);
    const ours: SolveResult[] = [];
    const refs: EdaxAnswer[] = [];
    for (let r = 0; r < opts.rounds; r++) {
      cases.forEach((c, i) => {
        const measureRef = () => {
          baselines.push(runRef(baselineFile).run.cpuMs);
          const { run, answer } = runRef(files[i]);
          refs[i] = answer;
          return run;
        };
        let ref;
        let our;
        if (r % 2 === 0) {
          ref = measureRef();
          our = solveOurs(solver, c.pos);
        } else {
          our = solveOurs(solver, c.pos);
          ref = measureRef();
        }
        ours[i] = our.result;
        raw[i].push({ ourCpuMs: our.cpuMs, ourWallMs: our.wallMs, refCpuMs: ref.cpuMs, refWallMs: ref.wallMs, refSelfMs: refs[i].selfCpuMs });
        process.stderr.write(
          `othello compare: round ${r + 1} #${c.id}: ours ${round(our.cpuMs, 0)} ms CPU, reference ${round(ref.cpuMs, 0)} ms CPU (process)\n`,
        );
      });
    }
    const baselineMs = median(baselines);
    const positions: ComparedPosition[] = cases.map((c, i) => {
      const best = squareName(ours[i].best[0]);
      const samples: RoundSample[] = raw[i].map((s) => ({ ...s, refCpuMs: Math.max(0, s.refCpuMs - baselineMs) }));
      return {
        id: `#${c.id}`,
        expected: `${c.best.join(',')} ${c.score > 0 ? '+' : ''}${c.score}`,
        ours: { value: `${best} ${ours[i].score}`, nodes: ours[i].nodes, exact: ours[i].score === c.score && c.best.includes(best) },
        ref: { value: `${refs[i].move} ${refs[i].score}`, nodes: refs[i].nodes, exact: refs[i].score === c.score && c.best.includes(refs[i].move) },
        samples,
      };
    });
    return compareReport(command, opts.rounds, positions, loadBefore, {
      refCpu: 'process CPU time (bash time: user + system) minus the median CPU time of the same command on a trivial position',
      refBaselineCpuMs: round(baselineMs, 1),
      refBaselineRuns: baselines.map((b) => round(b, 1)),
      ourCpu: 'process.cpuUsage() around solve(position, allBest = false), the table emptied before',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
